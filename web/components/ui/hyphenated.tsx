import { stegaClean } from '@sanity/client/stega'
import { hyphenate } from '@/lib/hyphenate'

/**
 * A heading's text with its long words hyphenated (web/lib/hyphenate.ts), each such word an inline
 * block as wide as the word and at most as wide as the line: it moves to the next line whole while it
 * fits one, and breaks at its soft hyphens only when it is wider than a line (a phone). A browser that
 * balances a heading otherwise takes any soft hyphen it is offered, even where the word fits
 * („… im Harz – strei-|fenfrei vom Meisterbetrieb“ at 1440 px). For headings only: running text may
 * hyphenate at the end of a line, as German typesetting does.
 */
export function Hyphenated({ text }: { text: string | null | undefined }) {
  if (!text) return null
  // In the Studio's Vorschau the text ends in its invisible edit link (stega). It stays a text node of the
  // heading itself, so clicking the heading opens its field; inside a word's block it would bind the
  // overlay to that word alone.
  const visible = stegaClean(text)
  const editLink = text.startsWith(visible) ? text.slice(visible.length) : ''
  const hyphenated = hyphenate(editLink ? visible : text)
  if (!hyphenated) return null
  const parts: (string | React.JSX.Element)[] = []
  let offset = 0
  for (const part of hyphenated.split(/(\S*\u00AD\S*)/)) {
    parts.push(
      part.includes('\u00AD') ? (
        <span key={offset} className="inline-block max-w-full">
          {part}
        </span>
      ) : (
        part
      ),
    )
    offset += part.length
  }
  if (editLink) parts.push(editLink)
  return parts
}
