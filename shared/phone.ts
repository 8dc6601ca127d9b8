import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/**
 * The company's phone number is typed once, as people write it („05321 123456“); links (`tel:`) and
 * search engines need it in the international form (E.164, „+495321123456“), which is derived here.
 * The full metadata („max“) knows which German area codes and lengths exist, so a number with a
 * digit missing is refused instead of dialling a stranger. Numbers without a country code are German.
 */

const DEFAULT_COUNTRY = 'DE'

/** The international form of a written phone number, or null when it is not a number that can be dialled. */
export function internationalPhoneNumber(written: string | null | undefined): string | null {
  if (!written?.trim()) return null
  const number = parsePhoneNumberFromString(written, DEFAULT_COUNTRY)
  return number?.isValid() ? number.number : null
}

/** The Studio's check of the phone field: true, or what is wrong, in German. */
export function phoneNumberProblem(written: string | null | undefined): true | string {
  if (!written?.trim()) return true
  if (internationalPhoneNumber(written) !== null) return true
  return 'Diese Telefonnummer kann so nicht gewählt werden. Bitte mit Vorwahl schreiben, z. B. „05321 123456“ oder „+49 5321 123456“.'
}
