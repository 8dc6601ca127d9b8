import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { type ExportedDocument, importExport } from '../shared/dataset-export.ts'
import { assetLocation } from './assets.ts'
import { findRunningLake, WORKING_COPY_FILES } from './running-lake.ts'
import { LocalContentLake } from './server.ts'
import type { LakeDocument } from './store.ts'
import { openWorkingCopy, seedBase, seedHash, writeSeedBase } from './working-copy.ts'

/**
 * `npm run content:sync`: brings what the bundled dataset (content/dataset, built from content/seed)
 * gained since the working copy was seeded into the local lake, without overwriting an editor's
 * change. Per published document and its draft, compared field by field (top-level fields) with the
 * seed as it was last brought in (working-copy.ts `seedBase`):
 *
 *  - a document new in the seed is created; one the lake no longer has although it came from the
 *    seed was deleted by an editor and stays deleted;
 *  - a field the lake still holds as the seed gave it follows the seed (new, changed or removed
 *    there); a field changed in the lake stays as it is, and is named when the seed changed it too;
 *  - new images are uploaded (the same bytes give the same asset); documents only the lake has stay.
 *
 * Everything goes in one transaction through the lake's API (the Studio sees it, the publishing webhook
 * refreshes the pages), each patch with the revision it was planned on: a document an editor saves
 * in between fails the whole sync, which can then simply run again. With no lake running, the sync
 * starts one on the working copy for the time it takes.
 */

const SYSTEM_FIELDS = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt'])
const API = 'v2025-02-19'

const isAsset = (document: { _type: string }) => /^sanity\.[a-zA-Z]+Asset$/.test(document._type)

export type SyncPlan = {
  /** Images of the seed the lake lacks: their file in the bundled dataset's images/. */
  uploads: { id: string; file: string }[]
  mutations: Record<string, unknown>[]
  created: string[]
  updated: { id: string; fields: string[] }[]
  /** Fields changed in the lake that the seed changed too: the lake's value stays. */
  kept: { id: string; fields: string[] }[]
  /** Fields the seed no longer has that an editor changed (renamed? then its migration comes first). */
  dropped: { id: string; fields: string[] }[]
  /** Documents of the seed an editor deleted in the lake. */
  deleted: string[]
}

export function planSync({
  seed,
  base,
  lake,
}: {
  seed: { documents: ExportedDocument[]; assets: { file: string; document: ExportedDocument }[] }
  base: ReadonlyMap<string, LakeDocument>
  lake: ReadonlyMap<string, LakeDocument>
}): SyncPlan {
  const plan: SyncPlan = { uploads: [], mutations: [], created: [], updated: [], kept: [], dropped: [], deleted: [] }
  for (const { file, document } of seed.assets)
    if (!lake.has(document._id)) plan.uploads.push({ id: document._id, file })
  for (const document of seed.documents) {
    if (isAsset(document)) continue
    const id = document._id
    const before = base.get(id)
    const versions = [lake.get(id), lake.get(`drafts.${id}`)].filter((each) => each !== undefined)
    if (versions.length === 0) {
      if (before) plan.deleted.push(id)
      else {
        plan.mutations.push({ create: document })
        plan.created.push(id)
      }
      continue
    }
    for (const version of versions) {
      const set: Record<string, unknown> = {}
      const unset: string[] = []
      const kept: string[] = []
      const dropped: string[] = []
      for (const field of new Set([...Object.keys(document), ...Object.keys(before ?? {})])) {
        if (SYSTEM_FIELDS.has(field)) continue
        const [seeded, previously, now] = [document[field], before?.[field], version[field]]
        if (isDeepStrictEqual(seeded, now)) continue
        if (isDeepStrictEqual(previously, now)) {
          if (seeded === undefined) unset.push(field)
          else set[field] = seeded
        } else if (seeded === undefined) dropped.push(field)
        else if (!isDeepStrictEqual(seeded, previously)) kept.push(field)
      }
      const fields = [...Object.keys(set), ...unset]
      if (fields.length > 0) {
        plan.mutations.push({
          patch: {
            id: version._id,
            ifRevisionID: version._rev,
            ...(Object.keys(set).length > 0 ? { set } : {}),
            ...(unset.length > 0 ? { unset } : {}),
          },
        })
        plan.updated.push({ id: version._id, fields })
      }
      if (kept.length > 0) plan.kept.push({ id: version._id, fields: kept })
      if (dropped.length > 0) plan.dropped.push({ id: version._id, fields: dropped })
    }
  }
  return plan
}

const list = (entries: { id: string; fields: string[] }[]) =>
  entries.map(({ id, fields }) => `${id} (${fields.join(', ')})`).join('; ')

/** The plan in a few lines for the developer. */
export function describePlan(plan: SyncPlan): string[] {
  const lines: string[] = []
  if (plan.created.length) lines.push(`created: ${plan.created.join(', ')}`)
  if (plan.updated.length) lines.push(`updated: ${list(plan.updated)}`)
  if (plan.uploads.length) lines.push(`images uploaded: ${plan.uploads.map(({ file }) => file).join(', ')}`)
  if (plan.kept.length) lines.push(`kept as edited in the lake (the seed changed them too): ${list(plan.kept)}`)
  if (plan.dropped.length)
    lines.push(
      `no longer in the seed, kept as edited in the lake: ${list(plan.dropped)}. ` +
        'If a field was renamed, run its migration first (npm run sanity -- migration list), then sync again.',
    )
  if (plan.deleted.length) lines.push(`deleted in the lake, not brought back: ${plan.deleted.join(', ')}`)
  if (plan.mutations.length === 0 && plan.uploads.length === 0)
    lines.unshift('nothing to bring in: the lake has everything of the bundled dataset')
  return lines
}

type Target = { origin: string; token: string }

async function call(target: Target, route: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${target.origin}/${API}${route}`, {
    ...init,
    headers: { authorization: `Bearer ${target.token}`, ...init.headers },
  })
  const body = (await response.json()) as Record<string, unknown>
  if (!response.ok) {
    const error = body.error as { description?: string } | string | undefined
    const reason = typeof error === 'object' ? error.description : (body.message ?? error)
    throw new Error(
      response.status === 409
        ? `a document changed in the lake while syncing (${reason}); nothing was written, run it again`
        : `the lake answered ${response.status}: ${reason}`,
    )
  }
  return body
}

async function apply(target: Target, dataset: string, plan: SyncPlan, seedDir: string): Promise<void> {
  for (const { id, file } of plan.uploads) {
    const body = (await call(target, `/assets/images/${dataset}?filename=${encodeURIComponent(file)}`, {
      method: 'POST',
      body: readFileSync(path.join(seedDir, 'images', file)),
    })) as { document: { _id: string } }
    if (body.document._id !== id) throw new Error(`images/${file} became ${body.document._id}, expected ${id}`)
  }
  if (plan.mutations.length > 0)
    await call(target, `/data/mutate/${dataset}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: plan.mutations }),
    })
}

export type SyncOptions = { dir: string; seedDir: string; projectId: string; dataset: string; dryRun: boolean }

/** Plans and (unless `dryRun`) applies the sync; returns the lines to print. */
export async function syncWorkingCopy({ dir, seedDir, projectId, dataset, dryRun }: SyncOptions): Promise<string[]> {
  if (!existsSync(path.join(dir, WORKING_COPY_FILES.database)))
    return [`no working copy in ${dir} yet: the lake's first start seeds it from the bundled dataset`]
  const running = await findRunningLake(dir)
  let stop = async () => {}
  let target: Target
  if (running) target = running
  else {
    // No lake runs: one on the working copy for the time of the sync (loopback, no webhook, no site).
    const copy = openWorkingCopy({ dir, seedDir, projectId, dataset, privateDatasets: [] })
    const lake = new LocalContentLake({
      store: copy.store,
      projectId,
      assetsDir: copy.assetsDir,
      transformsDir: copy.transformsDir,
      webhooks: [],
    })
    try {
      await lake.listen(0, 0)
    } catch (error) {
      copy.release()
      throw error
    }
    copy.store.setAssetOrigin(lake.origin)
    target = { origin: lake.origin, token: lake.token }
    stop = async () => {
      await lake.close()
      copy.release()
    }
  }
  try {
    const query = new URLSearchParams({ query: '*[]', perspective: 'raw' })
    const { result } = (await call(target, `/data/query/${dataset}?${query}`)) as { result: LakeDocument[] }
    const seed = importExport(readFileSync(path.join(seedDir, 'data.ndjson'), 'utf8'), seedDir, {
      location: (facts) =>
        assetLocation(projectId, dataset, '', `${facts.sha1}-${facts.width}x${facts.height}.${facts.extension}`),
    })
    const plan = planSync({
      seed,
      base: seedBase(dir, dataset).documents,
      lake: new Map(result.map((document) => [document._id, document])),
    })
    const lines = describePlan(plan)
    if (dryRun) return [...lines, 'dry run: nothing written']
    await apply(target, dataset, plan, seedDir)
    writeSeedBase(
      dir,
      seedHash(seedDir),
      seed.documents.filter((document) => !isAsset(document)),
    )
    return lines
  } finally {
    await stop()
  }
}
