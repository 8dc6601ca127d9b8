import { box, text } from './fields'

/** „Kopf- und Fußzeile“: navigation, header with its menus, footer. */

/** The entries of the menus are a document of their own („Menüs“, schemas/documents/menus.ts). */
export const navigation = box(
  'navigation',
  'Navigation',
  [text('label', 'Name der Navigation (für Screenreader)', 'Zum Beispiel „Hauptnavigation“.')],
  'Die Einträge von Menü und Fußzeile stehen unter „Menüs“.',
)

export const header = box('header', 'Kopfzeile und Menü', [
  text(
    'skipLink',
    'Sprunglink zum Inhalt',
    'Erscheint beim ersten Druck auf die Tab-Taste, z. B. „Zum Inhalt springen“.',
  ),
  text(
    'homeLink',
    'Name der Startseite',
    'Für Screenreader am Logo („Glanzwerk Harz – Startseite“) und im Brotkrumenpfad der Suchmaschinen.',
  ),
  text('quoteButton', 'Schaltfläche „Angebot anfragen“'),
  text('phoneLabel', 'Vorsatz vor der Telefonnummer', 'Für Screenreader, z. B. „Telefon:“.'),
  text('servicesMenuOpen', 'Schaltfläche, die das Leistungen-Menü öffnet (für Screenreader)'),
  text('servicesMenuClose', 'Dieselbe Schaltfläche bei geöffnetem Menü (für Screenreader)'),
  text('allServices', 'Link zur Übersicht aller Leistungen'),
  text('megaMenuCta', 'Schaltfläche im Leistungen-Menü', 'Zum Beispiel „Kostenlos anfragen“.'),
  text('mobileMenuLabel', 'Name des mobilen Menüs (für Screenreader)'),
  text(
    'mobileMenuOpen',
    'Schaltfläche, die das mobile Menü öffnet (für Screenreader)',
    'Die Schaltfläche mit den drei Strichen auf kleinen Bildschirmen, z. B. „Menü öffnen“.',
  ),
  text(
    'mobileMenuClose',
    'Schaltfläche, die das mobile Menü schließt (für Screenreader)',
    'Zum Beispiel „Menü schließen“.',
  ),
])

export const footer = box('footer', 'Fußzeile', [
  text(
    'allServices',
    'Link zu allen Leistungen',
    'Am Ende einer Spalte, die sich mit Leistungen füllt (siehe „Menüs“).',
  ),
  text('contactHeading', 'Überschrift Kontakt'),
  text('hoursHeading', 'Überschrift Öffnungszeiten'),
  text('imprint', 'Link zum Impressum'),
  text('privacy', 'Link zum Datenschutz'),
  text('accessibility', 'Link zur Erklärung zur Barrierefreiheit'),
  text('cookieSettings', 'Schaltfläche Cookie-Einstellungen'),
])
