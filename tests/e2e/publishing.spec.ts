import { expect, test } from '@playwright/test'
import { DatasetCopy, type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { sendDelivery } from '@scripts/lib/webhook-delivery'
import { readableHtml } from '@tests/support/page-html'
import { PAGES, SERVICE_SLUGS } from './support'

/**
 * Publishing in the embedded default: a second production server runs on a copy of
 * the build and of the bundled dataset. The test edits the dataset as a publish edits
 * the Content Lake, sends signed deliveries like Sanity, and reads each page once:
 * the very next request must show the change, and only the affected pages re-render.
 */

const SECRET = 'e2e-revalidate-secret'
const PORT = Number(process.env.E2E_PUBLISH_PORT ?? 3111)

let site: SiteCopy
let dataset: DatasetCopy

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataset = await DatasetCopy.create()
  site = await startSiteCopy({
    name: '.next-e2e-publishing',
    port: PORT,
    env: { CONTENT_DATASET_DIR: dataset.dir, SANITY_REVALIDATE_SECRET: SECRET },
  })
})

test.afterAll(async () => {
  await site?.stop()
  await dataset?.remove()
})

const endpoint = () => `${site.url}/api/revalidate`

async function html(path: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`)
  expect(response.status, path).toBe(200)
  return readableHtml(await response.text())
}

/** What Sanity's projection sends for a document of the dataset copy. */
async function changeOf(id: string) {
  const doc = await dataset.document(id)
  const slug = (doc.slug as { current?: string } | undefined)?.current ?? null
  return { _id: doc._id, _type: doc._type, slug }
}

async function publish(id: string) {
  const result = await sendDelivery({ url: endpoint(), change: await changeOf(id), secret: SECRET })
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  expect(result.body.status).toBe('revalidated')
  return result
}

function setText(id: string, field: string, value: string) {
  return dataset.edit(id, (doc) => ({ ...doc, [field]: value }))
}

test('a testimonial: its service page is fresh on the next request, an unaffected page keeps its cached copy', async () => {
  const serviceText = 'Neu veröffentlicht: der Winterdienst war pünktlich.'
  const homeText = 'Neu, aber noch nicht veröffentlicht: Praxis-Bewertung.'
  expect(await html('/leistungen/winterdienst')).not.toContain(serviceText)
  // Both documents change in the dataset, but only one is announced.
  await setText('testimonial-winterdienst-1', 'quote', serviceText)
  await setText('testimonial-home-2', 'quote', homeText)
  await publish('testimonial-winterdienst-1')

  expect(await html('/leistungen/winterdienst')).toContain(serviceText)
  // Home shows testimonial-home-2: not announced, so Home is still the cached render.
  expect(await html('/')).not.toContain(homeText)
  expect(await html('/')).not.toContain(serviceText)

  await publish('testimonial-home-2')
  expect(await html('/')).toContain(homeText)
})

/**
 * The RSC payload a page carries inline: the menus render their links from it when they first open
 * (they are not in the closed page's markup), so a changed menu name must be in it.
 */
function inlinePayload(page: string): string {
  return [...page.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map(([, json]) => JSON.parse(json ?? '[]') as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, text]) => text ?? '')
    .join('')
}

test("a service's menu name: the menu on an unrelated page changes", async () => {
  const menuName = 'Schnee- & Eisdienst'
  const before = inlinePayload(await html('/impressum'))
  expect(before).toContain('"label":"Winterdienst"')
  expect(before).not.toContain(menuName)
  await setText('service-winterdienst', 'menuName', menuName)
  await publish('service-winterdienst')
  for (const path of ['/impressum', '/leistungen/glas-fensterreinigung']) {
    const payload = inlinePayload(await html(path))
    expect(payload, path).toContain(`"label":"${menuName}"`)
    expect(payload, path).not.toContain('"label":"Winterdienst"')
  }
})

test('the phone number in the site settings: every page shows the new number and tel: link', async () => {
  await dataset.edit('siteSettings', (doc) => ({ ...doc, phone: '05321 987 654' }))
  await publish('siteSettings')
  const paths = [...PAGES.map((page) => page.path), ...SERVICE_SLUGS.map((slug) => `/leistungen/${slug}`)]
  for (const path of paths) {
    const page = await html(path)
    expect(page, path).toContain('05321 987 654')
    expect(page, path).toContain('tel:+495321987654')
    expect(page, path).not.toContain('05321 000 000')
  }
})

test("an editor's new landing page: served once published, in the sitemap, never as a draft", async () => {
  const landing = (id: string, headline: string) => ({
    _id: id,
    _type: 'page',
    title: 'Hausverwaltungen',
    slug: { _type: 'slug', current: 'hausverwaltungen' },
    sections: [
      { _key: 'hero', _type: 'heroSection', headline, showPhone: true },
      { _key: 'cta', _type: 'ctaBandSection', heading: 'Sprechen Sie uns an', tone: 'dark', showPhone: true },
    ],
    seo: { _type: 'seo', title: 'Reinigung für Hausverwaltungen', description: 'Treppenhaus und Außenanlagen.' },
  })
  expect((await fetch(`${site.url}/hausverwaltungen`)).status).toBe(404)

  // A draft only: still a 404, even after a delivery for it.
  await dataset.add(landing('drafts.page-hausverwaltungen', 'Entwurf für Hausverwaltungen'))
  await sendDelivery({
    url: endpoint(),
    change: { _id: 'drafts.page-hausverwaltungen', _type: 'page', slug: 'hausverwaltungen' },
    secret: SECRET,
  })
  expect((await fetch(`${site.url}/hausverwaltungen`)).status).toBe(404)

  await dataset.add(landing('page-hausverwaltungen', 'Gebäudereinigung für Hausverwaltungen im Harz'))
  await publish('page-hausverwaltungen')
  const page = await html('/hausverwaltungen')
  expect(page).toContain('Gebäudereinigung für Hausverwaltungen im Harz')
  expect(page).not.toContain('Entwurf für Hausverwaltungen')
  expect(page).toContain('<title>Reinigung für Hausverwaltungen | Glanzwerk Harz</title>')
  expect(page).toContain('tel:+49')
  expect(await html('/sitemap.xml')).toContain('https://www.example.com/hausverwaltungen')
})

test('a new job posting: listed, its page and sitemap entry once published; hidden again, all gone', async () => {
  const slug = 'glasreiniger-bad-harzburg-teilzeit'
  const title = 'Glasreiniger (m/w/d) – Teilzeit in Bad Harzburg'
  const posting = (visible: boolean) => ({
    _id: 'jobPosting-glasreiniger-bad-harzburg',
    _type: 'jobPosting',
    title,
    slug: { _type: 'slug', current: slug },
    visible,
    employmentType: 'teilzeit',
    workLocation: 'bad-harzburg',
    datePosted: '2026-11-20',
    // Open for years: this test is about publishing, publishing-expiry.spec.ts about the date.
    validThrough: '2099-12-31',
    summary: 'Fenster und Glasfassaden in Bad Harzburg reinigen, 25 Stunden pro Woche.',
    tasks: ['Fenster reinigen'],
    requirements: ['Schwindelfreiheit'],
    benefits: ['Feste Touren'],
  })
  expect((await fetch(`${site.url}/karriere/${slug}`)).status).toBe(404)

  await dataset.add(posting(true))
  await publish(posting(true)._id)
  expect(await html('/karriere')).toContain(title)
  expect(await html(`/karriere/${slug}`)).toContain(`<title>${title} | Glanzwerk Harz</title>`)
  expect(await html('/sitemap.xml')).toContain(`https://www.example.com/karriere/${slug}`)

  await dataset.edit(posting(true)._id, () => posting(false))
  await publish(posting(true)._id)
  expect(await html('/karriere')).not.toContain(title)
  expect((await fetch(`${site.url}/karriere/${slug}`)).status).toBe(404)
  expect(await html('/sitemap.xml')).not.toContain(`/karriere/${slug}`)
})

test('a deleted document disappears', async () => {
  const title = 'Preis für vorbildliche Ausbildung im Gebäudereiniger-Handwerk'
  expect(await html('/ueber-uns')).toContain(title)
  const change = await changeOf('award-ausbildungspreis-landesinnung-2023')
  await dataset.edit(change._id, () => null)
  const result = await sendDelivery({ url: endpoint(), change, secret: SECRET })
  expect(result.status).toBe(200)
  expect(await html('/ueber-uns')).not.toContain(title)
})

test('forged, unsigned, stale and replayed deliveries change nothing', async () => {
  const id = 'testimonial-winterdienst-2'
  const first = 'Erste veröffentlichte Fassung.'
  await setText(id, 'text', first)
  const processed = await publish(id)
  expect(await html('/leistungen/winterdienst')).toContain(first)

  const second = 'Zweite Fassung, nie gültig angekündigt.'
  await setText(id, 'text', second)
  const change = await changeOf(id)
  const attempts = [
    { name: 'forged', delivery: { secret: 'not-the-secret' }, status: 401 },
    { name: 'unsigned', delivery: { secret: SECRET, signature: null }, status: 401 },
    { name: 'stale', delivery: { secret: SECRET, timestamp: Date.now() - 2 * 60 * 60 * 1000 }, status: 401 },
    {
      name: 'replayed',
      delivery: { secret: SECRET, signature: processed.signature, idempotencyKey: processed.idempotencyKey },
      status: 200,
    },
    {
      name: 'replayed under a new key',
      delivery: { secret: SECRET, signature: processed.signature, idempotencyKey: 'fresh-key' },
      status: 200,
    },
  ]
  for (const attempt of attempts) {
    const result = await sendDelivery({ url: endpoint(), change, ...attempt.delivery })
    expect(result.status, attempt.name).toBe(attempt.status)
    expect(result.body.status, attempt.name).toBe(attempt.status === 200 ? 'duplicate' : 'rejected')
    expect(await html('/leistungen/winterdienst'), attempt.name).toContain(first)
  }
  // The retry of a delivery whose key was processed is acknowledged without work.
  expect(site.output()).toMatch(/duplicate delivery/)
})

test('answers with JSON and a meaningful status for every other request', async () => {
  const get = await fetch(endpoint())
  expect(get.status).toBe(405)
  expect(get.headers.get('allow')).toBe('POST')
  expect(await get.json()).toMatchObject({ status: 'rejected' })

  const whole = await sendDelivery({
    url: endpoint(),
    change: await changeOf('siteSettings'),
    secret: SECRET,
    body: JSON.stringify(await dataset.document('siteSettings')),
  })
  expect(whole.status).toBe(400)
  expect(String(whole.body.error)).toContain('{"_id": _id, "_type": _type, "slug": slug.current}')

  const huge = await sendDelivery({
    url: endpoint(),
    change: await changeOf('siteSettings'),
    secret: SECRET,
    body: JSON.stringify({ _id: 'x', _type: 'y', slug: 'z'.repeat(20_000) }),
  })
  expect(huge.status).toBe(413)
})

test('a server without SANITY_REVALIDATE_SECRET refuses every delivery with 503', async ({ baseURL }) => {
  const result = await sendDelivery({
    url: `${baseURL}/api/revalidate`,
    change: { _id: 'siteSettings', _type: 'siteSettings', slug: null },
    secret: SECRET,
  })
  expect(result.status).toBe(503)
  expect(String(result.body.error)).toContain('SANITY_REVALIDATE_SECRET')
})
