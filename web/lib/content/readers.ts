import type { ClientParams, ClientReturn } from '@sanity/client'
import type { FixedPageType, LegalPageSlug } from '@shared/documents'
import { internationalPhoneNumber } from '@shared/phone'
import {
  FIXED_PAGE_NAMES_QUERY,
  FIXED_PAGE_QUERY,
  INQUIRY_SERVICE_OPTIONS_QUERY,
  JOB_POSTING_QUERY,
  JOB_POSTINGS_QUERY,
  LANDING_PAGE_QUERY,
  LANDING_PAGE_SLUGS_QUERY,
  LEGAL_PAGE_QUERY,
  MENUS_QUERY,
  OPEN_JOB_POSTING_SLUGS_QUERY,
  REDIRECT_RULES_QUERY,
  SERVICE_QUERY,
  SERVICE_SLUGS_QUERY,
  SETTINGS_QUERY,
  SHARE_IMAGE_QUERY,
  SITE_TEXTS_QUERY,
  SITEMAP_QUERY,
  UPDATED_AT_QUERY,
} from '@/lib/sanity/queries'

import { describeGaps, documentName, type Gap, missingRequiredFields } from './declared-fields'
import { menusFromContent } from './menus'
import { withName } from './names'
import { fillPlaceholders } from './placeholders'

/** Runs one query: the cached `cachedQuery` on the site, the uncached `runQuery` in tests, scripts and the webhook. */
export type QueryReader = <const Query extends string>(options: {
  query: Query
  params?: ClientParams<Query>
}) => Promise<ClientReturn<Query, unknown>>

/** `T` with no null or undefined anywhere inside (see `complete`). */
export type Complete<T> = T extends (infer Item)[]
  ? Complete<Item>[]
  : T extends object
    ? { [K in keyof T]-?: Complete<NonNullable<T[K]>> }
    : NonNullable<T>

/**
 * `value` as a `Complete` one, or a MissingContentError naming the first empty field.
 * Optional texts (placeholders of form fields) may be empty and become ''.
 */
export function complete<T>(value: T, path: string, optional: RegExp = /\.placeholder$/): Complete<T> {
  if (value === null || value === undefined) {
    if (optional.test(path)) return '' as Complete<T>
    throw new MissingContentError(`${path} is empty. Fill it in the Studio („Texte der Website“).`)
  }
  if (Array.isArray(value))
    return value.map((item, index) => complete(item, `${path}[${index}]`, optional)) as Complete<T>
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, complete(item, `${path}.${key}`, optional)]),
    ) as Complete<T>
  return value as Complete<T>
}

export class MissingContentError extends Error {
  override name = 'MissingContentError'
}

/** Messages already logged by this process: a gap is reported once, not on every read. */
const reported = new Set<string>()

/**
 * Logs the required fields (studio/schema.json) a result lacks, one line per field with the documents, so a
 * field the lake does not have — renamed in code but not migrated, new in the schema but not in the lake —
 * is named instead of rendering empty. The page still renders what there is.
 */
function reportGaps(gaps: Gap[]): void {
  const byPath = new Map<string, Gap[]>()
  for (const gap of gaps) byPath.set(gap.path, [...(byPath.get(gap.path) ?? []), gap])
  for (const [field, where] of byPath) {
    const documents = [...new Set(where.map(documentName))]
    const message =
      `Content: ${field} is empty in ${documents.length === 1 ? documents[0] : `${documents.length} documents (${documents.slice(0, 3).join(', ')}${documents.length > 3 ? ', …' : ''})`}, ` +
      'though the schema requires it. Fill it in the Studio; if the field is new or was renamed in code, bring the ' +
      'lake along: npm run content:sync, or the migration of docs/how-to/rename-a-field.md.'
    if (reported.has(message)) continue
    reported.add(message)
    console.warn(message)
  }
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined)
    throw new MissingContentError(`${what} is missing in the dataset. Create and publish it in the Studio.`)
  return value
}

/**
 * The site's data access: one function per thing a page needs, over any reader of
 * the same queries. Routes use the cached instance from `web/lib/content`. Texts come
 * with their placeholders ({Antwortzeit}, {Telefon} …) filled in from the settings.
 */
export function createContentReaders(unchecked: QueryReader) {
  const read: QueryReader = async (options) => {
    const result = await unchecked(options)
    reportGaps(missingRequiredFields(options.query, result))
    return result
  }
  /** The site texts with every text the schema declares: a missing one refuses the document, naming its path. */
  const readTexts = async () => {
    const texts = required(await unchecked({ query: SITE_TEXTS_QUERY }), 'The document siteTexts')
    const gaps = missingRequiredFields(SITE_TEXTS_QUERY, texts)
    if (gaps.length)
      throw new MissingContentError(
        `Texts missing in ${describeGaps(gaps).join('; ')}. Fill them in the Studio („Texte der Website“) and ` +
          'publish; a text new in the seed reaches a running local lake with npm run content:sync.',
      )
    return texts
  }
  const rawSettings = async () => required(await read({ query: SETTINGS_QUERY }), 'The document siteSettings')
  const rawTexts = readTexts
  /** The words of {Bürozeiten} („Uhr“, „nach Vereinbarung“) come from the site texts. */
  const hoursWords = async () => {
    const { contact } = await rawTexts()
    return { byArrangement: contact?.byArrangement ?? '', timeSuffix: contact?.timeSuffix ?? '' }
  }
  /** `value` with its placeholders filled in (settings and texts are cached reads). */
  const withConstants = async <T>(value: T): Promise<T> =>
    value === null || value === undefined ? value : fillPlaceholders(value, await rawSettings(), await hoursWords())
  return {
    /** Every text complete: the Studio requires each one, so a missing text is a broken dataset. */
    getSiteTexts: async () => complete(await withConstants(await readTexts()), 'siteTexts'),
    /** With the phone number's international form for links and search engines, derived from the written one. */
    getSiteSettings: async () => {
      const settings = await rawSettings()
      const filled = fillPlaceholders(settings, settings, await hoursWords())
      return { ...filled, phoneE164: internationalPhoneNumber(filled.phone) }
    },
    /** Header, services menu and footer links, every entry leading somewhere. */
    getMenus: async () =>
      menusFromContent(await read({ query: MENUS_QUERY }), () => read({ query: FIXED_PAGE_NAMES_QUERY })),
    getInquiryServiceOptions: () => read({ query: INQUIRY_SERVICE_OPTIONS_QUERY }),
    getServiceSlugs: () => read({ query: SERVICE_SLUGS_QUERY }),
    /** null for an unknown slug, so the route can answer 404. */
    getService: async (slug: string) => {
      const service = await read({ query: SERVICE_QUERY, params: { slug } })
      return withConstants(withName(service))
    },
    getFixedPage: async (type: FixedPageType) => {
      const page = required(await read({ query: FIXED_PAGE_QUERY, params: { id: type } }), `The document ${type}`)
      return withConstants(withName(page))
    },
    /** null for an unknown or unpublished slug, so the route can answer 404. */
    getLandingPage: async (slug: string) => {
      const page = await read({ query: LANDING_PAGE_QUERY, params: { slug } })
      return withConstants(withName(page))
    },
    getLandingPageSlugs: () => read({ query: LANDING_PAGE_SLUGS_QUERY }),
    /** null once an editor deleted it: the route still shows its title (and the Impressum the company's details). */
    getLegalPage: async (slug: LegalPageSlug) =>
      withConstants(await read({ query: LEGAL_PAGE_QUERY, params: { slug } })),
    getSitemapData: () => read({ query: SITEMAP_QUERY }),
    /** When each of these documents last changed. */
    getUpdatedAt: (ids: string[]) => read({ query: UPDATED_AT_QUERY, params: { ids } }),
    /** The images a document's share preview can show; `page` is null for an unknown id. */
    getShareImageCandidates: (id: string) => read({ query: SHARE_IMAGE_QUERY, params: { id } }),
    /** Every shown job posting, open or closed: whether it is still open depends on the time (index.ts). */
    getJobPostings: async () => withConstants(await read({ query: JOB_POSTINGS_QUERY })),
    /** The slugs of the shown postings open on `today`, a German calendar date (dates.ts, germanDate). */
    getOpenJobPostingSlugs: (today: string) => read({ query: OPEN_JOB_POSTING_SLUGS_QUERY, params: { today } }),
    /** Redirect documents and previous slugs, for the proxy's redirect map. */
    getRedirectRules: () => read({ query: REDIRECT_RULES_QUERY }),
    /** A shown job posting with its full text, open or closed; null for an unknown or hidden slug. */
    getJobPosting: async (slug: string) => {
      const posting = await read({ query: JOB_POSTING_QUERY, params: { slug } })
      return withConstants(withName(posting))
    },
  }
}
