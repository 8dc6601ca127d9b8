'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import type { FormTexts } from '@/lib/forms/texts'
import { applicationHost, OPEN_APPLICATION_EVENT, type OpenApplicationDetail } from './application-opener'
import { INITIAL_WIZARD, openedWith, type WizardState } from './application-state'

/** The dialog and its validation load on the first click of a 'Schnellbewerbung' button. */
const ApplicationDialog = dynamic(() => import('./application-dialog').then((module) => module.ApplicationDialog), {
  ssr: false,
})

/**
 * Mounted once by the site layout: opens the quick-application dialog for every
 * ApplicationOpener and keeps the wizard's state while the visitor stays on the site,
 * so closing the dialog never loses an entry (SPEC.md §4).
 */
export function ApplicationHost(props: {
  texts: FormTexts['application']
  problems: FormTexts['problems']
  phone: { href: string; label: string } | null
}) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [wizard, setWizard] = useState<WizardState>(INITIAL_WIZARD)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    applicationHost.mounted = true
    const onOpen = (event: Event) => {
      const { opener: element, preset } = (event as CustomEvent<OpenApplicationDetail>).detail
      opener.current = element
      setWizard((current) => openedWith(current, preset))
      setLoaded(true)
      setOpen(true)
    }
    window.addEventListener(OPEN_APPLICATION_EVENT, onOpen)
    return () => {
      applicationHost.mounted = false
      window.removeEventListener(OPEN_APPLICATION_EVENT, onOpen)
    }
  }, [])

  if (!loaded) return null
  return (
    <ApplicationDialog
      {...props}
      open={open}
      wizard={wizard}
      onWizardChange={setWizard}
      onClose={() => {
        setOpen(false)
        // A finished application starts empty the next time.
        if (wizard.status === 'sent') setWizard(INITIAL_WIZARD)
        opener.current?.focus()
      }}
    />
  )
}
