import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { FormKind } from '@/lib/forms/form-fields'
import {
  type NewSubmission,
  newSubmissionId,
  StoreUnavailableError,
  type Submission,
  type SubmissionStore,
} from './store'

export const SQLITE_FILE = 'submissions.sqlite'

type Row = {
  id: string
  kind: string
  received_at: string
  fields: string
  handled: number
  mail_status: string
  mail_attempts: number
  mail_error: string | null
  mail_sent_at: string | null
}

const toSubmission = (row: Row): Submission => ({
  id: row.id,
  kind: row.kind as FormKind,
  receivedAt: row.received_at,
  fields: JSON.parse(row.fields) as Record<string, string>,
  handled: row.handled === 1,
  mail: {
    status: row.mail_status as Submission['mail']['status'],
    attempts: row.mail_attempts,
    lastError: row.mail_error,
    sentAt: row.mail_sent_at,
  },
})

/**
 * The embedded default: one SQLite file (node:sqlite, no native addon) in SUBMISSIONS_DIR.
 * WAL with synchronous=FULL makes every committed insert survive a `kill -9` or a power cut
 * the moment `save` returns; the busy timeout lets a second process (the export script) in.
 */
export class SqliteSubmissionStore implements SubmissionStore {
  readonly description: string
  private readonly db: DatabaseSync

  constructor(directory: string) {
    const file = path.join(directory, SQLITE_FILE)
    this.description = `SQLite file ${file}`
    try {
      mkdirSync(directory, { recursive: true })
      this.db = new DatabaseSync(file)
      this.db.exec(`
        PRAGMA journal_mode = WAL;
        PRAGMA synchronous = FULL;
        PRAGMA busy_timeout = 5000;
        CREATE TABLE IF NOT EXISTS submissions (
          id TEXT PRIMARY KEY,
          kind TEXT NOT NULL CHECK (kind IN ('inquiry', 'application')),
          received_at TEXT NOT NULL,
          fields TEXT NOT NULL,
          handled INTEGER NOT NULL DEFAULT 0,
          mail_status TEXT NOT NULL CHECK (mail_status IN ('pending', 'sent', 'off')),
          mail_attempts INTEGER NOT NULL DEFAULT 0,
          mail_error TEXT,
          mail_sent_at TEXT
        );
        CREATE INDEX IF NOT EXISTS submissions_received_at ON submissions (received_at);
        CREATE INDEX IF NOT EXISTS submissions_outbox ON submissions (mail_status, received_at);
      `)
    } catch (error) {
      throw new StoreUnavailableError(`Cannot open the submissions database ${file}: ${(error as Error).message}`)
    }
  }

  async save(submission: NewSubmission): Promise<Submission> {
    const id = newSubmissionId()
    const receivedAt = new Date().toISOString()
    try {
      this.db
        .prepare('INSERT INTO submissions (id, kind, received_at, fields, mail_status) VALUES (?, ?, ?, ?, ?)')
        .run(id, submission.kind, receivedAt, JSON.stringify(submission.fields), submission.mailStatus)
    } catch (error) {
      throw new StoreUnavailableError(`Cannot store a submission in ${this.description}: ${(error as Error).message}`)
    }
    return {
      id,
      kind: submission.kind,
      receivedAt,
      fields: submission.fields,
      handled: false,
      mail: { status: submission.mailStatus, attempts: 0, lastError: null, sentAt: null },
    }
  }

  async list(options: { kind?: FormKind } = {}): Promise<Submission[]> {
    const rows = options.kind
      ? this.db.prepare('SELECT * FROM submissions WHERE kind = ? ORDER BY received_at, rowid').all(options.kind)
      : this.db.prepare('SELECT * FROM submissions ORDER BY received_at, rowid').all()
    return (rows as unknown as Row[]).map(toSubmission)
  }

  async outbox(limit: number): Promise<Submission[]> {
    const rows = this.db
      .prepare("SELECT * FROM submissions WHERE mail_status = 'pending' ORDER BY received_at, rowid LIMIT ?")
      .all(limit)
    return (rows as unknown as Row[]).map(toSubmission)
  }

  async recordMailAttempt(id: string, result: { ok: true } | { ok: false; error: string }): Promise<void> {
    if (result.ok)
      this.db
        .prepare(
          "UPDATE submissions SET mail_status = 'sent', mail_attempts = mail_attempts + 1, mail_error = NULL, mail_sent_at = ? WHERE id = ?",
        )
        .run(new Date().toISOString(), id)
    else
      this.db
        .prepare('UPDATE submissions SET mail_attempts = mail_attempts + 1, mail_error = ? WHERE id = ?')
        .run(result.error.slice(0, 500), id)
  }

  async purge(cutoff: Date): Promise<number> {
    const result = this.db.prepare('DELETE FROM submissions WHERE received_at < ?').run(cutoff.toISOString())
    return Number(result.changes)
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close()
  }
}
