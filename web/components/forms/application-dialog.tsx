'use client'

import { useEffect, useId, useRef } from 'react'
import { Glyph } from '@/components/ui/glyph'
import type { FormTexts } from '@/lib/forms/texts'
import type { WizardState } from './application-state'
import { ApplicationWizard } from './application-wizard'

const TABBABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * The quick application as a modal dialog (native <dialog> with showModal: the rest of the
 * page is inert, Escape closes it, focus stays inside), labelled by its heading.
 */
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
  const dialog = useRef<HTMLDialogElement>(null)
  const headingId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      document.documentElement.style.overflow = 'hidden'
      element.querySelector<HTMLElement>('input, select, button[type="submit"]')?.focus()
    }
    if (!open && element.open) element.close()
    return () => {
      document.documentElement.style.overflow = ''
    }
  }, [open])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key !== 'Tab' || !dialog.current) return
        // Keep Tab inside: Chrome lets focus leave a modal dialog for the browser's own controls.
        const tabbable = [...dialog.current.querySelectorAll<HTMLElement>(TABBABLE)].filter(
          (element) => !element.matches(':disabled') && element.getClientRects().length > 0,
        )
        const first = tabbable[0]
        const last = tabbable.at(-1)
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last?.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first?.focus()
        }
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === dialog.current) dialog.current?.close()
      }}
      className="surface-light m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-card bg-white p-0 text-ink shadow-lift backdrop:bg-petrol-950/70"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label={texts.close}
          className="absolute top-4 right-4 grid size-11 place-items-center rounded-full text-ink hover:bg-petrol-50"
        >
          <Glyph d="M6 6l12 12M18 6L6 18" className="size-6" />
        </button>
        <ApplicationWizard
          texts={texts}
          problems={problems}
          phone={phone}
          state={wizard}
          onChange={onWizardChange}
          headingId={headingId}
        />
      </div>
    </dialog>
  )
}
