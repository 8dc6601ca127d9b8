'use client'

import { useId } from 'react'
import { ModalCloseButton, ModalDialog } from '@/components/ui/modal-dialog'
import type { FormTexts } from '@/lib/forms/texts'
import type { WizardState } from './application-state'
import { ApplicationWizard } from './application-wizard'

/** On opening, the first field of the current step (or the step's button, e.g. on the thank-you). */
const firstField = (dialog: HTMLDialogElement) =>
  dialog.querySelector<HTMLElement>('input, select, button[type="submit"]')

/** The quick application as a modal dialog (ModalDialog), labelled by its heading. */
export function ApplicationDialog({
  texts,
  problems,
  phone,
  open,
  wizard,
  onWizardChange,
  onClose,
}: {
  texts: FormTexts['application']
  problems: FormTexts['problems']
  phone: { href: string; label: string } | null
  open: boolean
  wizard: WizardState
  onWizardChange: (state: WizardState) => void
  onClose: () => void
}) {
  const headingId = useId()

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      initialFocus={firstField}
      aria-labelledby={headingId}
      className="surface-light m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-card bg-white p-0 text-ink shadow-lift backdrop:bg-petrol-950/70"
    >
      <div className="relative p-6 sm:p-8">
        <ModalCloseButton
          label={texts.close}
          className="absolute top-4 right-4 grid size-11 place-items-center rounded-full text-ink hover:bg-petrol-50"
        />
        <ApplicationWizard
          texts={texts}
          problems={problems}
          phone={phone}
          state={wizard}
          onChange={onWizardChange}
          headingId={headingId}
        />
      </div>
    </ModalDialog>
  )
}
