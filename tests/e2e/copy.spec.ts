import { expect, type Page, test } from '@playwright/test'
import { DatasetCopy, type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { announcePublish } from './support'

/**
 * Every word from the CMS, checked the way an editor changes it: in a copy of the dataset every
 * site text and the company constants (with their units) are changed and published (signed webhook
 * deliveries, as Sanity sends them) to a server running on a copy of the build. Its pages must show
 * the new texts and values, and none of the originals: visible text, attributes (alt, aria-label,
 * aria-roledescription, placeholder, title), tel:/mailto: links and JSON-LD. A text compiled into
 * the build, or a page the publish leaves stale, fails it.
 */

const PORT = Number(process.env.E2E_COPY_PORT ?? 3114)
const SECRET = 'e2e-copy-revalidate-secret'

/** The constants as the bundled dataset has them, and what the copy says instead. */
const CONSTANTS = [
  { field: 'phone', from: '05321 000 000', to: '05382 246 810' },
  { field: 'email', from: 'kontakt@example.com', to: 'buero@glanz-probe.de' },
  { field: 'quoteResponseHours', from: 24, to: 12 },
  { field: 'quoteResponseUnit', from: 'Stunden', to: 'Std.' },
  { field: 'applicationResponseDays', from: 2, to: 3 },
  { field: 'applicationResponseUnit', from: 'Werktagen', to: 'Arbeitstagen' },
  { field: 'foundingYear', from: 2013, to: 2009 },
  { field: 'experienceYears', from: 20, to: 27 },
  { field: 'customerCount', from: 500, to: 740 },
] as const
/** Texts the original constants produce on the pages; none may be left. */
const ORIGINAL_VALUES = [
  '05321 000 000',
  '+495321000000',
  'kontakt@example.com',
  'Musterstraße 12',
  '24 Stunden',
  '2 Werktagen',
  '50 km',
  '08:00 – 17:00',
  '2013',
  '20 Jahre',
  '500',
]
const NEW_VALUES = [
  '05382 246 810',
  'tel:+495382246810',
  'mailto:buero@glanz-probe.de',
  'Probeweg 7',
  '12 Std.',
  '3 Arbeitstagen',
  '35 Kilometer',
  '07:30 – 17:00',
  '2009',
  '27 Jahre',
  '740',
]

const PAGES = [
  '/',
  '/leistungen',
  '/leistungen/glas-fensterreinigung',
  '/leistungen/winterdienst',
  '/leistungen/tatortreinigung',
  '/ueber-uns',
  '/karriere',
  '/karriere/reinigungskraft-goslar-minijob',
  '/karriere/vorarbeiter-gebaeudereinigung-wernigerode-vollzeit',
  '/kontakt',
  '/impressum',
  '/datenschutz',
  '/barrierefreiheit',
  '/karriere/bewerbung',
  '/kontakt/danke',
  '/karriere/bewerbung/danke',
  '/gibt-es-nicht',
]

/** Texts that only appear after an interaction the test does not make (a failure, a rate limit, …). */
const NOT_ON_A_PAGE = [
  /^forms\.problems\./,
  /^forms\.inquiry\.(sending|requiredAlert|failed|newForm)$/,
  /^forms\.application\.(sending|failed)$/,
  /^forms\.(invalidHeading|backLabel|rateLimited)$/,
  /^header\.(servicesMenuClose)$/,
  // The visitor's confirmation mail (tests/unit/confirmation-mail.test.ts reads them from the mail).
  /^forms\.confirmation\./,
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type Leaf = { path: string; original: string; replacement: string }

/** Replaces every text of `value` by a unique code (`Txt017q`), collecting what was replaced. */
function replaceTexts(value: unknown, at: string, leaves: Leaf[]): unknown {
  if (typeof value === 'string') {
    const replacement = `Txt${String(leaves.length).padStart(3, '0')}q`
    leaves.push({ path: at, original: value, replacement })
    return replacement
  }
  if (Array.isArray(value)) return value.map((item, index) => replaceTexts(item, `${at}[${index}]`, leaves))
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) =>
        key.startsWith('_') ? [key, item] : [key, replaceTexts(item, at ? `${at}.${key}` : key, leaves)],
      ),
    )
  return value
}

let site: SiteCopy | undefined
let dataset: DatasetCopy
const leaves: Leaf[] = []
/** Original texts that appear in no other document, so they may appear nowhere on the site. */
let exclusive: Leaf[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dataset = await DatasetCopy.create()
  await dataset.edit('siteTexts', (document) => replaceTexts(document, '', leaves) as typeof document)
  await dataset.edit('siteSettings', (document) => {
    const settings = document as unknown as Record<string, unknown> & {
      address: Record<string, unknown>
      serviceArea: Record<string, unknown>
      openingHours: Record<string, unknown>[]
    }
    for (const { field, to } of CONSTANTS) settings[field] = to
    settings.address.street = 'Probeweg 7'
    settings.serviceArea.radiusKm = 35
    settings.serviceArea.radiusUnit = 'Kilometer'
    settings.openingHours = settings.openingHours.map((entry) => (entry.opens ? { ...entry, opens: '07:30' } : entry))
    return document
  })
  const others = JSON.stringify(
    (await dataset.documents()).filter((document) => document._id !== 'siteTexts'),
  ).toLowerCase()
  exclusive = leaves.filter(({ original }) => original.length >= 4 && !others.includes(original.toLowerCase()))
  site = await startSiteCopy({
    name: '.next-e2e-copy',
    port: PORT,
    env: { CONTENT_DATASET_DIR: dataset.dir, SANITY_REVALIDATE_SECRET: SECRET },
  })
  for (const _id of ['siteTexts', 'siteSettings']) {
    const { _type } = await dataset.document(_id)
    await announcePublish(site.url, { _id, _type, slug: null }, SECRET)
  }
})

test.afterAll(async () => {
  await site?.stop()
  await dataset?.remove()
})

/** What a visitor and a machine can read on the page: text, attributes, links and JSON-LD. */
async function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('*')].flatMap((element) =>
      ['alt', 'aria-label', 'aria-roledescription', 'placeholder', 'title', 'href', 'content'].map(
        (name) => element.getAttribute(name) ?? '',
      ),
    )
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent,
    )
    const options = [...document.querySelectorAll('option')].map((option) => option.textContent)
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point; textContent would include the RSC payload scripts
    return [document.title, document.body.innerText, ...attributes, ...jsonLd, ...options].join('\n')
  })
}

test('the pages show the changed site texts and constants, and none of the originals', async ({ page }) => {
  test.setTimeout(180_000)
  expect(site, 'the copy of the site was started and the changes published').toBeDefined()
  const seen: Record<string, string> = {}
  for (const pathname of PAGES) {
    await page.goto(`${site?.url}${pathname}`)
    seen[pathname] = await readable(page)
  }
  // The services mega-menu, as a visitor opens it.
  await page.goto(`${site?.url}/`)
  await page.locator('button[aria-controls="mega-menu"]').click()
  await expect(page.locator('#mega-menu')).toBeVisible()
  seen['/ (mega-menu)'] = await readable(page)
  // The mobile menu (its contents render on the first opening), as a visitor on a phone opens it.
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`${site?.url}/`)
  await page.locator('button[aria-controls="mobile-menu"]').click()
  await expect(page.locator('#mobile-menu')).toBeVisible()
  seen['/ (mobile menu)'] = await readable(page)
  await page.setViewportSize({ width: 1280, height: 720 })
  // The quick application's first step, as a visitor opens it.
  await page.goto(`${site?.url}/karriere`)
  await page.locator('a[aria-haspopup="dialog"]').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  seen['/karriere (dialog)'] = await readable(page)
  // The quick application opened from a job posting names the posting.
  await page.goto(`${site?.url}/karriere/reinigungskraft-goslar-minijob`)
  await page.locator('main a[aria-haspopup="dialog"]').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  seen['/karriere/<posting> (dialog)'] = await readable(page)
  // The consent banner's settings, as a first-time visitor opens them (its first view is on every page).
  await page.goto(`${site?.url}/kontakt`)
  const consentBanner = page.getByTestId('consent-banner')
  await consentBanner.getByRole('button').nth(2).click()
  await expect(consentBanner.getByRole('switch').first()).toBeVisible()
  seen['/kontakt (consent settings)'] = await readable(page)
  // Lower case: CSS (text-transform) decides the case innerText reports.
  for (const key of Object.keys(seen)) seen[key] = (seen[key] ?? '').toLowerCase()
  const everything = Object.values(seen).join('\n')
  const appears = (text: string, value: string, boundary: string) =>
    new RegExp(`(^|[^${boundary}])${escapeRegExp(value.toLowerCase())}($|[^${boundary}])`, 'u').test(text)

  const missing = leaves.filter(
    ({ path: at, original, replacement }) =>
      original.trim() !== '' &&
      !NOT_ON_A_PAGE.some((pattern) => pattern.test(at)) &&
      !everything.includes(replacement.toLowerCase()),
  )
  expect(
    missing.map(({ path: at }) => at),
    'site texts not shown on any page',
  ).toEqual([])

  for (const [pathname, text] of Object.entries(seen)) {
    const left = exclusive
      .filter(({ original }) => appears(text, original, '\\p{L}'))
      .map(({ path: at, original }) => `${at}: „${original}“`)
    expect(left, `original site texts still on ${pathname}`).toEqual([])
    const values = ORIGINAL_VALUES.filter((value) => appears(text, value, '\\d'))
    expect(values, `original constants still on ${pathname}`).toEqual([])
  }
  for (const value of NEW_VALUES) expect(everything, `new constant ${value}`).toContain(value.toLowerCase())
  // The phone number and e-mail on every page (footer), as text and as links.
  for (const [pathname, text] of Object.entries(seen)) {
    expect(text, pathname).toContain('tel:+495382246810')
    expect(text, pathname).toContain('mailto:buero@glanz-probe.de')
  }
})
