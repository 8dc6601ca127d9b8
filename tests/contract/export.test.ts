import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importExport } from '../../shared/dataset-export'
import { DATASET_DIR } from '../support/dataset'
import { API_VERSION } from '../support/local-content-lake'
import { cliLake, printed, sanity, startCliLakeForThisFile } from '../support/sanity-cli'

/**
 * The Export API and `sanity dataset export` / `dataset import` against the local lake.
 * Sources: sanity.io/docs/http-reference/export (every non-deleted document, drafts and asset documents
 * included, NDJSON, `types`, cursor mode that ends a part with `{"nextCursor"}` and writes no cursor when
 * done); sanity.io/docs/content-lake/exporting-data and importing-data; @sanity/export and @sanity/import
 * in node_modules (what they request, how the archive looks, what `--replace` does).
 *
 * „The same documents“, as Sanity's import makes them: every exported document with the same id and the
 * same content; `_rev` and `_updatedAt` are the target's (each import is a new transaction). Assets are
 * uploaded anew: the same id (made from the file's SHA-1 and size), the same bytes and name; their
 * `path`/`url` name the target dataset and `uploadId`/`_createdAt` the new upload.
 */

startCliLakeForThisFile()

type Doc = Record<string, unknown> & { _id: string; _type: string }

const work = mkdtempSync(path.join(tmpdir(), 'lake-export-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const withoutServerFields = ({ _rev, _updatedAt, ...rest }: Doc) => rest
const isAsset = (document: Doc) => /^sanity\.(image|file)Asset$/.test(document._type)
const assetIdentity = (document: Doc) => ({
  _id: document._id,
  sha1hash: document.sha1hash,
  size: document.size,
  extension: document.extension,
  mimeType: document.mimeType,
  originalFilename: document.originalFilename,
  dimensions: (document.metadata as { dimensions?: unknown } | undefined)?.dimensions,
})
const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

async function allDocuments(dataset: string): Promise<Doc[]> {
  return cliLake.client(dataset).fetch<Doc[]>('*[] | order(_id asc)', {}, { perspective: 'raw' })
}

async function exportLines(query = '') {
  const response = await fetch(`${cliLake.origin}/v${API_VERSION}/data/export/production${query}`, {
    headers: { authorization: `Bearer ${cliLake.token}` },
  })
  const text = await response.text()
  return {
    response,
    lines: text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc),
  }
}

/** Extracts a `sanity dataset export` archive: its one folder with data.ndjson, images/, files/. */
function extract(archive: string): string {
  const target = mkdtempSync(path.join(work, 'extracted-'))
  const result = spawnSync('tar', ['-xzf', archive, '-C', target])
  expect(result.status, String(result.stderr)).toBe(0)
  const [folder] = readdirSync(target)
  return path.join(target, folder ?? '')
}

beforeAll(async () => {
  // A draft of a published document and a document that exists only as a draft: exported too.
  const client = cliLake.client()
  const service = (await client.getDocument('service-winterdienst')) as Doc
  await client.createOrReplace({ ...service, _id: 'drafts.service-winterdienst', title: 'Winterdienst (Entwurf)' })
  await client.createOrReplace({ _id: 'drafts.award-entwurf', _type: 'award', title: 'Noch nicht verliehen' })
  // A file asset (a certificate as PDF) and a TIFF picture: both kinds of asset travel with the archive.
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
  await client.assets.upload('file', pdf, { filename: 'Urkunde Landessieger.pdf', contentType: 'application/pdf' })
  const tiff = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6f4e' } })
    .tiff()
    .toBuffer()
  await client.assets.upload('image', tiff, { filename: 'scan.tiff', contentType: 'image/tiff' })
})

describe('GET /data/export/<dataset> (the Export API)', () => {
  it('streams every document as NDJSON, drafts and asset documents included, ordered by id', async () => {
    const { response, lines } = await exportLines()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/)
    const inLake = await allDocuments('production')
    expect(lines).toEqual(inLake)
    expect(lines.map(({ _id }) => _id)).toContain('drafts.award-entwurf')
    expect(lines.some(({ _type }) => _type === 'sanity.imageAsset')).toBe(true)
  })

  it('`types` keeps the given document types only', async () => {
    const { lines } = await exportLines('?types=award,membership')
    expect(new Set(lines.map(({ _type }) => _type))).toEqual(new Set(['award', 'membership']))
    expect(lines.map(({ _id }) => _id)).toContain('drafts.award-entwurf')
  })

  it('cursor mode: parts that end with {nextCursor}, the last one without, together the whole dataset', async () => {
    const ids: string[] = []
    let cursor = ''
    let parts = 0
    for (;;) {
      const { lines } = await exportLines(`?nextCursor=${encodeURIComponent(cursor)}`)
      parts++
      const last = lines.at(-1) as { nextCursor?: string } | undefined
      const documents = typeof last?.nextCursor === 'string' ? lines.slice(0, -1) : lines
      ids.push(...documents.map(({ _id }) => _id))
      if (typeof last?.nextCursor !== 'string') break
      cursor = last.nextCursor
    }
    expect(parts).toBeGreaterThan(1)
    expect(ids).toEqual((await allDocuments('production')).map(({ _id }) => _id))
  })

  it('needs the token (401) and names a missing dataset (404)', async () => {
    const anonymous = await fetch(`${cliLake.origin}/v${API_VERSION}/data/export/production`)
    expect(anonymous.status).toBe(401)
    const missing = await fetch(`${cliLake.origin}/v${API_VERSION}/data/export/nothing`, {
      headers: { authorization: `Bearer ${cliLake.token}` },
    })
    expect(missing.status).toBe(404)
  })
})

describe('`sanity dataset export` and `dataset import` round-trip', () => {
  const archive = path.join(work, 'production.tar.gz')
  let exported: Doc[] = []

  it('`dataset export production <file>` writes the archive with the documents and the asset files', async () => {
    exported = await allDocuments('production')
    // A relative path is relative to where the command is typed, not to studio/ where the CLI runs.
    const run = await sanity(['dataset', 'export', 'production', 'production.tar.gz'], { cwd: work })
    expect(run.code, printed(run)).toBe(0)
    const folder = extract(archive)
    const documents = readFileSync(path.join(folder, 'data.ndjson'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc)
    expect(documents.map(({ _id }) => _id).sort()).toEqual(
      exported
        .filter((document) => !isAsset(document))
        .map(({ _id }) => _id)
        .sort(),
    )
    // Each asset as a file named by its id (pictures in images/, other files in files/); its bytes have
    // the SHA-1 the id is made of.
    for (const [folderName, type] of [
      ['images', 'sanity.imageAsset'],
      ['files', 'sanity.fileAsset'],
    ] as const) {
      const assets = exported.filter((document) => document._type === type)
      expect(assets.length, type).toBeGreaterThan(0)
      const files = readdirSync(path.join(folder, folderName))
      expect(files).toHaveLength(assets.length)
      for (const asset of assets) {
        const file = files.find((name) => name.startsWith(String(asset.sha1hash)))
        expect(file, asset._id).toBeDefined()
        expect(sha1(readFileSync(path.join(folder, folderName, file ?? '')))).toBe(asset.sha1hash)
      }
    }
  })

  it('`dataset import <file> --dataset <new>` gives back the same documents and assets', async () => {
    const create = await sanity(['dataset', 'create', 'restored', '--visibility', 'public'])
    expect(create.code, printed(create)).toBe(0)
    const run = await sanity(['dataset', 'import', archive, '--dataset', 'restored'])
    expect(run.code, printed(run)).toBe(0)
    const restored = await allDocuments('restored')
    expect(restored.filter((document) => !isAsset(document)).map(withoutServerFields)).toEqual(
      exported.filter((document) => !isAsset(document)).map(withoutServerFields),
    )
    expect(restored.filter(isAsset).map(assetIdentity)).toEqual(exported.filter(isAsset).map(assetIdentity))
    // The files are in the new dataset, byte for byte.
    for (const asset of restored.filter(isAsset)) {
      expect(String(asset.path)).toContain('/restored/')
      const bytes = Buffer.from(await (await fetch(String(asset.url))).arrayBuffer())
      expect(sha1(bytes)).toBe(asset.sha1hash)
    }
  }, 120_000)

  it('`--replace` puts back what was changed or deleted since the export, and keeps what is new', async () => {
    const client = cliLake.client()
    await client.patch('award-ausbildungspreis-landesinnung-2023').set({ year: 1999 }).commit()
    await client.delete('membership-bundesinnungsverband-gebaeudereiniger')
    await client.create({ _id: 'award-nach-dem-export', _type: 'award', title: 'Neu', level: 'land', year: 2026 })
    const run = await sanity(['dataset', 'import', archive, '--dataset', 'production', '--replace'])
    expect(run.code, printed(run)).toBe(0)
    const now = await allDocuments('production')
    expect(
      now.filter((document) => !isAsset(document) && document._id !== 'award-nach-dem-export').map(withoutServerFields),
    ).toEqual(exported.filter((document) => !isAsset(document)).map(withoutServerFields))
    expect(now.map(({ _id }) => _id)).toContain('award-nach-dem-export')
  }, 120_000)

  it('imports the bundled content/dataset/data.ndjson (its images next to it) into a new dataset', async () => {
    expect((await sanity(['dataset', 'create', 'bundled'])).code).toBe(0)
    // Relative to the repository, where `npm run` is typed.
    const run = await sanity(['dataset', 'import', 'content/dataset/data.ndjson', '--dataset', 'bundled'])
    expect(run.code, printed(run)).toBe(0)
    const bundled = importExport(readFileSync(path.join(DATASET_DIR, 'data.ndjson'), 'utf8'), DATASET_DIR, {
      location: () => ({ path: '', url: '' }),
    })
    const inLake = await allDocuments('bundled')
    const byId = new Map(inLake.map((document) => [document._id, document]))
    for (const document of bundled.documents.filter((each) => !isAsset(each as Doc)))
      expect(withoutServerFields(byId.get(document._id) as Doc), document._id).toEqual(withoutServerFields(document))
    expect(
      inLake
        .filter(isAsset)
        .map(({ _id }) => _id)
        .sort(),
    ).toEqual(bundled.assets.map(({ document }) => document._id).sort())
  }, 120_000)

  it('left no archive in studio/, where the CLI runs', () => {
    expect(existsSync(path.resolve(import.meta.dirname, '../../studio/production.tar.gz'))).toBe(false)
  })
})
