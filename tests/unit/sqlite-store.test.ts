import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SQLITE_FILE, SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'

let parent: string
let directory: string

beforeEach(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'sqlite-store-'))
  directory = path.join(parent, 'submissions')
})
afterEach(() => {
  rmSync(parent, { recursive: true, force: true })
})

const mode = (file: string) => statSync(file).mode & 0o777

describe('the SQLite store', () => {
  it('keeps visitors’ data to the site’s own user: a 0700 directory and 0600 files, also under a lax umask', async () => {
    const previous = process.umask(0o002)
    try {
      const store = new SqliteSubmissionStore(directory)
      await store.save({ kind: 'inquiry', fields: { name: 'A' }, mailStatus: 'off', confirmationTo: null })
      const file = path.join(directory, SQLITE_FILE)
      expect(mode(directory)).toBe(0o700)
      expect(mode(file)).toBe(0o600)
      expect(mode(`${file}-wal`)).toBe(0o600)
      expect(mode(`${file}-shm`)).toBe(0o600)
      await store.close()
    } finally {
      process.umask(previous)
    }
  })

  it('migrates a database of the first release in place, keeping every row', async () => {
    mkdirSync(directory, { recursive: true })
    const old = new DatabaseSync(path.join(directory, SQLITE_FILE))
    // The schema of the first release (before 'failed', backoff and the lease).
    old.exec(`
      CREATE TABLE submissions (
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
      CREATE INDEX submissions_outbox ON submissions (mail_status, received_at);
      INSERT INTO submissions VALUES ('a', 'inquiry', '2026-01-01T10:00:00.000Z', '{"name":"Alt"}', 1, 'sent', 1, NULL, '2026-01-01T10:00:01.000Z');
      INSERT INTO submissions VALUES ('b', 'application', '2026-01-02T10:00:00.000Z', '{"name":"Offen"}', 0, 'pending', 3, 'timeout', NULL);
    `)
    old.close()

    const store = new SqliteSubmissionStore(directory)
    const [sent, pending] = await store.list()
    expect(sent).toMatchObject({
      id: 'a',
      handled: true,
      fields: { name: 'Alt' },
      mail: { status: 'sent', attempts: 1 },
    })
    expect(pending?.mail).toEqual({
      status: 'pending',
      attempts: 3,
      lastError: 'timeout',
      sentAt: null,
      nextAttemptAt: null,
    })
    // The new state is accepted, and a second open does not migrate again.
    await store.recordMailAttempt({ id: 'b', slot: 'mail' }, { ok: false, error: '550', retryAt: null })
    await store.close()
    const reopened = new SqliteSubmissionStore(directory)
    expect((await reopened.list())[1]?.mail).toMatchObject({ status: 'failed', attempts: 4, lastError: '550' })
    await reopened.close()
    const db = new DatabaseSync(path.join(directory, SQLITE_FILE))
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: 2 })
    db.close()
  })

  it('migrates a database of the second release (no confirmation yet): old rows never get one', async () => {
    mkdirSync(directory, { recursive: true })
    const old = new DatabaseSync(path.join(directory, SQLITE_FILE))
    // The schema of version 1: the office's mail with backoff and lease, no confirmation.
    old.exec(`
      CREATE TABLE submissions (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('inquiry', 'application')),
        received_at TEXT NOT NULL,
        fields TEXT NOT NULL,
        handled INTEGER NOT NULL DEFAULT 0,
        dedupe_key TEXT,
        mail_status TEXT NOT NULL CHECK (mail_status IN ('pending', 'sent', 'failed', 'off')),
        mail_attempts INTEGER NOT NULL DEFAULT 0,
        mail_error TEXT,
        mail_sent_at TEXT,
        mail_next_attempt_at TEXT,
        mail_lease_until TEXT
      );
      INSERT INTO submissions (id, kind, received_at, fields, mail_status) VALUES
        ('a', 'inquiry', '${new Date().toISOString()}', '{"email":"alt@example.org"}', 'pending');
      PRAGMA user_version = 1;
    `)
    old.close()

    const store = new SqliteSubmissionStore(directory)
    const [kept] = await store.list()
    expect(kept).toMatchObject({ id: 'a', mail: { status: 'pending' }, confirmation: { status: 'off', attempts: 0 } })
    // The row from before has no key, so it does not hold back a confirmation for its address.
    const saved = await store.save({
      kind: 'inquiry',
      fields: { email: 'alt@example.org' },
      mailStatus: 'pending',
      confirmationTo: 'alt@example.org',
    })
    expect(saved.confirmation.status).toBe('pending')
    await store.close()
    const db = new DatabaseSync(path.join(directory, SQLITE_FILE))
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: 2 })
    db.close()
  })

  it('refuses a database written by a newer version of the site instead of guessing', () => {
    mkdirSync(directory, { recursive: true })
    const db = new DatabaseSync(path.join(directory, SQLITE_FILE))
    db.exec('PRAGMA user_version = 99')
    db.close()
    expect(() => new SqliteSubmissionStore(directory)).toThrow(/schema version 99, newer than this site's 2/)
  })
})
