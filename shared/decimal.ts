/**
 * Numbers as German writes them, for the Studio's number fields: a decimal comma („15,5“, „10,4289“),
 * and a point only to group thousands („1.500“). A point before one, two or more than three digits
 * („15.5“) is an English decimal point: refused with a German message instead of guessed, because
 * „1.500“ and „1.5“ would otherwise mean 1500 and 1,5.
 */

export type ParsedDecimal = { ok: true; value: number | undefined } | { ok: false; message: string }

/** Digits with an optional minus, points grouping thousands, and an optional comma with decimals. */
const GERMAN_NUMBER = /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d*)?$/

/** The number an editor typed, undefined for an empty field, or why it is not one. */
export function parseGermanDecimal(input: string): ParsedDecimal {
  const text = input.trim().replace(/\s/g, '').replace(/^[−–]/, '-')
  if (text === '') return { ok: true, value: undefined }
  if (GERMAN_NUMBER.test(text)) {
    const value = Number(text.replaceAll('.', '').replace(',', '.').replace(/\.$/, ''))
    if (Number.isFinite(value)) return { ok: true, value }
  }
  if (/^-?\d+\.\d+$/.test(text)) return { ok: false, message: `Bitte mit Komma schreiben: ${text.replace('.', ',')}` }
  return { ok: false, message: 'Bitte eine Zahl eingeben, z. B. 15 oder 15,5.' }
}

/** A number as the field shows it: decimal comma, no grouping (years and postcodes read as written). */
export function formatGermanDecimal(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return ''
  return String(value).replace('.', ',')
}
