import { expect, test } from '@playwright/test'
import { DatasetCopy, type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { dereference, sectionOf, seedSingleton } from '@tests/support/seed'
import { announcePublish } from './support'

/**
 * An editor deletes a testimonial the home page still lists (issue 33: `/` answered 500, „Cannot read
 * properties of null (reading '_id')“). In a copy of the dataset the document is gone, the deletion
 * is published by signed webhook, as Sanity sends it, to a server on a copy of the build: the home
 * page renders again, with the other testimonials.
 */

const PORT = Number(process.env.E2E_DELETIONS_PORT ?? 3119)
const SECRET = 'e2e-deletions-secret'

const home = seedSingleton('homePage')
const testimonials = dereference('testimonial', sectionOf(home, 'testimonialsSection').testimonials)
const [first, deleted, ...rest] = testimonials

let site: SiteCopy | undefined
let dataset: DatasetCopy

test.beforeAll(async () => {
  test.setTimeout(90_000)
  if (!deleted || !first) throw new Error('The seed lists fewer than two testimonials on the home page')
  dataset = await DatasetCopy.create()
  await dataset.edit(deleted._id, () => null)
  site = await startSiteCopy({
    name: '.next-e2e-deletions',
    port: PORT,
    env: { CONTENT_DATASET_DIR: dataset.dir, SANITY_REVALIDATE_SECRET: SECRET },
  })
  await announcePublish(site.url, { _id: deleted._id, _type: 'testimonial', slug: null }, SECRET)
})

test.afterAll(async () => {
  await site?.stop()
  await dataset?.remove()
})

test('the home page lists a deleted testimonial: 200, and the other testimonials show', async ({ page }) => {
  if (!site || !deleted || !first) throw new Error('The site copy did not start')
  const response = await page.goto(`${site.url}/`)
  expect(response?.status()).toBe(200)
  const grid = page.locator('section', { has: page.getByTestId('testimonial-carousel') }).getByRole('list')
  for (const testimonial of [first, ...rest]) await expect(grid.getByText(testimonial.name ?? '')).toHaveCount(1)
  await expect(page.getByText(deleted.name ?? '')).toHaveCount(0)
  // On a large screen the three that remain fill one row.
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(grid.getByRole('listitem').filter({ visible: true })).toHaveCount(3)
})
