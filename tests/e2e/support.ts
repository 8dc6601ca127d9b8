import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { sendDelivery } from '@scripts/lib/webhook-delivery'
import type { DocumentChange } from '@/lib/sanity/dependencies'

/** The origin the suite expects in canonical links, JSON-LD, sitemap and robots.txt. */
export const SITE_ORIGIN = 'https://www.example.com'

/** The phone link of the seed's settings („05321 000 000“ in the international form), as every page links it. */
export const PHONE_HREF = 'tel:+495321000000'

/** The 15 service slugs of SPEC.md §2. */
export const SERVICE_SLUGS = [
  'glas-fensterreinigung',
  'bueroreinigung',
  'treppenhausreinigung',
  'industriereinigung',
  'teppich-polsterreinigung',
  'pflasterreinigung',
  'photovoltaikreinigung',
  'grund-sonderreinigung',
  'garten-grundstueckspflege',
  'winterdienst',
  'hausmeisterdienst',
  'hauswirtschaftliche-hilfe',
  'bauschlussreinigung',
  'entruempelung',
  'tatortreinigung',
] as const

/** The slugs of the two example job postings of the bundled dataset (content/seed/job-postings.ts). */
export const JOB_POSTING_SLUGS = [
  'reinigungskraft-goslar-minijob',
  'vorarbeiter-gebaeudereinigung-wernigerode-vollzeit',
] as const

/** The fixed pages and the job postings; `indexable` ones belong in the sitemap. */
export const PAGES = [
  { path: '/', indexable: true },
  { path: '/ueber-uns', indexable: true },
  { path: '/leistungen', indexable: true },
  { path: '/karriere', indexable: true },
  { path: '/kontakt', indexable: true },
  { path: '/impressum', indexable: false },
  { path: '/datenschutz', indexable: false },
  { path: '/barrierefreiheit', indexable: false },
  ...JOB_POSTING_SLUGS.map((slug) => ({ path: `/karriere/${slug}`, indexable: true })),
] as const

export const MENU_CATEGORIES = ['Gebäudereinigung', 'Spezialreinigung', 'Außenanlagen', 'Weitere Leistungen'] as const

export const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop'

/** Skips the running test (call it in a test or a beforeEach) unless it runs in the given project. */
export function skipUnless(testInfo: TestInfo, project: 'desktop' | 'mobile') {
  test.skip(testInfo.project.name !== project, `${project} viewport only`)
}

/** Waits until no CSS animation or transition is running (page fade-in, menu fades, card turns). */
export async function settleAnimations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' && !animation.pending),
  )
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Runs axe on the current page and fails with a readable list of violations (rule, impact, targets). */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  const violations = results.violations.map(
    (violation) =>
      `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} → ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  )
  const details = results.violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `  ${violation.id} @ ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    )
    .join('\n')
  expect(violations, `axe violations on ${label}:\n${details}`).toEqual([])
}

/** The mega-menu panel of the desktop header. */
export const megaMenu = (page: Page) => page.locator('#mega-menu')

/** Opens the mobile menu overlay and returns the dialog. */
export async function openMobileMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Hauptmenü' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Announces a publish to a site as Sanity's signed webhook does, and expects the site to refresh what it names. */
export async function announcePublish(siteUrl: string, change: DocumentChange, secret: string) {
  const result = await sendDelivery({ url: `${siteUrl}/api/revalidate`, change, secret })
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  expect(result.body.status).toBe('revalidated')
}
