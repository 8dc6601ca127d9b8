import { richText } from '@content/seed/builders'
import { bundledDocuments } from '@tests/support/dataset'
import { describe, expect, it } from 'vitest'

/**
 * Names with underscores (cookies, Consent Mode settings) in the rich texts: the seed's Markdown
 * once read `_ga` and `ad_user_data` as emphasis, so /datenschutz showed „ga“ and „ad*user*data“.
 */

type Span = { _type?: string; text?: string; marks?: string[] }
type Block = { _type: string; children?: Span[] }

/** Every Portable Text block of a document, wherever it sits. */
function blocksOf(value: unknown): Block[] {
  if (Array.isArray(value)) return value.flatMap(blocksOf)
  if (typeof value !== 'object' || value === null) return []
  if ((value as Block)._type === 'block') return [value as Block]
  return Object.values(value).flatMap(blocksOf)
}

const documents = bundledDocuments()
const allBlocks = documents.flatMap((document) => blocksOf(document).map((block) => ({ id: document._id, block })))
const WORD_CHARACTER = /[\p{L}\p{N}]/u

describe('names in the privacy text', () => {
  const privacy = documents.find((document) => document._id === 'legal-datenschutz')
  const spans = blocksOf(privacy).flatMap((block) => block.children ?? [])

  it.each(['_ga', '_ga_*', 'analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'])(
    'shows %s as written, as inline code',
    (name) => {
      expect(spans.filter((span) => span.text === name).map((span) => span.marks)).toEqual([['code']])
    },
  )
})

describe('every rich text of the dataset', () => {
  it('has no emphasis inside a word (an underscore read as a mark)', () => {
    const glued: string[] = []
    for (const { id, block } of allBlocks) {
      const children = block.children ?? []
      children.forEach((span, index) => {
        if (!span.marks?.some((mark) => mark === 'em' || mark === 'strong')) return
        const before = children[index - 1]?.text?.at(-1) ?? ''
        const after = children[index + 1]?.text?.[0] ?? ''
        if (WORD_CHARACTER.test(before) || WORD_CHARACTER.test(after))
          glued.push(`${id}: „${children[index - 1]?.text ?? ''}[${span.text}]${children[index + 1]?.text ?? ''}“`)
      })
    }
    expect(glued).toEqual([])
  })

  it('has no Markdown marker left in its text outside code', () => {
    const leftovers = allBlocks.flatMap(({ id, block }) =>
      (block.children ?? [])
        .filter((span) => !span.marks?.includes('code') && /\*|`|(?:^|\s)_|_(?:\s|$)/.test(span.text ?? ''))
        .map((span) => `${id}: „${span.text}“`),
    )
    expect(leftovers).toEqual([])
  })
})

describe('richText (the seed’s Markdown)', () => {
  const spansOf = (markdown: string) =>
    richText(markdown).flatMap((block) => ('children' in block ? (block.children ?? []) : []))
  const plain = (text: string) => ({ _type: 'span', text, marks: [] })

  it('keeps names with underscores as they are, also without backticks', () => {
    expect(spansOf('Die Cookies „_ga“ und „_ga_*“ sowie „ad_user_data“.')).toEqual([
      plain('Die Cookies „_ga“ und „_ga_*“ sowie „ad_user_data“.'),
    ])
  })

  it('marks `code` and leaves its content alone', () => {
    expect(spansOf('Cookie `_ga_*` und **fett**')).toEqual([
      plain('Cookie '),
      { _type: 'span', text: '_ga_*', marks: ['code'] },
      plain(' und '),
      { _type: 'span', text: 'fett', marks: ['strong'] },
    ])
  })

  it('still reads _emphasis_ between words', () => {
    expect(spansOf('ein _kursives_ Wort')).toEqual([
      plain('ein '),
      { _type: 'span', text: 'kursives', marks: ['em'] },
      plain(' Wort'),
    ])
  })
})
