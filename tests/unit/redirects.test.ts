import { checkRedirectDestination, checkRedirectSource, normalizePath } from '@shared/redirect-paths'
import {
  buildRedirectMap,
  livePathsOf,
  nextPreviousSlugs,
  type RedirectDocument,
  type RoutedDocument,
  redirectLocation,
} from '@shared/redirects'
import { previousSlugActions } from '@studio/previous-slugs'
import type { DocumentActionComponent } from 'sanity'
import { describe, expect, it } from 'vitest'
import { type PublishedSlugs, verdict } from '@/lib/routing/not-found'
import { loadPublishedSlugs } from '@/lib/routing/published-slugs'

const SERVICE: RoutedDocument = {
  _id: 'service-glas',
  _type: 'service',
  _updatedAt: '2026-11-01T00:00:00Z',
  slug: 'glas-fensterreinigung',
  previousSlugs: ['glasreinigung', 'fensterputzen'],
}
const PAGE: RoutedDocument = {
  _id: 'page-gewerbe',
  _type: 'page',
  slug: 'gewerbekunden-goslar',
  previousSlugs: ['gewerbe'],
}
const live = (...documents: RoutedDocument[]) => livePathsOf(documents)

function redirect(id: string, source: string, destination: string, permanent = true, updatedAt = ''): RedirectDocument {
  return { _id: id, _updatedAt: updatedAt, source, destination, permanent }
}

function build(redirects: RedirectDocument[], documents: RoutedDocument[] = [SERVICE, PAGE]) {
  return buildRedirectMap({ livePaths: live(...documents), documents, redirects })
}

describe('normalizePath', () => {
  it.each([
    ['/alte-seite', '/alte-seite'],
    ['/alte-seite/', '/alte-seite'],
    ['//de//alte-seite', '/de/alte-seite'],
    ['/%C3%BCber-uns.html', '/über-uns.html'],
    ['/Leistungen.html', '/Leistungen.html'],
    ['  /mit-leerzeichen ', '/mit-leerzeichen'],
    ['/', '/'],
    ['alte-seite', null],
    ['/a/../b', null],
    ['/a/./b', null],
    ['/seite?id=3', null],
    ['/seite#abschnitt', null],
    ['/%c0', null],
    ['/\t/boese.example', null],
    ['/%0A/boese.example', null],
  ])('%j → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected)
  })
})

describe('the Studio rules for a single field', () => {
  it.each([
    ['/glasreinigung.html', true],
    ['/de/leistungen/glas', true],
    [undefined, 'Bitte die alte Adresse eingeben, z. B. /glasreinigung.html.'],
    ['glasreinigung.html', 'Die alte Adresse beginnt mit „/“, z. B. /glasreinigung.html.'],
    ['https://www.beispiel.de/glas.html', expect.stringContaining('Nur den Pfad ohne Domain')],
    ['/glas/', 'Bitte so schreiben: /glas'],
    ['/b%C3%BCro', 'Bitte so schreiben: /büro'],
    ['/index.php?id=3', expect.stringContaining('Bitte ohne „?…“')],
    ['/a/../b', expect.stringContaining('„..“')],
    ['/kontakt', expect.stringContaining('/kontakt ist eine feste Seite')],
    ['/', expect.stringContaining('/ ist eine feste Seite')],
    ['/studio/structure', expect.stringContaining('Technik der Website')],
    ['/sitemap.xml', expect.stringContaining('feste Seite')],
  ])('source %s', (source, expected) => {
    expect(checkRedirectSource(source)).toEqual(expected)
  })

  it.each([
    ['/leistungen/glas-fensterreinigung', true],
    ['/kontakt?betreff=angebot#unverbindliche-anfrage', true],
    ['https://www.handwerkskammer.de/betriebe', true],
    ['http://www.beispiel.de', expect.stringContaining('https://')],
    ['javascript:alert(1)', expect.stringContaining('https://')],
    ['//boese.example', expect.stringContaining('genau einem „/“')],
    ['/\\boese.example', expect.stringContaining('genau einem „/“')],
    ['/\t/boese.example', expect.stringContaining('Steuerzeichen')],
    ['/leistungen/', 'Bitte so schreiben: /leistungen'],
    ['', expect.stringContaining('Bitte das Ziel eingeben')],
    ['leistungen', expect.stringContaining('Kein gültiges Ziel')],
  ])('destination %s', (destination, expected) => {
    expect(checkRedirectDestination(destination)).toEqual(expected)
  })
})

describe('buildRedirectMap', () => {
  it('sends every previous slug permanently to the current address of a live page', () => {
    const { redirects, problems } = build([])
    expect(Object.fromEntries(redirects)).toEqual({
      '/leistungen/glasreinigung': {
        destination: '/leistungen/glas-fensterreinigung',
        query: '',
        hash: '',
        permanent: true,
      },
      '/leistungen/fensterputzen': {
        destination: '/leistungen/glas-fensterreinigung',
        query: '',
        hash: '',
        permanent: true,
      },
      '/gewerbe': { destination: '/gewerbekunden-goslar', query: '', hash: '', permanent: true },
    })
    expect(problems).toEqual([])
  })

  it('ignores the previous slugs of a page that is not live (a closed job posting)', () => {
    const posting = { _id: 'job', _type: 'jobPosting', slug: 'minijob-goslar', previousSlugs: ['minijob'] }
    const { redirects } = buildRedirectMap({ livePaths: live(SERVICE), documents: [SERVICE, posting], redirects: [] })
    expect(redirects.has('/karriere/minijob')).toBe(false)
  })

  it('collapses chains to one hop, temporary if any hop is, with every query on the way', () => {
    const { redirects, problems } = build([
      redirect('a', '/alt.html', '/zwischen?von=alt'),
      redirect('b', '/zwischen', '/leistungen/glasreinigung?kampagne=flyer', false),
      redirect('c', '/dauerhaft', '/zwischen2'),
      redirect('d', '/zwischen2', '/kontakt#unverbindliche-anfrage'),
    ])
    expect(problems).toEqual([])
    // /alt.html → /zwischen → /leistungen/glasreinigung (a previous slug) → the service page.
    expect(redirects.get('/alt.html')).toEqual({
      destination: '/leistungen/glas-fensterreinigung',
      query: 'kampagne=flyer&von=alt',
      hash: '',
      permanent: false,
    })
    expect(redirects.get('/dauerhaft')).toEqual({
      destination: '/kontakt',
      query: '',
      hash: 'unverbindliche-anfrage',
      permanent: true,
    })
  })

  it('drops loops, also when a chain runs into one, and keeps everything else', () => {
    const { redirects, problems } = build([
      redirect('a', '/a', '/b'),
      redirect('b', '/b', '/a'),
      redirect('c', '/c', '/a'),
      redirect('self', '/selbst', '/selbst?x=1'),
      redirect('ok', '/ok', '/kontakt'),
    ])
    expect([...redirects.keys()].sort()).toEqual([
      '/gewerbe',
      '/leistungen/fensterputzen',
      '/leistungen/glasreinigung',
      '/ok',
    ])
    expect(problems).toEqual(
      expect.arrayContaining([
        { kind: 'loop', origin: { kind: 'redirect', documentId: 'a' }, source: '/a', chain: ['/a', '/b', '/a'] },
        { kind: 'loop', origin: { kind: 'redirect', documentId: 'c' }, source: '/c', chain: ['/c', '/a', '/b', '/a'] },
        {
          kind: 'loop',
          origin: { kind: 'redirect', documentId: 'self' },
          source: '/selbst',
          chain: ['/selbst', '/selbst'],
        },
      ]),
    )
  })

  it('never redirects a live page, a fixed page or the machinery: the page wins', () => {
    const { redirects, problems } = build([
      redirect('a', '/gewerbekunden-goslar', '/kontakt'),
      redirect('b', '/leistungen/glas-fensterreinigung', '/kontakt'),
    ])
    expect(redirects.has('/gewerbekunden-goslar')).toBe(false)
    expect(redirects.has('/leistungen/glas-fensterreinigung')).toBe(false)
    expect(problems.map((problem) => problem.kind)).toEqual(['live-page', 'live-page'])
    // A previous slug that another page took over since: that page is live, so it wins too.
    const other = { _id: 'service-neu', _type: 'service', slug: 'glasreinigung' }
    const taken = build([], [SERVICE, other])
    expect(taken.redirects.has('/leistungen/glasreinigung')).toBe(false)
    expect(taken.problems).toEqual([
      {
        kind: 'live-page',
        origin: { kind: 'previousSlug', documentId: 'service-glas', path: '/leistungen/glas-fensterreinigung' },
        source: '/leistungen/glasreinigung',
      },
    ])
  })

  it('lets a previous slug win over a redirect document, and the newer of two documents', () => {
    const { redirects, problems } = build([
      redirect('old', '/doppelt', '/kontakt', true, '2026-01-01T00:00:00Z'),
      redirect('new', '/doppelt', '/ueber-uns', true, '2026-02-01T00:00:00Z'),
      redirect('x', '/leistungen/glasreinigung', '/kontakt'),
    ])
    expect(redirects.get('/doppelt')?.destination).toBe('/ueber-uns')
    expect(redirects.get('/leistungen/glasreinigung')?.destination).toBe('/leistungen/glas-fensterreinigung')
    expect(problems.map((problem) => [problem.kind, problem.origin.documentId])).toEqual([
      ['duplicate', 'old'],
      ['duplicate', 'x'],
    ])
  })

  it('normalises what it reads and leaves out what it cannot use', () => {
    const { redirects, problems } = build([
      redirect('external', '/partner', 'https://www.handwerkskammer.de/betriebe?ort=goslar#liste', false),
      redirect('unnormalised', '/alte-seite/', '/kontakt'),
      redirect('no-destination', '/nirgendwo', ''),
    ])
    expect(redirects.get('/partner')).toEqual({
      destination: 'https://www.handwerkskammer.de/betriebe',
      query: 'ort=goslar',
      hash: 'liste',
      permanent: false,
    })
    expect(problems.map((problem) => [problem.kind, problem.origin.documentId])).toEqual([
      ['invalid', 'unnormalised'],
      ['invalid', 'no-destination'],
    ])
  })
})

describe('redirectLocation', () => {
  it('keeps the query string of the request after the destination’s own', () => {
    const target = { destination: '/leistungen/glas', query: '', hash: '', permanent: true }
    expect(redirectLocation(target, '')).toBe('/leistungen/glas')
    expect(redirectLocation(target, '?utm_source=flyer&x=1')).toBe('/leistungen/glas?utm_source=flyer&x=1')
    const withQuery = { destination: 'https://www.example.org/a', query: 'ort=goslar', hash: 'liste', permanent: true }
    expect(redirectLocation(withQuery, '?utm_source=qr')).toBe(
      'https://www.example.org/a?ort=goslar&utm_source=qr#liste',
    )
  })
})

describe('the proxy’s verdict with redirects', () => {
  const slugs = async (): Promise<PublishedSlugs> => ({
    landingPages: new Set(),
    services: new Set(['glas-fensterreinigung']),
    jobPostings: new Set(),
    redirects: build([redirect('a', '/glasreinigung.html', '/leistungen/glas-fensterreinigung')]).redirects,
  })

  it.each([
    ['/glasreinigung.html', '/leistungen/glas-fensterreinigung'],
    ['/leistungen/glasreinigung', '/leistungen/glas-fensterreinigung'],
    ['/leistungen/glas-fensterreinigung', 'pass'],
    ['/leistungen/gibt-es-nicht', 'not-found'],
    ['/gibt/es/nicht', 'pass'],
  ])('%s → %s', async (pathname, expected) => {
    const result = await verdict(pathname, slugs)
    expect(typeof result === 'object' ? result.redirect.destination : result).toBe(expected)
  })
})

describe('the bundled dataset', () => {
  it('redirects the example address of the previous website to the glass cleaning service', async () => {
    const { redirects } = await loadPublishedSlugs()
    expect(redirects.get('/glasreinigung.html')).toEqual({
      destination: '/leistungen/glas-fensterreinigung',
      query: '',
      hash: '',
      permanent: true,
    })
  })
})

describe('previous slugs on publish', () => {
  it.each([
    [[], 'alt', 'neu', ['alt']],
    [['aelter'], 'alt', 'neu', ['aelter', 'alt']],
    // Renamed back: the current slug is no previous one.
    [['neu'], 'alt', 'neu', ['alt']],
    [['alt'], 'alt', 'neu', ['alt']],
    [['x'], 'gleich', 'gleich', null],
    [[], undefined, 'neu', null],
  ])('%j, published %s, draft %s → %j', (previous, published, draft, expected) => {
    expect(nextPreviousSlugs(previous, published, draft)).toEqual(expected)
  })

  it('wraps the publish action of services, landing pages and job postings only', () => {
    const publish: DocumentActionComponent = () => null
    publish.action = 'publish'
    const remove: DocumentActionComponent = () => null
    remove.action = 'delete'
    for (const type of ['service', 'page', 'jobPosting']) {
      const [wrapped, kept] = previousSlugActions([publish, remove], type)
      expect(wrapped).not.toBe(publish)
      expect(wrapped?.action).toBe('publish')
      expect(kept).toBe(remove)
    }
    expect(previousSlugActions([publish, remove], 'testimonial')).toEqual([publish, remove])
  })
})
