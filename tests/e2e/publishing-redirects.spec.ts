import { expect, test } from '@playwright/test'
import { DatasetCopy, type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { bundledDocuments } from '@tests/support/dataset'
import { announcePublish } from './support'

/**
 * Redirects after a publish, in both content modes: a service is renamed (the Studio's publish action
 * has written the old slug into `previousSlugs`) and a redirect document is created, each followed by
 * a signed delivery. The very next request to the old address is redirected by the proxy
 * (web/proxy.ts), on the same running server: no rebuild, no restart.
 */

const SECRET = 'e2e-redirects-secret'
const OLD = 'winterdienst'
const NEW = 'winterdienst-und-streudienst'

type Change = { _id: string; _type: string; slug: string | null }
type Doc = Record<string, unknown> & { _id: string; _type: string }

const renamed = (service: Doc): Doc => ({
  ...service,
  slug: { _type: 'slug', current: NEW },
  previousSlugs: [OLD],
})

const campaign = (permanent: boolean): Doc => ({
  _id: 'redirect-winter-aktion',
  _type: 'redirect',
  source: '/winter-aktion',
  // The service's old address: the chain collapses to one hop to the new one.
  destination: `/leistungen/${OLD}?kampagne=winter`,
  permanent,
  note: 'QR-Code auf den Fahrzeugen',
})

async function answer(site: SiteCopy, path: string) {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' })
  const location = response.headers.get('location')
  return {
    status: response.status,
    // Relative or absolute on the site's own origin: what the browser ends up at.
    location: location === null ? null : new URL(location, site.url).toString().replace(site.url, ''),
    cacheControl: response.headers.get('cache-control'),
  }
}

const deliver = (site: SiteCopy, change: Change) => announcePublish(site.url, change, SECRET)

/** The same story in either mode; `write` changes the content as a publish does, `deliver` announces it. */
async function renameAndRedirect(
  site: SiteCopy,
  write: { put: (doc: Doc) => Promise<void>; service: () => Promise<Doc>; remove: (id: string) => Promise<void> },
) {
  expect(await answer(site, `/leistungen/${OLD}`)).toMatchObject({ status: 200, location: null })
  expect((await answer(site, '/winter-aktion')).status).toBe(404)

  // The rename is written, but not yet announced: the old address still answers from the cache.
  await write.put(renamed(await write.service()))
  expect(await answer(site, `/leistungen/${OLD}`)).toMatchObject({ status: 200, location: null })
  await deliver(site, { _id: 'service-winterdienst', _type: 'service', slug: NEW })

  expect(await answer(site, `/leistungen/${OLD}?utm_source=flyer&utm_medium=print`)).toEqual({
    status: 308,
    location: `/leistungen/${NEW}?utm_source=flyer&utm_medium=print`,
    cacheControl: 'private, max-age=3600',
  })
  const page = await fetch(`${site.url}/leistungen/${NEW}`)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain(`<link rel="canonical" href="https://www.example.com/leistungen/${NEW}"/>`)
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
  expect(sitemap).toContain(`https://www.example.com/leistungen/${NEW}</loc>`)
  expect(sitemap).not.toContain(`https://www.example.com/leistungen/${OLD}</loc>`)

  // A temporary redirect document to the old address: one hop, 307, both queries kept.
  await write.put(campaign(false))
  expect((await answer(site, '/winter-aktion')).status).toBe(404)
  await deliver(site, { _id: 'redirect-winter-aktion', _type: 'redirect', slug: null })
  expect(await answer(site, '/winter-aktion?utm_source=qr')).toEqual({
    status: 307,
    location: `/leistungen/${NEW}?kampagne=winter&utm_source=qr`,
    cacheControl: 'no-store',
  })
  expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).not.toContain('winter-aktion')

  await write.put(campaign(true))
  await deliver(site, { _id: 'redirect-winter-aktion', _type: 'redirect', slug: null })
  expect((await answer(site, '/winter-aktion')).status).toBe(308)

  // Deleted: the address is free again.
  await write.remove('redirect-winter-aktion')
  await deliver(site, { _id: 'redirect-winter-aktion', _type: 'redirect', slug: null })
  expect((await answer(site, '/winter-aktion')).status).toBe(404)
  // The previous slug keeps redirecting; the example of the bundled dataset too.
  expect((await answer(site, `/leistungen/${OLD}`)).status).toBe(308)
  expect(await answer(site, '/glasreinigung.html')).toMatchObject({
    status: 308,
    location: '/leistungen/glas-fensterreinigung',
  })
}

test.describe.configure({ mode: 'serial' })

test.describe('embedded dataset', () => {
  let site: SiteCopy
  let dataset: DatasetCopy

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    dataset = await DatasetCopy.create()
    site = await startSiteCopy({
      name: '.next-e2e-redirects',
      port: Number(process.env.E2E_REDIRECTS_PORT ?? 3116),
      env: { CONTENT_DATASET_DIR: dataset.dir, SANITY_REVALIDATE_SECRET: SECRET },
    })
  })

  test.afterAll(async () => {
    await site?.stop()
    await dataset?.remove()
  })

  test('a renamed service and a new redirect document redirect on the next request after their deliveries', async () => {
    await renameAndRedirect(site, {
      service: () => dataset.document('service-winterdienst'),
      put: async (doc) => {
        const exists = (await dataset.documents()).some((existing) => existing._id === doc._id)
        if (exists) await dataset.edit(doc._id, () => doc)
        else await dataset.add(doc)
      },
      remove: (id) => dataset.edit(id, () => null),
    })
  })
})

test.describe('hosted Content Lake', () => {
  const TOKEN = 'sk-e2e-redirects-token'
  let lake: ContentLakeStandIn
  let site: SiteCopy
  let documents: Doc[]

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    documents = structuredClone(bundledDocuments()) as Doc[]
    lake = await startContentLake({ documents, projectId: 'e2e-project', dataset: 'production', token: TOKEN })
    site = await startSiteCopy({
      name: '.next-e2e-redirects-hosted',
      port: Number(process.env.E2E_REDIRECTS_HOSTED_PORT ?? 3117),
      env: {
        ...lake.siteEnv,
        SANITY_REVALIDATE_SECRET: SECRET,
        SANITY_REVALIDATE_WAIT_MS: '100',
      },
    })
  })

  test.afterAll(async () => {
    await site?.stop()
    await lake?.close()
  })

  test('a renamed service and a new redirect document redirect on the next request after their deliveries', async () => {
    await renameAndRedirect(site, {
      service: async () => {
        const found = documents.find((doc) => doc._id === 'service-winterdienst')
        if (!found) throw new Error('No service-winterdienst')
        return found
      },
      put: async (doc) => {
        const index = documents.findIndex((existing) => existing._id === doc._id)
        if (index >= 0) documents[index] = doc
        else documents.push(doc)
      },
      remove: async (id) => {
        documents.splice(
          documents.findIndex((doc) => doc._id === id),
          1,
        )
      },
    })
  })
})
