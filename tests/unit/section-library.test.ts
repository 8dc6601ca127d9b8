import { readdirSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@sanity/client'
import type { SanityDocument } from '@sanity/types'
import { validateDocument } from '@sanity/validation'
import { schemaTypes } from '@schemas/index'
import { SECTION_TYPES, sectionSchemas } from '@schemas/sections'
import { SANITY_API_VERSION } from '@shared/sanity'
import { checkLandingPageSlug, RESERVED_SLUGS, slugify } from '@shared/slugs'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { bundledDocuments } from '@tests/support/dataset'
import { reachableModules, runtimeImports } from '@tests/support/import-graph'
import { asNextRenders } from '@tests/support/site-render'
import { createElement, type ReactElement } from 'react'
import { prerender } from 'react-dom/static'
import { createSchema } from 'sanity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SectionBlock } from '@/components/sections/sections'
import type { Section, SectionContext } from '@/components/sections/types'
import { createContentReaders } from '@/lib/content/readers'
import { keyedStrings } from '@/lib/keys'
import { runQuery } from '@/lib/sanity/fetch'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SECTIONS_DIR = path.join(ROOT, 'web/components/sections')

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

type Preview = {
  select?: Record<string, string>
  prepare?: (value: Record<string, unknown>) => { title?: string; subtitle?: string }
}

/** Every section of every page document of the bundled dataset, as stored. */
const sectionsInDataset = bundledDocuments().flatMap(
  (document) => (document.sections as { _type: string; [field: string]: unknown }[] | undefined) ?? [],
)

const readers = createContentReaders(runQuery)

/** Every section of the bundled pages as the page queries project it (SECTIONS in queries.ts). */
async function projectedSections(): Promise<Section[]> {
  const fixed = (['homePage', 'servicesPage', 'aboutPage', 'careersPage', 'contactPage'] as const).map((id) =>
    readers.getFixedPage(id),
  )
  const slugs = (await readers.getServiceSlugs()).filter((slug): slug is string => slug !== null)
  const pages = await Promise.all([...fixed, ...slugs.map((slug) => readers.getService(slug))])
  return pages.flatMap((page) => page?.sections ?? [])
}

/** Fields the projection consumes instead of passing on: the services grid resolves its `selection`. */
const RESOLVED_IN_PROJECTION: Record<string, string[]> = { serviceGridSection: ['selection'] }

/**
 * Read their data through the cached readers, which run only inside Next.js (browser tests render
 * them): the inquiry its service choices, the job postings the open postings (time-dependent).
 */
const RENDERED_ONLY_IN_NEXT = new Set(['inquirySection', 'jobPostingsSection'])

/** The text a reader sees; the soft hyphens of headings (web/lib/hyphenate.ts) show only at a line break. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replaceAll('\u00AD', '')
    .replace(/\s+/g, ' ')
}

describe('one section library, one name from schema to component', () => {
  let sections: Section[]
  let context: SectionContext
  beforeAll(async () => {
    const [settings, texts] = await Promise.all([readers.getSiteSettings(), readers.getSiteTexts()])
    sections = await projectedSections()
    const reads = { inquiryServiceOptions: readers.getInquiryServiceOptions, openJobPostings: readers.getJobPostings }
    context = {
      settings,
      texts,
      path: '/',
      inquiryAnchor: 'unverbindliche-anfrage',
      hasInquiry: true,
      reads,
      leadingSectionKey: null,
    }
  })
  const example = (type: string) => {
    const section = sections.find((candidate) => candidate._type === type)
    if (!section) throw new Error(`No bundled page has a ${type}`)
    return section
  }

  it.each(SECTION_TYPES)('%s: the page queries project every field of its schema', (type) => {
    const schema = sectionSchemas.find((candidate) => candidate.name === type) as unknown as {
      fields: { name: string }[]
    }
    const projected = Object.keys(example(type))
    const expected = schema.fields
      .map((field) => field.name)
      .filter((name) => !RESOLVED_IN_PROJECTION[type]?.includes(name))
    expect(expected.filter((name) => !projected.includes(name))).toEqual([])
  })

  it.each(SECTION_TYPES)('%s: rendered by the component of the same name in its own folder', async (type) => {
    const module = (await import(path.join(SECTIONS_DIR, kebab(type), `${kebab(type)}.tsx`))) as Record<string, unknown>
    const element = SectionBlock({ section: example(type), tone: 'white', context }) as ReactElement
    expect(element.type).toBe(module[pascal(type)])
  })

  it.each(SECTION_TYPES.filter((type) => !RENDERED_ONLY_IN_NEXT.has(type)))(
    '%s: renders its heading (or label) from the projected content',
    async (type) => {
      const section = example(type) as Section & { heading?: string; headline?: string; label?: string }
      const { prelude } = await prerender(
        asNextRenders('/', createElement(SectionBlock, { section, tone: 'white', context })),
      )
      const html = await new Response(prelude).text()
      const heading = section.heading ?? section.headline
      // A section without a visible heading is named for screen readers by its label.
      if (heading) expect(textOf(html)).toContain(heading)
      else expect(html).toContain(`aria-label="${section.label}"`)
      expect(heading ?? section.label, `${type} has no heading or label in the dataset`).toBeTruthy()
    },
  )

  it('has no renderer folder without a schema', () => {
    const folders = readdirSync(SECTIONS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.sort()).toEqual(SECTION_TYPES.map(kebab).sort())
  })

  it('is used by the bundled pages: every section type appears at least once', () => {
    const used = new Set(sectionsInDataset.map((section) => section._type))
    expect(SECTION_TYPES.filter((type) => !used.has(type))).toEqual([])
  })
})

describe('the Studio shows each section with a German title, an icon and a meaningful preview', () => {
  it.each(sectionSchemas.map((schema) => [schema.name, schema] as const))('%s', (type, schema) => {
    expect(schema.title).toMatch(/^[A-ZÄÖÜ]/)
    expect(schema.title).not.toMatch(/section/i)
    // An icon component (React function or forwardRef object), not undefined from a wrong import.
    expect(['function', 'object']).toContain(typeof schema.icon)
    expect(schema.icon).toBeTruthy()
    const preview = schema.preview as Preview
    const example = sectionsInDataset.find((section) => section._type === type)
    if (!example || !preview.prepare || !preview.select) throw new Error(`${type} lacks an example or a preview`)
    const selected = Object.fromEntries(
      Object.entries(preview.select).map(([key, field]) => [
        key,
        field
          .split('.')
          .reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], example),
      ]),
    )
    const shown = preview.prepare(selected)
    expect(shown.title, type).toBeTruthy()
    expect(shown.title).not.toBe('Untitled')
    expect(shown.subtitle, type).toBeTruthy()
    // Without a heading the section kind stands in, never an empty row.
    expect(preview.prepare({}).title).toBeTruthy()
  })
})

describe('landing pages', () => {
  const schema = createSchema({ name: 'default', types: schemaTypes })
  // Custom rules (slug, sections) run only with a client, as in the Studio; slug uniqueness queries it.
  let lake: ContentLakeStandIn
  beforeAll(async () => {
    lake = await startContentLake({ documents: bundledDocuments(), projectId: 'pages', dataset: 'production' })
  })
  afterAll(async () => {
    await lake.close()
  })
  const validate = async (document: Record<string, unknown>) => {
    const client = createClient({
      projectId: 'pages',
      dataset: 'production',
      apiVersion: SANITY_API_VERSION,
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
    })
    const result = await validateDocument({
      document: { _createdAt: '', _updatedAt: '', _rev: '', ...document } as SanityDocument,
      schema,
      client,
      getDocumentExists: async () => true,
    })
    return result.markers
      .filter((marker) => marker.level === 'error' || marker.path[0] === 'slug')
      .map((marker) => `${marker.level}: ${marker.message}`)
  }
  const hero = { _key: 'h', _type: 'heroSection', headline: 'Reinigung für Hausverwaltungen', showPhone: true }
  const page = (slug: string, sections: unknown[] = [hero]) => ({
    _id: 'page-test',
    _type: 'page',
    title: 'Hausverwaltungen',
    slug: { _type: 'slug', current: slug },
    sections,
    seo: {
      _type: 'seo',
      title: 'Reinigung für Hausverwaltungen',
      description: 'Treppenhaus, Außenanlagen, Winterdienst.',
    },
  })

  it('accepts a page with a free slug and a hero first', async () => {
    expect(await validate(page('hausverwaltungen'))).toEqual([])
  })

  it.each(['kontakt', 'leistungen', 'studio', 'api', 'impressum'])(
    'rejects the slug of a fixed route: %s',
    async (slug) => {
      // Explained in German at the address field, and the address counts as taken (isUnique).
      // The headless validator reports both at the level "warning"; the site ignores such a page anyway.
      expect(await validate(page(slug))).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/: „\/.+“ ist schon eine feste Seite der Website/),
          expect.stringMatching(/: Slug is already in use/),
        ]),
      )
    },
  )

  it('rejects slugs with capitals, umlauts, spaces or slashes, in German', async () => {
    for (const slug of ['Hausverwaltung', 'grün', 'zwei worte', 'a/b', '-a', 'a--b'])
      expect(checkLandingPageSlug(slug), slug).toMatch(/^Nur Kleinbuchstaben/)
    expect(slugify('Grünflächen & Außenanlagen in Goslar')).toBe('gruenflaechen-aussenanlagen-in-goslar')
  })

  it('rejects a page that does not start with the hero, or has two inquiry forms', async () => {
    const text = { _key: 't', _type: 'inquirySection', heading: 'Anfrage' }
    expect(await validate(page('a', [text, hero]))).toEqual([
      expect.stringContaining('error: Der erste Abschnitt muss der Kopfbereich'),
    ])
    expect(await validate(page('a', [hero, text, { ...text, _key: 'u' }]))).toEqual([
      expect.stringContaining('error: Höchstens ein Anfrageformular'),
    ])
  })

  it('reserves every first path segment the app already uses', () => {
    const app = path.join(ROOT, 'web/app')
    const segments = [...readdirSync(app), ...readdirSync(path.join(app, '(site)'))]
      .filter((name) => !/^[([]/.test(name) && !/\.(tsx?|css)$/.test(name))
      .concat(readdirSync(app).filter((name) => /\.(png|svg|ico)$/.test(name)))
    const expected = [...new Set([...segments, 'sitemap.xml', 'robots.txt', '_next'])]
    expect([...RESERVED_SLUGS].sort()).toEqual(expected.sort())
  })
})

describe('keys for plain string lists', () => {
  it('numbers repeated entries so every key is unique', () => {
    expect(keyedStrings(['A', 'B', 'A', null, 'A'])).toEqual([
      { key: 'A', value: 'A' },
      { key: 'B', value: 'B' },
      { key: 'A#2', value: 'A' },
      { key: 'A#3', value: 'A' },
    ])
    expect(keyedStrings(undefined)).toEqual([])
  })
})

describe('the site never bundles the Studio', () => {
  const webFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'studio' ? [] : webFiles(full)
      return /\.tsx?$/.test(entry.name) ? [full] : []
    })
  const loadsSanity = (specifier: string) => /^(sanity|@sanity\/icons)(\/|$)/.test(specifier)

  it('loads no module of schemas/, studio/ or shared/ that loads the sanity package (it breaks the server build)', () => {
    // One walk over everything the site's files reach (a shared visited set: each module read once).
    const reached = new Set<string>()
    for (const file of webFiles(path.join(ROOT, 'web'))) reachableModules(file, reached)
    const offenders = [...reached]
      .filter((module) => !module.startsWith(path.join(ROOT, 'web')) && runtimeImports(module).some(loadsSanity))
      .map((module) => path.relative(ROOT, module))
    expect(offenders).toEqual([])
  })

  it("would notice: the Studio's own configuration loads it", () => {
    const config = path.join(ROOT, 'studio/sanity.config.ts')
    expect([...reachableModules(config)].some((module) => runtimeImports(module).some(loadsSanity))).toBe(true)
  })
})
