import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LakeDocument, LakeStore, TransactionConflictError } from '../../content-lake/store.ts'
import { openWorkingCopy, resetWorkingCopy } from '../../content-lake/working-copy.ts'

/**
 * The lake's working copy (content-lake/store.ts, working-copy.ts) on real SQLite files in a temp
 * directory. What it must keep is Sanity's document model: `_rev` is the id of the transaction that
 * last wrote the document (sanity.io/docs/content-lake/transactions; the Studio matches listener
 * events by it, read in sanity 6.16 datastores), `_createdAt` never changes, `_updatedAt` is the
 * time of the last write (sanity.io/docs/content-lake/document-reference).
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const SEED_DIR = path.join(ROOT, 'content/dataset')

let parent: string
beforeAll(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'content-lake-store-'))
})
afterAll(() => {
  rmSync(parent, { recursive: true, force: true })
})

const children = new Set<ChildProcess>()
afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  children.clear()
})

let counter = 0
function freshFile(): string {
  return path.join(parent, `lake-${++counter}.sqlite`)
}

function doc(id: string, fields: Record<string, unknown> = {}): LakeDocument {
  return { _id: id, _type: 'note', ...fields }
}

describe('LakeStore.commit', () => {
  it('gives every written document _rev = the transaction id, keeps _createdAt and sets _updatedAt', () => {
    const store = new LakeStore(freshFile())
    store.createDataset('production', 'public')
    const first = store.commit('production', [{ id: 'a', next: doc('a', { title: 'A' }), mutations: [] }], {
      transactionId: 'tx-1',
      author: 'p1',
      timestamp: '2026-01-01T10:00:00.000Z',
    })
    expect(first.changes[0]?.next).toMatchObject({
      _id: 'a',
      _rev: 'tx-1',
      _createdAt: '2026-01-01T10:00:00.000Z',
      _updatedAt: '2026-01-01T10:00:00.000Z',
      title: 'A',
    })
    expect(first.changes[0]?.previous).toBeNull()
    // A later write, even one that sends other timestamps, keeps _createdAt.
    store.commit(
      'production',
      [{ id: 'a', next: doc('a', { title: 'B', _createdAt: '1999-01-01T00:00:00Z', _rev: 'forged' }), mutations: [] }],
      { transactionId: 'tx-2', author: 'p1', timestamp: '2026-01-02T10:00:00.000Z' },
    )
    expect(store.get('production', 'a')).toEqual({
      _id: 'a',
      _type: 'note',
      title: 'B',
      _rev: 'tx-2',
      _createdAt: '2026-01-01T10:00:00.000Z',
      _updatedAt: '2026-01-02T10:00:00.000Z',
    })
    // A deletion removes the document; the previous version is what the transaction saw.
    const deleted = store.commit('production', [{ id: 'a', next: null, mutations: [] }], {
      transactionId: 'tx-3',
      author: 'p1',
    })
    expect(deleted.changes[0]?.previous?._rev).toBe('tx-2')
    expect(deleted.changes[0]?.next).toBeNull()
    expect(store.get('production', 'a')).toBeUndefined()
    expect(store.documents('production')).toEqual([])
    store.close()
  })

  it('refuses a transaction id that was used before, and changes nothing then', () => {
    const store = new LakeStore(freshFile())
    store.createDataset('production', 'public')
    store.commit('production', [{ id: 'a', next: doc('a', { n: 1 }), mutations: [] }], {
      transactionId: 'same',
      author: 'p1',
    })
    const heard: string[] = []
    store.onCommit(({ id }) => heard.push(id))
    expect(() =>
      store.commit('production', [{ id: 'b', next: doc('b'), mutations: [] }], { transactionId: 'same', author: 'p1' }),
    ).toThrow(TransactionConflictError)
    expect(store.get('production', 'b')).toBeUndefined()
    expect(heard).toEqual([])
    store.close()
  })

  it('effects of a transaction turn the previous document into the next one (without _rev)', () => {
    const store = new LakeStore(freshFile())
    store.createDataset('production', 'public')
    const created = store.commit('production', [{ id: 'a', next: doc('a', { title: 'A' }), mutations: [] }], {
      transactionId: 't1',
      author: 'p1',
    })
    expect(created.changes[0]?.effects.revert).toEqual([0, null])
    const next = created.changes[0]?.next
    if (!next) throw new Error('nothing created')
    const { _rev, ...withoutRev } = next
    expect(created.changes[0]?.effects.apply).toEqual([0, withoutRev])
    store.close()
  })

  it('a reopened file holds every committed document, transaction and revision', () => {
    const file = freshFile()
    const store = new LakeStore(file)
    store.createDataset('production', 'public', [doc('seeded', { _rev: 'seed1', title: 'Seed' })])
    store.createDataset('private', 'private')
    for (let index = 0; index < 20; index++)
      store.commit(
        'production',
        [
          { id: `doc-${index % 4}`, next: doc(`doc-${index % 4}`, { n: index }), mutations: [{ createOrReplace: {} }] },
          ...(index === 10 ? [{ id: 'seeded', next: null, mutations: [{ delete: { id: 'seeded' } }] }] : []),
        ],
        { transactionId: `t${index}`, author: 'p1' },
      )
    const before = structuredClone(store.documents('production'))
    store.close()

    const reopened = new LakeStore(file)
    expect(reopened.datasets()).toEqual([
      { name: 'private', aclMode: 'private' },
      { name: 'production', aclMode: 'public' },
    ])
    const sortById = (list: LakeDocument[]) => [...list].sort((a, b) => a._id.localeCompare(b._id))
    expect(sortById(reopened.documents('production'))).toEqual(sortById(before))
    expect(reopened.get('production', 'doc-3')).toMatchObject({ n: 19, _rev: 't19' })
    expect(reopened.get('production', 'seeded')).toBeUndefined()
    for (let index = 0; index < 20; index++) expect(reopened.hasTransaction(`t${index}`)).toBe(true)
    // The deleted seed document is still in its history.
    expect(reopened.revision('production', 'seeded', { rev: 'seed1' })).toMatchObject({ title: 'Seed' })
    reopened.close()
  })

  it('reads a document at a revision and at a time, and lists the transactions that touched it', () => {
    const store = new LakeStore(freshFile())
    store.createDataset('production', 'public', [doc('a', { _rev: 'seed', title: 'v0' })])
    const times = ['2026-03-01T10:00:00.000Z', '2026-03-02T10:00:00.000Z', '2026-03-03T10:00:00.000Z']
    store.commit('production', [{ id: 'a', next: doc('a', { title: 'v1' }), mutations: [] }], {
      transactionId: 'r1',
      author: 'p1',
      timestamp: times[0],
    })
    store.commit(
      'production',
      [
        { id: 'a', next: doc('a', { title: 'v2' }), mutations: [] },
        { id: 'b', next: doc('b'), mutations: [] },
      ],
      { transactionId: 'r2', author: 'p2', timestamp: times[1] },
    )
    store.commit('production', [{ id: 'a', next: null, mutations: [] }], {
      transactionId: 'r3',
      author: 'p1',
      timestamp: times[2],
    })

    expect(store.revision('production', 'a', { rev: 'seed' })).toMatchObject({ title: 'v0' })
    expect(store.revision('production', 'a', { rev: 'r1' })).toMatchObject({ title: 'v1', _rev: 'r1' })
    expect(store.revision('production', 'a', { rev: 'r2' })).toMatchObject({ title: 'v2', _rev: 'r2' })
    expect(store.revision('production', 'a', { rev: 'nope' })).toBeNull()
    expect(store.revision('production', 'a', { time: '2026-02-01T00:00:00.000Z' })).toMatchObject({ title: 'v0' })
    expect(store.revision('production', 'a', { time: '2026-03-01T10:00:00.000Z' })).toMatchObject({ title: 'v1' })
    expect(store.revision('production', 'a', { time: '2026-03-02T23:00:00.000Z' })).toMatchObject({ title: 'v2' })
    // After its deletion the document did not exist.
    expect(store.revision('production', 'a', { time: '2026-04-01T00:00:00.000Z' })).toBeNull()

    const history = store.transactions('production', ['a'])
    expect(history.map(({ id }) => id)).toEqual(['r1', 'r2', 'r3'])
    expect(history[1]).toMatchObject({ author: 'p2', timestamp: times[1], documentIDs: ['a', 'b'] })
    expect(history[1]?.changes.find(({ id }) => id === 'a')).toMatchObject({ previousRev: 'r1', resultRev: 'r2' })
    expect(history[2]?.changes[0]).toMatchObject({ previousRev: 'r2', resultRev: null })
    expect(store.transactions('production', ['b']).map(({ id }) => id)).toEqual(['r2'])
    // A transaction as a resuming listener sees it again: its documents before and after.
    expect(store.transaction('r2')?.changes.find(({ id }) => id === 'a')).toMatchObject({
      previous: { title: 'v1' },
      next: { title: 'v2' },
    })
    store.close()
  })
})

/** A child process that commits in a loop and prints each transaction id once commit() returned. */
const WRITER = `
import { LakeStore } from ${JSON.stringify(path.join(ROOT, 'content-lake/store.ts'))}
const store = new LakeStore(process.argv[2])
if (!store.hasDataset('production')) store.createDataset('production', 'public')
const payload = 'x'.repeat(4000)
for (let index = 0; ; index++) {
  const id = 'tx-' + index
  store.commit('production', [
    { id: 'doc-' + (index % 7), next: { _id: 'doc-' + (index % 7), _type: 'note', n: index, payload }, mutations: [] },
    { id: 'log-' + index, next: { _id: 'log-' + index, _type: 'log', n: index }, mutations: [] },
  ], { transactionId: id, author: 'writer' })
  process.stdout.write(id + '\\n')
}
`

describe('a crash (SIGKILL) while writing', () => {
  it('loses no acknowledged transaction and leaves no half-written one', async () => {
    const file = freshFile()
    const script = path.join(parent, 'writer.ts')
    writeFileSync(script, WRITER)
    const child = spawn(process.execPath, [script, file], { stdio: ['ignore', 'pipe', 'pipe'] })
    children.add(child)
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const acknowledged: string[] = []
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        acknowledged.push(line)
        // Kill in the middle of the loop, at an arbitrary point of a write.
        if (acknowledged.length === 150) {
          child.kill('SIGKILL')
          resolve()
        }
      })
      child.once('exit', (code) => {
        if (acknowledged.length < 150) reject(new Error(`writer stopped early (${code}): ${stderr}`))
      })
    })
    await exited
    expect(child.signalCode).toBe('SIGKILL')

    const store = new LakeStore(file)
    for (const id of acknowledged) expect(store.hasTransaction(id), id).toBe(true)
    const committed = store.transactionsAfter('production', 0, 100_000)
    // Only transactions acknowledged, or the one whose acknowledgement the kill cut off (and those
    // whose line was still in the pipe).
    expect(committed.length).toBeGreaterThanOrEqual(acknowledged.length)
    expect(committed.map(({ id }) => id)).toEqual(committed.map((_, index) => `tx-${index}`))
    // Every committed transaction is complete: both its documents and revisions are there.
    const last = committed.length - 1
    for (let index = 0; index <= last; index++) {
      expect(store.get('production', `log-${index}`)?._rev).toBe(`tx-${index}`)
      expect(store.revision('production', `doc-${index % 7}`, { rev: `tx-${index}` })).toMatchObject({ n: index })
    }
    expect(store.get('production', `log-${last + 1}`)).toBeUndefined()
    for (let slot = 0; slot < 7; slot++) {
      const latest = last - ((((last - slot) % 7) + 7) % 7)
      if (latest >= 0) expect(store.get('production', `doc-${slot}`)).toMatchObject({ n: latest, _rev: `tx-${latest}` })
    }
    store.close()
  })
})

/** A child process that opens the working copy and holds it (its lock) until killed. */
const HOLDER = `
import { openWorkingCopy } from ${JSON.stringify(path.join(ROOT, 'content-lake/working-copy.ts'))}
openWorkingCopy({ dir: process.argv[2], seedDir: ${JSON.stringify(SEED_DIR)}, projectId: 'local', dataset: 'production', privateDatasets: [] })
process.stdout.write('holding\\n')
setInterval(() => {}, 1000)
`

function startHolder(dir: string): Promise<ChildProcess> {
  const script = path.join(parent, 'holder.ts')
  writeFileSync(script, HOLDER)
  const child = spawn(process.execPath, [script, dir], { stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', () => resolve(child))
    child.once('exit', (code) => reject(new Error(`holder exited (${code}): ${stderr}`)))
  })
}

describe('the working copy (working-copy.ts)', () => {
  it('is seeded from content/dataset on first open: documents, image assets with Sanity ids, files copied', async () => {
    const dir = path.join(parent, 'copy-seed')
    const copy = openWorkingCopy({
      dir,
      seedDir: SEED_DIR,
      projectId: 'local',
      dataset: 'production',
      privateDatasets: ['submissions'],
    })
    try {
      expect(copy.seedChanged).toBe(false)
      expect(copy.store.datasets()).toEqual([
        { name: 'production', aclMode: 'public' },
        { name: 'submissions', aclMode: 'private' },
      ])
      const documents = copy.store.documents('production')
      const seedLines = readFileSync(path.join(SEED_DIR, 'data.ndjson'), 'utf8').trim().split('\n')
      const seedIds = seedLines.map((line) => (JSON.parse(line) as { _id: string })._id)
      for (const id of seedIds) expect(copy.store.get('production', id), id).toBeDefined()
      // Every document has the system fields of a dataset import.
      for (const document of documents) {
        expect(typeof document._rev).toBe('string')
        expect(document._createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
        expect(document._updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
      }

      const assets = documents.filter(({ _type }) => _type === 'sanity.imageAsset')
      expect(assets.length).toBeGreaterThan(5)
      for (const asset of assets) {
        // image-<sha1>-<w>x<h>-<ext> (sanity.io/docs/content-lake/assets, "Asset document IDs").
        const match = /^image-([0-9a-f]{40})-(\d+)x(\d+)-(jpg|png|webp|gif|svg)$/.exec(asset._id)
        expect(match, asset._id).not.toBeNull()
        const [, sha1, width, height, extension] = match as RegExpExecArray
        const file = path.join(copy.assetsDir, 'production', `${sha1}-${width}x${height}.${extension}`)
        const bytes = readFileSync(file)
        expect(createHash('sha1').update(bytes).digest('hex')).toBe(sha1)
        expect(asset).toMatchObject({
          sha1hash: sha1,
          assetId: sha1,
          extension,
          size: bytes.length,
          path: `images/local/production/${sha1}-${width}x${height}.${extension}`,
        })
        const metadata = await sharp(bytes).metadata()
        expect([metadata.width, metadata.height]).toEqual([Number(width), Number(height)])
      }
      // Image fields reference the asset documents (the `_sanityAsset` of the export is resolved).
      const references = JSON.stringify(documents).match(/"_ref":"image-[^"]+"/g) ?? []
      expect(references.length).toBeGreaterThan(0)
      for (const reference of references) {
        const id = reference.slice('"_ref":"'.length, -1)
        expect(copy.store.get('production', id), id).toBeDefined()
      }
      expect(JSON.stringify(documents)).not.toContain('_sanityAsset')
    } finally {
      copy.store.close()
      copy.release()
    }
  })

  it('keeps edits across reopening (it is seeded only once)', () => {
    const dir = path.join(parent, 'copy-reopen')
    const options = { dir, seedDir: SEED_DIR, projectId: 'local', dataset: 'production', privateDatasets: [] }
    const first = openWorkingCopy(options)
    first.store.commit('production', [{ id: 'siteSettings', next: null, mutations: [] }], {
      transactionId: 'remove-settings',
      author: 'p1',
    })
    first.store.close()
    first.release()
    const second = openWorkingCopy(options)
    expect(second.store.get('production', 'siteSettings')).toBeUndefined()
    expect(second.store.hasTransaction('remove-settings')).toBe(true)
    second.store.close()
    second.release()
  })

  it('refuses a second opener while the holder lives, takes over a lock its dead holder left, and reset removes the copy', async () => {
    const dir = path.join(parent, 'copy-lock')
    const holder = await startHolder(dir)
    const options = { dir, seedDir: SEED_DIR, projectId: 'local', dataset: 'production', privateDatasets: [] }
    expect(() => openWorkingCopy(options)).toThrow(new RegExp(`Another local Content Lake \\(process ${holder.pid}\\)`))
    expect(() => resetWorkingCopy(dir)).toThrow(/Another local Content Lake/)
    expect(existsSync(path.join(dir, 'lake.sqlite'))).toBe(true)

    const exited = new Promise((resolve) => holder.once('exit', resolve))
    holder.kill('SIGKILL')
    await exited
    // The lock file is left behind by the killed holder, with a pid that no longer runs.
    expect(readFileSync(path.join(dir, 'lake.pid'), 'utf8')).toBe(String(holder.pid))
    const copy = openWorkingCopy(options)
    expect(readFileSync(path.join(dir, 'lake.pid'), 'utf8')).toBe(String(process.pid))
    expect(copy.store.get('production', 'siteSettings')).toBeDefined()
    copy.store.close()
    copy.release()
    expect(existsSync(path.join(dir, 'lake.pid'))).toBe(false)

    resetWorkingCopy(dir)
    expect(existsSync(dir)).toBe(false)
    // Resetting what is not there is not an error.
    expect(() => resetWorkingCopy(dir)).not.toThrow()
  })
})
