import { expect, test } from '@playwright/test'
import { menuLabel, texts } from '@tests/support/seed'
import {
  expectNoAxeViolations,
  JOB_POSTING_SLUGS,
  megaMenu,
  openMobileMenu,
  PAGES,
  SERVICE_SLUGS,
  settleAnimations,
  skipUnless,
} from './support'

/**
 * axe (WCAG 2.0/2.1 A+AA, 2.2 AA) on every route at 375 px (mobile) and 1440 px (desktop).
 * Reduced motion makes the one-time fade-ins and the page transition end at once, so axe
 * checks every section in its final state rather than half-faded or not yet revealed.
 */
test.use({ reducedMotion: 'reduce' })

const ROUTES = [
  ...PAGES.map((page) => page.path),
  ...SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`),
  '/diese-seite-gibt-es-nicht',
]

for (const path of ROUTES) {
  test(`${path} has no axe violations`, async ({ page }, testInfo) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(path === '/diese-seite-gibt-es-nicht' ? 404 : 200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settleAnimations(page)
    await expectNoAxeViolations(page, `${path} (${testInfo.project.name})`)
  })
}

test('the open mega-menu has no axe violations', async ({ page }, testInfo) => {
  skipUnless(testInfo, 'desktop')
  await page.goto('/leistungen/winterdienst')
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: texts.navigation.label })
    .getByRole('button', { name: texts.header.servicesMenuOpen })
    .click()
  await expect(megaMenu(page)).toBeVisible()
  await settleAnimations(page)
  await expectNoAxeViolations(page, 'mega-menu open (desktop)')
})

test('the open mobile menu has no axe violations', async ({ page }, testInfo) => {
  skipUnless(testInfo, 'mobile')
  await page.goto('/leistungen/winterdienst')
  const dialog = await openMobileMenu(page)
  await expect(dialog.getByRole('button', { name: menuLabel('servicesPage') })).toHaveAttribute('aria-expanded', 'true')
  await settleAnimations(page)
  await expectNoAxeViolations(page, 'mobile menu open (mobile)')
})

test('the quick application opened from a job posting has no axe violations, on both steps with choices', async ({
  page,
}, testInfo) => {
  const application = texts.forms.application
  await page.goto(`/karriere/${JOB_POSTING_SLUGS[0]}`)
  await page.getByRole('main').getByRole('link', { name: texts.jobs.apply }).first().click()
  const dialog = page.getByRole('dialog', { name: application.heading })
  await expect(dialog.getByText(application.fields.jobPosting.label)).toBeVisible()
  await settleAnimations(page)
  await expectNoAxeViolations(page, `quick application from a posting, step 1 (${testInfo.project.name})`)
  await dialog.getByLabel(application.fields.name.label).fill('Max Muster')
  await dialog.getByLabel(application.fields.phone.label).fill('0170 1234567')
  await dialog.getByLabel(application.fields.email.label).fill('max@example.org')
  await dialog.getByRole('button', { name: application.next }).click()
  await expect(dialog.getByLabel(application.contractTypes.minijob)).toBeChecked()
  await expectNoAxeViolations(page, `quick application from a posting, step 2 (${testInfo.project.name})`)
})
