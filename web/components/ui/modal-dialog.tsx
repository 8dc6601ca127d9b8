'use client'

import { type ComponentProps, type KeyboardEvent, type MouseEvent, type Ref, useEffect, useRef } from 'react'
import { Icon } from '@/components/ui/icon'

const TABBABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]'

/**
 * Keeps Tab inside: Chromium lets focus leave a modal dialog for the browser's own controls
 * after the last element (and before the first), so both ends wrap around.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility({ visibilityProperty: true }),
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
}

/** A click on the backdrop: on the dialog element itself, outside its box. */
function isBackdropClick(event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false
  const box = event.currentTarget.getBoundingClientRect()
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
}

/**
 * Every modal of the site (the mobile menu, the quick application): the platform's <dialog>,
 * opened with showModal(). The browser makes the rest of the page inert (no focus, no clicks,
 * hidden from screen readers), closes the dialog on Escape and gives focus back to the element
 * that had it before; globals.css locks the page's scrolling while a dialog is modal.
 * `open` controls it; `onClose` reports that it closed itself (Escape, backdrop, ModalCloseButton).
 */
export function ModalDialog({
  open,
  onClose,
  returnFocus = true,
  initialFocus,
  children,
  ...props
}: Omit<ComponentProps<'dialog'>, 'open' | 'onClose' | 'onKeyDown' | 'onClick'> & {
  open: boolean
  onClose: () => void
  /** false: when `open` turns false, focus goes nowhere (a navigation moved on) instead of back. */
  returnFocus?: boolean
  /** The element to focus on opening; without it the browser picks the first focusable one. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null
}) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      initialFocus?.(element)?.focus()
    } else if (!open && element.open) {
      element.close()
      // The browser has just focused the element from before opening; release it.
      if (!returnFocus && document.activeElement instanceof HTMLElement) document.activeElement.blur()
    }
  }, [open, returnFocus, initialFocus])

  return (
    <dialog
      ref={dialog}
      {...props}
      // Only a close the parent did not ask for is news to it.
      onClose={() => {
        if (open) onClose()
      }}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        if (isBackdropClick(event)) event.currentTarget.close()
      }}
    >
      {children}
    </dialog>
  )
}

/** The X of a ModalDialog: closes the dialog it is in, like Escape. */
export function ModalCloseButton({
  label,
  className,
  ref,
}: {
  label: string
  className: string
  ref?: Ref<HTMLButtonElement>
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      onClick={(event) => event.currentTarget.closest('dialog')?.close()}
      className={className}
    >
      <Icon name="close" className="size-6" />
    </button>
  )
}
