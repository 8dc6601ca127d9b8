import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support'

/**
 * The browser tests' server runs without SANITY_PROJECT_ID: /studio explains how to connect a
 * project instead of loading a Studio that can only show Sanity's network error. The same build
 * with the variable set at run time shows the Studio (tests/e2e/publishing-hosted.spec.ts).
 */
test('/studio without a Sanity project says how to connect one and how to try the local lake, all in German', async ({
  page,
}, testInfo) => {
  const response = await page.goto('/studio')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Das Studio ist noch mit keinem Sanity-Projekt verbunden',
  )
  const steps = page.getByRole('list').getByRole('listitem')
  await expect(steps).toHaveCount(5)
  await expect(steps.nth(1)).toContainText('SANITY_PROJECT_ID')
  await expect(steps.nth(2)).toContainText('npm run dataset:import')
  await expect(page.getByText('Für Entwickler:')).toBeVisible()
  await expect(page.locator('main')).toContainText('SANITY_PROJECT_ID ist nicht gesetzt')
  await expect(page.locator('main')).toContainText('CONTENT_LAKE=local npm start')
  await expect(page.locator('[lang="en"]')).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.getByText("Couldn't reach the Sanity servers")).toHaveCount(0)
  await expectNoAxeViolations(page, `/studio (${testInfo.project.name})`)
})
