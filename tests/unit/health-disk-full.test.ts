import { spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmdirSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startNextServer } from '@scripts/lib/next-server'
import { INQUIRY, ORIGIN } from '@tests/support/submissions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetRuntime } from '@/hosting/runtime.ts'
import { checkHealth } from '@/lib/health'
import { submissionStore } from '@/lib/submissions/config'
import { SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'

/**
 * GET /api/health answers 503 when the disk of the SQLite submissions store is full: the store's own
 * check (`BEGIN IMMEDIATE; ROLLBACK`) writes nothing and passes on a full disk, while every
 * submission then fails. A real file system of 2 MiB (tmpfs) is mounted as SUBMISSIONS_DIR and filled
 * with a file until the kernel says ENOSPC; unmounted afterwards.
 *
 * Needs the right to mount (root, a container that allows it); skipped with the reason otherwise.
 * The second part runs the production server (server.mjs) on the build in web/$NEXT_DIST_DIR
 * (default .next) when there is one.
 */

function tryMount(): { ok: true; dir: string } | { ok: false; reason: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'health-disk-'))
  const result = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m,mode=0700', 'tmpfs', dir], { encoding: 'utf8' })
  if (result.status === 0) return { ok: true, dir }
  rmdirSync(dir)
  return { ok: false, reason: `mount -t tmpfs is not allowed here: ${(result.stderr || String(result.error)).trim()}` }
}

/** Unmounts (lazily if something still holds a file there) and removes the empty mount point. */
function unmount(dir: string): void {
  if (spawnSync('umount', [dir]).status !== 0) spawnSync('umount', ['-l', dir])
  rmdirSync(dir)
}

/** Writes zeros to `file` until the file system refuses (ENOSPC); returns the bytes written. */
function fill(file: string): number {
  const fd = openSync(file, 'w')
  const chunk = Buffer.alloc(16 * 1024)
  let written = 0
  try {
    for (;;) written += writeSync(fd, chunk)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
  } finally {
    closeSync(fd)
  }
  return written
}

/** Polls `read` until `done` holds; the health check may keep a disk verdict for a few seconds. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const probe = tryMount()
if (probe.ok) unmount(probe.dir)
const skipReason = probe.ok ? null : probe.reason
if (skipReason) console.warn(`[health-disk-full] skipped: ${skipReason}`)

describe.skipIf(skipReason !== null)('GET /api/health with the submissions disk full (in process)', () => {
  let dir = ''
  const previous = { ...process.env }
  beforeAll(() => {
    const mounted = tryMount()
    if (!mounted.ok) throw new Error(mounted.reason)
    dir = mounted.dir
    process.env.SUBMISSIONS_DIR = path.join(dir, 'submissions')
    delete process.env.SANITY_API_WRITE_TOKEN
    void resetRuntime()
  })
  afterAll(async () => {
    // The health check opened the process's store on the mounted disk.
    await submissionStore().close()
    process.env = previous
    await resetRuntime()
    unmount(dir)
  })

  it('is writable with room, unavailable when full, writable again when freed', async () => {
    // `degraded`, not `ok`: the bundled sample data holds open launch items (health-launch.test.ts).
    expect(await checkHealth()).toMatchObject({ status: 'degraded', submissions: { store: 'sqlite', writable: true } })

    const filler = path.join(dir, 'filler')
    expect(fill(filler)).toBeGreaterThan(1024 * 1024)
    // The disk is really full for the store: a submission cannot be saved.
    const store = new SqliteSubmissionStore(path.join(dir, 'submissions'))
    await expect(
      store.save({
        kind: 'inquiry',
        fields: { ...INQUIRY, message: 'x'.repeat(60_000) },
        mailStatus: 'pending',
        confirmationTo: null,
      }),
    ).rejects.toThrow()
    await store.close()

    const full = await eventually(checkHealth, (health) => health.status === 'unavailable')
    expect(full).toMatchObject({ status: 'unavailable', submissions: { writable: false } })
    expect(JSON.stringify(full)).not.toContain(dir)

    rmSync(filler)
    const freed = await eventually(checkHealth, (health) => health.status === 'degraded')
    expect(freed).toMatchObject({ status: 'degraded', submissions: { writable: true } })
  })
})

const ROOT = path.resolve(import.meta.dirname, '../..')
const BUILD = path.join(ROOT, 'web', process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')
const serverSkip = skipReason ?? (existsSync(BUILD) ? null : `no production build at ${path.dirname(BUILD)}`)
if (serverSkip && !skipReason) console.warn(`[health-disk-full] server part skipped: ${serverSkip}`)

const OPERATOR_TOKEN = 'health-details-token-of-the-test'

describe.skipIf(serverSkip !== null)('GET /api/health with the submissions disk full (production server)', () => {
  let dir = ''
  let server: Awaited<ReturnType<typeof startNextServer>> | undefined
  beforeAll(async () => {
    const mounted = tryMount()
    if (!mounted.ok) throw new Error(mounted.reason)
    dir = mounted.dir
    mkdirSync(path.join(dir, 'submissions'), { mode: 0o700 })
    server = await startNextServer({
      port: Number(process.env.HEALTH_DISK_PORT ?? 3141),
      env: {
        SUBMISSIONS_DIR: path.join(dir, 'submissions'),
        SUBMISSIONS_RATE_LIMIT: '0',
        SITE_URL: ORIGIN,
        HEALTH_DETAILS_TOKEN: OPERATOR_TOKEN,
      },
    })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    if (dir) unmount(dir)
  })

  const health = async () => {
    // The operator's view: the details say why (a visitor sees the verdict alone).
    const response = await fetch(`${server?.url}/api/health`, {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    })
    return { status: response.status, body: (await response.json()) as { submissions: { writable: boolean } } }
  }

  it('answers 200, then 503 while the disk is full, then 200 again', async () => {
    expect((await health()).status).toBe(200)
    const filler = path.join(dir, 'filler')
    fill(filler)

    const full = await eventually(health, (answer) => answer.status === 503)
    expect(full.status).toBe(503)
    expect(full.body.submissions.writable).toBe(false)
    // What a visitor would meet: the form cannot be stored.
    const inquiry = await fetch(`${server?.url}/api/inquiry`, {
      method: 'POST',
      headers: { Accept: 'application/json', Origin: String(server?.url) },
      body: new URLSearchParams({ ...INQUIRY, message: `Test bei voller Platte ${Date.now()}` }),
    })
    expect(inquiry.status).toBeGreaterThanOrEqual(500)

    rmSync(filler)
    expect((await eventually(health, (answer) => answer.status === 200)).status).toBe(200)
    expect(server?.output()).not.toMatch(/\/tmp\/health-disk-[^\s]*filler/)
  }, 60_000)
})
