import type { DatabaseSync } from 'node:sqlite'
import { MAIL_SLOTS } from './store'

/**
 * The SQLite schema of the submissions store, versioned with `PRAGMA user_version`. A database
 * of an older version is migrated in one transaction when the store opens it, so an update
 * of the site never needs a manual step and never loses a row.
 */
export const SCHEMA_VERSION = 1

/** Columns of one mail's state, prefixed with its slot (`mail_status`, …). */
const mailColumns = (slot: string, defaultStatus: string | null) => `
  ${slot}_status TEXT NOT NULL ${defaultStatus ? `DEFAULT '${defaultStatus}' ` : ''}CHECK (${slot}_status IN ('pending', 'sent', 'failed', 'off')),
  ${slot}_attempts INTEGER NOT NULL DEFAULT 0,
  ${slot}_error TEXT,
  ${slot}_sent_at TEXT,
  ${slot}_next_attempt_at TEXT,
  ${slot}_lease_until TEXT`

const CREATE_TABLE = (name: string) => `
  CREATE TABLE ${name} (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('inquiry', 'application')),
    received_at TEXT NOT NULL,
    fields TEXT NOT NULL,
    handled INTEGER NOT NULL DEFAULT 0,
    dedupe_key TEXT,
    ${MAIL_SLOTS.map((slot) => mailColumns(slot, null)).join(',')}
  )`

const INDEXES = `
  CREATE INDEX IF NOT EXISTS submissions_received_at ON submissions (received_at);
  CREATE INDEX IF NOT EXISTS submissions_dedupe ON submissions (dedupe_key, received_at);
  ${MAIL_SLOTS.map((slot) => `CREATE INDEX IF NOT EXISTS submissions_outbox_${slot} ON submissions (${slot}_status, ${slot}_next_attempt_at);`).join('\n')}
  DROP INDEX IF EXISTS submissions_outbox;`

function tableExists(db: DatabaseSync): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'submissions'").get() !== undefined
}

/**
 * Version 0 (the first release) had no 'failed' state, no backoff and no lease; its CHECK
 * constraint cannot be altered in place, so the table is rebuilt and every row copied.
 */
function migrateFrom0(db: DatabaseSync) {
  db.exec(CREATE_TABLE('submissions_v1'))
  db.exec(`
    INSERT INTO submissions_v1 (id, kind, received_at, fields, handled, mail_status, mail_attempts, mail_error, mail_sent_at)
      SELECT id, kind, received_at, fields, handled, mail_status, mail_attempts, mail_error, mail_sent_at FROM submissions;
    DROP TABLE submissions;
    ALTER TABLE submissions_v1 RENAME TO submissions;`)
}

/**
 * Creates the table or brings an older one up to SCHEMA_VERSION. The version is read inside
 * the write transaction, so of two processes opening the file at once only one migrates.
 */
export function migrate(db: DatabaseSync) {
  db.exec('BEGIN IMMEDIATE')
  try {
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number }
    if (version > SCHEMA_VERSION)
      throw new Error(
        `The submissions database has schema version ${version}, newer than this site's ${SCHEMA_VERSION}: update the site.`,
      )
    if (version < SCHEMA_VERSION) {
      if (!tableExists(db)) db.exec(CREATE_TABLE('submissions'))
      else if (version === 0) migrateFrom0(db)
      db.exec(INDEXES)
      db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`)
    }
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}
