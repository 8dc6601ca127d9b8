import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_GA_MEASUREMENT_ID, E2E_SECRET_CANARIES } from '@tests/support/e2e-env'

/**
 * No server secret reaches the build. `npm run build:e2e` builds with a canary value in every
 * server-only secret (scripts/build-e2e.ts); none may appear in the client chunks, the prerendered
 * HTML and RSC payloads, or anywhere else in the output a server or a CDN serves or ships.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const BUILD = path.join(ROOT, 'web', process.env.NEXT_DIST_DIR || '.next')
/** The compiler's cache is neither served nor deployed. */
const SKIPPED = new Set([path.join(BUILD, 'cache')])

async function files(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name)
      // Links in the standalone server's node_modules point at files the walk reads anyway.
      if (SKIPPED.has(full) || entry.isSymbolicLink()) return []
      return entry.isDirectory() ? files(full) : [full]
    }),
  )
  return nested.flat()
}

/** Every canary, and the password inside the SMTP URL on its own (code could take the URL apart). */
const NEEDLES = [
  ...Object.entries(E2E_SECRET_CANARIES).map(([name, value]) => ({ name, value })),
  { name: 'SMTP_URL password', value: decodeURIComponent(new URL(E2E_SECRET_CANARIES.SMTP_URL).password) },
  { name: 'REDIS_URL password', value: decodeURIComponent(new URL(E2E_SECRET_CANARIES.REDIS_URL).password) },
]

test('no server secret appears in the client chunks, the prerendered pages or any other build output', async () => {
  test.setTimeout(120_000)
  const all = await files(BUILD)
  const relative = all.map((file) => path.relative(BUILD, file))
  // The scan covers what is served: client chunks, prerendered HTML and RSC payloads.
  expect(relative.filter((file) => file.startsWith(`static${path.sep}chunks`)).length).toBeGreaterThan(10)
  expect(
    relative.filter((file) => file.startsWith(`server${path.sep}app`) && file.endsWith('.html')).length,
  ).toBeGreaterThan(10)
  expect(
    relative.filter((file) => file.startsWith(`server${path.sep}app`) && file.endsWith('.rsc')).length,
  ).toBeGreaterThan(10)

  const found: string[] = []
  let publicValueSeen = false
  for (const file of all) {
    const content = await readFile(file, 'latin1')
    for (const { name, value } of NEEDLES)
      if (content.includes(value)) found.push(`${name} in ${path.relative(BUILD, file)}`)
    if (content.includes(E2E_GA_MEASUREMENT_ID)) publicValueSeen = true
  }
  // The build's public value is found in the pages it was prerendered into: the canaries were in the same environment.
  expect(publicValueSeen, 'the build was made by npm run build:e2e (with NEXT_PUBLIC_GA_MEASUREMENT_ID)').toBe(true)
  expect(found).toEqual([])
})

test('every secret of .env.example has a canary, and no NEXT_PUBLIC_ variable is one', async () => {
  const documented = (await readFile(path.join(ROOT, '.env.example'), 'utf8'))
    .split('\n')
    .map((line) => line.split('=')[0]?.trim() ?? '')
    .filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name))
  // INDEXNOW_KEY is public by design: IndexNow asks for it to be served at /<key>.txt.
  const secrets = documented.filter(
    (name) => /TOKEN|SECRET|PASSWORD|SMTP_URL|REDIS_URL|_KEY$/.test(name) && name !== 'INDEXNOW_KEY',
  )
  expect(secrets.sort()).toEqual(Object.keys(E2E_SECRET_CANARIES).sort())
  // Values of NEXT_PUBLIC_ variables are written into the browser's JavaScript: only public identifiers.
  expect(documented.filter((name) => name.startsWith('NEXT_PUBLIC_'))).toEqual(['NEXT_PUBLIC_GA_MEASUREMENT_ID'])
})
