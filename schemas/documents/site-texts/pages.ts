import { box, text } from './fields'

/** „404 und Rechtstexte“. */

export const notFound = box('notFound', 'Seite nicht gefunden (404)', [
  text('heading', 'Überschrift'),
  text('text', 'Erklärung', undefined, true),
  text('homeLink', 'Link zur Startseite'),
])

export const legal = box('legal', 'Rechtstexte', [
  text('updated', 'Vor dem Datum des Rechtstexts', 'Zum Beispiel „Stand:“.'),
  text('imprintHeading', 'Impressum: erste Überschrift', 'Zum Beispiel „Angaben gemäß § 5 DDG“.'),
  text('register', 'Impressum: Handelsregister'),
  text('registerCourt', 'Impressum: Registergericht'),
  text('representedBy', 'Impressum: Vertreten durch'),
  text('contactHeading', 'Impressum: Kontakt'),
  text('vatHeading', 'Impressum: Umsatzsteuer-ID'),
  text('vatText', 'Impressum: Satz vor der Umsatzsteuer-ID'),
  text('agencyCredit', 'Impressum: Überschrift Agentur'),
])
