import { getDraftId, getPublishedId } from '@sanity/client/csm'
import {
  FIXED_PAGE_TYPES,
  FIXED_PAGES,
  type FixedPageType,
  isFixedPageType,
  isLegalPageSlug,
  LEGAL_PAGES,
  PAGE_DOCUMENT_TYPES,
} from '@shared/documents'
import { ROUTES } from '@shared/routes'
import { combineLatest, map, type Observable } from 'rxjs'
import type {
  DocumentLocation,
  DocumentLocationResolver,
  DocumentLocationsState,
  DocumentResolver,
} from 'sanity/presentation'

/**
 * How the Presentation tool ("Vorschau") connects documents and pages:
 * `locate` lists the pages a document appears on (the banner above the form),
 * `mainDocuments` names the document a previewed page is about (opened beside it).
 * Plain data and functions, imported by sanity.config.ts and the unit tests.
 */

/** Each fixed page as the locations list shows it. */
const FIXED_PAGE_LOCATIONS = Object.fromEntries(
  FIXED_PAGE_TYPES.map((type) => [type, { title: FIXED_PAGES[type].title, href: FIXED_PAGES[type].path }]),
) as Record<FixedPageType, DocumentLocation>

const IMPRINT: DocumentLocation = { title: LEGAL_PAGES.impressum.title, href: LEGAL_PAGES.impressum.path }

/**
 * Documents whose pages are known from their type alone. Settings and categories appear
 * in header and footer of every page; the list names a few pages to open.
 */
export const STATIC_LOCATIONS: Record<string, DocumentLocationsState> = {
  ...Object.fromEntries(FIXED_PAGE_TYPES.map((type) => [type, { locations: [FIXED_PAGE_LOCATIONS[type]] }])),
  award: { locations: [FIXED_PAGE_LOCATIONS.aboutPage] },
  membership: { locations: [FIXED_PAGE_LOCATIONS.aboutPage] },
  siteTexts: {
    message: 'Alle Seiten (Navigation, Kopf- und Fußbereich, Formulare, 404-Seite)',
    locations: [
      FIXED_PAGE_LOCATIONS.homePage,
      FIXED_PAGE_LOCATIONS.contactPage,
      { title: 'Schnellbewerbung', href: ROUTES.applicationForm },
    ],
  },
  menus: {
    message: 'Alle Seiten (Hauptmenü, Handy-Menü, Leistungen-Menü und Fußzeile)',
    locations: [FIXED_PAGE_LOCATIONS.homePage, FIXED_PAGE_LOCATIONS.servicesPage, FIXED_PAGE_LOCATIONS.contactPage],
  },
  siteSettings: {
    message: 'Alle Seiten (Kopf- und Fußbereich, Kontakt, Impressum)',
    locations: [FIXED_PAGE_LOCATIONS.homePage, FIXED_PAGE_LOCATIONS.contactPage, IMPRINT],
  },
  redirect: {
    message: 'Keine Seite: Eine Weiterleitung schickt Besucher der alten Adresse zum Ziel.',
    locations: [],
  },
  serviceCategory: {
    message: 'Alle Seiten (Spalte im Leistungsmenü)',
    locations: [FIXED_PAGE_LOCATIONS.homePage, FIXED_PAGE_LOCATIONS.servicesPage, FIXED_PAGE_LOCATIONS.contactPage],
  },
}

/** The fields a location needs from the document itself (service, legalPage). */
export const DOCUMENT_QUERY = `*[_id == $id][0]{ title, "slug": slug.current }`

/**
 * What the location queries listen to. A listener hears mutations of the documents its filter matches,
 * and an editor's change is a mutation of the draft (`drafts.<id>`): listening to `_id == $id` alone kept
 * a new service's banner at „noch keine Adresse“ after its slug was generated, until a reload.
 */
export const DOCUMENT_LISTEN_QUERY = `*[_id in [$id, $draftId]]`

/** Documents that reference the given one (services and the home page for a testimonial). */
export const REFERRERS_QUERY = `*[references($id)]{ _type, title, "slug": slug.current }`

/** Pages with a section „Kundenstimmen“: where an editor can add a testimonial that is used nowhere yet. */
export const TESTIMONIAL_PAGES_QUERY = `*[_type in $pageTypes && count(sections[_type == "testimonialsSection"]) > 0]{ _type, title, "slug": slug.current }`

export const TESTIMONIAL_PAGES_PARAMS = { pageTypes: [...PAGE_DOCUMENT_TYPES] }

type LocatedDocument = { title?: string | null; slug?: string | null } | null
type Referrer = { _type: string; title?: string | null; slug?: string | null }

/** A service: its own page, the overview with its card, and the home page (menu, maybe featured). */
export function serviceLocations(service: LocatedDocument): DocumentLocationsState {
  if (!service?.slug)
    return { message: 'Diese Leistung hat noch keine Adresse und erscheint auf keiner Seite.', tone: 'caution' }
  return {
    locations: [
      { title: service.title || 'Leistung', href: ROUTES.service(service.slug) },
      FIXED_PAGE_LOCATIONS.servicesPage,
      FIXED_PAGE_LOCATIONS.homePage,
    ],
  }
}

/** A legal text: Impressum or Datenschutz, chosen by its slug. */
export function legalPageLocations(page: LocatedDocument): DocumentLocationsState {
  if (!isLegalPageSlug(page?.slug)) return { message: 'Dieser Rechtstext erscheint auf keiner Seite.', tone: 'caution' }
  const { path, title } = LEGAL_PAGES[page.slug]
  return { locations: [{ title: page.title || title, href: path }] }
}

/** A landing page: its own address. */
function landingPageLocations(page: LocatedDocument): DocumentLocationsState {
  if (!page?.slug) return { message: 'Diese Seite hat noch keine Adresse und ist nicht erreichbar.', tone: 'caution' }
  return { locations: [{ title: page.title || 'Seite', href: ROUTES.landingPage(page.slug) }] }
}

/** A job posting: its own page and the careers page, whose list shows it while it is open. */
export function jobPostingLocations(posting: LocatedDocument): DocumentLocationsState {
  if (!posting?.slug)
    return { message: 'Diese Stelle hat noch keine Adresse und erscheint auf keiner Seite.', tone: 'caution' }
  return {
    locations: [
      { title: posting.title || 'Stellenangebot', href: ROUTES.jobPosting(posting.slug) },
      FIXED_PAGE_LOCATIONS.careersPage,
    ],
  }
}

/** Where a document that references something appears: its own page, if it is one. */
function referrerLocation(referrer: Referrer): DocumentLocation | null {
  if (isFixedPageType(referrer._type)) return FIXED_PAGE_LOCATIONS[referrer._type]
  if (!referrer.slug) return null
  if (referrer._type === 'service') return { title: referrer.title || 'Leistung', href: ROUTES.service(referrer.slug) }
  if (referrer._type === 'page') return { title: referrer.title || 'Seite', href: ROUTES.landingPage(referrer.slug) }
  return null
}

/** Fixed pages first (in the site's order), then the others by title. */
function pageLocations(documents: Referrer[] | null): DocumentLocation[] {
  const pages = (documents ?? []).flatMap((document) => {
    const location = referrerLocation(document)
    return location ? [location] : []
  })
  const fixedLocations: DocumentLocation[] = Object.values(FIXED_PAGE_LOCATIONS)
  const fixed = fixedLocations.filter((location) => pages.includes(location))
  const others = pages.filter((page) => !fixed.includes(page)).sort((a, b) => a.title.localeCompare(b.title, 'de'))
  return [...fixed, ...others]
}

/**
 * A testimonial: every page (fixed page, service, landing page) whose sections reference it. One that is
 * used nowhere says how it gets onto the site and lists the pages that have a section „Kundenstimmen“.
 */
export function testimonialLocations(
  referrers: Referrer[] | null,
  pagesWithSection: Referrer[] = [],
): DocumentLocationsState {
  const locations = pageLocations(referrers)
  if (locations.length > 0) return { locations }
  const candidates = pageLocations(pagesWithSection)
  return {
    message:
      candidates.length > 0
        ? 'Diese Kundenstimme ist noch auf keiner Seite zu sehen. Öffnen Sie eine dieser Seiten und wählen Sie sie im Abschnitt „Kundenstimmen“ aus:'
        : 'Diese Kundenstimme ist noch auf keiner Seite zu sehen: Fügen Sie einer Seite den Abschnitt „Kundenstimmen“ hinzu und wählen Sie sie dort aus.',
    tone: 'caution',
    ...(candidates.length > 0 ? { locations: candidates } : {}),
  }
}

/**
 * `resolve.locations`: static lists by type, live queries for the rest. A function rather
 * than a `{ select, resolve }` map, because a location resolver's `select` takes field
 * paths only and cannot ask which documents reference a testimonial.
 */
export const locate: DocumentLocationResolver = ({ id, type, perspectiveStack, variant }, { documentStore }) => {
  const known = STATIC_LOCATIONS[type]
  if (known) return known
  const publishedId = getPublishedId(id)
  const listen = (query: string) =>
    documentStore.listenQuery(
      { fetch: query, listen: query === DOCUMENT_QUERY ? DOCUMENT_LISTEN_QUERY : query },
      { id: publishedId, draftId: getDraftId(publishedId) },
      { perspective: perspectiveStack, variant, tag: 'presentation.locations' },
    )
  switch (type) {
    case 'service':
      return listen(DOCUMENT_QUERY).pipe(map((document: LocatedDocument) => serviceLocations(document)))
    case 'legalPage':
      return listen(DOCUMENT_QUERY).pipe(map((document: LocatedDocument) => legalPageLocations(document)))
    case 'page':
      return listen(DOCUMENT_QUERY).pipe(map((document: LocatedDocument) => landingPageLocations(document)))
    case 'jobPosting':
      return listen(DOCUMENT_QUERY).pipe(map((document: LocatedDocument) => jobPostingLocations(document)))
    case 'testimonial':
      return combineLatest([
        listen(REFERRERS_QUERY) as Observable<Referrer[] | null>,
        documentStore.listenQuery(TESTIMONIAL_PAGES_QUERY, TESTIMONIAL_PAGES_PARAMS, {
          perspective: perspectiveStack,
          variant,
          tag: 'presentation.locations',
        }) as Observable<Referrer[] | null>,
      ]).pipe(map(([referrers, pages]) => testimonialLocations(referrers, pages ?? [])))
    default:
      return null
  }
}

/** `resolve.mainDocuments`: the document each route of the site shows. */
export const mainDocuments: DocumentResolver[] = [
  ...FIXED_PAGE_TYPES.map((type) => ({ route: FIXED_PAGES[type].path, type })),
  { route: ROUTES.service(':slug'), filter: '_type == "service" && slug.current == $slug' },
  { route: ROUTES.jobPosting(':slug'), filter: '_type == "jobPosting" && slug.current == $slug' },
  ...Object.entries(LEGAL_PAGES).map(([slug, { path }]) => ({
    route: path,
    filter: `_type == "legalPage" && slug.current == "${slug}"`,
  })),
  // Last: the fixed routes above take precedence over a landing page's address.
  { route: ROUTES.landingPage(':slug'), filter: '_type == "page" && slug.current == $slug' },
]
