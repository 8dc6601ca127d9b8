import 'server-only'
import { hyphenated } from 'hyphenated'
import german from 'hyphenated-de'

/**
 * Soft hyphens (U+00AD) at German syllable boundaries in the long words of a visible text, so a
 * compound breaks as „Unterhalts-|reinigung“ in every browser. CSS `hyphens: auto` needs a German
 * dictionary in the browser (Debian's Chromium and some in-app browsers have none, and then
 * `overflow-wrap` cuts „Unterhaltsreinigun|g“). The patterns are TeX's German ones for the
 * reformed spelling (Trennmuster project) in hyphenated-de. Server only: their 240 KB never reach
 * the client; a client component gets its text hyphenated from the server. (Not the package
 * hyphen: it reads the clock on every call, which Cache Components forbid while prerendering.)
 *
 * For text a visitor reads in headings, cards and buttons; never for <title>, meta, JSON-LD, URLs,
 * form values or aria attributes, where a soft hyphen is a character of the value.
 */
export function hyphenate(text: string): string
export function hyphenate(text: string | null | undefined): string | null | undefined
export function hyphenate(text: string | null | undefined): string | null | undefined {
  if (!text) return text
  return text.replace(/\S+/g, (token) => (NOT_PROSE.test(token) ? token : token.replace(WORD, hyphenateWord)))
}

/** Shorter words fit a 320 px screen even in the largest heading; they are left alone. */
const MIN_LETTERS = 12

/** Letters that must stand on each side of a hyphenation point (TeX's German patterns allow two). */
const MIN_FRAGMENT = 5

const SOFT_HYPHEN = '\u00AD'

/** A word: letters, with the soft hyphens an editor (or an earlier call) put in. Digits, `-`, `/` end it. */
const WORD = /[\p{L}\u00AD]+/gu

/** Tokens that are not German prose: e-mail and web addresses, domains, file names, code names (`_ga`). */
const NOT_PROSE = /[@_\\]|:\/\/|\p{L}\.\p{L}/u

/** A capital after the first letter: an acronym or a brand name (`GmbH`, `WhatsApp`), not a compound. */
const INNER_CAPITAL = /.\p{Lu}/u

function hyphenateWord(word: string) {
  // A soft hyphen already there means the word was hyphenated, by an editor or by this function.
  if (word.includes(SOFT_HYPHEN) || word.length < MIN_LETTERS || INNER_CAPITAL.test(word)) return word
  // TeX's German patterns allow two letters either side („Ge-bäude“, „Unverbindli-che“); a line that
  // ends in „Ge-“ or starts with „che“ reads badly, and the browser takes any offered point when it
  // fills or balances a line. Only points with MIN_FRAGMENT letters on both sides are kept.
  const parts = hyphenated(word, { language: german }).split(SOFT_HYPHEN)
  let result = parts[0] ?? ''
  let before = result.length
  for (const part of parts.slice(1)) {
    const keep = before >= MIN_FRAGMENT && word.length - before >= MIN_FRAGMENT
    result += (keep ? SOFT_HYPHEN : '') + part
    before += part.length
  }
  return result
}
