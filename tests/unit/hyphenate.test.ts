import { vercelStegaCombine } from '@vercel/stega'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Hyphenated } from '@/components/ui/hyphenated'
import { hyphenate } from '@/lib/hyphenate'

/** The soft hyphens made visible: „Unter·halts·rei·nigung“. */
const shown = (text: string) => text.replaceAll('\u00AD', '·')

describe('hyphenate (soft hyphens in long German words)', () => {
  it('breaks the compounds of issue 28 at their German syllables, five letters from either end at least', () => {
    expect(shown(hyphenate('Unterhaltsreinigung'))).toBe('Unter·halts·rei·nigung')
    expect(shown(hyphenate('Betriebshaftpflichtversicherung.'))).toBe('Betriebs·haft·pflicht·ver·si·cherung.')
    expect(shown(hyphenate('Datenschutzerklärung'))).toBe('Daten·schutz·er·klärung')
    // TeX's patterns offer „Un·ver·bind·li·che“: a line ending „Un-“ or starting „che“ is not offered.
    expect(shown(hyphenate('Unverbindliche'))).toBe('Unver·bind·liche')
  })

  it('hyphenates every long word of a sentence and keeps everything else as it was', () => {
    const heading = 'Büro- und Unterhaltsreinigung\nfür Goslar:  Verbraucherstreitbeilegung „Schlussreinigung“'
    expect(shown(hyphenate(heading))).toBe(
      'Büro- und Unter·halts·rei·nigung\nfür Goslar:  Verbrau·cher·streit·bei·legung „Schluss·rei·nigung“',
    )
    expect(hyphenate(heading).replaceAll('\u00AD', '')).toBe(heading)
  })

  it('hyphenates the parts of compounds joined by a hyphen or a slash', () => {
    expect(shown(hyphenate('Glas-Fensterreinigung'))).toBe('Glas-Fenster·rei·nigung')
    expect(shown(hyphenate('Gebäude-/Unterhaltsreinigung'))).toBe('Gebäude-/Unter·halts·rei·nigung')
    expect(shown(hyphenate('DSGVO-Auskunftsersuchen'))).toBe('DSGVO-Auskunfts·er·suchen')
  })

  it('leaves words under 12 letters alone', () => {
    expect(hyphenate('Hausmeister')).toBe('Hausmeister')
    expect(shown(hyphenate('Glanzwerk Harz – Gebäudereinigung'))).toBe('Glanzwerk Harz – Gebäu·de·rei·nigung')
    expect(shown(hyphenate('Entrümpelung'))).toBe('Entrüm·pelung')
    expect(hyphenate('Jetzt Angebot anfordern')).toBe('Jetzt Angebot anfordern')
  })

  it('leaves e-mail and web addresses, domains, phone numbers and code names alone', () => {
    for (const text of [
      'bewerbung@glanzwerk-harz-gebaeudereinigung.de',
      'https://www.glanzwerk-harz.de/leistungen/unterhaltsreinigung',
      'www.verbraucherstreitbeilegung.de',
      'verbraucherschlichtungsstelle.de',
      '+49 5321 000000',
      '05321 000 000',
      'analytics_storage, ad_user_data, _ga_*',
      'C:\\Unterlagen\\Bewerbungsunterlagen',
    ])
      expect(hyphenate(text)).toBe(text)
  })

  it('leaves acronyms and brand names with inner capitals alone', () => {
    expect(hyphenate('REINIGUNGSFACHBETRIEB')).toBe('REINIGUNGSFACHBETRIEB')
    expect(hyphenate('WhatsAppBusinesskonto')).toBe('WhatsAppBusinesskonto')
  })

  it('is idempotent and keeps the soft hyphens an editor typed', () => {
    const once = hyphenate('Betriebshaftpflichtversicherung und Unterhaltsreinigung')
    expect(hyphenate(once)).toBe(once)
    expect(hyphenate('Unterhalts\u00ADreinigung')).toBe('Unterhalts\u00ADreinigung')
  })

  it('passes empty values through', () => {
    expect(hyphenate('')).toBe('')
    expect(hyphenate(null)).toBeNull()
    expect(hyphenate(undefined)).toBeUndefined()
  })
})

describe('Hyphenated (a heading’s long words kept whole while they fit a line)', () => {
  it('keeps the Vorschau’s edit link (stega) a text of the heading itself, outside every word’s block', () => {
    const visible = 'Streifenfrei vom Meisterbetrieb'
    const text = vercelStegaCombine(visible, { origin: 'sanity.io', href: '/studio/intent/edit/id=service' })
    const editLink = text.slice(visible.length)
    expect(editLink.length).toBeGreaterThan(0)
    const heading = (value: string) => renderToStaticMarkup(createElement('h1', null, Hyphenated({ text: value })))
    const plain = heading(visible)
    expect(plain).toMatch(/^<h1>.*<span class="inline-block max-w-full">Meister\u00ADbe\u00ADtrieb<\/span><\/h1>$/)
    // Clicking the heading opens its field only when the overlay finds the link in the heading's own text.
    expect(heading(text)).toBe(plain.replace('</h1>', `${editLink}</h1>`))
  })
})
