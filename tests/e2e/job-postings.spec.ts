import { expect, test } from '@playwright/test'
import { E2E_SUBMISSIONS_DIR } from '@tests/support/e2e-env'
import { menuLabel, present, sectionOf, seedBySlug, seedSingleton, texts } from '@tests/support/seed'
import { SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'
import { JOB_POSTING_SLUGS, SITE_ORIGIN } from './support'

/**
 * Stellenangebote as a job seeker meets them: the list on /karriere, a posting's page with its
 * facts, text and structured data, and „Jetzt bewerben“ (the quick application).
 */

const [MINIJOB] = JOB_POSTING_SLUGS
const minijob = seedBySlug('jobPosting', MINIJOB)
const title = present(minijob.title, 'title of the Minijob')
const section = sectionOf(seedSingleton('careersPage'), 'jobPostingsSection')
const { jobs } = texts

/** The applications the production server stored that contain `marker` (its real SQLite store). */
async function stored(marker: string) {
  const store = new SqliteSubmissionStore(E2E_SUBMISSIONS_DIR)
  try {
    return (await store.list()).filter((submission) => JSON.stringify(submission.fields).includes(marker))
  } finally {
    await store.close()
  }
}

test('/karriere lists the open postings, newest first, and each card leads to its page', async ({ page }) => {
  await page.goto('/karriere')
  const list = page.locator('#stellenangebote')
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(present(section.heading, 'list heading'))
  const cards = list.getByRole('article')
  await expect(cards).toHaveCount(2)
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(title)
  await expect(cards.first()).toContainText('Minijob')
  await expect(cards.first()).toContainText('Goslar')
  await expect(cards.first()).toContainText('ab 15,50\u00a0€ pro Stunde')
  await expect(cards.first()).toContainText(`${jobs.validThrough} 30.09.2027`)
  await cards.first().getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/karriere/${MINIJOB}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('a posting shows its facts, tasks, profile and offer, and leads back to all postings', async ({ page }) => {
  await page.goto(`/karriere/${MINIJOB}`)
  const hero = page.getByRole('region', { name: title })
  for (const [label, value] of [
    [jobs.employmentType, 'Minijob'],
    [jobs.workLocation, 'Goslar'],
    [jobs.salary, 'ab 15,50\u00a0€ pro Stunde'],
    [jobs.workingHours, present(minijob.workingHours, 'working hours')],
    [jobs.validThrough, '30.09.2027'],
  ])
    await expect(hero.getByRole('definition').filter({ hasText: value }), label).toBeVisible()
  const main = page.getByRole('main')
  for (const heading of [jobs.tasks, jobs.requirements, jobs.benefits])
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  await expect(main.getByText(present(minijob.tasks?.[0], 'first task'))).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}/karriere/${MINIJOB}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', present(minijob.summary, 'summary'))
  await main.getByRole('link', { name: jobs.allPostings }).click()
  await expect(page).toHaveURL(/\/karriere#stellenangebote$/)
})

test('a posting carries JobPosting structured data with a logo that loads, and a breadcrumb via Karriere', async ({
  page,
  request,
}) => {
  await page.goto(`/karriere/${MINIJOB}`)
  const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
    (text) => [JSON.parse(text)].flat() as Record<string, unknown>[],
  )
  const posting = nodes.find((node) => node['@type'] === 'JobPosting')
  if (!posting) throw new Error('no JobPosting on the page')
  expect(posting).toMatchObject({
    title,
    datePosted: '2026-11-16',
    validThrough: '2027-09-30T23:59:59+02:00',
    employmentType: 'PART_TIME',
    directApply: true,
    url: `${SITE_ORIGIN}/karriere/${MINIJOB}`,
  })
  const logo = (posting.hiringOrganization as { logo: string }).logo
  expect(logo).toBe(`${SITE_ORIGIN}/apple-icon.png`)
  const image = await request.get(new URL(logo).pathname)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string; item: string }[]
  }
  expect(breadcrumb.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
    [texts.header.homeLink, `${SITE_ORIGIN}/`],
    [menuLabel('careersPage'), `${SITE_ORIGIN}/karriere`],
    [title, `${SITE_ORIGIN}/karriere/${MINIJOB}`],
  ])
})

test('„Jetzt bewerben“ opens the quick application for this posting: its choices made, the posting recorded', async ({
  page,
}) => {
  const application = texts.forms.application
  const { fields } = application
  await page.goto(`/karriere/${MINIJOB}`)
  await page.getByRole('region', { name: title }).getByRole('link', { name: jobs.apply }).click()
  const dialog = page.getByRole('dialog', { name: application.heading })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(fields.jobPosting.label)).toContainText(title)
  const name = `Bewerbung auf die Stelle ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  await dialog.getByLabel(fields.name.label).fill(name)
  await dialog.getByLabel(fields.phone.label).fill('0170 1234567')
  await dialog.getByLabel(fields.email.label).fill('max@example.org')
  await dialog.getByRole('button', { name: application.next }).click()
  // The posting is a Minijob in Goslar: both are chosen already.
  await expect(dialog.getByLabel(application.contractTypes.minijob)).toBeChecked()
  await expect(dialog.getByLabel(fields.workLocation.label)).toHaveValue('goslar')
  await dialog.getByRole('button', { name: application.next }).click()
  await dialog.getByLabel('Montag').check()
  await dialog.getByRole('button', { name: application.submit }).click()
  await expect(page.getByRole('dialog', { name: application.successHeading })).toBeVisible()
  const [submission, ...more] = await stored(name)
  expect(more).toEqual([])
  expect(submission?.fields).toMatchObject({ contractType: 'minijob', workLocation: 'goslar', jobPosting: MINIJOB })
})

test('the general application on /karriere names no posting, also after one was opened', async ({ page }) => {
  const application = texts.forms.application
  const careersHero = sectionOf(seedSingleton('careersPage'), 'heroSection')
  await page.goto(`/karriere/${MINIJOB}`)
  await page.getByRole('region', { name: title }).getByRole('link', { name: jobs.apply }).click()
  const dialog = page.getByRole('dialog', { name: application.heading })
  await expect(dialog.getByText(application.fields.jobPosting.label)).toBeVisible()
  await page.keyboard.press('Escape')
  // A client-side navigation: the dialog's host, and what the visitor typed, stay.
  await page.getByRole('main').getByRole('link', { name: jobs.allPostings }).click()
  await expect(page).toHaveURL(/\/karriere#stellenangebote$/)
  await page
    .getByRole('link', { name: present(careersHero.action?.label, 'application button on /karriere') })
    .first()
    .click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(application.fields.jobPosting.label)).toHaveCount(0)
})
