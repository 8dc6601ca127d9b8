import { type ContentState, contentStates, type Doc, LANDING_PAGE } from '@tests/support/content-states'
import { bundledDocuments } from '@tests/support/dataset'
import { type RenderedPage, type RenderedSite, renderSite } from '@tests/support/site-render'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { headingId } from '@/components/sections/section-shell'
import type { Section, SectionOf } from '@/components/sections/types'

/**
 * Editors cannot break the site (issue 33): whatever state the Studio leaves the content in
 * (tests/support/content-states.ts generates them from the schema, starting from the bundled
 * dataset), every kind of route renders (tests/support/site-render.tsx) and what it shows is sane.
 * One run with a fixed seed, so CI always checks the same states, and one with fast-check's random
 * seed, which it prints on failure (rerun with FC_SEED=<seed> to see the same states again).
 */

/** The moment the postings are open or closed at (/karriere lists the open ones). */
const NOW = new Date('2026-06-01T10:00:00Z')
const FIXED_SEED = 33
const RUNS = Number(process.env.FC_RUNS ?? 10)
/**
 * Each state renders and checks the whole site (about 1.2 s here), so shrinking a failure through its
 * hundreds of changes can take minutes: after this long fast-check stops and reports the smallest
 * state so far.
 */
const SHRINK_LIMIT_MS = 60_000
const TIMEOUT_MS = RUNS * 3_000 + SHRINK_LIMIT_MS

/** Sections whose list is their content: without items they show nothing, not a lone heading. */
const LISTS: { [Type in Section['_type']]?: (section: SectionOf<Type>) => readonly unknown[] | null } = {
  testimonialsSection: (section) => section.testimonials,
  serviceGridSection: (section) => section.services?.filter((service) => service.slug) ?? null,
  awardsSection: (section) => section.awards,
  membershipsSection: (section) => section.memberships,
  cardsSection: (section) => section.cards,
  processSection: (section) => section.steps,
  intervalsSection: (section) => section.options,
}

function listOf(section: Section): readonly unknown[] | null | undefined {
  const list = LISTS[section._type] as ((section: Section) => readonly unknown[] | null) | undefined
  return list?.(section)
}

/** What a reader sees: no tags, scripts or comments; soft hyphens gone. */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('\u00AD', '')
}

/** Nulls inside a projected list: a reference to a document that is gone, passed on to the renderer. */
function nullItems(value: unknown, path: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      item === null ? [`${path}[${index}]`] : nullItems(item, `${path}[${index}]`),
    )
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => nullItems(item, `${path}.${key}`))
  return []
}

const LEAKED_VALUE = /\b(undefined|null|NaN)\b|\[object Object\]/

function checkPage(page: RenderedPage) {
  const where = `${page.path}:`
  const html = page.html.replace(/<!--[\s\S]*?-->/g, '')
  expect(visibleText(html), `${where} a missing value shows as text`).not.toMatch(LEAKED_VALUE)
  const attributes = [...html.matchAll(/\s([a-z-]+)="([^"]*)"/g)].filter(([, , value]) =>
    LEAKED_VALUE.test(value ?? ''),
  )
  expect(
    attributes.map(([attribute]) => attribute.trim()),
    `${where} a missing value in an attribute`,
  ).toEqual([])
  expect(html.match(/<h([1-6])\b[^>]*>\s*<\/h\1>/g) ?? [], `${where} an empty heading`).toEqual([])
  expect(html.match(/<(ul|ol|dl)\b[^>]*>\s*<\/\1>/g) ?? [], `${where} an empty list`).toEqual([])
  if (page.hasHero) expect(html.match(/<h1\b/g)?.length, `${where} the page header's h1`).toBe(1)
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
    expect(() => JSON.parse(json ?? ''), `${where} structured data`).not.toThrow()
  expect(nullItems(page.sections, 'sections'), `${where} dangling references reach the renderer`).toEqual([])
  for (const section of page.sections) {
    const list = listOf(section)
    if (list && !list.length)
      expect(html, `${where} ${section._type} without items shows its heading`).not.toContain(
        `id="${headingId(section._key)}"`,
      )
  }
  if (page.metadata) {
    const title = (page.metadata.title as { absolute: string }).absolute
    expect(title.trim(), `${where} the title`).not.toBe('')
    expect(`${title} ${page.metadata.description ?? ''}`, `${where} the title or description`).not.toMatch(LEAKED_VALUE)
  }
}

function checkSite(site: RenderedSite) {
  for (const page of site.pages) checkPage(page)
  const urls = site.sitemap.map((entry) => entry.url)
  expect(new Set(urls).size, 'one sitemap entry per page').toBe(urls.length)
  for (const url of urls) expect(URL.canParse(url), url).toBe(true)
  for (const [id, image] of site.shareImages)
    if (image) expect(image.asset?.url, `the share picture of ${id} has a file`).toBeTruthy()
  const services = site.serviceSlugs.filter((slug): slug is string => Boolean(slug))
  expect([...site.publishedSlugs.services].sort()).toEqual([...services].sort())
  for (const slug of services) expect(site.mail.labels.service?.[slug], `the mail's label of ${slug}`).toBeTruthy()
}

const dataset = bundledDocuments() as Doc[]

async function check(state: ContentState) {
  checkSite(await renderSite(state.documents, NOW))
}

describe('every state the Studio can leave the content in renders every route', () => {
  it('renders the bundled dataset as it is', async () => {
    const site = await renderSite(dataset, NOW)
    checkSite(site)
    expect(site.pages.length).toBeGreaterThan(20)
  })

  it('renders the home page when one of its testimonials was deleted, with the others', async () => {
    const gone = 'testimonial-home-2'
    const site = await renderSite(
      dataset.filter((document) => document._id !== gone),
      NOW,
    )
    checkSite(site)
    const home = site.pages.find((page) => page.path === '/')
    const testimonials = home?.sections.find(
      (section): section is SectionOf<'testimonialsSection'> => section._type === 'testimonialsSection',
    )
    expect(testimonials?.testimonials?.map((testimonial) => testimonial._id)).toEqual([
      'testimonial-home-1',
      'testimonial-home-3',
      'testimonial-home-4',
    ])
  })

  it(`with a fixed seed (${FIXED_SEED})`, { timeout: TIMEOUT_MS }, async () => {
    await fc.assert(fc.asyncProperty(contentStates(dataset), check), {
      seed: FIXED_SEED,
      numRuns: RUNS,
      interruptAfterTimeLimit: SHRINK_LIMIT_MS,
    })
  })

  it('with a random seed (printed on failure)', { timeout: TIMEOUT_MS }, async () => {
    const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
    await fc.assert(fc.asyncProperty(contentStates(dataset), check), {
      seed,
      numRuns: RUNS,
      interruptAfterTimeLimit: SHRINK_LIMIT_MS,
    })
  })

  it('generates the landing page it renders', () => {
    const [state] = fc.sample(contentStates(dataset), { seed: FIXED_SEED, numRuns: 1 })
    expect(state?.documents.some((document) => document._id === LANDING_PAGE._id)).toBe(true)
  })
})
