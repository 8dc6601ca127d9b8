import { useEffect, useMemo } from 'react'
import { type LayoutProps, useTranslation } from 'sanity'
import { createGlobalStyle } from 'styled-components'

/**
 * The Studio prints breadcrumbs (the path above a nested object: „Abschnitte der Seite / Was wir in
 * der …“) with `text-transform: capitalize`, which turns German titles into „Abschnitte Der Seite /
 * Was Wir In Der …“. German capitalises by grammar, so every title shows as the schema writes it.
 * The JSON tree of „Untersuchen“ writes „↔ expand“ with CSS on hover: German too.
 */
const StudioStyles = createGlobalStyle`
  [style*='text-transform: capitalize'] {
    text-transform: none !important;
  }
  .json-inspector .json-inspector__show-original:hover::after {
    content: ' aufklappen' !important;
  }
`

/**
 * Words Sanity (and its UI library) writes into its code instead of its translations; studio/locale.ts
 * covers every string that has a translation key, so only these are corrected in the page. Each is a
 * whole text Sanity renders on its own, never part of what an editor typed (editable content, inputs).
 */
const TEXTS = new Map([
  // The close button's tooltip of popover dialogs (the link editor in a text).
  ['Close', 'Schließen'],
  // The inner field of the slug type, in the validation list („Adresse / Current slug – Erforderlich“).
  ['Current slug', 'Adresse'],
  // An address of a tool this Studio does not have (/studio/inhalte/vision in production).
  ['Tool not found: ', 'Werkzeug nicht gefunden: '],
  // The tooltip of a term's remove button in a list of terms (Suchbegriffe, Orte).
  ['Remove', 'Entfernen'],
  // A picture's preview shapes in „Ausschnitt und Fokuspunkt“.
  ['Square', 'Quadrat'],
  // The text editor's style menu for a selection of several styles, and its messages while it
  // prepares a new element.
  ['No style', 'Ohne Format'],
  ['Resolving initial value…', 'Vorbelegung wird geladen …'],
  ['Initial value resolved', 'Vorbelegung geladen'],
  ['Could not resolve initial value', 'Die Vorbelegung konnte nicht geladen werden'],
  ['Reference search failed', 'Die Suche ist fehlgeschlagen'],
  // The screen of a tool that crashed (a chunk that failed to load after an update, for one).
  [
    'An error occurred that Sanity Studio was unable to recover from.',
    'Ein Fehler ist aufgetreten, den das Studio nicht selbst beheben kann.',
  ],
  ['To report this error,', 'Um diesen Fehler zu melden,'],
  [
    ' copy the error details and share them with your development team or Sanity Support.',
    ' kopieren Sie die Fehlerdetails und schicken Sie sie an die Betreuer der Website.',
  ],
  ['Retry', 'Erneut versuchen'],
  ['Retrying…', 'Wird erneut versucht …'],
  ['Copy error details', 'Fehlerdetails kopieren'],
  ['These technical details may be useful for developers.', 'Technische Angaben für die Betreuer der Website.'],
  ['Failed to get error details', 'Die Fehlerdetails konnten nicht gelesen werden'],
  ['Failed to copy error details', 'Die Fehlerdetails konnten nicht kopiert werden'],
])

/** The crashed tool's heading names the tool by its internal name („The structure tool crashed“). */
const TOOL_TITLES: Record<string, string> = { structure: 'Inhalte', presentation: 'Vorschau', vision: 'Vision' }
function germanCrash(text: string): string | undefined {
  const tool = /^The (.+) tool crashed$/.exec(text)?.[1]
  return tool === undefined ? undefined : `Das Werkzeug „${TOOL_TITLES[tool] ?? tool}“ ist abgestürzt`
}

/** Key names in key hints (`<kbd>`), as German keyboards label them; Apple's as their symbols. */
const KEYS = new Map([
  ['Ctrl', 'Strg'],
  ['Shift', 'Umschalt'],
  ['Cmd', '⌘'],
  ['Option', '⌥'],
])

/** The counts of the JSON tree in „Untersuchen“ („13 properties“, „4 items“). */
function germanCount(text: string): string | undefined {
  const match = /^(\d+) (property|properties|item|items)$/.exec(text)
  if (!match) return undefined
  const one = match[1] === '1'
  return `${match[1]} ${match[2]?.startsWith('propert') ? (one ? 'Eigenschaft' : 'Eigenschaften') : one ? 'Eintrag' : 'Einträge'}`
}

/** Accessible names Sanity's UI library writes in English. */
const LABELS = new Map([
  ['Close', 'Schließen'],
  ['Close dialog', 'Dialog schließen'],
  ['Clear', 'Leeren'],
  ['Open', 'Öffnen'],
  ['More breadcrumb items', 'Weitere Ebenen'],
])

const EDITABLE = '[contenteditable], input, textarea'

/** Any of the words above, somewhere in a text. */
const CANDIDATES = new RegExp(
  [...TEXTS.keys(), ...KEYS.keys(), 'propert', 'item', 'tool crashed']
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
)

/** A text node Sanity wrote in English, in German; undefined when it is not one. */
function germanText(node: Node): string | undefined {
  const text = node.nodeValue ?? ''
  const parent = node.parentElement
  if (!parent || parent.closest(EDITABLE)) return undefined
  if (parent.closest('kbd')) return KEYS.get(text)
  if (parent.closest('.json-inspector__value_helper')) return germanCount(text)
  return TEXTS.get(text) ?? germanCrash(text)
}

function germaniseText(node: Node): void {
  const german = germanText(node)
  if (german !== undefined) node.nodeValue = german
}

/**
 * Icon-only controls Sanity shows a tooltip for but gives no accessible name, so a screen reader says
 * just „Schaltfläche“: each gets the text of its tooltip (Sanity's German), or ours where it has none.
 */
type ControlNames = [selector: string, name: string, always?: 'always'][]

function useControlNames(): ControlNames {
  const { t } = useTranslation()
  const { t: tStructure } = useTranslation('structure')
  return useMemo(
    () => [
      // Every „…“ menu button (the document's, a list entry's, a field's actions) shows this tooltip.
      [
        'button[data-ui="MenuButton"]:has(svg[data-sanity-icon="ellipsis-horizontal"])',
        t('common.context-menu-button.tooltip'),
      ],
      ['button[data-ui="Button"]:has(svg[data-sanity-icon="reset"])', t('inputs.select.action.clear')],
      ['[data-ui="DragHandleButton"]', t('inputs.array.action.drag.tooltip')],
      ['[data-testid="copy-document-actions-button"]', tStructure('action.copy-document-url.label')],
      // The menu beside „Entwürfe“ in the navigation bar: which version of the content the Studio shows.
      ['[data-testid="global-perspective-menu-button"]', 'Ansicht wählen'],
      // A group of edits in „Verlauf“ opens with a chevron that turns (its state: syncExpanded below).
      [EXPANDER, tStructure('timeline-item.menu.action-expand')],
      // The user's menu shows only the avatar: empty while the user loads, then initials („RL“), which
      // say nothing about what the button opens. Sanity has no words for it.
      ['button#user-menu', 'Benutzermenü', 'always'],
    ],
    [t, tStructure],
  )
}

/** The history's button that opens a group of edits: its chevron says whether it is open (`data-expanded`). */
const EXPANDER = 'button:has(svg[data-expanded])'

/** The expander's state for screen readers too („Erweitern, eingeklappt“), as its chevron shows it. */
function syncExpanded(root: Element): void {
  for (const icon of [root, ...root.querySelectorAll('svg[data-expanded]')])
    if (icon.matches('svg[data-expanded]'))
      icon.closest(EXPANDER)?.setAttribute('aria-expanded', String(icon.getAttribute('data-expanded') === 'true'))
}

/** Whether a control already has a name: its own label, or text of its own. */
const hasName = (control: Element) =>
  Boolean(control.getAttribute('aria-label') || control.getAttribute('aria-labelledby') || control.textContent?.trim())

/**
 * An icon-only button or link showing Sanity's close icon (a popover's close button, a pane's close
 * link: a tooltip, no name).
 */
const isCloseIconOnly = (control: Element) =>
  control.querySelector('svg[data-sanity-icon="close"]') !== null && (control.textContent ?? '').trim() === ''

function germanise(root: Element, names: ControlNames): void {
  for (const element of [root, ...root.querySelectorAll('[aria-label]')]) {
    const german = LABELS.get(element.getAttribute('aria-label') ?? '')
    if (german) element.setAttribute('aria-label', german)
  }
  for (const [selector, name, always] of names)
    for (const control of [root, ...root.querySelectorAll(selector)])
      if (control.matches(selector) && (always ? control.getAttribute('aria-label') !== name : !hasName(control)))
        control.setAttribute('aria-label', name)
  for (const control of [root, ...root.querySelectorAll('button, a')])
    if (control.matches('button, a') && !hasName(control) && isCloseIconOnly(control))
      control.setAttribute('aria-label', LABELS.get('Close') ?? '')
  syncExpanded(root)
  // Most new elements hold none of these words: walk their text only when one could be there.
  if (!CANDIDATES.test(root.textContent ?? '')) return
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) germaniseText(node)
}

/**
 * New elements and text nodes, text React changed in place (a list item reused for another entry), and
 * labels it set again.
 */
function useGermanHardCodedWords(names: ControlNames): void {
  useEffect(() => {
    germanise(document.body, names)
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') germaniseText(mutation.target)
        else if (mutation.type === 'attributes' && mutation.target instanceof Element) germanise(mutation.target, names)
        for (const node of mutation.addedNodes)
          if (node instanceof Element) germanise(node, names)
          else if (node.nodeType === Node.TEXT_NODE) germaniseText(node)
      }
    })
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'data-expanded'],
    })
    return () => observer.disconnect()
  }, [names])
}

/** The layout of every workspace: the Studio's own, plus the corrections above. */
export function StudioLayout(props: LayoutProps) {
  useGermanHardCodedWords(useControlNames())
  return (
    <>
      <StudioStyles />
      {props.renderDefault(props)}
    </>
  )
}
