import { box, text } from './fields'

/** „Stellenangebote“: the words around every job posting, in the list and on its page. */
export const jobs = box(
  'jobs',
  'Stellenangebote',
  [
    text('employmentType', 'Beschriftung Anstellungsart'),
    text('workLocation', 'Beschriftung Einsatzort'),
    text('workingHours', 'Beschriftung Arbeitszeit'),
    text('salary', 'Beschriftung Vergütung'),
    text('salaryFrom', 'Vor einer Vergütung ohne Obergrenze', '„ab“ 15,50 € pro Stunde'),
    text('perHour', 'Nach einem Stundenlohn', '15,50 € „pro Stunde“'),
    text('perMonth', 'Nach einem Monatsgehalt', '2.900 € „pro Monat“'),
    text('datePosted', 'Beschriftung Ausschreibungsdatum', 'Zum Beispiel „Ausgeschrieben am“.'),
    text('validThrough', 'Beschriftung „Gültig bis“', 'Zum Beispiel „Bewerbung bis“.'),
    text('tasks', 'Überschrift der Aufgaben'),
    text('requirements', 'Überschrift des Profils'),
    text('benefits', 'Überschrift „Wir bieten“'),
    text(
      'apply',
      'Schaltfläche zur Bewerbung',
      'Öffnet die Schnellbewerbung mit Anstellungsart und Einsatzort der Stelle.',
    ),
    text('applyText', 'Text neben der Schaltfläche', undefined, true),
    text('allPostings', 'Link zurück zu allen Stellenangeboten'),
  ],
  'Auf der Karriereseite (Abschnitt „Stellenangebote“) und auf der Seite jedes Stellenangebots.',
)
