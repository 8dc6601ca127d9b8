import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { runtime } from '@/hosting/runtime.ts'
import { closesAt, germanDate } from '@/lib/job-postings/dates'
import { decodeSegments, NOT_FOUND_DESTINATION, slugRoute, verdict } from '@/lib/routing/not-found'
import { loadPublishedSlugs, publishedSlugs, resetPublishedSlugs } from '@/lib/routing/published-slugs'
import { deliveryTags } from '@/lib/sanity/dependencies'

const SLUGS = {
  landingPages: new Set(['gewerbekunden-goslar']),
  services: new Set(['bueroreinigung']),
  jobPostings: new Set(['reinigungskraft-goslar-minijob']),
  redirects: new Map(),
}
const known = async () => SLUGS

describe('verdict (web/proxy.ts)', () => {
  it.each([
    ['/gewerbekunden-goslar', 'pass'],
    ['/leistungen/bueroreinigung', 'pass'],
    ['/gibt-es-nicht', 'not-found'],
    ['/leistungen/gibt-es-nicht', 'not-found'],
    ['/leistungen/b%C3%BCro', 'not-found'],
    ['/karriere/reinigungskraft-goslar-minijob', 'pass'],
    ['/karriere/gibt-es-nicht', 'not-found'],
    ['/karriere/bueroreinigung', 'not-found'],
    ['/karriere', 'pass'],
    ['/karriere/bewerbung', 'pass'],
    ['/karriere/bewerbung/danke', 'pass'],
    ['/karriere/%c0', 'bad-request'],
    ['/_keine-landingpage', 'not-found'],
    ['/kontakt', 'pass'],
    ['/leistungen', 'pass'],
    ['/favicon.ico', 'pass'],
    ['/google1234.html', 'not-found'],
    ['/studio/structure', 'pass'],
    ['/%c0', 'bad-request'],
    ['/leistungen/%c0', 'bad-request'],
    ['/studio/%E2%82', 'bad-request'],
    ['/dataset-assets/%c0', 'bad-request'],
  ] as const)('%s → %s', async (pathname, expected) => {
    expect(await verdict(pathname, known)).toBe(expected)
  })

  it('reads the slugs only for slug routes, and lets requests through when they cannot be read', async () => {
    const slugs = vi.fn(known)
    await verdict('/kontakt', slugs)
    await verdict('/studio/x', slugs)
    expect(slugs).not.toHaveBeenCalled()
    expect(await verdict('/gibt-es-nicht', async () => null)).toBe('pass')
  })

  it('decodes like the routes do', () => {
    expect(decodeSegments('/gibt%2Des-nicht')).toEqual(['gibt-es-nicht'])
    expect(slugRoute(['leistungen', 'a', 'b'])).toBeNull()
  })
})

describe('the not-found destination', () => {
  it('is inside a private folder, so no route of web/app can ever match it', () => {
    const [folder] = NOT_FOUND_DESTINATION.split('/').filter(Boolean)
    expect(folder?.startsWith('_')).toBe(true)
    expect(readdirSync(path.join(import.meta.dirname, '../../web/app'))).not.toContain(folder)
  })
})

describe('publishedSlugs', () => {
  it('loads once, reloads after a delivery of a page, service or job posting or when a posting may close, and shares concurrent loads', async () => {
    resetPublishedSlugs()
    const { freshness } = runtime()
    // What the webhook reports of a delivery (web/lib/publishing/revalidate.ts), a moment after `at`.
    const deliver = (_type: string, at: number) =>
      freshness.expireTags(deliveryTags({ _id: `${_type}-1`, _type, slug: null }), 0, at + 1)
    const start = Date.now() - 60_000
    const load = vi.fn(known)
    await Promise.all([publishedSlugs(load, start), publishedSlugs(load, start + 1)])
    expect(load).toHaveBeenCalledTimes(1)
    await deliver('testimonial', start)
    await publishedSlugs(load, start + 2)
    expect(load).toHaveBeenCalledTimes(1)
    await deliver('service', start + 2)
    await publishedSlugs(load, start + 4)
    expect(load).toHaveBeenCalledTimes(2)
    // A job posting published, hidden or given another date changes /karriere/<slug> too.
    await deliver('jobPosting', start + 4)
    await publishedSlugs(load, start + 6)
    expect(load).toHaveBeenCalledTimes(3)
    await publishedSlugs(load, closesAt(germanDate(new Date(start + 6))).getTime())
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('answers null when the content source fails, and tries again on the next request', async () => {
    resetPublishedSlugs()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await publishedSlugs(async () => Promise.reject(new Error('down')), 0)).toBeNull()
    expect(await publishedSlugs(known, 1)).toBe(SLUGS)
    error.mockRestore()
  })

  it('holds the bundled dataset’s landing pages and services', async () => {
    const slugs = await loadPublishedSlugs()
    expect(slugs.services.has('bueroreinigung')).toBe(true)
    expect(slugs.services.size).toBe(15)
  })

  it('holds the job postings that are open when it loads: a closed one is unknown (404) by itself', async () => {
    // The Minijob example is valid through 30 September 2027, the full-time one through 31 December 2027.
    const before = await loadPublishedSlugs(new Date('2027-09-30T21:59:00Z'))
    expect([...before.jobPostings].sort()).toEqual([
      'reinigungskraft-goslar-minijob',
      'vorarbeiter-gebaeudereinigung-wernigerode-vollzeit',
    ])
    const after = await loadPublishedSlugs(new Date('2027-09-30T22:00:00Z'))
    expect([...after.jobPostings]).toEqual(['vorarbeiter-gebaeudereinigung-wernigerode-vollzeit'])
    expect(await verdict('/karriere/reinigungskraft-goslar-minijob', async () => after)).toBe('not-found')
  })
})
