import { readFileSync } from 'node:fs'
import path from 'node:path'
import { stegaClean, stegaEncodeSourceMap } from '@sanity/client/stega'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { bundledDocuments, LOCAL_SOURCE } from '@tests/support/dataset'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getHostedClient, type HostedSource, stegaFilter } from '@/lib/sanity/client'
import {
  disableRedirectTarget,
  draftModeAvailability,
  enableDraftMode,
  previewSecretClient,
  safeRedirectPath,
  withSafePreviewPath,
} from '@/lib/sanity/draft-mode'
import { runQuery } from '@/lib/sanity/fetch'
import { LEGAL_PAGE_QUERY, SERVICE_QUERY, SETTINGS_QUERY } from '@/lib/sanity/queries'

const PROJECT_ID = 'test-project'
const DATASET = 'production'
const TOKEN = 'sk-test-read-token'
const SECRET = 'preview-secret-written-by-the-studio'
const SITE = 'http://localhost:3000'
const ENABLE_PATH = '/api/draft-mode/enable'
const DISABLE_PATH = '/api/draft-mode/disable'

const HOSTED_ENV = { SANITY_PROJECT_ID: PROJECT_ID, SANITY_DATASET: DATASET }

function enableRequest(query = `?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/kontakt`) {
  return new Request(`${SITE}${ENABLE_PATH}${query}`)
}

describe('draft mode availability', () => {
  it('is refused on the bundled dataset with 404: there are no drafts to preview', () => {
    const availability = draftModeAvailability({})
    expect(availability).toMatchObject({ available: false, status: 404, reason: 'bundled-dataset' })
  })

  it('is refused with 503 on a hosted project without SANITY_API_READ_TOKEN', () => {
    const availability = draftModeAvailability({ ...HOSTED_ENV, SANITY_API_READ_TOKEN: '  ' })
    expect(availability).toMatchObject({ available: false, status: 503, reason: 'missing-read-token' })
  })

  it('is refused with 503 when the project configuration is invalid, naming the variable', () => {
    const availability = draftModeAvailability({ SANITY_PROJECT_ID: 'abc123' })
    expect(availability).toMatchObject({ available: false, status: 503, reason: 'invalid-configuration' })
    expect(!availability.available && availability.error).toMatch(/SANITY_DATASET/)
  })

  it('is available on a hosted project with a read token', () => {
    expect(draftModeAvailability({ ...HOSTED_ENV, SANITY_API_READ_TOKEN: TOKEN })).toEqual({
      available: true,
      source: { kind: 'hosted', projectId: PROJECT_ID, dataset: DATASET, token: TOKEN, apiHost: undefined },
    })
  })
})

describe('the enable route refuses without a hosted project or token', () => {
  it('answers the bundled dataset with a JSON 404 that says why, and sets no cookie', async () => {
    const response = await enableDraftMode(enableRequest(), {})
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toBeNull()
    const body = await response.json()
    expect(body).toMatchObject({ status: 'unavailable', reason: 'bundled-dataset' })
    expect(body.error).toMatch(/bundled dataset.*SANITY_PROJECT_ID.*SANITY_API_READ_TOKEN/s)
    expect(body.message).toMatch(/^Die Vorschau ist nicht verfügbar/)
  })

  it('answers a hosted project without token with a JSON 503 naming SANITY_API_READ_TOKEN', async () => {
    const response = await enableDraftMode(enableRequest(), HOSTED_ENV)
    expect(response.status).toBe(503)
    expect(response.headers.get('set-cookie')).toBeNull()
    const body = await response.json()
    expect(body).toMatchObject({ status: 'unavailable', reason: 'missing-read-token' })
    expect(body.error).toMatch(/SANITY_API_READ_TOKEN is not set/)
    expect(body.message).toMatch(/Lese-Token/)
  })
})

describe('the preview secret is checked against the Content Lake with the read token', () => {
  let lake: ContentLakeStandIn
  let source: HostedSource & { token: string }

  beforeAll(async () => {
    const secretDocument = {
      _id: 'drafts.sanity-preview-url-secret.test',
      _type: 'sanity.previewUrlSecret',
      _updatedAt: new Date().toISOString(),
      secret: SECRET,
      studioUrl: `${SITE}/studio`,
    }
    lake = await startContentLake({
      documents: [...bundledDocuments(), secretDocument],
      projectId: PROJECT_ID,
      dataset: DATASET,
      token: TOKEN,
    })
    const availability = draftModeAvailability({
      ...HOSTED_ENV,
      SANITY_API_READ_TOKEN: TOKEN,
      SANITY_API_HOST: lake.url,
    })
    if (!availability.available) throw new Error(availability.error)
    source = availability.source
  })

  afterAll(async () => {
    await lake.close()
  })

  it('accepts the secret the Studio wrote and returns the previewed path', async () => {
    const before = lake.requests.length
    const result = await validatePreviewUrl(previewSecretClient(source), enableRequest().url)
    expect(result).toMatchObject({ isValid: true, redirectTo: '/kontakt' })
    const request = lake.requests.slice(before).find((entry) => entry.query.includes('sanity.previewUrlSecret'))
    expect(request?.authorization).toBe(`Bearer ${TOKEN}`)
    expect(request?.params).toMatchObject({ secret: SECRET })
  })

  it('refuses a guessed secret', async () => {
    const guessed = enableRequest('?sanity-preview-secret=guessed&sanity-preview-pathname=/').url
    expect(await validatePreviewUrl(previewSecretClient(source), guessed)).toMatchObject({ isValid: false })
  })

  it('never redirects off the site, even with a valid (e.g. shared) secret', async () => {
    const offSite = enableRequest(`?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/.//evil.example/x`)
    // What next-sanity would do with the raw request: a protocol-relative redirect to another host.
    expect(await validatePreviewUrl(previewSecretClient(source), offSite.url)).toMatchObject({
      redirectTo: '//evil.example/x',
    })
    // What it gets from enableDraftMode.
    const safe = withSafePreviewPath(offSite)
    expect(await validatePreviewUrl(previewSecretClient(source), safe.url)).toMatchObject({
      isValid: true,
      redirectTo: '/',
    })
    expect(new URL(safe.url).searchParams.get('sanity-preview-secret')).toBe(SECRET)
  })

  it('leaves a normal enable request untouched', () => {
    const request = enableRequest()
    expect(withSafePreviewPath(request)).toBe(request)
  })

  it('cannot read the secret without the token: the dataset is private', async () => {
    const anonymous = previewSecretClient(source).withConfig({ token: undefined })
    await expect(anonymous.fetch('*[_type == "sanity.previewUrlSecret"][0]')).rejects.toThrow(/Unauthorized/)
  })
})

describe('the disable route only redirects to paths of this site', () => {
  it.each([
    ['/leistungen/winterdienst', '/leistungen/winterdienst'],
    ['/kontakt?x=1#karte', '/kontakt?x=1#karte'],
    ['/', '/'],
    ['/a/../ueber-uns', '/ueber-uns'],
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    ['/.//evil.example/phish', '/'],
    ['/a/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['/%0d%0aSet-Cookie:x=1', '/%0d%0aSet-Cookie:x=1'],
    ['/\r\nSet-Cookie: x=1', '/'],
    [' /kontakt', '/'],
    ['javascript:alert(1)', '/'],
    ['kontakt', '/'],
    ['', '/'],
    [null, '/'],
  ])('safeRedirectPath(%j) → %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it('uses ?redirect= when given, and falls back to / when it is not a same-origin path', () => {
    const referer = `${SITE}/karriere`
    expect(disableRedirectTarget(`${SITE}${DISABLE_PATH}?redirect=/impressum`, referer)).toBe('/impressum')
    expect(disableRedirectTarget(`${SITE}${DISABLE_PATH}?redirect=https://evil.example/`, referer)).toBe('/')
    expect(disableRedirectTarget(`${SITE}${DISABLE_PATH}?redirect=//evil.example/`, referer)).toBe('/')
  })

  it('without ?redirect= returns to the page of this site the editor came from', () => {
    const url = `${SITE}${DISABLE_PATH}`
    expect(disableRedirectTarget(url, `${SITE}/leistungen/winterdienst?a=1`)).toBe('/leistungen/winterdienst?a=1')
    expect(disableRedirectTarget(url, 'https://evil.example/page')).toBe('/')
    expect(disableRedirectTarget(url, `${SITE}/studio/presentation`)).toBe('/')
    expect(disableRedirectTarget(url, `${SITE}${DISABLE_PATH}`)).toBe('/')
    expect(disableRedirectTarget(url, 'not a url')).toBe('/')
    expect(disableRedirectTarget(url, null)).toBe('/')
  })

  it('the route files call these handlers', () => {
    const routes = path.resolve(import.meta.dirname, '../../web/app')
    const enable = readFileSync(path.join(routes, ENABLE_PATH, 'route.ts'), 'utf8')
    const disable = readFileSync(path.join(routes, DISABLE_PATH, 'route.ts'), 'utf8')
    // connection(): the enable answer depends on the run-time environment, so it is never prerendered.
    expect(enable).toMatch(/await connection\(\)\s+return enableDraftMode\(request\)/)
    expect(disable).toMatch(/return disableDraftMode\(request\)/)
  })
})

/**
 * Stega runs for real: @sanity/client's own encoder with the preview client's stega
 * configuration, over query results of the bundled dataset. The Content Source Map maps
 * the result root to the document root, so each string is judged by its field path.
 */
describe('stega edit links are only encoded into visible prose', () => {
  const source: HostedSource = {
    kind: 'hosted',
    projectId: PROJECT_ID,
    dataset: DATASET,
    token: TOKEN,
    apiHost: undefined,
  }
  const stega = getHostedClient(source, 'preview').config().stega

  function encode<T>(result: T, document: { _id: string; _type: string }): T {
    const csm = {
      documents: [document],
      paths: ['$'],
      mappings: { $: { type: 'value' as const, source: { type: 'documentValue' as const, document: 0, path: 0 } } },
    }
    return stegaEncodeSourceMap(result, csm, stega)
  }

  const encoded = (value: unknown) => typeof value === 'string' && stegaClean(value) !== value
  const clean = (value: unknown) => typeof value === 'string' && stegaClean(value) === value

  it('the preview client uses this filter; the published client has no stega at all', () => {
    expect(stega.enabled).toBe(true)
    expect(stega.filter).toBe(stegaFilter)
    expect(getHostedClient(source, 'published').config().stega.enabled).toBe(false)
  })

  it('site settings: texts are encoded; phone, e-mail, URLs, times, days, brand and title template are not', async () => {
    const settings = await runQuery({ query: SETTINGS_QUERY, source: LOCAL_SOURCE })
    if (!settings) throw new Error('bundled dataset without siteSettings')
    const result = encode(settings, { _id: 'siteSettings', _type: 'siteSettings' })
    const hours = result.openingHours?.[0]

    for (const text of [result.companyName, result.tagline, result.masterBadge, result.menuNote, hours?.label])
      expect(encoded(text), String(text)).toBe(true)
    expect(encoded(result.address?.street)).toBe(true)
    expect(encoded(result.serviceArea?.towns?.[0])).toBe(true)

    for (const value of [
      result.phone,
      result.phoneE164,
      result.email,
      result.brandName,
      result.titleTemplate,
      result.vatId,
      result.registerNumber,
      result.address?.postalCode,
      result.address?.country,
      result.social?.facebook,
      result.agencyCredit?.url,
      hours?.opens,
      hours?.closes,
      hours?.days?.[0],
      result.defaultSeo?.title,
      result.defaultSeo?.description,
      ...(result.defaultSeo?.keywords ?? []),
    ])
      expect(clean(value), String(value)).toBe(true)
    // Nothing but strings is touched.
    expect(result.foundingYear).toBe(settings.foundingYear)
    expect(result.geo).toEqual(settings.geo)
  })

  it('a service page: section copy, labels, alt texts and portable text are encoded; keys, slugs, icons and SEO are not', async () => {
    const service = await runQuery({ query: SERVICE_QUERY, params: { slug: 'winterdienst' }, source: LOCAL_SOURCE })
    if (!service) throw new Error('bundled dataset without the service "winterdienst"')
    const result = encode(service, { _id: service._id, _type: 'service' })
    const sections = result.sections ?? []
    const hero = sections.find((section) => section._type === 'heroSection')
    if (hero?._type !== 'heroSection') throw new Error('service without hero')

    for (const text of [hero.headline, hero.subline, hero.action?.label, hero.image?.alt, hero.highlights?.[0]])
      expect(encoded(text), String(text)).toBe(true)
    expect(encoded(result.card?.title)).toBe(true)
    expect(encoded(result.card?.description)).toBe(true)
    expect(encoded(result.menuName)).toBe(true)
    expect(encoded(result.category?.title)).toBe(true)

    const icons = sections.flatMap((section) =>
      'cards' in section ? (section.cards ?? []) : 'items' in section ? (section.items ?? []) : [],
    )
    expect(icons.length).toBeGreaterThan(0)
    for (const item of icons) {
      expect(clean(item.icon), String(item.icon)).toBe(true)
      expect(encoded(item.title)).toBe(true)
    }

    for (const value of [
      result.slug,
      result._id,
      result.title,
      result.seo?.title,
      result.seo?.description,
      ...(result.seo?.keywords ?? []),
      ...sections.flatMap((section) => [section._key, section._type]),
      hero.image?.asset?.url,
      hero.image?.asset?._id,
      hero.action?.kind,
    ])
      expect(clean(value), String(value)).toBe(true)
  })

  it('portable text: span text is encoded, link hrefs, styles and marks are not', async () => {
    const page = await runQuery({ query: LEGAL_PAGE_QUERY, params: { slug: 'impressum' }, source: LOCAL_SOURCE })
    if (!page?.body) throw new Error('bundled dataset without Impressum')
    const result = encode(page, { _id: page._id, _type: 'legalPage' })
    expect(encoded(result.title)).toBe(true)
    expect(clean(result.slug)).toBe(true)
    const blocks = result.body ?? []
    const spans = blocks.flatMap((block) => ('children' in block ? (block.children ?? []) : []))
    expect(spans.some((span) => encoded(span.text))).toBe(true)
    for (const block of blocks) {
      if (!('style' in block)) continue
      expect(clean(block.style)).toBe(true)
      for (const mark of block.markDefs ?? []) expect(clean((mark as { href?: string }).href ?? '')).toBe(true)
      for (const span of block.children ?? []) for (const mark of span.marks ?? []) expect(clean(mark)).toBe(true)
    }
    expect(result.updatedAt === null || clean(result.updatedAt)).toBe(true)
  })

  type Segment = string | { _key: string }

  /** Encodes one value whose source is `sourcePath` in a document of `type`. */
  function encodeField(type: string, sourcePath: Segment[], value: string): string {
    const jsonPath = `$${sourcePath
      .map((segment) => (typeof segment === 'string' ? `['${segment}']` : `[?(@._key=='${segment._key}')]`))
      .join('')}`
    const csm = {
      documents: [{ _id: 'doc', _type: type }],
      paths: [jsonPath],
      mappings: {
        "$['value']": { type: 'value' as const, source: { type: 'documentValue' as const, document: 0, path: 0 } },
      },
    }
    return stegaEncodeSourceMap({ value }, csm, stega).value
  }

  it.each([
    ['testimonial', ['text'], 'Sehr gründlich und pünktlich.', true],
    ['testimonial', ['name'], 'Petra M.', true],
    ['testimonial', ['town'], 'Goslar', true],
    ['award', ['level'], 'bund', false],
    ['award', ['issuer'], 'Handwerkskammer', true],
    ['membership', ['url'], 'https://www.example.org', false],
    ['membership', ['name'], 'Innung', true],
    ['legalPage', ['updatedAt'], '2025-01-31', false],
    ['aboutPage', ['strengths', 'items', { _key: 'a' }, 'icon'], 'shield', false],
    ['aboutPage', ['strengths', 'items', { _key: 'a' }, 'title'], 'Meisterbetrieb', true],
    ['contactPage', ['map', 'consentNotice'], 'Bitte stimmen Sie zu.', true],
    ['service', ['title'], 'Winterdienst', false],
    ['service', ['card', 'title'], 'Winterdienst', true],
    ['service', ['slug', 'current'], 'winterdienst', false],
    ['service', ['formLabel'], 'Winterdienst', false],
    ['siteSettings', ['phone'], '05321 123456', false],
    ['siteSettings', ['email'], 'info@example.de', false],
    ['siteSettings', ['brandName'], 'Glanzwerk Harz', false],
    ['siteSettings', ['defaultSeo', 'title'], 'Gebäudereinigung im Harz', false],
    ['homePage', ['seo', 'image', 'alt'], 'Team vor dem Firmenwagen', false],
    ['homePage', ['hero', 'image', 'alt'], 'Team vor dem Firmenwagen', true],
    // A prose field still goes through Sanity's default filter: a URL or a date is never encoded.
    ['homePage', ['hero', 'buttonLabel'], 'https://example.org', false],
    ['homePage', ['hero', 'subline'], '2025-01-31', false],
  ] as const)('%s %j = %j: encoded %s', (type, sourcePath, value, expected) => {
    const result = encodeField(type, [...sourcePath], value)
    expect(stegaClean(result)).toBe(value)
    expect(result !== value).toBe(expected)
  })
})
