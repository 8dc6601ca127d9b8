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
  const hyphenated = hyphenate(text)
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
  return parts
}
