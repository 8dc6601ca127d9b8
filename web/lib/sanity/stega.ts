import type { FilterDefault } from '@sanity/client/stega'
import { PAGE_DOCUMENT_TYPES } from '@shared/documents'

/**
 * Fields whose text an editor reads on the page: headings, copy, labels, names and
 * alt texts (the overlay makes an image clickable through its alt). Only these carry
 * stega edit links. Anything else (slugs, URLs, phone numbers, e-mail addresses,
 * icon names, enum values, dates, times, numbers-as-text) goes into an href,
 * `tel:`/`mailto:`, a CSS value or a comparison, where invisible characters break it.
 * A field missing here only loses its click-to-edit overlay, silently: so every text field the schema
 * declares is in this list or in NOT_PROSE_FIELDS, and tests/unit/stega.test.ts fails for a new one in
 * neither (the site texts' fields, `siteTexts`, are exempt: their names decide by this list alone).
 */
export const PROSE_FIELDS = new Set([
  // headings and copy (sections, pages, feature items, steps, cards, legal pages)
  'eyebrow',
  'headline',
  'subline',
  'heading',
  'intro',
  'text',
  'title',
  'description',
  'caption',
  'highlights',
  'points',
  'features',
  'consentNotice',
  // a testimonial's words
  'quote',
  // button and card labels
  'buttonLabel',
  'phoneLabel',
  'linkLabel',
  'allServicesLabel',
  'heroButtonLabel',
  'beforeLabel',
  'afterLabel',
  'phoneTitle',
  'phoneText',
  'emailTitle',
  'emailText',
  'hoursTitle',
  'hoursText',
  'label',
  'townsLabel',
  'emailButtonLabel',
  // fact and level labels (founder story, awards)
  'founded',
  'experience',
  'customers',
  'land',
  'bund',
  'international',
  // names and people
  'menuName',
  'name',
  'role',
  'town',
  'issuer',
  // site settings shown as text
  'companyName',
  'tagline',
  'masterBadge',
  'menuNote',
  'emergencyNote',
  'experienceClaim',
  'customersClaim',
  'managingDirector',
  'registerCourt',
  'street',
  'city',
  'towns',
  'address',
  // images
  'alt',
])

/**
 * Text fields that never carry stega: they go into an href, a `mailto:` subject, a date or time, a map's
 * address, a CSS value, structured data or the Studio only — or were left without click-to-edit when this
 * list was made (issue 44: the map section's labels, the job postings' texts, the empty-list text), which
 * moving them into PROSE_FIELDS would change.
 */
export const NOT_PROSE_FIELDS = new Set([
  // links, addresses and identifiers
  'href',
  'url',
  'current',
  'source',
  'destination',
  'previousSlugs',
  'facebook',
  'instagram',
  'phone',
  'email',
  'emailSubject',
  'registerNumber',
  'vatId',
  // dates, times and units filled into texts
  'days',
  'opens',
  'closes',
  'datePosted',
  'validThrough',
  'updatedAt',
  'quoteResponseUnit',
  'applicationResponseUnit',
  'radiusUnit',
  // structured data, the map and <head>
  'postalCode',
  'region',
  'country',
  'center',
  'brandName',
  'titleTemplate',
  'keywords',
  // Studio only
  'note',
  'launchNote',
  'formLabel',
  'marks',
  // shown, without click-to-edit so far
  'settingsButton',
  'mapTitle',
  'emptyText',
  'summary',
  'tasks',
  'requirements',
  'benefits',
  'workingHours',
])

/** Documents that are pages; their `title` names the page in breadcrumbs and the Studio only. */
const PAGE_TYPES = new Set<string>(PAGE_DOCUMENT_TYPES)

/** SEO data ends up in <head> (title, meta, og:image alt), where stega is never wanted. */
const NON_PROSE_OBJECTS = new Set(['seo', 'defaultSeo'])

/**
 * Which strings of a preview result get stega edit links: the field must be visible
 * prose (PROSE_FIELDS, judged by the last field name of its path in the source document,
 * so `highlights[2]` counts as `highlights`) and pass Sanity's default filter, which also
 * refuses dates, URLs, `_`-prefixed keys, `…Id` fields, type-like paths and SEO data.
 * A page's or service's own `title` is not shown on it (the hero has its own headline), only in
 * structured data and the Studio, so it stays clean too.
 */
export const stegaFilter: FilterDefault = (props) => {
  const fields = props.sourcePath.filter((segment): segment is string => typeof segment === 'string')
  const field = fields.at(-1)
  if (!field || !PROSE_FIELDS.has(field)) return false
  if (fields.some((segment) => NON_PROSE_OBJECTS.has(segment))) return false
  if (PAGE_TYPES.has(props.sourceDocument._type) && fields.length === 1 && field === 'title') return false
  return props.filterDefault(props)
}
