import type { FieldDefinition } from 'sanity'
import { box, text } from './fields'

/** „Cookie-Hinweis“: the banner and its settings. */

/** A consent category: its name and what it loads. */
function category(name: string, title: string): FieldDefinition {
  return box(name, title, [text('title', 'Name'), text('text', 'Was sie erlaubt und lädt', undefined, true)])
}

export const consent = box(
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
