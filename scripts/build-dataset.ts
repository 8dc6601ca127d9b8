/**
 * Turns the typed seed (content/seed) into the bundled dataset in Sanity's
 * export format: content/dataset/data.ndjson with images referenced as
 * `_sanityAsset: image@file://./images/<file>`.
 *
 *   npm run dataset:build   write data.ndjson and images/lqip.json
 *   npm run dataset:check   fail if data.ndjson is not what the seed produces (or an image has no lqip)
 *
 * images/lqip.json holds each image's blur placeholder (20 px wide, base64), as the Content
 * Lake computes `metadata.lqip` on upload; the bundled mode reads it from there.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { seedDocuments } from '@content/seed'
import sharp from 'sharp'

const DATASET_DIR = path.resolve(import.meta.dirname, '../content/dataset')
const NDJSON_PATH = path.join(DATASET_DIR, 'data.ndjson')
const ASSET_PREFIX = 'image@file://./'
const IMAGES_DIR = path.join(DATASET_DIR, 'images')
const LQIP_PATH = path.join(IMAGES_DIR, 'lqip.json')
const IMAGE_FILE = /\.(jpe?g|png|webp)$/i

/** Sanity's lqip: a 20 px wide JPEG as a data URL. */
async function buildLqips(): Promise<Record<string, string>> {
  const files = readdirSync(IMAGES_DIR)
    .filter((file) => IMAGE_FILE.test(file))
    .sort()
  const entries = await Promise.all(
    files.map(async (file) => {
      const jpeg = await sharp(path.join(IMAGES_DIR, file)).resize(20).jpeg({ quality: 50 }).toBuffer()
      return [file, `data:image/jpeg;base64,${jpeg.toString('base64')}`] as const
    }),
  )
  return Object.fromEntries(entries)
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Deterministic `_key`s: the same seed always yields the same dataset. */
function withKeys(value: Json, trail: string): Json {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const keyed = withKeys(item, `${trail}[${index}]`)
      if (isObject(keyed) && typeof keyed._key !== 'string') {
        const _key = createHash('sha1').update(`${trail}[${index}]`).digest('hex').slice(0, 12)
        return { _key, ...keyed }
      }
      return keyed
    })
  }
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withKeys(item, `${trail}.${key}`)]))
  }
  return value
}

/** The day the bundled site's content was first entered; every document was created within 30 days after it. */
const CONTENT_START = Date.UTC(2026, 1, 2)
const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

/** A whole number in [0, range) from the document's id, so each document keeps its own fixed times. */
function pick(id: string, salt: string, range: number): number {
  return Math.floor((createHash('sha1').update(`${salt}:${id}`).digest().readUInt32BE(0) / 2 ** 32) * range)
}

/** A minute of an office day (07:00–16:59 UTC). */
const officeMinute = (id: string, salt: string) => (7 * 60 + pick(id, salt, 10 * 60)) * MINUTE_MS

/**
 * `_createdAt` and `_updatedAt` as a Sanity export carries them, fixed and deterministic: created on a
 * day within 30 days of CONTENT_START (a job posting on its `datePosted`), last edited up to 90 days
 * later (a posting the same day), both during office hours. The sitemap's `lastmod` is read from them.
 */
function withTimestamps(document: Record<string, Json>): Record<string, Json> {
  const id = String(document._id)
  const posted = typeof document.datePosted === 'string' ? Date.parse(`${document.datePosted}T00:00:00Z`) : null
  const createdDay = posted ?? CONTENT_START + pick(id, 'created-day', 30) * DAY_MS
  const created = createdDay + officeMinute(id, 'created-minute')
  const updated =
    posted === null
      ? createdDay + (1 + pick(id, 'updated-day', 90)) * DAY_MS + officeMinute(id, 'updated-minute')
      : created + (30 + pick(id, 'updated-minute', 60)) * MINUTE_MS
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')
  const { _id, _type, ...fields } = document
  return { _id: _id as Json, _type: _type as Json, _createdAt: iso(created), _updatedAt: iso(updated), ...fields }
}

function collect(value: Json, visit: (node: Record<string, Json>) => void) {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, visit)
  } else if (isObject(value)) {
    visit(value)
    for (const item of Object.values(value)) collect(item, visit)
  }
}

function buildDataset(): { ndjson: string; problems: string[] } {
  const problems: string[] = []
  const documents = (seedDocuments as unknown as Json[])
    .map((document) => {
      if (!isObject(document) || typeof document._id !== 'string') throw new Error('Seed document without _id')
      return withTimestamps(withKeys(document, document._id) as Record<string, Json>)
    })
    .sort((a, b) => String(a._id).localeCompare(String(b._id)))

  const ids = new Set<string>()
  for (const document of documents) {
    const id = String(document._id)
    if (ids.has(id)) problems.push(`Duplicate _id ${id}`)
    if (id.includes('.')) problems.push(`_id ${id} contains a dot (hidden from public reads)`)
    ids.add(id)
  }

  const usedImages = new Set<string>()
  for (const document of documents) {
    collect(document, (node) => {
      if (typeof node._ref === 'string' && !ids.has(node._ref))
        problems.push(`${document._id}: reference to missing document ${node._ref}`)
      if (typeof node._sanityAsset === 'string') {
        const file = node._sanityAsset.slice(ASSET_PREFIX.length)
        usedImages.add(path.basename(file))
        if (!existsSync(path.join(DATASET_DIR, file))) problems.push(`${document._id}: missing image ${file}`)
      }
    })
  }
  for (const file of readdirSync(path.join(DATASET_DIR, 'images'))) {
    if (/\.(jpe?g|png|webp)$/i.test(file) && !usedImages.has(file)) problems.push(`Unused image images/${file}`)
  }

  return { ndjson: `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`, problems }
}

async function main() {
  const check = process.argv.includes('--check')
  const { ndjson, problems } = buildDataset()
  if (problems.length > 0) {
    console.error(`Seed problems:\n- ${problems.join('\n- ')}`)
    process.exit(1)
  }
  if (check) {
    const current = existsSync(NDJSON_PATH) ? readFileSync(NDJSON_PATH, 'utf8') : ''
    if (current !== ndjson) {
      console.error('content/dataset/data.ndjson is stale: run `npm run dataset:build` and commit the result.')
      process.exit(1)
    }
    const lqip = existsSync(LQIP_PATH) ? (JSON.parse(readFileSync(LQIP_PATH, 'utf8')) as Record<string, string>) : {}
    const missing = readdirSync(IMAGES_DIR).filter((file) => IMAGE_FILE.test(file) && !lqip[file]?.startsWith('data:'))
    if (missing.length > 0) {
      console.error(
        `images/lqip.json lacks ${missing.join(', ')}: run \`npm run dataset:build\` and commit the result.`,
      )
      process.exit(1)
    }
    console.log(`Dataset is up to date (${ndjson.trim().split('\n').length} documents).`)
    return
  }
  writeFileSync(NDJSON_PATH, ndjson)
  writeFileSync(LQIP_PATH, `${JSON.stringify(await buildLqips(), null, 2)}\n`)
  console.log(`Wrote ${path.relative(process.cwd(), NDJSON_PATH)} (${ndjson.trim().split('\n').length} documents).`)
}

await main()
