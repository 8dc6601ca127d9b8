import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs'
import path from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import type { FormKind } from '@/lib/forms/form-fields'
import { migrate } from './sqlite-schema'
import {
  CONFIRMATION_WINDOW_MS,
  confirmationKey,
  initialMailState,
  MAIL_SLOTS,
  MAX_ERROR_LENGTH,
  type MailAttempt,
  type MailJob,
  type MailSlot,
  type MailState,
  type NewSubmission,
  newSubmissionId,
  type SavedSubmission,
  type StoreHealth,
  StoreUnavailableError,
  type Submission,
  type SubmissionStore,
} from './store'

export const SQLITE_FILE = 'submissions.sqlite'

type Row = Record<string, string | number | null> & {
  id: string
  kind: string
  received_at: string
  fields: string
  handled: number
}

const mailState = (row: Row, slot: MailSlot): MailState => ({
  status: row[`${slot}_status`] as MailState['status'],
  attempts: Number(row[`${slot}_attempts`] ?? 0),
  lastError: (row[`${slot}_error`] as string | null) ?? null,
  sentAt: (row[`${slot}_sent_at`] as string | null) ?? null,
  nextAttemptAt: (row[`${slot}_next_attempt_at`] as string | null) ?? null,
})

const toSubmission = (row: Row): Submission =>
  ({
    id: row.id,
    kind: row.kind as FormKind,
    receivedAt: row.received_at,
    fields: JSON.parse(row.fields) as Record<string, string>,
    handled: row.handled === 1,
    ...Object.fromEntries(MAIL_SLOTS.map((slot) => [slot, mailState(row, slot)])),
  }) as Submission

/** Visitors' personal data: readable by the site's own user only (0700 directory, 0600 files). */
function restrictAccess(directory: string, file: string) {
  mkdirSync(directory, { recursive: true, mode: 0o700 })
  if (statSync(directory).uid === process.getuid?.()) chmodSync(directory, 0o700)
  // SQLite gives the -wal and -shm files the mode of the database file.
  closeSync(openSync(file, 'a', 0o600))
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600)
}

/**
 * The embedded default: one SQLite file (node:sqlite, no native addon) in SUBMISSIONS_DIR.
 * WAL with synchronous=FULL makes every committed insert survive a `kill -9` or a power cut
 * the moment `save` returns; the busy timeout lets other processes on the host in (the export
 * script, a second instance of the site).
 */
export class SqliteSubmissionStore implements SubmissionStore {
  readonly description: string
  private readonly db: DatabaseSync

  constructor(directory: string) {
    const file = path.join(directory, SQLITE_FILE)
    this.description = `SQLite file ${file}`
    try {
      restrictAccess(directory, file)
      this.db = new DatabaseSync(file)
      this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;')
      migrate(this.db)
    } catch (error) {
      throw new StoreUnavailableError(`Cannot open the submissions database ${file}: ${(error as Error).message}`)
    }
  }

  async save(submission: NewSubmission): Promise<SavedSubmission> {
    const id = newSubmissionId()
    const now = new Date()
    const receivedAt = now.toISOString()
    const { dedupe } = submission
    const addressKey = submission.confirmationTo ? confirmationKey(submission.confirmationTo) : null
    let confirmationStatus: 'pending' | 'off' = 'off'
    try {
      // The repeat check, the confirmation limit and the insert in one write transaction: two posts
      // at once cannot both find nothing, so neither is stored twice nor confirmed twice.
      this.db.exec('BEGIN IMMEDIATE')
      try {
        const earlier = dedupe
          ? (this.db
              .prepare(
                'SELECT * FROM submissions WHERE dedupe_key = ? AND received_at > ? ORDER BY received_at DESC LIMIT 1',
              )
              .get(
                dedupe.key,
                dedupe.windowMs === null ? '' : new Date(now.getTime() - dedupe.windowMs).toISOString(),
              ) as Row | undefined)
          : undefined
        if (!earlier) {
          const confirmedLately =
            addressKey !== null &&
            this.db
              .prepare(
                "SELECT 1 FROM submissions WHERE confirmation_key = ? AND received_at >= ? AND confirmation_status != 'off' LIMIT 1",
              )
              .get(addressKey, new Date(now.getTime() - CONFIRMATION_WINDOW_MS).toISOString()) !== undefined
          if (addressKey !== null && !confirmedLately) confirmationStatus = 'pending'
          this.db
            .prepare(
              `INSERT INTO submissions (id, kind, received_at, fields, dedupe_key, mail_status, confirmation_key, confirmation_status)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              id,
              submission.kind,
              receivedAt,
              JSON.stringify(submission.fields),
              dedupe?.key ?? null,
              submission.mailStatus,
              addressKey,
              confirmationStatus,
            )
        }
        this.db.exec('COMMIT')
        if (earlier) return { ...toSubmission(earlier), duplicate: true }
      } catch (error) {
        if (this.db.isTransaction) this.db.exec('ROLLBACK')
        throw error
      }
    } catch (error) {
      throw new StoreUnavailableError(`Cannot store a submission in ${this.description}: ${(error as Error).message}`)
    }
    return {
      id,
      kind: submission.kind,
      receivedAt,
      fields: submission.fields,
      handled: false,
      mail: initialMailState(submission.mailStatus),
      confirmation: initialMailState(confirmationStatus),
      duplicate: false,
    }
  }

  async list(options: { kind?: FormKind } = {}): Promise<Submission[]> {
    const rows = options.kind
      ? this.db.prepare('SELECT * FROM submissions WHERE kind = ? ORDER BY received_at, rowid').all(options.kind)
      : this.db.prepare('SELECT * FROM submissions ORDER BY received_at, rowid').all()
    return (rows as Row[]).map(toSubmission)
  }

  async claimDueMails(limit: number, now: Date, leaseMs: number): Promise<MailJob[]> {
    const at = now.toISOString()
    const until = new Date(now.getTime() + leaseMs).toISOString()
    const jobs: (MailJob & { order: string })[] = []
    // Slot by slot (the office's mail first) within what is left of `limit`: a claimed mail is one
    // this run sends, never one left leased and waiting for its lease to run out.
    for (const slot of MAIL_SLOTS) {
      const room = limit - jobs.length
      if (room <= 0) break
      // One statement: selecting and leasing cannot interleave with another process's claim.
      const rows = this.db
        .prepare(
          `UPDATE submissions SET ${slot}_lease_until = ?
           WHERE id IN (
             SELECT id FROM submissions
             WHERE ${slot}_status = 'pending'
               AND (${slot}_next_attempt_at IS NULL OR ${slot}_next_attempt_at <= ?)
               AND (${slot}_lease_until IS NULL OR ${slot}_lease_until <= ?)
             ORDER BY received_at, rowid LIMIT ?)
           RETURNING *`,
        )
        .all(until, at, at, room) as Row[]
      for (const row of rows) jobs.push({ submission: toSubmission(row), slot, order: row.received_at })
    }
    return jobs.sort((a, b) => a.order.localeCompare(b.order)).map(({ submission, slot }) => ({ submission, slot }))
  }

  async recordMailAttempt({ id, slot }: { id: string; slot: MailSlot }, attempt: MailAttempt): Promise<void> {
    if (attempt.ok) {
      this.db
        .prepare(
          `UPDATE submissions SET ${slot}_status = 'sent', ${slot}_attempts = ${slot}_attempts + 1, ${slot}_error = NULL,
             ${slot}_sent_at = ?, ${slot}_next_attempt_at = NULL, ${slot}_lease_until = NULL WHERE id = ?`,
        )
        .run(new Date().toISOString(), id)
      return
    }
    this.db
      .prepare(
        `UPDATE submissions SET ${slot}_status = ?, ${slot}_attempts = ${slot}_attempts + 1, ${slot}_error = ?,
           ${slot}_next_attempt_at = ?, ${slot}_lease_until = NULL WHERE id = ?`,
      )
      .run(
        attempt.retryAt ? 'pending' : 'failed',
        attempt.error.slice(0, MAX_ERROR_LENGTH),
        attempt.retryAt?.toISOString() ?? null,
        id,
      )
  }

  async purge(cutoff: Date): Promise<number> {
    const result = this.db.prepare('DELETE FROM submissions WHERE received_at < ?').run(cutoff.toISOString())
    return Number(result.changes)
  }

  async health(): Promise<StoreHealth> {
    let writable = true
    try {
      // Takes the write lock and rolls back: fails on a read-only or locked-up database, writes nothing.
      this.db.exec('BEGIN IMMEDIATE; ROLLBACK')
    } catch {
      writable = false
    }
    let backlog = 0
    let oldest: string | null = null
    for (const slot of MAIL_SLOTS) {
      const row = this.db
        .prepare(
          `SELECT count(*) AS n, min(coalesce(${slot}_next_attempt_at, received_at)) AS due
           FROM submissions WHERE ${slot}_status = 'pending'`,
        )
        .get() as { n: number; due: string | null }
      backlog += Number(row.n)
      if (row.due && (!oldest || row.due < oldest)) oldest = row.due
    }
    return { writable, outbox: { backlog, oldestDueAt: oldest } }
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close()
  }
}

/** What a backup or restore copied, checked on the copy itself. */
export type BackupResult = { file: string; submissions: number; pages: number }

function checkedCopy(file: string): Omit<BackupResult, 'pages'> {
  const copy = new DatabaseSync(file, { readOnly: true })
  try {
    const integrity = copy.prepare('PRAGMA integrity_check').get() as { integrity_check: string }
    if (integrity.integrity_check !== 'ok')
      throw new Error(`${file} failed SQLite's integrity check: ${integrity.integrity_check}`)
    const { n } = copy.prepare('SELECT count(*) AS n FROM submissions').get() as { n: number }
    return { file, submissions: Number(n) }
  } finally {
    copy.close()
  }
}

/**
 * A consistent copy of the live database while the server keeps writing (SQLite's online backup
 * API, node:sqlite `backup`): never a half-written file, unlike copying submissions.sqlite and its
 * -wal file by hand. Refuses to overwrite an existing file.
 */
export async function backupSqlite(directory: string, target: string): Promise<BackupResult> {
  const source = path.join(directory, SQLITE_FILE)
  if (!existsSync(source)) throw new Error(`No submissions database at ${source}.`)
  if (existsSync(target)) throw new Error(`${target} exists already; choose a new file name.`)
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true })
  const db = new DatabaseSync(source)
  try {
    db.exec('PRAGMA busy_timeout = 5000;')
    const pages = await backup(db, target)
    chmodSync(target, 0o600)
    return { ...checkedCopy(target), pages }
  } finally {
    db.close()
  }
}

/**
 * Replaces the live database's content with a backup, through the same backup API into the live
 * file: the running server's connections see the restored rows, nothing is torn. Everything stored
 * after the backup was taken is gone, so the caller confirms first (`--replace`).
 */
export async function restoreSqlite(directory: string, from: string): Promise<BackupResult> {
  const checked = checkedCopy(from)
  mkdirSync(directory, { recursive: true })
  const target = path.join(directory, SQLITE_FILE)
  const db = new DatabaseSync(from, { readOnly: true })
  try {
    const pages = await backup(db, target)
    // The restored file may be of an older schema: migrate it as the server would.
    new SqliteSubmissionStore(directory).close()
    return { ...checked, file: target, pages }
  } finally {
    db.close()
  }
}
