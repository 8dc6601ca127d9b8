import { stegaClean, stegaEncodeSourceMap } from '@sanity/client/stega'
import schema from '@studio/schema.json'
import { LOCAL_SOURCE } from '@tests/support/dataset'
import { describe, expect, it } from 'vitest'
import { getHostedClient, type HostedSource } from '@/lib/sanity/client'
import { runQuery } from '@/lib/sanity/fetch'
import { LEGAL_PAGE_QUERY, SERVICE_QUERY, SETTINGS_QUERY } from '@/lib/sanity/queries'
import { NOT_PROSE_FIELDS, PROSE_FIELDS, stegaFilter } from '@/lib/sanity/stega'

/**
 * Stega runs for real: @sanity/client's own encoder with the preview client's stega
 * configuration, over query results of the bundled dataset. The Content Source Map maps
 * the result root to the document root, so each string is judged by its field path.
 */
describe('stega edit links are only encoded into visible prose', () => {
  const source: HostedSource = {
    kind: 'hosted',
    projectId: 'test-project',
    dataset: 'production',
    token: 'sk-test-read-token',
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

    // The sections whose lists hold feature items (icon, title, text), by type: another section's `items` may be
    // anything (questions, steps).
    const icons = sections.flatMap((section) => {
      if (section._type === 'cardsSection') return section.cards ?? []
      if (section._type === 'textSection' || section._type === 'whyChooseSection') return section.items ?? []
      return []
    })
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
    ['testimonial', ['quote'], 'Sehr gründlich und pünktlich.', true],
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

/**
 * No hidden list (issue 44): a text field new in the schema must be judged, prose (click-to-edit) or not.
 * Before, a new FAQ section's questions got no edit overlay and nothing noticed.
 */
describe('every text field of the schema is judged for stega', () => {
  type Node = { type: string; value?: unknown; of?: Node | Node[]; attributes?: Record<string, { value: Node }> }
  const isText = (node: Node): boolean =>
    (node.type === 'string' && node.value === undefined) ||
    (node.type === 'union' && (node.of as Node[]).some(isText)) ||
    (node.type === 'array' && isText(node.of as Node))
  /** Text field name → the schema types declaring it (site texts and Sanity's own asset types left out). */
  const textFields = new Map<string, Set<string>>()
  const visit = (node: Node | undefined, owner: string): void => {
    if (!node) return
    for (const [name, attribute] of Object.entries(node.attributes ?? {})) {
      if (!name.startsWith('_') && isText(attribute.value))
        textFields.set(name, new Set([...(textFields.get(name) ?? []), owner]))
      visit(attribute.value, owner)
    }
    if (node.type === 'array') visit(node.of as Node, owner)
    if (node.type === 'union') for (const member of node.of as Node[]) visit(member, owner)
  }
  for (const declaration of schema as { name: string; type: string; attributes?: unknown; value?: Node }[])
    if (declaration.name !== 'siteTexts' && !declaration.name.startsWith('sanity.'))
      visit(
        declaration.type === 'document'
          ? ({ type: 'object', attributes: declaration.attributes } as Node)
          : declaration.value,
        declaration.name,
      )

  it('finds the text fields (the walk sees the schema)', () => {
    expect(textFields.get('quote')).toEqual(new Set(['testimonial']))
    expect(textFields.size).toBeGreaterThan(80)
  })

  it('each is in PROSE_FIELDS or NOT_PROSE_FIELDS of web/lib/sanity/stega.ts', () => {
    const unjudged = [...textFields]
      .filter(([name]) => !PROSE_FIELDS.has(name) && !NOT_PROSE_FIELDS.has(name))
      .map(([name, owners]) => `${name} (${[...owners].join(', ')})`)
    expect(unjudged, 'Add each to PROSE_FIELDS (click-to-edit) or NOT_PROSE_FIELDS in web/lib/sanity/stega.ts').toEqual(
      [],
    )
  })

  it('none is in both lists', () => {
    expect([...PROSE_FIELDS].filter((name) => NOT_PROSE_FIELDS.has(name))).toEqual([])
  })
})
