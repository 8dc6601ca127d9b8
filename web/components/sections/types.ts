import type { OpenJobPosting, SiteSettings, SiteTexts } from '@/lib/content'
import type { INQUIRY_SERVICE_OPTIONS_QUERY_RESULT, LANDING_PAGE_QUERY_RESULT } from '@/lib/sanity/sanity.types'

/**
 * One section as SECTIONS (web/lib/sanity/queries.ts) projects it. Every page query uses
 * the same projection, so the landing page's result type stands for all of them.
 */
export type Section = NonNullable<NonNullable<LANDING_PAGE_QUERY_RESULT>['sections']>[number]
export type SectionOf<T extends Section['_type']> = Extract<Section, { _type: T }>
export type SectionType = Section['_type']

export type Settings = SiteSettings

/** A button as the ACTION projection returns it. */
export type Action = NonNullable<SectionOf<'heroSection'>['action']>

/** Background of a light content section; the renderer alternates them so neighbours differ. */
export type SectionTone = 'white' | 'sand' | 'petrol'

/**
 * What sections read besides the page's own document: content whose freshness has rules of its own
 * (the inquiry's service choices, the postings open now). The site passes its cached readers
 * (`sectionReads` in web/lib/content); tests pass readers over their own dataset.
 */
export type SectionReads = {
  inquiryServiceOptions: () => Promise<INQUIRY_SERVICE_OPTIONS_QUERY_RESULT>
  openJobPostings: () => Promise<OpenJobPosting[]>
}

/** What a section needs to know about the page it is on. */
export type SectionContext = {
  settings: Settings
  /** The site's fixed texts (Studio: „Texte der Website“). */
  texts: SiteTexts
  /** The id every „Anfrage“ button of this page scrolls to (contact-form on service pages). */
  inquiryAnchor: string
  /** Whether this page has the inquiry form; otherwise inquiry buttons lead to /kontakt. */
  hasInquiry: boolean
  /** The path of the page, e.g. to scroll instead of navigate when a button's target is on it. */
  path: string
  reads: SectionReads
  /**
   * The section right below a hero without a photo: its first image is then the largest thing a
   * phone's first screen paints, so it loads at once instead of lazily (issue 36).
   */
  leadingSectionKey: string | null
}
