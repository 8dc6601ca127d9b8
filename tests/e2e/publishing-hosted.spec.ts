import { expect, test } from '@playwright/test'
import { type SiteCopy, startSiteCopy } from '@scripts/lib/site-copy'
import { sendDelivery } from '@scripts/lib/webhook-delivery'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { bundledDocuments } from '@tests/support/dataset'
import { readableHtml } from '@tests/support/page-html'
import { REDIRECT_RULES_QUERY, SERVICE_QUERY, SETTINGS_QUERY } from '@/lib/sanity/queries'

/**
 * Publishing in hosted mode: the production build talks to a Content Lake stand-in
 * on localhost (the real @sanity/client over HTTP). A delivery must make the site
 * re-fetch exactly the queries whose results contain the changed document.
 */

const SECRET = 'e2e-hosted-secret'
const TOKEN = 'sk-e2e-read-token'
const PORT = Number(process.env.E2E_PUBLISH_HOSTED_PORT ?? 3112)
const WAIT_MS = 150

let lake: ContentLakeStandIn
let site: SiteCopy
let documents: Record<string, unknown>[]

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  documents = structuredClone(bundledDocuments())
  lake = await startContentLake({ documents, projectId: 'e2e-project', dataset: 'production', token: TOKEN })
  site = await startSiteCopy({
    name: '.next-e2e-publishing-hosted',
    port: PORT,
    env: {
      ...lake.siteEnv,
      SANITY_REVALIDATE_SECRET: SECRET,
      SANITY_REVALIDATE_WAIT_MS: String(WAIT_MS),
    },
  })
})

test.afterAll(async () => {
  await site?.stop()
  await lake?.close()
})

function edit(id: string, fields: Record<string, unknown>) {
  const doc = documents.find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`No document ${id}`)
  Object.assign(doc, fields)
}

async function publish(change: { _id: string; _type: string; slug: string | null }) {
  const result = await sendDelivery({ url: `${site.url}/api/revalidate`, change, secret: SECRET })
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  // The route waits for Content Lake consistency before it expires anything.
  expect(result.body.waitedMs).toBe(WAIT_MS)
}

async function html(path: string) {
  const response = await fetch(`${site.url}${path}`)
  expect(response.status, path).toBe(200)
  return readableHtml(await response.text())
}

/**
 * The page queries the site sent to the Content Lake since `from`; not the proxy's list of published
 * slugs and redirects (web/lib/routing/published-slugs.ts), which it reloads at least every minute.
 */
function queriesSince(from: number) {
  return lake.requests
    .slice(from)
    .filter((request) => !request.query.endsWith('.slug.current') && request.query !== REDIRECT_RULES_QUERY)
    .map((request) => ({ query: request.query, params: request.params }))
}

const TESTIMONIAL = { _id: 'testimonial-winterdienst-1', _type: 'testimonial', slug: null }

test('a delivery re-fetches exactly the queries that contain the changed document', async () => {
  // The build's pages were rendered from the bundled dataset; a server on a hosted project keeps its own
  // page cache (issue 42 L7) and renders each page once, on its first request, which fills the query cache.
  for (const path of ['/leistungen/winterdienst', '/', '/kontakt']) await html(path)
  expect(lake.requests.length).toBeGreaterThan(0)
  expect(lake.requests.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true)

  const text = 'Aus dem Content Lake: geräumt, bevor der Bus kam.'
  edit(TESTIMONIAL._id, { quote: text })
  let mark = lake.requests.length
  await publish(TESTIMONIAL)
  expect(await html('/leistungen/winterdienst')).toContain(text)
  expect(queriesSince(mark)).toEqual([{ query: SERVICE_QUERY, params: { slug: 'winterdienst' } }])

  // Pages that do not show the testimonial are served from the cache: no query at all.
  mark = lake.requests.length
  expect(await html('/')).not.toContain(text)
  expect(await html('/kontakt')).not.toContain(text)
  expect(queriesSince(mark)).toEqual([])

  edit('siteSettings', { phone: '05321 555 111' })
  mark = lake.requests.length
  await publish({ _id: 'siteSettings', _type: 'siteSettings', slug: null })
  const page = await html('/leistungen/winterdienst')
  expect(page).toContain('05321 555 111')
  expect(page).toContain(text)
  expect(queriesSince(mark)).toEqual([{ query: SETTINGS_QUERY, params: {} }])
})

test('the same build shows the Studio at /studio: the project is read from the environment at run time', async () => {
  // This build was made without SANITY_PROJECT_ID (tests/e2e/studio.spec.ts sees the explanation).
  const page = await html('/studio')
  // The Studio itself starts in the browser; the page carries it, for this project.
  expect(page).toContain('Das Redaktionssystem braucht JavaScript')
  expect(page).toContain('EmbeddedStudio')
  expect(page).toContain('e2e-project')
  expect(page).not.toContain('Das Studio ist noch mit keinem Sanity-Projekt verbunden')
})
