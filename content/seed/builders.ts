import type { RichText } from '@/lib/sanity/sanity.types'
import type { ImageFile, Seed, SeedImage } from './types'

/** An image from content/dataset/images with its German alt text. */
export function image(file: ImageFile, alt: string, options: { isIllustration?: boolean } = {}): SeedImage {
  return {
    _type: 'accessibleImage',
    _sanityAsset: `image@file://./images/${file}`,
    alt,
    ...(options.isIllustration ? { isIllustration: true } : {}),
  }
}

/** A strong reference to another seed document. */
export function ref<const Type extends string>(_id: string, _type?: Type) {
  void _type
  return { _type: 'reference' as const, _ref: _id }
}

type Span = { _type: 'span'; text: string; marks: string[] }
type MarkDef = { _type: 'link'; _key: string; href: string }

/**
 * `code` first, so a name inside it (the cookie `_ga_*`) is never read as emphasis. Emphasis needs
 * an underscore at a word's edge on both sides and none inside: `analytics_storage` and „_ga“ und
 * „_ga_*“ stay as they are instead of turning into „analytics*storage“ or an italic „ga“.
 */
const INLINE =
  /`([^`]+)`|\*\*(.+?)\*\*|(?<![\p{L}\p{N}_*])_([^_\s](?:[^_]*[^_\s])?)_(?![\p{L}\p{N}_*])|\[(.+?)\]\((.+?)\)/gu

function spans(text: string, markDefs: MarkDef[]): Span[] {
  const result: Span[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) result.push({ _type: 'span', text: text.slice(last, match.index), marks: [] })
    const [, code, strong, em, linkText, href] = match
    if (code !== undefined) result.push({ _type: 'span', text: code, marks: ['code'] })
    else if (strong !== undefined) result.push({ _type: 'span', text: strong, marks: ['strong'] })
    else if (em !== undefined) result.push({ _type: 'span', text: em, marks: ['em'] })
    else if (linkText !== undefined && href !== undefined) {
      const _key = `link${markDefs.length + 1}`
      markDefs.push({ _type: 'link', _key, href })
      result.push({ _type: 'span', text: linkText, marks: [_key] })
    }
    last = match.index + match[0].length
  }
  if (last < text.length) result.push({ _type: 'span', text: text.slice(last), marks: [] })
  return result
}

/**
 * Portable Text from a small Markdown subset, so long copy stays readable in
 * the seed: blank-line separated paragraphs, `## `/`### `/`#### ` headings,
 * `- ` bullets, `1. ` numbered items, `**strong**`, `_em_`, `` `code` `` (names such as cookies and
 * settings, shown as written), `[text](href)`.
 */
export function richText(markdown: string): Seed<RichText> {
  const blocks: Seed<RichText> = []
  const lines = markdown
    .trim()
    .split('\n')
    .map((line) => line.trim())
  let paragraph: string[] = []
  const push = (text: string, style: 'normal' | 'h2' | 'h3' | 'h4', listItem?: 'bullet' | 'number') => {
    const markDefs: MarkDef[] = []
    blocks.push({
      _type: 'block',
      style,
      children: spans(text, markDefs),
      markDefs,
      ...(listItem ? { listItem, level: 1 } : {}),
    })
  }
  const flush = () => {
    if (paragraph.length > 0) push(paragraph.join(' '), 'normal')
    paragraph = []
  }
  for (const line of lines) {
    const heading = /^(#{2,4}) (.*)$/.exec(line)
    const bullet = /^- (.*)$/.exec(line)
    const numbered = /^\d+\. (.*)$/.exec(line)
    if (line === '') flush()
    else if (heading?.[1] && heading[2] !== undefined) {
      flush()
      push(heading[2], `h${heading[1].length}` as 'h2' | 'h3' | 'h4')
    } else if (bullet?.[1] !== undefined) {
      flush()
      push(bullet[1], 'normal', 'bullet')
    } else if (numbered?.[1] !== undefined) {
      flush()
      push(numbered[1], 'normal', 'number')
    } else paragraph.push(line)
  }
  flush()
  return blocks
}
