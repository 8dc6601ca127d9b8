import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetRuntime } from '@/hosting/runtime.ts'
import { createContentReaders } from '@/lib/content/readers'
import { MIN_CACHE_SECONDS } from '@/lib/job-postings/cache-life'
import { closesAt, endOfDayIso, germanDate, isOpen, secondsUntilNextClose } from '@/lib/job-postings/dates'
import { formatDate, formatSalary } from '@/lib/job-postings/format'
import { runQuery } from '@/lib/sanity/fetch'
import { jobPostingJsonLd } from '@/lib/seo/job-posting'
import { richTextHtml } from '@/lib/seo/job-posting-html'

const readers = createContentReaders(runQuery)

const ORIGINAL_SITE_URL = process.env.SITE_URL
beforeEach(() => {
  process.env.SITE_URL = 'https://www.example.com'
  void resetRuntime()
})
afterEach(() => {
  process.env.SITE_URL = ORIGINAL_SITE_URL
  void resetRuntime()
})

describe('„Gültig bis“: open through the end of that day, German time', () => {
  it.each([
    ['2027-09-30', '2027-09-30T22:00:00.000Z', '2027-09-30T23:59:59+02:00'],
    ['2027-12-31', '2027-12-31T23:00:00.000Z', '2027-12-31T23:59:59+01:00'],
    // The nights the clocks change (28 March and 31 October 2027).
    ['2027-03-27', '2027-03-27T23:00:00.000Z', '2027-03-27T23:59:59+01:00'],
    ['2027-03-28', '2027-03-28T22:00:00.000Z', '2027-03-28T23:59:59+02:00'],
    ['2027-10-30', '2027-10-30T22:00:00.000Z', '2027-10-30T23:59:59+02:00'],
    ['2027-10-31', '2027-10-31T23:00:00.000Z', '2027-10-31T23:59:59+01:00'],
  ])('%s closes at %s, the last second is %s', (date, closes, lastSecond) => {
    expect(closesAt(date).toISOString()).toBe(closes)
    expect(endOfDayIso(date)).toBe(lastSecond)
  })

  it('is open until the closing moment, not a millisecond longer', () => {
    const posting = { validThrough: '2027-09-30' }
    expect(isOpen(posting, new Date('2027-09-30T21:59:59.999Z'))).toBe(true)
    expect(isOpen(posting, new Date('2027-09-30T22:00:00.000Z'))).toBe(false)
    expect(isOpen({ validThrough: null }, new Date('2020-01-01T00:00:00Z'))).toBe(false)
  })

  it('the German date the proxy filters by („Gültig bis“ ≥ today) agrees with isOpen around each midnight', () => {
    for (const [instant, today] of [
      ['2027-09-30T21:59:59.999Z', '2027-09-30'],
      ['2027-09-30T22:00:00.000Z', '2027-10-01'],
      ['2027-12-31T22:59:59.999Z', '2027-12-31'],
      ['2027-12-31T23:00:00.000Z', '2028-01-01'],
    ] as const) {
      expect(germanDate(new Date(instant)), instant).toBe(today)
      for (const validThrough of ['2027-09-30', '2027-12-31'])
        expect(validThrough >= today, `${validThrough} at ${instant}`).toBe(isOpen({ validThrough }, new Date(instant)))
    }
  })

  it('counts the seconds until the next open posting closes, ignoring closed ones', () => {
    const postings = [{ validThrough: '2027-12-31' }, { validThrough: '2027-09-30' }, { validThrough: '2026-01-01' }]
    expect(secondsUntilNextClose(postings, new Date('2027-09-30T21:00:00Z'))).toBe(3600)
    expect(secondsUntilNextClose(postings, new Date('2027-12-31T22:59:59Z'))).toBe(1)
    expect(secondsUntilNextClose(postings, new Date('2028-01-01T00:00:00Z'))).toBeNull()
  })

  it('never asks Next.js for a cache life under five minutes (it would stop prerendering the page)', () => {
    expect(MIN_CACHE_SECONDS).toBe(300)
  })
})

describe('the postings of the bundled dataset', () => {
  it('lists both shown examples, newest first, with what the list and the page need', async () => {
    const postings = await readers.getJobPostings()
    expect(postings.map((posting) => [posting.slug, posting.datePosted, posting.validThrough])).toEqual([
      ['reinigungskraft-goslar-minijob', '2026-11-16', '2027-09-30'],
      ['vorarbeiter-gebaeudereinigung-wernigerode-vollzeit', '2026-11-09', '2027-12-31'],
    ])
  })

  it('keeps the examples open for at least 60 more days (renew „Gültig bis“ in content/seed/job-postings.ts)', async () => {
    const soon = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000)
    for (const posting of await readers.getJobPostings())
      expect(isOpen(posting, soon), `${posting.slug} closes within 60 days`).toBe(true)
  })

  it('finds a hidden or unknown posting as null (404)', async () => {
    expect(await readers.getJobPosting('gibt-es-nicht')).toBeNull()
  })
})

describe('salary and dates as job seekers read them', () => {
  // Intl writes a no-break space before the euro sign, so the amount never wraps away from it.
  const words = { salaryFrom: 'ab', perHour: 'pro Stunde', perMonth: 'pro Monat' } as Parameters<typeof formatSalary>[1]
  it.each([
    [{ min: 15.5, max: null, unit: 'HOUR' }, 'ab 15,50\u00a0€ pro Stunde'],
    [{ min: 2900, max: 3300, unit: 'MONTH' }, '2.900\u00a0€ – 3.300\u00a0€ pro Monat'],
    [{ min: 16, max: 16, unit: 'HOUR' }, 'ab 16\u00a0€ pro Stunde'],
    [{ min: null, max: null, unit: null }, null],
    [null, null],
  ])('%j → %s', (salary, expected) => {
    expect(formatSalary(salary, words)).toBe(expected)
  })

  it('writes dates the German way', () => {
    expect(formatDate('2027-09-30')).toBe('30.09.2027')
  })
})

describe('JobPosting structured data, field by field against Google for Jobs', () => {
  async function structuredData(slug: string) {
    const [posting, settings, texts] = await Promise.all([
      readers.getJobPosting(slug),
      readers.getSiteSettings(),
      readers.getSiteTexts(),
    ])
    if (!posting) throw new Error(`bundled dataset without the posting ${slug}`)
    // As Google reads it: the serialised JSON (properties without a value are left out).
    return JSON.parse(
      JSON.stringify(jobPostingJsonLd({ posting, settings, texts, path: `/karriere/${slug}` })),
    ) as Record<string, unknown>
  }

  it('the Minijob in Goslar: every required and recommended property', async () => {
    const data = await structuredData('reinigungskraft-goslar-minijob')
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('JobPosting')
    expect(data.title).toBe('Reinigungskraft (m/w/d) – Minijob in Goslar')
    expect(data.datePosted).toBe('2026-11-16')
    // ISO 8601 with the German offset of that day (summer time).
    expect(data.validThrough).toBe('2027-09-30T23:59:59+02:00')
    expect(data.employmentType).toBe('PART_TIME')
    expect(data.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Glanzwerk Harz Gebäudereinigung GmbH',
      sameAs: 'https://www.example.com',
      logo: 'https://www.example.com/apple-icon.png',
    })
    // Goslar is the company's seat: the office's full address.
    expect(data.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Musterstraße 12',
        addressLocality: 'Goslar',
        postalCode: '38640',
        addressRegion: 'Niedersachsen',
        addressCountry: 'DE',
      },
    })
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 15.5, unitText: 'HOUR' },
    })
    expect(data.directApply).toBe(true)
    expect(data.identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'Glanzwerk Harz Gebäudereinigung GmbH',
      value: 'jobPosting-reinigungskraft-goslar-minijob',
    })
    expect(data.url).toBe('https://www.example.com/karriere/reinigungskraft-goslar-minijob')
    expect(data.workHours).toBe('Montag bis Freitag ab 17 Uhr, etwa 2 Stunden am Tag')
  })

  it('the full-time position in Wernigerode: FULL_TIME, a monthly range, the town as the address', async () => {
    const data = await structuredData('vorarbeiter-gebaeudereinigung-wernigerode-vollzeit')
    expect(data.employmentType).toBe('FULL_TIME')
    expect(data.validThrough).toBe('2027-12-31T23:59:59+01:00')
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 2900, maxValue: 3300, unitText: 'MONTH' },
    })
    // The work is at customers' buildings in the town: no street, the town's postal code and state.
    expect(data.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Wernigerode',
        postalCode: '38855',
        addressRegion: 'Sachsen-Anhalt',
        addressCountry: 'DE',
      },
    })
  })

  it('describes the job completely in the HTML Google reads (<p>, <ul>, <li>), different from the title', async () => {
    const data = await structuredData('reinigungskraft-goslar-minijob')
    const description = String(data.description)
    expect(description).toMatch(/^<p>Wir sind ein Meisterbetrieb der Gebäudereinigung mit Sitz in Goslar/)
    expect(description).toContain('<p><strong>Anstellungsart:</strong> Minijob</p>')
    expect(description).toContain('<p><strong>Einsatzort:</strong> Goslar</p>')
    expect(description).toContain('<p><strong>Vergütung:</strong> ab 15,50\u00a0€ pro Stunde</p>')
    expect(description).toContain(
      '<p><strong>Ihre Aufgaben</strong></p><ul><li>Büros, Besprechungsräume und Küchen reinigen</li>',
    )
    expect(description).toContain('<p><strong>Ihr Profil</strong></p><ul><li>Sorgfalt und Zuverlässigkeit</li>')
    expect(description).toContain('<p><strong>Wir bieten</strong></p><ul>')
    expect(description).not.toMatch(/<h\d/)
  })

  it('escapes what an editor typed and turns headings and lists into Google’s tags', () => {
    const span = (text: string, marks: string[] = []) => ({ _type: 'span' as const, _key: text, text, marks })
    const html = richTextHtml([
      { _type: 'block', _key: 'a', style: 'h2', children: [span('Wer wir sind')] },
      {
        _type: 'block',
        _key: 'b',
        style: 'normal',
        children: [span('Reinigung <script> & '), span('mehr', ['strong'])],
      },
      { _type: 'block', _key: 'c', style: 'normal', listItem: 'bullet', children: [span('eins')] },
      { _type: 'block', _key: 'd', style: 'normal', listItem: 'bullet', children: [span('zwei', ['em'])] },
      { _type: 'block', _key: 'e', style: 'normal', listItem: 'number', children: [span('erstens')] },
    ])
    expect(html).toBe(
      '<p><strong>Wer wir sind</strong></p><p>Reinigung &lt;script&gt; &amp; <strong>mehr</strong></p>' +
        '<ul><li>eins</li><li><em>zwei</em></li></ul><ol><li>erstens</li></ol>',
    )
  })
})
