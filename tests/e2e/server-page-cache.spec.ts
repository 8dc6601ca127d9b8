import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startSiteCopy } from '@scripts/lib/site-copy'

/**
 * Issue 42, L7: the page cache on disk was shared by every server of one build folder, whatever its
 * content source: after `CONTENT_LAKE=local npm start` a later `npm start` in the same checkout served
 * the lake's content. One build folder here, first with the local Content Lake (a document edited in
 * the lake, its page rendered anew from it), then on the bundled dataset.
 */

const PORT = Number(process.env.E2E_PAGE_CACHE_PORT ?? 3147)
const BUILD = '.next-e2e-page-cache'
const PAGE = '/leistungen/winterdienst'

test.setTimeout(120_000)

test('a server of another content source neither serves nor leaves behind the lake’s pages', async ({ request }) => {
  const lakeDir = mkdtempSync(path.join(tmpdir(), 'page-cache-lake-'))
  const marker = `Aus dem lokalen Content Lake ${Date.now()}`
  const onLake = await startSiteCopy({
    name: BUILD,
    port: PORT,
    env: { CONTENT_LAKE: 'local', CONTENT_LAKE_DIR: path.join(lakeDir, 'lake') },
  })
  try {
    const origin = /Local Content Lake on (http:\/\/localhost:\d+)/
      .exec(onLake.output())?.[1]
      ?.replace('localhost', '127.0.0.1')
    if (!origin) throw new Error(`The server did not start the local Content Lake:\n${onLake.output()}`)
    const { token } = (await (await fetch(`${origin}/local/session`)).json()) as { token: string }
    const edit = await fetch(`${origin}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ patch: { id: 'service-winterdienst', set: { title: marker } } }] }),
    })
    expect(edit.status).toBe(200)
    // The lake's webhook expires the page; it is rendered from the lake and cached on disk.
    await expect
      .poll(async () => (await request.get(`${onLake.url}${PAGE}`)).text(), { timeout: 30_000 })
      .toContain(marker)
  } finally {
    // Stopped with its build copy kept for the next server (reuseBuild); the lake stops with it.
    await onLake.crash()
    rmSync(lakeDir, { recursive: true, force: true })
  }

  const bundled = await startSiteCopy({ name: BUILD, port: PORT, env: {}, reuseBuild: true })
  try {
    const page = await request.get(`${bundled.url}${PAGE}`)
    expect(page.status()).toBe(200)
    const html = await page.text()
    expect(html).toContain('Winterdienst')
    expect(html.includes(marker), 'the lake’s edit on the bundled server’s page').toBe(false)
  } finally {
    await bundled.stop()
  }
})
