import { useEffect } from 'react'
import type { LayoutProps } from 'sanity'
import { createGlobalStyle } from 'styled-components'

/**
 * The Studio prints breadcrumbs (the path above a nested object: „Abschnitte der Seite / Was wir in
 * der …“) with `text-transform: capitalize`, which turns German titles into „Abschnitte Der Seite /
 * Was Wir In Der …“. German capitalises by grammar, so every title shows as the schema writes it.
 */
const TitlesAsWritten = createGlobalStyle`
  [style*='text-transform: capitalize'] {
    text-transform: none !important;
  }
`

/**
 * Words Sanity writes into its code instead of its translations (studio/locale.ts covers those): the
 * close button of its popover dialogs (the link editor in a text, for one) shows a tooltip „Close“
 * and carries no name of its own, so a screen reader announces just „Schaltfläche“. Such a button gets
 * the German name, and the tooltip says it too. Nothing else of the Studio is touched.
 */
const HARD_CODED = new Map([['Close', 'Schließen']])

/** An icon-only button showing Sanity's close icon, or one labelled with a listed English word. */
function germanName(button: HTMLElement): string | undefined {
  const label = button.getAttribute('aria-label')
  if (label !== null) return HARD_CODED.get(label)
  const closeIconOnly =
    button.querySelector('svg[data-sanity-icon="close"]') !== null && (button.textContent ?? '').trim() === ''
  return closeIconOnly ? HARD_CODED.get('Close') : undefined
}

function germanise(root: Element): void {
  const buttons = [...root.querySelectorAll<HTMLElement>('button')]
  if (root instanceof HTMLButtonElement) buttons.push(root)
  for (const button of buttons) {
    const german = germanName(button)
    if (german) button.setAttribute('aria-label', german)
  }
  // A tooltip is a small element of its own: only its text node equal to a listed word changes.
  if (!HARD_CODED.has(root.textContent ?? '')) return
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const german = HARD_CODED.get(node.nodeValue ?? '')
    if (german) node.nodeValue = german
  }
}

function useGermanHardCodedWords(): void {
  useEffect(() => {
    germanise(document.body)
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) if (node instanceof Element) germanise(node)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
}

/** The layout of every workspace: the Studio's own, plus the two corrections above. */
export function StudioLayout(props: LayoutProps) {
  useGermanHardCodedWords()
  return (
    <>
      <TitlesAsWritten />
      {props.renderDefault(props)}
    </>
  )
}
