import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/**
 * The company's phone number is typed once, as people write it („05321 123456“); links (`tel:`) and
 * search engines need it in the international form (E.164, „+495321123456“), which is derived here.
 * The full metadata („max“) knows which German area codes and lengths exist, so a number with a
 * digit missing is refused instead of dialling a stranger. Numbers without a country code are German.
 */

const DEFAULT_COUNTRY = 'DE'

/**
 * The fewest digits of a German number after the 0 (area code and subscriber number, „5321 12345“ has 9).
 * libphonenumber's metadata accepts „05321 12“ (6): the German plan allows such lengths in theory, but a
 * company line that short does not exist today, while a number with digits missing is a common typo.
 */
const GERMAN_MIN_NATIONAL_DIGITS = 7

function parsed(written: string) {
  const number = parsePhoneNumberFromString(written, DEFAULT_COUNTRY)
  if (!number?.isValid()) return null
  if (number.country === 'DE' && number.nationalNumber.length < GERMAN_MIN_NATIONAL_DIGITS) return null
  return number
}

/** The international form of a written phone number, or null when it is not a number that can be dialled. */
export function internationalPhoneNumber(written: string | null | undefined): string | null {
  if (!written?.trim()) return null
  return parsed(written)?.number ?? null
}

/** The Studio's check of the phone field: true, or what is wrong, in German. */
export function phoneNumberProblem(written: string | null | undefined): true | string {
  if (!written?.trim()) return true
  if (internationalPhoneNumber(written) !== null) return true
  const loose = parsePhoneNumberFromString(written, DEFAULT_COUNTRY)
  if (loose?.isValid() && loose.country === 'DE')
    return `Diese Telefonnummer ist zu kurz: Nach der Vorwahl fehlen Ziffern (${loose.nationalNumber.length} statt mindestens ${GERMAN_MIN_NATIONAL_DIGITS} nach der 0). Bitte vollständig schreiben, z. B. „05321 123456“.`
  return 'Diese Telefonnummer kann so nicht gewählt werden. Bitte mit Vorwahl schreiben, z. B. „05321 123456“ oder „+49 5321 123456“.'
}
