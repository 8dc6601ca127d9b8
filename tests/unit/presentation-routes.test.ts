import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { ROUTES } from '@shared/routes'
import { DRAFT_MODE_PATHS } from '@shared/sanity'
import { mainDocuments } from '@studio/presentation/resolve'
import { type Doc, documents, groq, ofType } from '@tests/support/presentation'
import type { DocumentResolver } from 'sanity/presentation'
import { describe, expect, it } from 'vitest'

const APP_DIR = path.resolve(import.meta.dirname, '../../web/app')

/** Every page route of the app as a pattern: web/app/(site)/leistungen/[service]/page.tsx → /leistungen/:service. */
function appPageRoutes(dir = path.join(APP_DIR, '(site)'), prefix = ''): string[] {
  const routes: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') routes.push(prefix || '/')
    if (!entry.isDirectory()) continue
    const segment = entry.name.replace(/^\[(.+)\]$/, ':$1')
    routes.push(...appPageRoutes(path.join(dir, entry.name), `${prefix}/${segment}`))
  }
  return routes
}

/** The Presentation tool's route matching (URLPattern with an optional trailing slash) and main-document query. */
function mainDocumentQuery(pathname: string): { query: string; params: Record<string, string> } | undefined {
  for (const resolver of mainDocuments) {
    const routes = Array.isArray(resolver.route) ? resolver.route : [resolver.route]
    for (const route of routes) {
      const match = new URLPattern({ pathname: `${route}{/}?` }).exec({ pathname })
      if (!match) continue
      const params = Object.fromEntries(
        Object.entries(match.pathname.groups).filter((entry): entry is [string, string] => entry[1] !== undefined),
      )
      return { query: mainDocumentFilter(resolver, params), params }
    }
  }
  return undefined
}

function mainDocumentFilter(resolver: DocumentResolver, params: Record<string, string>): string {
  if (resolver.type) return `*[_type == "${resolver.type}"][0]{_id, _type}`
  const filter =
    typeof resolver.filter === 'function' ? resolver.filter({ origin: '', params, path: '' }) : resolver.filter
  if (!filter) throw new Error(`resolver for ${String(resolver.route)} has neither type nor filter`)
  return `*[${filter}][0]{_id, _type}`
}

describe('main documents (the document a previewed page is about)', () => {
  it('cover every page route of the app, and nothing else', () => {
    const normalise = (route: string) => route.replace(/:\w+/g, ':param')
    // The forms' own pages show only site texts: no document of their own to open beside them.
    const formPages: string[] = [ROUTES.applicationForm, ROUTES.applicationSent, ROUTES.inquirySent]
    const app = appPageRoutes()
      .filter((route) => !formPages.includes(route))
      .map(normalise)
      .sort()
    const resolved = mainDocuments
      .flatMap((resolver) => resolver.route)
      .map(normalise)
      .sort()
    expect(app).toEqual([
      '/',
      '/:param',
      '/barrierefreiheit',
      '/datenschutz',
      '/impressum',
      '/karriere',
      '/karriere/:param',
      '/kontakt',
      '/leistungen',
      '/leistungen/:param',
      '/ueber-uns',
    ])
    expect(resolved).toEqual(app)
  })

  const pagePaths: [pathname: string, type: string][] = [
    [ROUTES.home, 'homePage'],
    [ROUTES.services, 'servicesPage'],
    [`${ROUTES.services}/`, 'servicesPage'],
    [ROUTES.about, 'aboutPage'],
    [ROUTES.careers, 'careersPage'],
    [ROUTES.contact, 'contactPage'],
    [ROUTES.imprint, 'legalPage'],
    [ROUTES.privacy, 'legalPage'],
    [ROUTES.accessibility, 'legalPage'],
    ...ofType('service').map((service): [string, string] => [ROUTES.service(service.slug?.current ?? ''), 'service']),
    ...ofType('jobPosting').map((posting): [string, string] => [
      ROUTES.jobPosting(posting.slug?.current ?? ''),
      'jobPosting',
    ]),
  ]

  it.each(pagePaths)('%s → a %s document of the bundled dataset', async (pathname, type) => {
    const resolved = mainDocumentQuery(pathname)
    if (!resolved) throw new Error(`no main document for ${pathname}`)
    const document = await groq<{ _id: string; _type: string } | null>(resolved.query, resolved.params)
    expect(document?._type).toBe(type)
    const full = (documents as Doc[]).find((entry) => entry._id === document?._id)
    if (type === 'service') expect(ROUTES.service(full?.slug?.current ?? '')).toBe(pathname)
    if (type === 'jobPosting') expect(ROUTES.jobPosting(full?.slug?.current ?? '')).toBe(pathname)
    if (pathname === ROUTES.imprint) expect(full?.slug?.current).toBe('impressum')
    if (pathname === ROUTES.privacy) expect(full?.slug?.current).toBe('datenschutz')
    if (pathname === ROUTES.accessibility) expect(full?.slug?.current).toBe('barrierefreiheit')
  })

  it('an unknown service slug resolves to no document, and non-page paths to no resolver', async () => {
    const resolved = mainDocumentQuery('/leistungen/gibt-es-nicht')
    expect(resolved?.params).toEqual({ slug: 'gibt-es-nicht' })
    expect(await groq(resolved?.query ?? '', resolved?.params)).toBeNull()
    // Any other single segment is a landing page's address (the Studio is not a page of the site).
    expect(mainDocumentQuery('/studio')?.params).toEqual({ slug: 'studio' })
    expect(mainDocumentQuery('/leistungen/a/b')).toBeUndefined()
  })
})

describe('preview mode routes', () => {
  it('the Studio opens the routes the site serves', () => {
    for (const route of Object.values(DRAFT_MODE_PATHS))
      expect(existsSync(path.join(APP_DIR, route, 'route.ts'))).toBe(true)
  })
})
