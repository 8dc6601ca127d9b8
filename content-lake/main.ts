/**
 * The local Content Lake as a process: `node content-lake/main.ts` (started by `npm run dev` and by
 * the production server with CONTENT_LAKE=local, see launch.ts; never on its own in production).
 *
 * env: CONTENT_LAKE_DIR (working copy, default .data/content-lake), CONTENT_DATASET_DIR (the bundled
 * dataset it is seeded from, default content/dataset), CONTENT_LAKE_PORT (0: any free port),
 * CONTENT_LAKE_STREAM_PORTS (extra ports for listeners, default 8), CONTENT_LAKE_WEBHOOK_URL and
 * SANITY_REVALIDATE_SECRET (the publishing webhook), SANITY_SUBMISSIONS_DATASET (a private dataset),
 * CONTENT_LAKE_WRITE_DELAY_MS (how long a write takes, default 200; see server.ts),
 * CONTENT_LAKE_SITE_ORIGINS (browser origins of a site whose Studio may call it, comma-separated; the
 * launcher instead names them over IPC once the site holds them), CONTENT_LAKE_JOURNAL (a file for the
 * request journal, journal.ts; set by the Studio's browser tests).
 *
 * Every start makes a new token (session.ts). Started with an IPC channel it reports
 * `{type: 'ready', …}` (or `{type: 'failed', message}`) there and takes `{type: 'trust-site', origins}`
 * (answered `{type: 'trusted'}`); otherwise it prints the address. While it runs, `lake.json` in the
 * working copy names its origin and process (no token: a program of the same user asks
 * `GET /local/session` there).
 * `--reset` removes the working copy (`npm run content:reset`), `--sync [--dry-run]` brings the bundled
 * dataset's new documents and fields into it without overwriting edits (`npm run content:sync`,
 * seed-sync.ts; through the running lake, or a lake of its own while none runs). A reset while a lake
 * runs is refused with one line.
 */
import path from 'node:path'
import { PUBLISHING_WEBHOOK } from '../shared/publishing-webhook.ts'
import { AddressHeldError } from './loopback.ts'
import { noteRunningLake } from './running-lake.ts'
import { syncWorkingCopy } from './seed-sync.ts'
import { LocalContentLake } from './server.ts'
import { warnWhenUsersIndistinguishable } from './session.ts'
import { openWorkingCopy, resetWorkingCopy } from './working-copy.ts'

export const LAKE_PROJECT_ID = 'local'
export const LAKE_DATASET = 'production'

const env = process.env
const dir = path.resolve(env.CONTENT_LAKE_DIR?.trim() || '.data/content-lake')

if (process.argv.includes('--reset')) {
  try {
    resetWorkingCopy(dir)
  } catch (error) {
    console.error(`content-lake: cannot reset: ${(error as Error).message}`)
    process.exit(1)
  }
  console.log(`Removed the local Content Lake's working copy ${dir}; the next start seeds it from the bundled dataset.`)
  process.exit(0)
}

const seedDir = path.resolve(env.CONTENT_DATASET_DIR?.trim() || 'content/dataset')

if (process.argv.includes('--sync')) {
  try {
    const dryRun = process.argv.includes('--dry-run')
    const lines = await syncWorkingCopy({ dir, seedDir, projectId: LAKE_PROJECT_ID, dataset: LAKE_DATASET, dryRun })
    for (const line of lines) console.log(`content:sync: ${line}`)
  } catch (error) {
    console.error(`content:sync: ${(error as Error).message}`)
    process.exit(1)
  }
  process.exit(0)
}
const submissionsDataset = env.SANITY_SUBMISSIONS_DATASET?.trim() || ''
const port = Number(env.CONTENT_LAKE_PORT ?? 0)
const streamPorts = Number(env.CONTENT_LAKE_STREAM_PORTS ?? 8)
const webhookUrl = env.CONTENT_LAKE_WEBHOOK_URL?.trim()
const secret = env.SANITY_REVALIDATE_SECRET?.trim()

let copy: ReturnType<typeof openWorkingCopy>
try {
  copy = openWorkingCopy({
    dir,
    seedDir,
    projectId: LAKE_PROJECT_ID,
    dataset: LAKE_DATASET,
    privateDatasets: submissionsDataset ? [submissionsDataset] : [],
  })
} catch (error) {
  console.error(`content-lake: ${(error as Error).message}`)
  process.exit(1)
}
if (copy.seedChanged)
  console.warn(
    `content-lake: the bundled dataset (${seedDir}) changed since the working copy was seeded: ` +
      '`npm run content:sync` brings its new documents and fields in and keeps edits made in the Studio ' +
      '(after a renamed field, its migration first: `npm run sanity -- migration list`).',
  )

/** Stops the start with one line, also to the launcher (launch.ts shows it as the site's reason). */
function refuse(message: string): never {
  if (process.send) process.send({ type: 'failed', message })
  else console.error(`content-lake: ${message}`)
  copy.release()
  process.exit(1)
}

const lake = new LocalContentLake({
  store: copy.store,
  projectId: LAKE_PROJECT_ID,
  assetsDir: copy.assetsDir,
  transformsDir: copy.transformsDir,
  siteOrigins: (env.CONTENT_LAKE_SITE_ORIGINS ?? '').split(',').filter(Boolean),
  writeDelayMs: Number(env.CONTENT_LAKE_WRITE_DELAY_MS ?? 200),
  journalFile: env.CONTENT_LAKE_JOURNAL?.trim() || undefined,
  webhooks:
    webhookUrl && secret
      ? [
          {
            name: PUBLISHING_WEBHOOK.name,
            url: webhookUrl,
            secret,
            dataset: LAKE_DATASET,
            on: PUBLISHING_WEBHOOK.on,
            filter: PUBLISHING_WEBHOOK.filter,
            projection: PUBLISHING_WEBHOOK.projection,
            includeDrafts: PUBLISHING_WEBHOOK.includeDrafts,
          },
        ]
      : [],
  onDelivery: ({ webhook, operation, documentId, status, attempt }) =>
    console.log(
      `content-lake: webhook "${webhook}" ${operation} ${documentId} → ${status}${attempt > 1 ? ` (attempt ${attempt})` : ''}`,
    ),
})

try {
  await lake.listen(port, streamPorts)
} catch (error) {
  if (error instanceof AddressHeldError)
    refuse(
      `${error.message}: the Studio talks to http://localhost:${error.port}, which browsers try at ::1 first, and would ` +
        'send its token there. Stop that program or choose another CONTENT_LAKE_PORT.',
    )
  refuse(`cannot listen on port ${port}: ${(error as Error).message}`)
}
copy.store.setAssetOrigin(lake.origin)
warnWhenUsersIndistinguishable()
// For tools of this user that did not start the lake (`npm run sanity`, running-lake.ts).
const forget = noteRunningLake(dir, { origin: lake.origin, projectId: LAKE_PROJECT_ID, dataset: LAKE_DATASET })

const ready = {
  type: 'ready' as const,
  origin: lake.origin,
  streamPorts: lake.streamPorts,
  token: lake.token,
  projectId: LAKE_PROJECT_ID,
  dataset: LAKE_DATASET,
  dir,
}
process.on('message', (message: { type?: string; origins?: string[] }) => {
  if (message.type !== 'trust-site') return
  lake.trustSiteOrigins(message.origins ?? [])
  process.send?.({ type: 'trusted' })
})
if (process.send) process.send(ready)
else console.log(`Local Content Lake on ${lake.origin} (working copy ${dir})`)

let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  forget()
  await lake.close()
  copy.release()
  process.exit(code)
}
process.once('SIGTERM', () => void stop(0))
process.once('SIGINT', () => void stop(0))
// Started by a parent: stop with it.
process.on('disconnect', () => void stop(0))
