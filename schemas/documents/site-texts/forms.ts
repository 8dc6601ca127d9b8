import { defineField } from 'sanity'
import { box, formField, text } from './fields'

/** „Formulare“: the inquiry form, the quick application and the pages around them. */

const problems = box(
  'problems',
  'Fehlermeldungen an Feldern',
  [
    text('required', 'Pflichtfeld leer'),
    text('email', 'E-Mail-Adresse ungültig'),
    text('phone', 'Telefonnummer ungültig'),
    text('tooLong', 'Text zu lang'),
    text('singleLine', 'Zeilenumbruch in einem einzeiligen Feld'),
    text('characters', 'Unzulässige Steuerzeichen'),
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
    formField('jobPosting', 'Stellenangebot (vor dem Titel der Stelle, auf die sich jemand bewirbt)', false),
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

/** The visitor's confirmation mail: the same words for everyone, nothing of what was typed. */
const confirmation = box(
  'confirmation',
  'Bestätigung per E-Mail an Besucher',
  [
    text('inquirySubject', 'Anfrage: Betreff'),
    text('inquiryText', 'Anfrage: Text', 'Was als Nächstes passiert, wann, und wen man anrufen kann.', true),
    text('applicationSubject', 'Schnellbewerbung: Betreff'),
    text('applicationText', 'Schnellbewerbung: Text', undefined, true),
  ],
  'Geht nach einer gesendeten Anfrage oder Bewerbung an die angegebene E-Mail-Adresse, höchstens einmal pro Stunde je Adresse. Neutral grüßen und nichts aus dem Formular wiederholen (auch nicht den Namen): sonst könnte jemand über das Formular beliebigen Text in fremde Postfächer schicken. Platzhalter wie {Antwortzeit}, {Bewerbungsfrist} und {Telefon} werden ersetzt.',
)

const formPages = [
  text('invalidHeading', 'Ohne JavaScript: Überschrift bei fehlerhaften Angaben'),
  text('backLabel', 'Ohne JavaScript: Link zurück zum Formular'),
  text('rateLimited', 'Meldung bei zu vielen Einsendungen in kurzer Zeit', undefined, true),
  text('homeLabel', 'Danke-Seiten: Link zur Startseite'),
]

export const forms = box('forms', 'Formulare', [problems, inquiry, application, confirmation, ...formPages])
