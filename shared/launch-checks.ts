import { documentPath, FIXED_PAGE_TYPES, FIXED_PAGES, isFixedPageType, isLegalPageSlug, LEGAL_PAGES } from './documents'
import {
  ENVIRONMENT_CHECKS,
  EVERY_PAGE,
  FIELD_CHECKS,
  type FieldCheck,
  type LaunchEnvironment,
  type LaunchPlace,
  type LaunchSeverity,
  type Leftover,
  TEXT_CHECKS,
} from './launch-check-list'
import { NAME_SLOT, type PlaceholderName, RATING_SLOT, unknownPlaceholders } from './placeholders'

export type { LaunchEnvironment, LaunchPlace, LaunchSeverity }

/**
 * „Vor dem Start“: what the bundled sample content and the environment still hold that the company
 * must replace before the site goes live. One list, read three ways: `npm run launch:check`
 * (scripts/launch-check.ts, exit code), `/api/health` (web/lib/health, status `degraded`) and the
 * Studio's list „Vor dem Start“ (studio/launch-checklist.tsx, with a link to each document).
 *
 * Blocking items keep `launch:check` failing and the health report degraded; warnings are named
 * only (docs/decisions.md, „Launch check“ says which is which and why). The checks themselves are
 * listed in shared/launch-check-list.ts; this module finds their items.
 */

/** A published document as a query returns it (the checks read any field by its path). */
export type LaunchDocument = { _id: string; _type: string } & Record<string, unknown>

/** One open item: a value still to replace (document and field), or a setting of the server (variable). */
export type LaunchItem = {
  check: string
  severity: LaunchSeverity
  document: { id: string; type: string; title: string } | null
  /** `path` as the Studio's intent links take it (`address.street`, `sections[_key=="…"].heading`). */
  field: { path: string; title: string; location: string | null } | null
  variable: string | null
  /** What is there now; null when nothing should be repeated (a variable that is not set). */
  value: string | null
  task: string
  /** Empty: the value never shows on the site (a note for the office). */
  shows: LaunchPlace[]
}

/** The document types whose texts the site shows: the ones the checks read. */
export const LAUNCH_DOCUMENT_TYPES = [
  'siteSettings',
  'siteTexts',
  ...FIXED_PAGE_TYPES,
  'service',
  'serviceCategory',
  'page',
  'legalPage',
  'jobPosting',
  'testimonial',
  'award',
  'membership',
]

/** Fields of no text: ids, types, keys, references, asset links, slugs, styles of portable text. */
const NOT_TEXT = new Set(['_id', '_type', '_key', '_ref', '_rev', '_sanityAsset', 'style', 'listItem', 'slug'])

type Leaf = { segments: (string | number)[]; studioPath: string; value: string | boolean }

/** Every text (and yes/no) at or below `value`, with its path. */
function leaves(value: unknown, segments: (string | number)[] = [], studioPath = ''): Leaf[] {
  if (typeof value === 'string' || typeof value === 'boolean') return [{ segments, studioPath, value }]
  if (Array.isArray(value))
    return value.flatMap((item, index) => {
      const key = item && typeof item === 'object' && '_key' in item ? String(item._key) : null
      return leaves(item, [...segments, index], `${studioPath}${key ? `[_key=="${key}"]` : `[${index}]`}`)
    })
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([name]) => !NOT_TEXT.has(name))
      .flatMap(([name, item]) => leaves(item, [...segments, name], studioPath ? `${studioPath}.${name}` : name))
  return []
}

function valueAt(document: LaunchDocument, path: string): unknown {
  return path.split('.').reduce<unknown>((value, name) => (value as Record<string, unknown> | null)?.[name], document)
}

const SINGLETON_TITLES: Record<string, string> = { siteSettings: 'Einstellungen', siteTexts: 'Texte der Website' }

/** The document's name as editors know it in the Studio. */
export function launchDocumentTitle(document: LaunchDocument): string {
  if (isFixedPageType(document._type)) return FIXED_PAGES[document._type].title
  const title = SINGLETON_TITLES[document._type] ?? document.title ?? document.name
  return typeof title === 'string' && title ? title : document._id
}

function pageOf(document: LaunchDocument): LaunchPlace | null {
  const slug = (document.slug as { current?: string } | undefined)?.current ?? null
  const path = documentPath({ _type: document._type, slug })
  if (!path) return null
  const name =
    document._type === 'legalPage' && isLegalPageSlug(slug) ? LEGAL_PAGES[slug].title : launchDocumentTitle(document)
  return { name, path }
}

/** For a text check: the document's own page, or where such a document shows. */
function placesOf(document: LaunchDocument): LaunchPlace[] {
  const page = pageOf(document)
  if (page) return [page]
  if (document._type === 'siteSettings' || document._type === 'siteTexts') return [EVERY_PAGE]
  return [{ name: `wo „${launchDocumentTitle(document)}“ verwendet wird`, path: null }]
}

/** The headings above a text inside portable text („Abschnitt „2. Hosting › Hosting in Deutschland““), or null. */
function locationOf(document: LaunchDocument, leaf: Leaf): string | null {
  const [field, index] = leaf.segments
  const blocks = typeof field === 'string' ? document[field] : null
  if (!Array.isArray(blocks) || typeof index !== 'number') return null
  const headings: string[] = []
  let level = 5
  for (let at = index; at >= 0 && level > 2; at -= 1) {
    const block = blocks[at] as { _type?: string; style?: string; children?: { text?: string }[] }
    const heading = block?._type === 'block' ? /^h([2-4])$/.exec(block.style ?? '') : null
    if (!heading || Number(heading[1]) >= level) continue
    level = Number(heading[1])
    headings.unshift((block.children ?? []).map((child) => child.text ?? '').join(''))
  }
  return headings.length > 0 ? `Abschnitt „${headings.join(' › ')}“` : null
}

/** The field's top-level name: the Studio opens the document there. */
const topField = (leaf: Leaf) => String(leaf.segments[0] ?? '')

/** Portable-text fields as the Studio names them (legal texts, job postings, text sections). */
const TEXT_FIELD_TITLES: Record<string, string> = { body: 'Text', description: 'Beschreibung' }

const shorten = (text: string) => (text.length > 240 ? `${text.slice(0, 239).trimEnd()}…` : text)

/** The field's value when it is a leftover (a field holds one fact: all of it is repeated). */
function leftoverIn(leftover: Leftover, value: string | boolean): string | null {
  if ('sample' in leftover)
    return value !== leftover.sample ? null : typeof value === 'boolean' ? (value ? 'ja' : 'nein') : value
  if (typeof value !== 'string') return null
  const found = 'filled' in leftover ? value.trim() !== '' : leftover.pattern.test(value)
  return found ? shorten(value.trim().replace(/\s+/g, ' ')) : null
}

function appliesTo(check: FieldCheck, document: LaunchDocument): boolean {
  if ('id' in check.document) return document._id === check.document.id
  if (document._type !== check.document.type) return false
  const where = check.document.where
  return !where || valueAt(document, where.field) === where.equals
}

/** Pages whose texts use `{name}`: they show the settings value too. */
function placesUsing(placeholder: PlaceholderName, documents: readonly LaunchDocument[]): LaunchPlace[] {
  const token = `{${placeholder}}`
  return documents
    .filter((document) => leaves(document).some((leaf) => typeof leaf.value === 'string' && leaf.value.includes(token)))
    .flatMap(placesOf)
}

function unique(places: LaunchPlace[]): LaunchPlace[] {
  const seen = new Set<string>()
  return places.filter((place) => {
    const key = `${place.name}\n${place.path}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function documentOf(document: LaunchDocument) {
  return { id: document._id, type: document._type, title: launchDocumentTitle(document) }
}

/**
 * The open items of `documents` (published ones: what the site shows) and, when given, of the
 * environment (the Studio knows no server settings). Blocking items first, then in list order.
 */
export function findLaunchItems(
  documents: readonly LaunchDocument[],
  environment: LaunchEnvironment | null,
): LaunchItem[] {
  const items: LaunchItem[] = []
  const named = new Set<string>()
  for (const check of FIELD_CHECKS)
    for (const document of documents.filter((candidate) => appliesTo(check, candidate))) {
      const found = leaves(valueAt(document, check.field), check.field.split('.'), check.field)
        .map((leaf) => ({ leaf, value: leftoverIn(check.leftover, leaf.value) }))
        .filter((match) => match.value !== null)
      if (found.length === 0) continue
      for (const { leaf } of found) named.add(`${document._id}\n${leaf.studioPath}`)
      const page = pageOf(document)
      const shows = check.shows === 'page' ? (page ? [page] : []) : [...check.shows]
      items.push({
        check: check.id,
        severity: check.severity,
        document: documentOf(document),
        field: { path: check.field, title: check.fieldTitle, location: null },
        variable: null,
        value: found.map((match) => match.value).join(' · '),
        task: check.task,
        shows: unique(check.placeholder ? [...shows, ...placesUsing(check.placeholder, documents)] : shows),
      })
    }
  for (const check of TEXT_CHECKS)
    for (const document of documents)
      for (const leaf of leaves(document)) {
        if (typeof leaf.value !== 'string' || named.has(`${document._id}\n${leaf.studioPath}`)) continue
        const value =
          'pattern' in check.leftover
            ? (check.leftover.pattern.exec(leaf.value)?.[0] ?? null)
            : (unknownPlaceholders(leaf.value, 'title' in document ? [RATING_SLOT, NAME_SLOT] : [RATING_SLOT]).map(
                (name) => `{${name}}`,
              )[0] ?? null)
        if (value === null) continue
        named.add(`${document._id}\n${leaf.studioPath}`)
        const portableText = locationOf(document, leaf)
        items.push({
          check: check.id,
          severity: check.severity,
          document: documentOf(document),
          // Portable text opens at its field; the heading says where in it.
          field: portableText
            ? {
                path: topField(leaf),
                title: TEXT_FIELD_TITLES[topField(leaf)] ?? topField(leaf),
                location: portableText,
              }
            : { path: leaf.studioPath, title: leaf.studioPath, location: null },
          variable: null,
          value,
          task: check.task,
          shows: placesOf(document),
        })
      }
  if (environment)
    for (const check of ENVIRONMENT_CHECKS)
      if (check.leftover(environment))
        items.push({
          check: check.id,
          severity: check.severity,
          document: null,
          field: null,
          variable: check.variable,
          value: check.value(environment),
          task: check.task,
          shows: [...check.shows],
        })
  return [
    ...items.filter((item) => item.severity === 'blocking'),
    ...items.filter((item) => item.severity === 'warning'),
  ]
}

/** How many items block the start, and how many are warnings. */
export function countLaunchItems(items: readonly LaunchItem[]): { blocking: number; warnings: number } {
  const blocking = items.filter((item) => item.severity === 'blocking').length
  return { blocking, warnings: items.length - blocking }
}
