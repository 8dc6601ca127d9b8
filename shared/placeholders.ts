/**
 * Placeholders editors write in any text, e.g. „Angebot in {Antwortzeit}“: the site replaces
 * each with the value from the settings, so a company constant is written once and every
 * text that names it changes with it (web/lib/content/placeholders.ts fills them in).
 */
export const PLACEHOLDERS = {
  Antwortzeit: 'Antwortzeit auf Anfragen, z. B. „24 Stunden“',
  Bewerbungsfrist: 'Antwortzeit auf Bewerbungen, z. B. „2 Werktagen“',
  Einsatzradius: 'Umkreis des Einsatzgebiets, z. B. „50 km“',
  Gründungsjahr: 'Gründungsjahr, z. B. „2013“',
  Erfahrungsjahre: 'Jahre Erfahrung, z. B. „20“',
  Kundenzahl: 'Zahl zufriedener Kunden, z. B. „500“',
  Telefon: 'Telefonnummer',
  'E-Mail': 'E-Mail-Adresse',
  Bürozeiten: 'Öffnungszeiten mit Uhrzeit, z. B. „Mo – Fr 08:00 – 17:00 Uhr“',
  Notdienst: 'Hinweis zum Notdienst',
} as const

export type PlaceholderName = keyof typeof PLACEHOLDERS

/**
 * A slot the site fills in one text itself, not from the settings: the number of stars in the
 * rating's name („{Anzahl} von 5 Sternen“). Written like a placeholder so editors meet one notation.
 */
export const RATING_SLOT = '{Anzahl}'

/**
 * The name of the document the text belongs to (a service's „Name der Leistung“, a page's „Name der
 * Seite“, a posting's „Stellentitel“), filled by the site per document: „{Name} in Goslar und im Harz“
 * follows a renamed service, like its menu entry and its card do.
 */
export const NAME_SLOT = '{Name}'

export const PLACEHOLDER_PATTERN = /\{([^{}\n]{1,40})\}/g

/** Every `{…}` in a text that is not a known placeholder (a typo would show on the site as is). */
export function unknownPlaceholders(text: string, slots: readonly string[] = [RATING_SLOT]): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(name in PLACEHOLDERS) && !slots.includes(`{${name}}`))
}

/** The help text editors see: which placeholders exist. */
export const PLACEHOLDER_HELP = `Platzhalter für Werte aus den Einstellungen: ${Object.keys(PLACEHOLDERS)
  .map((name) => `{${name}}`)
  .join(', ')}.`

/** Every string anywhere in a document (portable text spans included). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** The Studio's hint about placeholders a document uses that do not exist, or true. {Name} exists in documents with a name. */
export function checkPlaceholders(document: unknown): true | string {
  const named = Boolean(document && typeof document === 'object' && 'title' in document)
  const slots = named ? [RATING_SLOT, NAME_SLOT] : [RATING_SLOT]
  const unknown = [...new Set(strings(document).flatMap((text) => unknownPlaceholders(text, slots)))]
  if (unknown.length === 0) return true
  return `Unbekannte Platzhalter: ${unknown.map((name) => `{${name}}`).join(', ')}. Sie erscheinen so auf der Website. ${PLACEHOLDER_HELP}${named ? ` ${NAME_HELP}` : ''}`
}

/** What editors read about {Name} where a document has a name. */
export const NAME_HELP = `${NAME_SLOT} setzt den Namen dieses Dokuments ein und ändert sich mit ihm.`

/**
 * A text as it will roughly read on the site, for length checks in the Studio: each known
 * placeholder becomes the example of its description (e.g. {Einsatzradius} → „50 km“).
 */
export function withExampleValues(text: string): string {
  return text.replace(PLACEHOLDER_PATTERN, (token, name: string) => {
    const description: string | undefined = PLACEHOLDERS[name as PlaceholderName]
    return description ? (/„(.+)“/.exec(description)?.[1] ?? 'x'.repeat(15)) : token
  })
}
