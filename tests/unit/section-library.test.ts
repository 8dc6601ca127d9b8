import { existsSync, readdirSync, readFileSync } from 'node:fs'
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
import { createSchema } from 'sanity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keyedStrings } from '@/lib/keys'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SECTIONS_DIR = path.join(ROOT, 'web/components/sections')
const QUERIES = readFileSync(path.join(ROOT, 'web/lib/sanity/queries.ts'), 'utf8')
const RENDERER = readFileSync(path.join(SECTIONS_DIR, 'sections.tsx'), 'utf8')

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

type Preview = {
  select?: Record<string, string>
  prepare?: (value: Record<string, unknown>) => { title?: string; subtitle?: string }
}

/** Every section of every page document of the bundled dataset. */
const sectionsInDataset = bundledDocuments().flatMap(
  (document) => (document.sections as { _type: string; [field: string]: unknown }[] | undefined) ?? [],
)

describe('one section library, one name from schema to component', () => {
  it.each(SECTION_TYPES)('%s has a renderer of the same name in its own folder, a projection and a case', (type) => {
    const file = path.join(SECTIONS_DIR, kebab(type), `${kebab(type)}.tsx`)
    expect(existsSync(file), file).toBe(true)
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`export (async )?function ${pascal(type)}\\(`))
    expect(QUERIES).toContain(`_type == "${type}" =>`)
    expect(RENDERER).toContain(`case '${type}':`)
    expect(RENDERER).toContain(`<${pascal(type)} `)
  })

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
  /** Every module under `from` reachable through relative imports. */
  function reachable(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen
    seen.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), specifier as string)
      const target = ['', '.ts', '.tsx', '/index.ts']
        .map((ext) => base + ext)
        .find((candidate) => existsSync(candidate) && !candidate.endsWith('/'))
      if (target && !readdirSafe(target)) reachable(target, seen)
    }
    return seen
  }
  const readdirSafe = (file: string) => {
    try {
      readdirSync(file)
      return true
    } catch {
      return false
    }
  }
  const webFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'studio' ? [] : webFiles(full)
      return /\.tsx?$/.test(entry.name) ? [full] : []
    })

  it('imports no module of schemas/ or studio/ that loads the sanity package (it breaks the server build)', () => {
    const offenders: string[] = []
    for (const file of webFiles(path.join(ROOT, 'web'))) {
      for (const module of reachable(file)) {
        if (module.startsWith(path.join(ROOT, 'web'))) continue
        if (/from '(sanity|sanity\/[^']*|@sanity\/icons[^']*)'/.test(readFileSync(module, 'utf8')))
          offenders.push(`${path.relative(ROOT, file)} → ${path.relative(ROOT, module)}`)
      }
    }
    expect([...new Set(offenders)]).toEqual([])
  })
})
