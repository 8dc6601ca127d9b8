import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Where a running lake can be found by tools of the same user that did not start it (`npm run
 * sanity`, `npm run content:sync`): the lake notes its address in its working copy
 * (`lake.json`, beside the lock `lake.pid`) when it listens and removes the note when it stops. The
 * token, new at every start and never written to disk, is asked of the lake itself: `GET /local/session`
 * hands it to a program of the lake's own user (session.ts). A note whose process is gone (a `kill -9`)
 * is ignored, as the lock is.
 */

/** The files of a working copy (working-copy.ts) that tell whether and where a lake runs. */
export const WORKING_COPY_FILES = { database: 'lake.sqlite', lock: 'lake.pid', note: 'lake.json' } as const
const { lock: LOCK, note: NOTE } = WORKING_COPY_FILES

export type RunningLake = {
  /** `http://localhost:<port>`: the lake's API (the same origin the Studio uses). */
  origin: string
  projectId: string
  dataset: string
  token: string
}

type Note = { pid: number; origin: string; projectId: string; dataset: string }

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Called by the lake once it listens; the returned function removes the note (at stop). */
export function noteRunningLake(dir: string, lake: Omit<Note, 'pid'>): () => void {
  const file = path.join(dir, NOTE)
  writeFileSync(file, JSON.stringify({ pid: process.pid, ...lake }), { mode: 0o600 })
  return () => {
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as Note).pid === process.pid) rmSync(file)
    } catch {}
  }
}

/**
 * The running lake's server token, from `GET /local/session` (no Origin: a program, over a loopback
 * connection the kernel says is this user's; session.ts). The one place tools get it; never printed.
 */
export async function lakeToken(origin: string): Promise<string | undefined> {
  try {
    const response = await fetch(new URL('/local/session', origin))
    if (!response.ok) return undefined
    return ((await response.json()) as { token?: string }).token
  } catch {
    return undefined
  }
}

/** The lake that serves the working copy `dir` now, or null when none does. */
export async function findRunningLake(dir: string): Promise<RunningLake | null> {
  let note: Note
  try {
    note = JSON.parse(readFileSync(path.join(dir, NOTE), 'utf8')) as Note
  } catch {
    return null
  }
  const lockHolder = existsSync(path.join(dir, LOCK)) ? Number(readFileSync(path.join(dir, LOCK), 'utf8')) : 0
  if (!Number.isInteger(note.pid) || note.pid !== lockHolder || !isRunning(note.pid)) return null
  const token = await lakeToken(note.origin)
  if (!token) return null
  return { origin: note.origin, projectId: note.projectId, dataset: note.dataset, token }
}
