import { TextIcon } from '@sanity/icons/Text'
import { checkPlaceholders, PLACEHOLDER_HELP } from '@shared/placeholders'
import { defineField, defineType, type FieldDefinition } from 'sanity'

/**
 * Every word the site shows outside the pages' own sections: navigation, header and menu,
 * footer, labels of cards, sliders and carousels, contact labels, the 404 page, the legal
 * pages' labels and the forms. One singleton, grouped by where the text appears.
 */

const REQUIRED = 'Bitte ausfüllen: dieser Text erscheint auf der Website.'

/** A required text; `long` gives a multi-line box. */
function text(name: string, title: string, description?: string, long = false): FieldDefinition {
  return defineField({
    name,
    title,
    description,
    type: long ? 'text' : 'string',
    ...(long ? { rows: 3 } : {}),
    validation: (rule) => rule.required().error(REQUIRED),
  })
}

/** A box of texts that belong together. */
function box(name: string, title: string, fields: FieldDefinition[], description?: string): FieldDefinition {
  return defineField({
    name,
    title,
    description,
    type: 'object',
    options: { collapsible: true, collapsed: false },
    fields,
    validation: (rule) => rule.required(),
  })
}

/** Label and placeholder (the grey sample text inside the empty field) of a form field. */
function formField(name: string, title: string, withPlaceholder = true): FieldDefinition {
  return box(name, title, [
    text('label', 'Beschriftung'),
    ...(withPlaceholder
      ? [
          defineField({
            name: 'placeholder',
            title: 'Platzhalter im leeren Feld',
            type: 'string',
          }),
        ]
      : []),
  ])
}

const navigation = box('navigation', 'Navigation', [
  text('home', 'Startseite'),
  text('about', 'Über uns'),
  text('services', 'Leistungen'),
  text('careers', 'Karriere'),
  text('contact', 'Kontakt'),
  text('label', 'Name der Navigation (für Screenreader)', 'Zum Beispiel „Hauptnavigation“.'),
])

const header = box('header', 'Kopfzeile und Menü', [
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
])

const footer = box('footer', 'Fußzeile', [
  text('navigationHeading', 'Überschrift Navigation'),
  text('servicesHeading', 'Überschrift Leistungen'),
  text('allServices', 'Link zu allen Leistungen'),
  text('contactHeading', 'Überschrift Kontakt'),
  text('hoursHeading', 'Überschrift Öffnungszeiten'),
  text('imprint', 'Link zum Impressum'),
  text('privacy', 'Link zum Datenschutz'),
  text('accessibility', 'Link zur Erklärung zur Barrierefreiheit'),
  text('cookieSettings', 'Schaltfläche Cookie-Einstellungen'),
])

const contact = box(
  'contact',
  'Kontaktangaben',
  [
    text('phone', 'Beschriftung Telefon'),
    text('email', 'Beschriftung E-Mail'),
    text('hours', 'Beschriftung Öffnungszeiten'),
    text('byArrangement', 'Öffnungszeit „nach Vereinbarung“'),
    text('timeSuffix', 'Nach Uhrzeiten', 'Zum Beispiel „Uhr“ in „08:00 – 17:00 Uhr“.'),
  ],
  'Fußzeile, Kontaktbereich der Seiten und Impressum.',
)

const elements = box('elements', 'Karten, Slider und Kundenstimmen', [
  text('cardLink', 'Link auf Leistungskarten', 'Zum Beispiel „Mehr erfahren“.'),
  text('cardLinkAbout', 'Verbindungswort für Screenreader', '„Mehr erfahren über Winterdienst“: hier „über“.'),
  text('sliderHint', 'Hinweis auf dem Vorher-Nachher-Slider'),
  text('sliderLabel', 'Name des Vorher-Nachher-Sliders (für Screenreader)', '„Vergleich“ Vorher/Nachher'),
  text('carouselPrevious', 'Kundenstimmen: Schaltfläche zurück (für Screenreader)'),
  text('carouselNext', 'Kundenstimmen: Schaltfläche weiter (für Screenreader)'),
  text('carouselShow', 'Kundenstimmen: Punkt-Schaltflächen (für Screenreader)', '„Kundenstimme anzeigen:“ 2'),
  text('carouselOf', 'Kundenstimmen: Position (für Screenreader)', '2 „von“ 3'),
  text('newWindow', 'Hinweis auf Links, die ein neues Fenster öffnen (für Screenreader)'),
])

const notFound = box('notFound', 'Seite nicht gefunden (404)', [
  text('heading', 'Überschrift'),
  text('text', 'Erklärung', undefined, true),
  text('homeLink', 'Link zur Startseite'),
])

const legal = box('legal', 'Rechtstexte', [
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

const problems = box(
  'problems',
  'Fehlermeldungen an Feldern',
  [
    text('required', 'Pflichtfeld leer'),
    text('email', 'E-Mail-Adresse ungültig'),
    text('phone', 'Telefonnummer ungültig'),
    text('tooLong', 'Text zu lang'),
    text('choice', 'Auswahl ungültig'),
    text('days', 'Kein Tag gewählt'),
  ],
  'Erscheinen unter einem Feld, das so nicht gesendet werden kann.',
)

const inquiry = box('inquiry', 'Anfrageformular', [
  box('fields', 'Felder', [
    formField('name', 'Name'),
    formField('email', 'E-Mail'),
    formField('phone', 'Telefon'),
    formField('location', 'Einsatzort'),
    formField('service', 'Leistung (Platzhalter = leere Auswahl)'),
    formField('message', 'Nachricht'),
  ]),
  text('otherService', 'Auswahl „Andere Leistung“'),
  text('submit', 'Schaltfläche Senden'),
  text('sending', 'Schaltfläche während des Sendens'),
  text('requiredAlert', 'Meldung bei leeren Pflichtfeldern'),
  text('failed', 'Meldung, wenn das Senden fehlschlägt', undefined, true),
  text('privacyNote', 'Hinweis zum Datenschutz (vor dem Link)', undefined, true),
  text('privacyLinkLabel', 'Link zur Datenschutzerklärung'),
  text('successHeading', 'Danke: Überschrift'),
  text('successText', 'Danke: Text', undefined, true),
  text('newForm', 'Schaltfläche für ein neues Formular'),
])

const application = box('application', 'Schnellbewerbung', [
  text('heading', 'Überschrift'),
  text('intro', 'Einleitung', undefined, true),
  text('close', 'Schaltfläche Schließen (für Screenreader)'),
  defineField({
    name: 'stepTitles',
    title: 'Überschriften der drei Schritte',
    type: 'array',
    of: [{ type: 'string' }],
    validation: (rule) => rule.required().length(3).error('Genau drei Überschriften: eine je Schritt.'),
  }),
  text('step', 'Wort „Schritt“', '„Schritt 2 von 3“'),
  text('stepOf', 'Wort „von“', '„Schritt 2 von 3“'),
  text('timeLeft', 'Vor der Restzeit', '„Noch ca. 20 Sekunden“: hier „Noch ca.“'),
  text('seconds', 'Nach der Restzeit', '„Noch ca. 20 Sekunden“: hier „Sekunden“'),
  box('fields', 'Felder', [
    formField('name', 'Name'),
    formField('phone', 'Telefon'),
    formField('email', 'E-Mail'),
    formField('contractType', 'Anstellungsart', false),
    formField('workLocation', 'Einsatzort (Platzhalter = leere Auswahl)'),
    formField('workTimeFrom', 'Verfügbar ab', false),
    formField('workTimeTo', 'Verfügbar bis', false),
    formField('workDays', 'Tage', false),
  ]),
  box('contractTypes', 'Anstellungsarten', [
    text('minijob', 'Minijob'),
    text('teilzeit', 'Teilzeit'),
    text('vollzeit', 'Vollzeit'),
  ]),
  box('workLocations', 'Einsatzorte', [
    text('goslar', 'Goslar'),
    text('badHarzburg', 'Bad Harzburg'),
    text('salzgitter', 'Salzgitter'),
    text('badGandersheim', 'Bad Gandersheim'),
    text('wernigerode', 'Wernigerode'),
    text('ilsenburg', 'Ilsenburg'),
  ]),
  text('anyTime', 'Uhrzeit: keine Angabe'),
  text('next', 'Schaltfläche Weiter'),
  text('back', 'Schaltfläche Zurück'),
  text('submit', 'Schaltfläche Abschicken'),
  text('sending', 'Schaltfläche während des Sendens'),
  text('daysHint', 'Hinweis, solange kein Tag gewählt ist'),
  text('failed', 'Meldung, wenn das Senden fehlschlägt (danach folgt die Telefonnummer)', undefined, true),
  text('successHeading', 'Danke: Überschrift'),
  text('successText', 'Danke: Text', undefined, true),
])

/** A consent category: its name and what it loads. */
function category(name: string, title: string): FieldDefinition {
  return box(name, title, [text('title', 'Name'), text('text', 'Was sie erlaubt und lädt', undefined, true)])
}

const consent = box(
  'consent',
  'Cookie-Hinweis',
  [
    text('heading', 'Überschrift'),
    text(
      'text',
      'Text',
      'Ein kurzer Satz (höchstens etwa 100 Zeichen): Der Hinweis soll die Seite nicht verdecken; Einzelheiten stehen in den Einstellungen. Darunter folgen die Links zur Datenschutzerklärung und zum Impressum.',
      true,
    ),
    text('privacyLink', 'Link zur Datenschutzerklärung'),
    text('imprintLink', 'Link zum Impressum'),
    text('acceptAll', 'Schaltfläche „Alle akzeptieren“'),
    text('reject', 'Schaltfläche „Ablehnen“'),
    text('settings', 'Schaltfläche zu den Einstellungen'),
    text('settingsHeading', 'Einstellungen: Überschrift'),
    text('save', 'Einstellungen: Schaltfläche Speichern'),
    text('alwaysOn', 'Einstellungen: Hinweis bei den notwendigen Cookies', 'Zum Beispiel „Immer aktiv.“'),
    category('necessary', 'Notwendig'),
    category('analytics', 'Statistik (Google Analytics)'),
    category('marketing', 'Marketing (Google Maps, Werbesignale)'),
  ],
  'Der Hinweis erscheint beim ersten Besuch und über „Cookie-Einstellungen“ in der Fußzeile. Die drei Schaltflächen sehen gleich aus: Ablehnen muss so einfach sein wie Zustimmen.',
)

const formPages = [
  text('invalidHeading', 'Ohne JavaScript: Überschrift bei fehlerhaften Angaben'),
  text('backLabel', 'Ohne JavaScript: Link zurück zum Formular'),
  text('rateLimited', 'Meldung bei zu vielen Einsendungen in kurzer Zeit', undefined, true),
  text('homeLabel', 'Danke-Seiten: Link zur Startseite'),
]

export const siteTexts = defineType({
  name: 'siteTexts',
  title: 'Texte der Website',
  type: 'document',
  icon: TextIcon,
  description: `Alle festen Texte außerhalb der Seitenabschnitte. ${PLACEHOLDER_HELP}`,
  groups: [
    { name: 'chrome', title: 'Kopf- und Fußzeile', default: true },
    { name: 'elements', title: 'Bausteine' },
    { name: 'forms', title: 'Formulare' },
    { name: 'consent', title: 'Cookie-Hinweis' },
    { name: 'pages', title: '404 und Rechtstexte' },
  ],
  fields: [
    { ...navigation, group: 'chrome' },
    { ...header, group: 'chrome' },
    { ...footer, group: 'chrome' },
    { ...contact, group: 'elements' },
    { ...elements, group: 'elements' },
    box('forms', 'Formulare', [problems, inquiry, application, ...formPages]),
    { ...consent, group: 'consent' },
    { ...notFound, group: 'pages' },
    { ...legal, group: 'pages' },
  ].map((field) => (field.name === 'forms' ? { ...field, group: 'forms' } : field)),
  validation: (rule) => rule.custom(checkPlaceholders).warning(),
  preview: { prepare: () => ({ title: 'Texte der Website' }) },
})
