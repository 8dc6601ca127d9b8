import { checkPlaceholders, PLACEHOLDERS, withExampleValues } from '@shared/placeholders'
import { bundledDocuments } from '@tests/support/dataset'
import { describe, expect, it } from 'vitest'
import { fillPlaceholders, placeholderValues } from '@/lib/content/placeholders'
import { createContentReaders } from '@/lib/content/readers'
import { runQuery } from '@/lib/sanity/fetch'

const readers = createContentReaders(runQuery)
const WORDS = { byArrangement: 'nach Vereinbarung', timeSuffix: 'Uhr' }
const FIXED = ['homePage', 'servicesPage', 'aboutPage', 'careersPage', 'contactPage'] as const

describe('placeholders for company constants', () => {
  it('has a value from the settings for every placeholder the Studio offers', async () => {
    const values = placeholderValues(await readers.getSiteSettings(), WORDS)
    expect(Object.keys(values).sort()).toEqual(Object.keys(PLACEHOLDERS).sort())
    expect(values).toEqual({
      Antwortzeit: '24 Stunden',
      Bewerbungsfrist: '2 Werktagen',
      Einsatzradius: '50 km',
      Gründungsjahr: '2013',
      Erfahrungsjahre: '20',
      Kundenzahl: '500',
      Telefon: '05321 000 000',
      'E-Mail': 'kontakt@example.com',
      Bürozeiten: 'Mo – Fr 08:00 – 17:00 Uhr',
      Notdienst: '24/7-Notdienst bei Wasserschäden, für Hausmeister-Notfälle und Tatortreinigung',
    })
  })

  it('fills every string deeply (portable text included) and leaves unknown ones visible', async () => {
    const settings = await readers.getSiteSettings()
    const filled = fillPlaceholders(
      { a: 'Angebot in {Antwortzeit}', b: [{ children: [{ text: 'seit {Gründungsjahr}' }] }], c: '{Tippfehler}', n: 3 },
      { ...settings, quoteResponseHours: 12 },
      WORDS,
    )
    expect(filled).toEqual({
      a: 'Angebot in 12 Stunden',
      b: [{ children: [{ text: 'seit 2013' }] }],
      c: '{Tippfehler}',
      n: 3,
    })
  })

  it('writes each number with the unit the settings give beside it', async () => {
    const settings = await readers.getSiteSettings()
    const filled = fillPlaceholders(
      'Angebot in {Antwortzeit}, im Umkreis von {Einsatzradius}',
      {
        ...settings,
        quoteResponseHours: 1,
        quoteResponseUnit: 'Werktag',
        serviceArea: { ...settings.serviceArea, radiusKm: 40, radiusUnit: 'Kilometer' },
      },
      WORDS,
    )
    expect(filled).toBe('Angebot in 1 Werktag, im Umkreis von 40 Kilometer')
  })

  it('leaves no placeholder unfilled on any page the site renders', async () => {
    const pages = [
      ...(await Promise.all(FIXED.map((type) => readers.getFixedPage(type)))),
      ...(await Promise.all(((await readers.getServiceSlugs()) as string[]).map((slug) => readers.getService(slug)))),
      await readers.getLegalPage('impressum'),
      await readers.getLegalPage('datenschutz'),
      await readers.getSiteSettings(),
    ]
    const text = JSON.stringify(pages)
    expect(text.match(/\{[^{}"]{1,40}\}/g) ?? []).toEqual([])
    expect(text).toContain('Angebot in 24 Stunden')
    expect(text).toContain('innerhalb von 2 Werktagen')
    expect(text).toContain('Umkreis von 50 km')
  })

  it('writes each constant once: no text of the bundled dataset repeats a value of the settings', () => {
    const constants = [
      '24 Stunden',
      '2 Werktagen',
      '50 km',
      '20 Jahre',
      '500+',
      'als 500 ',
      '50 Kilometer',
      '2013',
      '05321 000 000',
      'kontakt@example.com',
    ]
    const documents = bundledDocuments().filter((document) => document._type !== 'siteSettings')
    for (const document of documents) {
      const text = JSON.stringify(document)
      for (const constant of constants) expect(text, `${document._id} repeats „${constant}“`).not.toContain(constant)
    }
  })

  it('warns the editor about an unknown placeholder, naming it and the known ones', () => {
    expect(checkPlaceholders({ sections: [{ heading: 'Antwort in {Antwortzeit}' }] })).toBe(true)
    const message = checkPlaceholders({ sections: [{ heading: 'Antwort in {Antwortzeiten}' }] })
    expect(message).toMatch(/^Unbekannte Platzhalter: \{Antwortzeiten\}\./)
    expect(message).toContain('{Antwortzeit}')
  })

  it('does not flag the rating slot, which the stars fill with their number', () => {
    expect(checkPlaceholders({ elements: { rating: '{Anzahl} von 5 Sternen' } })).toBe(true)
    expect(checkPlaceholders({ elements: { rating: '{Anzahll} von 5 Sternen' } })).toMatch(/\{Anzahll\}/)
  })

  it('measures SEO texts with the usual values of placeholders', () => {
    expect(withExampleValues('Angebot in {Antwortzeit}, Umkreis {Einsatzradius}')).toBe(
      'Angebot in 24 Stunden, Umkreis 50 km',
    )
  })
})
