import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATASET_DIR } from '../support/dataset'
import { API_VERSION } from '../support/local-content-lake'
import { cleanEnv, type MainLake, runScript, startMainLake } from '../support/sanity-cli'

/**
 * `npm run content:sync` (content-lake/seed-sync.ts): the bundled dataset's new documents, fields and
 * images into a lake that editors worked in, never over an editor's change; and `content:reset` while a
 * lake runs. The lake runs as `npm run dev` runs it (content-lake/main.ts); the seed is a copy of
 * content/dataset changed as a developer changes content/seed.
 */

type Doc = Record<string, unknown> & { _id: string; _type: string; _rev?: string }

const work = mkdtempSync(path.join(tmpdir(), 'content-sync-'))
const dir = path.join(work, 'lake')
const seedDir = path.join(work, 'seed')
let lake: MainLake | undefined
let client: SanityClient

/** `npm run content:sync` / `content:reset`: content-lake/main.ts with the flag, on the test's copy and seed. */
async function npmRun(flags: string[]) {
  const run = await runScript(
    'content-lake/main.ts',
    flags,
    cleanEnv({ CONTENT_LAKE_DIR: dir, CONTENT_DATASET_DIR: seedDir }),
  )
  return { code: run.code, output: run.stdout + run.stderr }
}

const sync = (...flags: string[]) => npmRun(['--sync', ...flags])

/** Rewrites the seed copy's data.ndjson, one document at a time, as `npm run dataset:build` would. */
function editSeed(edit: (documents: Doc[]) => Doc[]) {
  const file = path.join(seedDir, 'data.ndjson')
  const documents = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
  writeFileSync(
    file,
    `${edit(documents)
      .map((document) => JSON.stringify(document))
      .join('\n')}\n`,
  )
}

const changed = (id: string, change: (document: Doc) => Doc) => (documents: Doc[]) =>
  documents.map((document) => (document._id === id ? change(document) : document))

async function startLake() {
  lake = await startMainLake(dir, { CONTENT_DATASET_DIR: seedDir })
  client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: lake.origin,
    useProjectHostname: false,
    token: lake.token,
    apiVersion: API_VERSION,
    useCdn: false,
  })
}

async function revisions() {
  const documents = await client.fetch<Doc[]>('*[]{_id, _rev}', {}, { perspective: 'raw' })
  return new Map(documents.map(({ _id, _rev }) => [_id, _rev]))
}

const get = (id: string) => client.getDocument<Doc>(id)

beforeAll(async () => {
  cpSync(DATASET_DIR, seedDir, { recursive: true })
  await startLake()
  // What editors did in the Studio since the lake was seeded.
  const service = (await get('service-winterdienst')) as Doc
  await client
    .transaction()
    .patch('award-landessieger-leistungswettbewerb-2017', (patch) => patch.set({ description: 'Von der Redaktion' }))
    .patch('membership-bundesinnungsverband-gebaeudereiniger', (patch) => patch.set({ description: 'Redaktion' }))
    .delete('award-ausbildungspreis-landesinnung-2023')
    .createOrReplace({ ...service, _id: 'drafts.service-winterdienst', title: 'Winterdienst im Harz' })
    .commit()
  // What the developer changed in the seed since.
  const picture = readdirSync(path.join(seedDir, 'images')).find((file) => file.endsWith('.jpg')) ?? ''
  cpSync(path.join(seedDir, 'images', picture), path.join(seedDir, 'images', 'urkunde-2026.jpg'))
  // Bytes after the picture's end: another file (another asset id), the same picture.
  appendFileSync(path.join(seedDir, 'images', 'urkunde-2026.jpg'), 'content-sync test')
  editSeed((documents) => [
    ...[
      changed('award-landessieger-leistungswettbewerb-2017', (award) => ({ ...award, description: 'Neu im Seed' })),
      changed('award-bundessieger-leistungswettbewerb-2018', (award) => ({ ...award, issuer: 'Neuer Verleiher' })),
      changed('membership-landesinnung-gebaeudereiniger-niedersachsen', (membership) => ({
        ...membership,
        url: 'https://www.example.org/innung',
      })),
      changed(
        'membership-handwerkskammer-braunschweig-lueneburg-stade',
        ({ description, ...membership }) => membership,
      ),
      changed('service-winterdienst', (service) => ({ ...service, order: 105 })),
      // A rename in the seed of a field an editor changed in the lake: its migration should come first.
      changed('membership-bundesinnungsverband-gebaeudereiniger', ({ description, ...membership }) => ({
        ...membership,
        summary: description,
      })),
    ].reduce((list, edit) => edit(list), documents),
    {
      _id: 'award-neu-2026',
      _type: 'award',
      title: 'Neu im Seed',
      level: 'land',
      year: 2026,
      issuer: 'Landesinnung',
      image: { _type: 'accessibleImage', alt: 'Urkunde', _sanityAsset: 'image@file://./images/urkunde-2026.jpg' },
    },
  ])
})

afterAll(async () => {
  await lake?.stop()
  rmSync(work, { recursive: true, force: true })
})

describe('content:sync with the lake running', () => {
  it('the lake says at start that the seed changed (here: after a restart) and names content:sync', async () => {
    await lake?.stop()
    await startLake()
    expect(lake?.log()).toContain('npm run content:sync')
  })

  it('--dry-run names what it would do and writes nothing', async () => {
    const before = await revisions()
    const run = await sync('--dry-run')
    expect(run.code, run.output).toBe(0)
    expect(run.output).toContain('created: award-neu-2026')
    expect(run.output).toContain('dry run: nothing written')
    expect(await revisions()).toEqual(before)
  })

  it('brings in new documents, fields and images; fields editors changed and deletions stay', async () => {
    const run = await sync()
    expect(run.code, run.output).toBe(0)

    const created = await get('award-neu-2026')
    expect(created?.title).toBe('Neu im Seed')
    const assetId = (created?.image as { asset?: { _ref?: string } } | undefined)?.asset?._ref ?? ''
    const asset = await get(assetId)
    expect(asset?._type).toBe('sanity.imageAsset')
    const served = await fetch(String(asset?.url))
    expect(served.status).toBe(200)

    // Only the seed changed these: they follow it (a new field, a changed one, a removed one).
    expect((await get('award-bundessieger-leistungswettbewerb-2018'))?.issuer).toBe('Neuer Verleiher')
    expect((await get('membership-landesinnung-gebaeudereiniger-niedersachsen'))?.url).toBe(
      'https://www.example.org/innung',
    )
    expect(await get('membership-handwerkskammer-braunschweig-lueneburg-stade')).not.toHaveProperty('description')
    // The editor's open draft gets the seed's change too, and keeps its own.
    const draft = await get('drafts.service-winterdienst')
    expect(draft?.order).toBe(105)
    expect(draft?.title).toBe('Winterdienst im Harz')
    expect((await get('service-winterdienst'))?.order).toBe(105)

    // What editors did stays, and the one field both changed is named.
    expect((await get('award-landessieger-leistungswettbewerb-2017'))?.description).toBe('Von der Redaktion')
    expect((await get('membership-bundesinnungsverband-gebaeudereiniger'))?.description).toBe('Redaktion')
    expect(await get('award-ausbildungspreis-landesinnung-2023')).toBeUndefined()
    expect(run.output).toMatch(
      /kept as edited in the lake.*award-landessieger-leistungswettbewerb-2017 \(description\)/,
    )
    expect(run.output).toMatch(/deleted in the lake, not brought back: award-ausbildungspreis-landesinnung-2023/)
    expect(run.output).toMatch(
      /no longer in the seed, kept as edited in the lake: membership-bundesinnungsverband-gebaeudereiniger \(description\)\. If a field was renamed, run its migration first/,
    )
  })

  it('a second sync finds nothing to do, and the lake no longer reports a changed seed', async () => {
    const run = await sync()
    expect(run.code, run.output).toBe(0)
    expect(run.output).toContain('nothing to bring in')
    await lake?.stop()
    await startLake()
    expect(lake?.log()).not.toContain('changed since the working copy was seeded')
  })

  it('content:reset while the lake runs: one line that says why, exit 1, nothing removed', async () => {
    const run = await npmRun(['--reset'])
    expect(run.code).toBe(1)
    expect(run.output.trim().split('\n')).toHaveLength(1)
    expect(run.output).toContain('cannot reset')
    expect(run.output).not.toMatch(/\bat .*\.ts:\d+/)
    expect(await get('award-neu-2026')).toBeDefined()
  })
})

describe('content:sync with no lake running', () => {
  it('syncs the working copy through a lake of its own', async () => {
    await lake?.stop()
    editSeed(changed('award-neu-2026', (award) => ({ ...award, year: 2025 })))
    const run = await sync()
    expect(run.code, run.output).toBe(0)
    expect(run.output).toContain('updated: award-neu-2026 (year)')
    await startLake()
    expect((await get('award-neu-2026'))?.year).toBe(2025)
  })
})
