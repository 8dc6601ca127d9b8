import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type NextServer, startNextServer } from './next-server'

/**
 * A second production server for tests that change content: it runs on a copy of
 * the build (its own ISR cache, so the shared server's pages stay untouched) and,
 * in bundled mode, on a copy of the dataset that the test edits.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const WEB = path.join(ROOT, 'web')
const DATASET = path.join(ROOT, 'content', 'dataset')

/** `stop` also removes the build copy; `crash` keeps it for a restart with `reuseBuild`. */
export type SiteCopy = NextServer

/**
 * Copies the build (web/.next, or web/$NEXT_DIST_DIR when the tests run on another one) without the
 * compiler cache and the standalone server to web/<name>, the distDir NEXT_DIST_DIR selects.
 */
async function copyBuild(name: string): Promise<string> {
  const target = path.join(WEB, name)
  await rm(target, { recursive: true, force: true })
  const source = path.join(WEB, process.env.NEXT_DIST_DIR || '.next')
  for (const entry of await readdir(source)) {
    if (entry !== 'cache' && entry !== 'standalone')
      await cp(path.join(source, entry), path.join(target, entry), { recursive: true })
  }
  return target
}

export async function startSiteCopy({
  name,
  port,
  env,
  reuseBuild = false,
}: {
  name: string
  port: number
  env: Record<string, string>
  /** Start on the build copy a crashed server left behind. */
  reuseBuild?: boolean
}): Promise<SiteCopy> {
  const distDir = reuseBuild ? path.join(WEB, name) : await copyBuild(name)
  const server = await startNextServer({
    port,
    env: { SITE_URL: 'https://www.example.com', NEXT_DIST_DIR: name, ...env },
  })
  return {
    ...server,
    stop: async () => {
      await server.stop()
      await rm(distDir, { recursive: true, force: true })
    },
  }
}

type Doc = Record<string, unknown> & { _id: string; _type: string }

/** A copy of the bundled dataset in a temporary folder, edited the way a publish changes the Content Lake. */
export class DatasetCopy {
  private constructor(readonly dir: string) {}

  static async create(): Promise<DatasetCopy> {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'dataset-')), 'dataset')
    await cp(DATASET, dir, { recursive: true })
    return new DatasetCopy(dir)
  }

  private get file() {
    return path.join(this.dir, 'data.ndjson')
  }

  async documents(): Promise<Doc[]> {
    const text = await readFile(this.file, 'utf8')
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Doc)
  }

  async document(id: string): Promise<Doc> {
    const found = (await this.documents()).find((doc) => doc._id === id)
    if (!found) throw new Error(`No document ${id} in the dataset copy`)
    return found
  }

  /** Applies `change` to one document (or removes it when `change` returns null) and writes the file. */
  async edit(id: string, change: (doc: Doc) => Doc | null): Promise<void> {
    const documents = await this.documents()
    const index = documents.findIndex((doc) => doc._id === id)
    if (index < 0) throw new Error(`No document ${id} in the dataset copy`)
    const next = change(structuredClone(documents[index] as Doc))
    if (next) documents[index] = next
    else documents.splice(index, 1)
    await writeFile(this.file, `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`)
  }

  /** Adds a new document, as creating and publishing one in the Studio does. */
  async add(doc: Doc): Promise<void> {
    const documents = await this.documents()
    if (documents.some((existing) => existing._id === doc._id)) throw new Error(`${doc._id} exists already`)
    await writeFile(this.file, `${[...documents, doc].map((entry) => JSON.stringify(entry)).join('\n')}\n`)
  }

  async remove(): Promise<void> {
    await rm(path.dirname(this.dir), { recursive: true, force: true })
  }
}
