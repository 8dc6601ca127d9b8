import german from 'dictionary-de'
import english from 'dictionary-en'
import { type Hunspell, loadModule } from 'hunspell-asm'

/**
 * Which words of a German interface are English. A word is English when Hunspell with the English
 * dictionary (`dictionary-en`) accepts it and Hunspell with the German one (`dictionary-de`, which knows
 * compounds and inflections: „Seitenabschnitte“, „veröffentlichen“) rejects it, in the case it is
 * written: „Close“, „properties“, „dialog“ (German writes „Dialog“) are English; „Status“, „Name“,
 * „Filter“, „Version“, „Link“, „laden“ are German too and pass. Words neither knows (names) pass. The
 * dictionaries judge, not a list of the Studio's strings, so a word Sanity adds in an update is caught
 * without anyone having listed it. (Hunspell itself, compiled to WebAssembly by hunspell-asm: nspell
 * misses German inflections and called „laden“, „arm“ and „dank“ English.)
 */

/** English key names the dictionaries do not judge; German keyboards say „Strg“ and „Umschalt“. */
const ENGLISH_KEY_NAMES = new Set(['Ctrl', 'Cmd', 'Shift'])

/**
 * Words of software makers an editor should not need, whichever language the dictionaries give them
 * (issue 43): the Studio says „Adresse“, „Aktionsseite“, „Bild“, „Ansicht“ instead.
 */
const JARGON = new Set([
  'Slug',
  'Slugs',
  'Slider',
  'Sliders',
  'Sitemap',
  'Landingpage',
  'Landingpages',
  'Viewport',
  'Hero',
  'Asset',
  'Assets',
  'Dataset',
  'Datasets',
])

/**
 * English words German editors read as German, or names, each reviewed: what the interface may show.
 * A word or phrase here is allowed everywhere; keep the list short and say why.
 */
export const ALLOWED_ENGLISH = new Map<string, string>([
  ['Sanity', 'the name of the CMS („Sanity-Projekt“, „Sanity Studio Version …“)'],
  ['GROQ', 'the name of Sanity’s query language'],
  ['Google Analytics', 'a product named in the consent texts'],
  ['Google Maps', 'a product named in the consent texts'],
  ['Instagram', 'a brand (the social network the settings link)'],
  ['JavaScript', 'a name; the site texts for browsers without it say so'],
  ['OK', 'German uses it as it is'],
  ['ID', 'German uses it as it is („Umsatzsteuer-ID“, Duden)'],
  ['Hosting', 'German IT vocabulary (Duden), the title of a section of the privacy policy'],
  ['Tab', 'the key (German keyboards label it „Tab“ or ⇥; „Tab-Taste“)'],
  ['ca', 'the German abbreviation „ca.“ (circa)'],
  ...['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'].map((day): [string, string] => [
    day,
    'German abbreviations of the weekdays („Mo – Fr“, the calendar)',
  ]),
  ['QR', 'German says „QR-Code“'],
  ['Dr', 'the German abbreviation „Dr.“ (a customer’s name in the bundled testimonials)'],
  ['Lena', 'a first name in the bundled testimonials'],
  ['Google for Jobs', 'a product named in the job postings’ help'],
  ['Tablet', 'German (Duden): the device'],
  ['Petrol', 'German (Duden): the colour of the brand'],
])

const ALLOWED_PHRASES = [...ALLOWED_ENGLISH.keys()].filter((entry) => entry.includes(' '))

let dictionaries: Promise<{ english: Hunspell; german: Hunspell }> | undefined

/** Hunspell with both dictionaries, loaded once per process (about half a second). */
function loadDictionaries() {
  dictionaries ??= loadModule().then((factory) => {
    const open = (name: string, { aff, dic }: { aff: Uint8Array; dic: Uint8Array }) =>
      factory.create(factory.mountBuffer(aff, `${name}.aff`), factory.mountBuffer(dic, `${name}.dic`))
    return { english: open('en', english), german: open('de', german) }
  })
  return dictionaries
}

/** A word of a text: letters, with an inner apostrophe („Couldn't“). */
const WORD = /\p{L}+(?:['’]\p{L}+)*/gu

/** E-mail and web addresses, domains, file names and types („image/jpeg“): not words of a language. */
const ADDRESS = /@|:\/\/|\p{L}[./]\p{L}/u

/** Words German grammar writes twice („…, die die Website betreut“, „Ändern Sie sie“). */
const REPEATABLE = new Set(['der', 'die', 'das', 'den', 'dem', 'des', 'sie'])

/** Judges the words of German interface texts; `judge()` loads the dictionaries. */
export class EnglishWords {
  readonly #judged = new Map<string, boolean>()

  private constructor(private readonly hunspell: { english: Hunspell; german: Hunspell }) {}

  static async judge(): Promise<EnglishWords> {
    return new EnglishWords(await loadDictionaries())
  }

  /** Whether `word` (letters only, as written) is English, or jargon, and not allowed. */
  isEnglish(word: string): boolean {
    if (ALLOWED_ENGLISH.has(word)) return false
    if (ENGLISH_KEY_NAMES.has(word) || JARGON.has(word)) return true
    // Single letters are initials, key names („K“) and abbreviations („z. B.“).
    if (word.length < 2) return false
    let english = this.#judged.get(word)
    if (english === undefined) {
      english = this.hunspell.english.spell(word) && !this.hunspell.german.spell(word)
      this.#judged.set(word, english)
    }
    return english
  }

  /** The English words of `text`, in order, each once. */
  in(text: string): string[] {
    let prose = text
      .split(/\s+/)
      .filter((token) => !ADDRESS.test(token))
      .join(' ')
    for (const phrase of ALLOWED_PHRASES) prose = prose.replaceAll(phrase, ' ')
    return [...new Set([...prose.matchAll(WORD)].map(([word]) => word).filter((word) => this.isEnglish(word)))]
  }
}

/** „Vor vor 12 Minuten“: the same word twice in a row, which a translation with a placeholder produces. */
export function doubledWordsIn(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}])(\p{L}{2,})\s+\1(?![\p{L}])/giu)]
    .filter(([, word]) => !REPEATABLE.has(String(word).toLowerCase()))
    .map(([match]) => match)
}
