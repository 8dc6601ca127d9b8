import type { RichText } from '@/lib/sanity/sanity.types'

/**
 * A job posting's full text as the HTML Google for Jobs reads in `description`: it recognises
 * <p>, <ul>, <ol>, <li>, <br>, <strong> and <em>, not headings, so headings become bold paragraphs.
 * Every character from the CMS is escaped; links keep only their text.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character)

type Block = RichText[number]

function inline(block: Block): string {
  return (block.children ?? [])
    .map((span) => {
      let html = escapeHtml(span.text ?? '')
      if (span.marks?.includes('em')) html = `<em>${html}</em>`
      if (span.marks?.includes('strong')) html = `<strong>${html}</strong>`
      return html
    })
    .join('')
}

/** Portable Text (paragraphs, headings, bullet and numbered lists) as HTML. */
export function richTextHtml(blocks: RichText | null | undefined): string {
  let html = ''
  let openList: 'ul' | 'ol' | null = null
  for (const block of blocks ?? []) {
    const list = block.listItem === 'number' ? 'ol' : block.listItem === 'bullet' ? 'ul' : null
    if (openList && list !== openList) {
      html += `</${openList}>`
      openList = null
    }
    if (list) {
      if (!openList) html += `<${list}>`
      openList = list
      html += `<li>${inline(block)}</li>`
    } else if (block.style && /^h\d$/.test(block.style)) html += `<p><strong>${inline(block)}</strong></p>`
    else html += `<p>${inline(block)}</p>`
  }
  return openList ? `${html}</${openList}>` : html
}

/** A heading and a bullet list, or nothing for an empty list. */
export function listHtml(heading: string, items: readonly (string | null)[] | null | undefined): string {
  const entries = (items ?? []).filter((item): item is string => Boolean(item))
  if (!entries.length) return ''
  return `<p><strong>${escapeHtml(heading)}</strong></p><ul>${entries.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
}

/** A labelled line („Arbeitszeit: …“), or nothing without a value. */
export function factHtml(label: string, value: string | null | undefined): string {
  return value ? `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>` : ''
}
