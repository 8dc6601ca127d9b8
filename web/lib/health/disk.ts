import { randomBytes } from 'node:crypto'
import { open, statfs, unlink } from 'node:fs/promises'
import path from 'node:path'

/**
 * Can the SQLite submissions store write to its disk? The store's own check (`BEGIN IMMEDIATE;
 * ROLLBACK`) writes nothing, so it passes on a full disk while every submission fails with
 * SQLITE_FULL. Two looks at the disk instead:
 *  - free space for unprivileged writers (statfs `bavail`) at least MIN_FREE_BYTES;
 *  - a write probe: a small file written, fsynced and removed in the store's directory, which also
 *    catches a read-only mount, a quota or lost permissions that statfs does not show.
 * The verdict is kept for DISK_CHECK_TTL_MS: /api/health is public, and a flood of it must not become
 * a flood of fsyncs. A monitor polls every 30 s, so a full disk shows within one poll.
 */

/**
 * Below this the store is reported unwritable. A form body is capped at 64 KB (readCappedBody); the
 * insert writes its row and index pages into the WAL, and the next checkpoint copies them into the
 * database file, so one worst-case submission can need about three times its size. 1 MiB is room for
 * a few of them: the monitor hears of a filling disk before the first submission is lost.
 */
export const MIN_FREE_BYTES = 1024 * 1024
export const DISK_CHECK_TTL_MS = 5_000
const PROBE_BYTES = 4096

export type DiskCheck = {
  writable: boolean
  /** Bytes available to the server's user, or null when statfs failed. */
  freeBytes: number | null
  /** For the log (never in the health answer: it names nothing but sizes and error codes). */
  problem: string | null
}

const kib = (bytes: number) => `${Math.floor(bytes / 1024)} KiB`
const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message

async function writeProbe(directory: string): Promise<string | null> {
  const file = path.join(directory, `.health-probe-${process.pid}-${randomBytes(4).toString('hex')}`)
  let handle: Awaited<ReturnType<typeof open>> | undefined
  try {
    handle = await open(file, 'wx', 0o600)
    await handle.write(Buffer.alloc(PROBE_BYTES))
    await handle.sync()
    return null
  } catch (error) {
    return `a ${PROBE_BYTES}-byte write probe failed (${codeOf(error)})`
  } finally {
    await handle?.close().catch(() => {})
    await unlink(file).catch(() => {})
  }
}

export async function inspectDisk(directory: string): Promise<DiskCheck> {
  let freeBytes: number
  try {
    const stats = await statfs(directory)
    freeBytes = Number(stats.bavail) * Number(stats.bsize)
  } catch (error) {
    return { writable: false, freeBytes: null, problem: `statfs failed (${codeOf(error)})` }
  }
  if (freeBytes < MIN_FREE_BYTES)
    return { writable: false, freeBytes, problem: `${kib(freeBytes)} free, below the ${kib(MIN_FREE_BYTES)} minimum` }
  const problem = await writeProbe(directory)
  return { writable: problem === null, freeBytes, problem }
}

const checks = new Map<string, { at: number; result: Promise<DiskCheck> }>()
let lastProblem: string | null = null

/** inspectDisk, remembered per directory for DISK_CHECK_TTL_MS; logs when the verdict changes. */
export function storeDisk(directory: string, now: number = Date.now()): Promise<DiskCheck> {
  const cached = checks.get(directory)
  if (cached && now - cached.at < DISK_CHECK_TTL_MS) return cached.result
  const result = inspectDisk(directory).then((check) => {
    if (check.problem !== lastProblem) {
      if (check.problem) console.error(`[health] Submissions disk cannot take submissions: ${check.problem}.`)
      else if (lastProblem) console.error('[health] Submissions disk writable again.')
      lastProblem = check.problem
    }
    return check
  })
  checks.set(directory, { at: now, result })
  return result
}
