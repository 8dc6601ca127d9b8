/**
 * Addresses of landing pages, free of the Sanity package: the site imports these too
 * (sitemap, routes), and the Studio's validation uses them.
 */

/**
 * First path segments the site already uses: fixed pages, the Studio, APIs and files.
 * A landing page with one of these slugs would never be reachable (a test compares this
 * list with the folders and files of web/app).
 */
export const RESERVED_SLUGS = [
  'leistungen',
  'ueber-uns',
  'karriere',
  'kontakt',
  'impressum',
  'datenschutz',
  'barrierefreiheit',
  'studio',
  'api',
  'dataset-assets',
  'images',
  'files',
  'og-image',
  'indexnow-key',
  'sitemap.xml',
  'robots.txt',
  'icon.svg',
  'apple-icon.png',
  'favicon.ico',
  '_next',
] as const

/** What a slug may look like: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Why a landing page slug cannot be used, or true. */
export function checkLandingPageSlug(slug: string | undefined): true | string {
  if (!slug) return 'Bitte eine Adresse eingeben oder aus dem Namen erzeugen.'
  if (!SLUG_PATTERN.test(slug))
    return 'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. „gewerbekunden-goslar“ (ä → ae, ß → ss).'
  if ((RESERVED_SLUGS as readonly string[]).includes(slug))
    return `„/${slug}“ ist schon eine feste Seite der Website. Bitte eine andere Adresse wählen.`
  return true
}

/**
 * Addresses under /karriere/ that are pages of their own (the quick application without
 * JavaScript): a job posting with one of these slugs would never be reachable.
 */
export const RESERVED_JOB_POSTING_SLUGS = ['bewerbung'] as const

/** Why a job posting's slug cannot be used, or true. */
export function checkJobPostingSlug(slug: string | undefined): true | string {
  if (!slug) return 'Bitte eine Adresse eingeben oder aus dem Titel erzeugen.'
  if (!SLUG_PATTERN.test(slug))
    return 'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. „reinigungskraft-goslar-minijob“ (ä → ae, ß → ss).'
  if ((RESERVED_JOB_POSTING_SLUGS as readonly string[]).includes(slug))
    return `„/karriere/${slug}“ ist schon eine feste Seite der Website. Bitte eine andere Adresse wählen.`
  return true
}

/**
 * Why a service's slug cannot be used, or true: the same shape as every other address, so no slug can
 * break the sitemap's XML or a link (`glas&fenster` did).
 */
export function checkServiceSlug(slug: string | undefined): true | string {
  if (!slug) return 'Bitte eine Adresse eingeben oder aus dem Namen erzeugen.'
  if (!SLUG_PATTERN.test(slug))
    return 'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. „glas-fensterreinigung“ (ä → ae, ß → ss).'
  return true
}

/**
 * German slugs: umlauts spelled out, everything else reduced to a-z, 0-9 and hyphens. The slug fields'
 * „Generieren“ use it instead of Sanity's default, which writes „&“ as „and“.
 */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
}
