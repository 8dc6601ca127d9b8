import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo, test } from '@playwright/test'

/** The origin the suite expects in canonical links, JSON-LD, sitemap and robots.txt. */
export const SITE_ORIGIN = 'https://www.example.com'

/** Phone number of the bundled dataset, as shown on the site. */
export const PHONE = '05321 000 000'
export const PHONE_HREF = 'tel:+495321000000'

/** The 15 service slugs of SPEC.md §2, each with a text its page heading (h1) contains. */
export const SERVICES = [
  { slug: 'glas-fensterreinigung', heading: 'Glas- & Fensterreinigung' },
  { slug: 'bueroreinigung', heading: 'Unterhaltsreinigung' },
  { slug: 'treppenhausreinigung', heading: 'Treppenhausreinigung' },
  { slug: 'industriereinigung', heading: 'Industriereinigung' },
  { slug: 'teppich-polsterreinigung', heading: 'Teppich- und Polsterreinigung' },
  { slug: 'pflasterreinigung', heading: 'Pflasterreinigung' },
  { slug: 'photovoltaikreinigung', heading: 'Photovoltaikreinigung' },
  { slug: 'grund-sonderreinigung', heading: 'Grund- und Sonderreinigung' },
  { slug: 'garten-grundstueckspflege', heading: 'Garten- und Grundstückspflege' },
  { slug: 'winterdienst', heading: 'Winterdienst' },
  { slug: 'hausmeisterdienst', heading: 'Hausmeisterdienst' },
  { slug: 'hauswirtschaftliche-hilfe', heading: 'Hauswirtschaftliche Hilfe' },
  { slug: 'bauschlussreinigung', heading: 'Bauschlussreinigung' },
  { slug: 'entruempelung', heading: 'Entrümpelung' },
  { slug: 'tatortreinigung', heading: 'Tatortreinigung' },
] as const

export const SERVICE_SLUGS = SERVICES.map((service) => service.slug)

/** The fixed pages; `indexable` ones belong in the sitemap. */
export const PAGES = [
  { path: '/', indexable: true },
  { path: '/ueber-uns', indexable: true },
  { path: '/leistungen', indexable: true },
  { path: '/karriere', indexable: true },
  { path: '/kontakt', indexable: true },
  { path: '/impressum', indexable: false },
  { path: '/datenschutz', indexable: false },
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
