import { createHash, randomBytes } from 'node:crypto'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { importExport } from '../shared/dataset-export.ts'
import { assetFilePath, assetLocation } from './assets.ts'
import { isRunning, WORKING_COPY_FILES } from './running-lake.ts'
import { type LakeDocument, LakeStore } from './store.ts'

/**
 * The lake's working copy, outside git (default `.data/content-lake/`): the SQLite file with every
 * dataset and its history, the asset files, and a lock that keeps a second lake off the same copy.
 * On first start it is seeded from the bundled dataset (content/dataset, Sanity's export format),
 * the way `sanity dataset import` fills a new dataset; `npm run content:reset` removes it.
 */

export type WorkingCopy = {
  store: LakeStore
  assetsDir: string
  /** Transformed images (image-server.ts): a cache, removed with the copy. */
  transformsDir: string
  /** True when the bundled dataset changed since this copy was seeded. */
  seedChanged: boolean
  release: () => void
}

const { database: DATABASE, lock: LOCK } = WORKING_COPY_FILES

/** Takes the lock, or says which process holds it. A lock left by a process that died is taken over. */
function lock(dir: string): () => void {
  const file = path.join(dir, LOCK)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file)
        } catch {}
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(file, 'utf8'))
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder))
        throw new Error(
          `Another local Content Lake (process ${holder}) uses the working copy ${dir}. Stop it, or set CONTENT_LAKE_DIR to another folder.`,
        )
      unlinkSync(file)
    }
  }
  throw new Error(`Cannot lock the working copy ${dir}`)
}

export function seedHash(seedDir: string): string {
  return createHash('sha1')
    .update(readFileSync(path.join(seedDir, 'data.ndjson')))
    .digest('hex')
}

/** Imports the bundled dataset into a new dataset of the store, asset files included. */
function seed(store: LakeStore, { seedDir, projectId, dataset, assetsDir }: SeedOptions): void {
  const ndjson = readFileSync(path.join(seedDir, 'data.ndjson'), 'utf8')
  const { documents, assets } = importExport(ndjson, seedDir, {
    location: (facts) =>
      assetLocation(projectId, dataset, '', `${facts.sha1}-${facts.width}x${facts.height}.${facts.extension}`),
  })
  for (const { file, document } of assets) {
    const target = assetFilePath({ dir: assetsDir }, dataset, path.basename(String(document.path)))
    mkdirSync(path.dirname(target), { recursive: true })
    copyFileSync(path.join(seedDir, 'images', file), target)
  }
  const now = new Date().toISOString()
  const revision = `seed${randomBytes(9).toString('base64url')}`
  const seeded: LakeDocument[] = documents.map((document) => ({
    ...document,
    _createdAt: typeof document._createdAt === 'string' ? document._createdAt : now,
    _updatedAt: typeof document._updatedAt === 'string' ? document._updatedAt : now,
    _rev: revision,
  }))
  store.createDataset(dataset, 'public', seeded)
  store.setMeta('seed', seedHash(seedDir))
}

type SeedOptions = { seedDir: string; projectId: string; dataset: string; assetsDir: string }

export function openWorkingCopy({
  dir,
  seedDir,
  projectId,
  dataset,
  privateDatasets,
}: {
  dir: string
  seedDir: string
  projectId: string
  dataset: string
  /** Private datasets to create when missing (the office's submissions). */
  privateDatasets: string[]
}): WorkingCopy {
  // The copy holds the office's submissions: for this user only (also when an older start made it wider).
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  chmodSync(dir, 0o700)
  const release = lock(dir)
  try {
    const store = new LakeStore(path.join(dir, DATABASE))
    const assetsDir = path.join(dir, 'assets')
    if (!store.hasDataset(dataset)) seed(store, { seedDir, projectId, dataset, assetsDir })
    for (const name of privateDatasets) if (!store.hasDataset(name)) store.createDataset(name, 'private')
    const broughtIn = readSeedBase(dir)?.seed ?? store.meta('seed')
    const seedChanged = existsSync(path.join(seedDir, 'data.ndjson')) && broughtIn !== seedHash(seedDir)
    return { store, assetsDir, transformsDir: path.join(dir, 'transforms'), seedChanged, release }
  } catch (error) {
    release()
    throw error
  }
}

/** `npm run content:reset`: removes the working copy; the next start seeds a new one. */
export function resetWorkingCopy(dir: string): void {
  if (!existsSync(dir)) return
  const release = lock(dir)
  release()
  rmSync(dir, { recursive: true, force: true })
}

/**
 * The published documents of one dataset as the working copy holds them now, read without the lock
 * (a reader beside a running lake: SQLite's WAL lets it read while the lake writes). For tools that
 * must see what the site on the local lake sees (`npm run launch:check`); null when no lake was ever
 * started in `dir`.
 */
export function readPublishedDocuments(dir: string, dataset: string): LakeDocument[] | null {
  const file = path.join(dir, DATABASE)
  if (!existsSync(file)) return null
  const database = new DatabaseSync(file, { readOnly: true })
  try {
    const rows = database
      .prepare("SELECT body FROM documents WHERE dataset = ? AND id NOT LIKE 'drafts.%' AND id NOT LIKE 'versions.%'")
      .all(dataset) as { body: string }[]
    return rows.map((row) => JSON.parse(row.body) as LakeDocument)
  } finally {
    database.close()
  }
}

/**
 * The seed as it was last brought into the copy, per document: what `npm run content:sync` compares
 * with to tell a field an editor changed from one only the seed changed (seed-sync.ts). Written by each
 * sync (`seed-base.json`); before the first, the documents as they were seeded (revision 0 of each).
 */
export type SeedBase = { seed: string | null; documents: Map<string, LakeDocument> }

const SEED_BASE = 'seed-base.json'

function readSeedBase(dir: string): { seed: string; documents: LakeDocument[] } | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, SEED_BASE), 'utf8')) as { seed: string; documents: LakeDocument[] }
  } catch {
    return null
  }
}

export function seedBase(dir: string, dataset: string): SeedBase {
  const written = readSeedBase(dir)
  if (written) return { seed: written.seed, documents: new Map(written.documents.map((each) => [each._id, each])) }
  const file = path.join(dir, DATABASE)
  if (!existsSync(file)) return { seed: null, documents: new Map() }
  const database = new DatabaseSync(file, { readOnly: true })
  try {
    const rows = database
      .prepare('SELECT id, body FROM revisions WHERE dataset = ? AND seq = 0 AND body IS NOT NULL')
      .all(dataset) as { id: string; body: string }[]
    const seed = database.prepare("SELECT value FROM meta WHERE key = 'seed'").get() as { value: string } | undefined
    return { seed: seed?.value ?? null, documents: new Map(rows.map(({ id, body }) => [id, JSON.parse(body)])) }
  } finally {
    database.close()
  }
}

/** After a sync: the seed it brought in becomes the copy's base (written whole or not at all). */
export function writeSeedBase(dir: string, seed: string, documents: LakeDocument[]): void {
  const file = path.join(dir, SEED_BASE)
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, JSON.stringify({ seed, documents }), { mode: 0o600 })
  renameSync(temporary, file)
}
