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
 * Words Sanity writes into its code instead of its translations (studio/locale.ts covers those):
 * - the close button of its popover dialogs (the link editor in a text, for one) shows a tooltip
 *   „Close“ and carries no name of its own, so a screen reader announces just „Schaltfläche“: such a
 *   button gets the German name, and its tooltip says it too;
 * - the built-in slug type names its inner field „Current slug“, which the validation list shows
 *   („Adresse (Slug) / Current slug – Erforderlich“) when an address was emptied.
 * Only whole texts equal to a listed word change, never what an editor typed (editable content,
 * inputs). Nothing else of the Studio is touched.
 */
const HARD_CODED = new Map([
  ['Close', 'Schließen'],
  ['Current slug', 'Adresse'],
])

/** An icon-only button showing Sanity's close icon, or one labelled with a listed English word. */
function germanName(button: HTMLElement): string | undefined {
  const label = button.getAttribute('aria-label')
  if (label !== null) return HARD_CODED.get(label)
  const closeIconOnly =
    button.querySelector('svg[data-sanity-icon="close"]') !== null && (button.textContent ?? '').trim() === ''
  return closeIconOnly ? HARD_CODED.get('Close') : undefined
}

const EDITABLE = '[contenteditable], input, textarea'

/** A text node equal to a listed word, outside what an editor types, says the German word. */
function germaniseText(node: Node): void {
  const german = HARD_CODED.get(node.nodeValue ?? '')
  if (german && !node.parentElement?.closest(EDITABLE)) node.nodeValue = german
}

function germanise(root: Element): void {
  const buttons = [...root.querySelectorAll<HTMLElement>('button')]
  if (root instanceof HTMLButtonElement) buttons.push(root)
  for (const button of buttons) {
    const german = germanName(button)
    if (german) button.setAttribute('aria-label', german)
  }
  const text = root.textContent ?? ''
  if (![...HARD_CODED.keys()].some((word) => text.includes(word))) return
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) germaniseText(node)
}

/** New elements and text nodes, and text React changed in place (a list item reused for another entry). */
function useGermanHardCodedWords(): void {
  useEffect(() => {
    germanise(document.body)
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') germaniseText(mutation.target)
        for (const node of mutation.addedNodes)
          if (node instanceof Element) germanise(node)
          else if (node.nodeType === Node.TEXT_NODE) germaniseText(node)
      }
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [])
}

/** The layout of every workspace: the Studio's own, plus the corrections above. */
export function StudioLayout(props: LayoutProps) {
  useGermanHardCodedWords()
  return (
    <>
      <TitlesAsWritten />
      {props.renderDefault(props)}
    </>
  )
}
