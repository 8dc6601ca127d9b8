import { NAME_SLOT } from '@shared/placeholders'

type Named = { title?: string | null; sections?: unknown[] | null; seo?: { title?: string | null } | null } | null

/** `value` with every {Name} in its strings (deeply) replaced by `name`. */
function fillName<T>(value: T, name: string): T {
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string') return item.includes(NAME_SLOT) ? item.replaceAll(NAME_SLOT, name) : item
    if (Array.isArray(item)) return item.map(fill)
    if (item && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, fill(entry)]))
    return item
  }
  return fill(value) as T
}

/**
 * A document as the site shows it under its one name (docs/decisions.md, „One name, one field“):
 * {Name} in any of its texts becomes its name, and a hero without its own H1 and SEO without its own
 * title take the name. The menu name and the card title follow the name in the queries (`coalesce`).
 */
export function withName<T extends Named>(document: T): T {
  const name = document?.title?.trim()
  if (!document || !name) return document
  const sections = document.sections?.map((section) =>
    section &&
    typeof section === 'object' &&
    (section as { _type?: unknown })._type === 'heroSection' &&
    !(section as { headline?: string | null }).headline?.trim()
      ? { ...section, headline: name }
      : section,
  )
  const seo = document.seo && !document.seo.title?.trim() ? { ...document.seo, title: name } : document.seo
  return fillName({ ...document, ...(sections ? { sections } : {}), ...(document.seo ? { seo } : {}) }, name)
}
