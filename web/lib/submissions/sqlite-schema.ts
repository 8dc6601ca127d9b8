import type { DatabaseSync } from 'node:sqlite'
import { MAIL_SLOTS, type MailSlot } from './store'

/**
 * The SQLite schema of the submissions store, versioned with `PRAGMA user_version`. A database
 * of an older version is migrated in one transaction when the store opens it, so an update
 * of the site never needs a manual step and never loses a row.
 */
export const SCHEMA_VERSION = 2

/**
 * The status a slot's rows start with when the slot is added to an existing table: the visitor's
 * confirmation came with version 2, and the submissions before it never get one.
 */
const ADDED_LATER: Partial<Record<MailSlot, string>> = { confirmation: 'off' }

/** Columns of one mail's state, prefixed with its slot (`mail_status`, …). */
const mailColumns = (slot: MailSlot) => {
  const initial = ADDED_LATER[slot]
  return [
    `${slot}_status TEXT NOT NULL ${initial ? `DEFAULT '${initial}' ` : ''}CHECK (${slot}_status IN ('pending', 'sent', 'failed', 'off'))`,
    `${slot}_attempts INTEGER NOT NULL DEFAULT 0`,
    `${slot}_error TEXT`,
    `${slot}_sent_at TEXT`,
    `${slot}_next_attempt_at TEXT`,
    `${slot}_lease_until TEXT`,
  ]
}

/** The hash of the address a confirmation went to (store.ts, confirmationKey), for the hourly limit. */
const CONFIRMATION_KEY_COLUMN = 'confirmation_key TEXT'

const CREATE_TABLE = (name: string) => `
  CREATE TABLE ${name} (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('inquiry', 'application')),
    received_at TEXT NOT NULL,
    fields TEXT NOT NULL,
    handled INTEGER NOT NULL DEFAULT 0,
    dedupe_key TEXT,
    ${CONFIRMATION_KEY_COLUMN},
    ${MAIL_SLOTS.flatMap(mailColumns).join(',\n    ')}
  )`

const INDEXES = `
  CREATE INDEX IF NOT EXISTS submissions_received_at ON submissions (received_at);
  CREATE INDEX IF NOT EXISTS submissions_dedupe ON submissions (dedupe_key, received_at);
  CREATE INDEX IF NOT EXISTS submissions_confirmation ON submissions (confirmation_key, received_at);
  ${MAIL_SLOTS.map((slot) => `CREATE INDEX IF NOT EXISTS submissions_outbox_${slot} ON submissions (${slot}_status, ${slot}_next_attempt_at);`).join('\n')}
  DROP INDEX IF EXISTS submissions_outbox;`

function tableExists(db: DatabaseSync): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'submissions'").get() !== undefined
}

/**
 * Version 0 (the first release) had no 'failed' state, no backoff and no lease; its CHECK
 * constraint cannot be altered in place, so the table is rebuilt in today's shape and every row copied.
 */
function migrateFrom0(db: DatabaseSync) {
  db.exec(CREATE_TABLE('submissions_rebuilt'))
  db.exec(`
    INSERT INTO submissions_rebuilt (id, kind, received_at, fields, handled, mail_status, mail_attempts, mail_error, mail_sent_at)
      SELECT id, kind, received_at, fields, handled, mail_status, mail_attempts, mail_error, mail_sent_at FROM submissions;
    DROP TABLE submissions;
    ALTER TABLE submissions_rebuilt RENAME TO submissions;`)
}

/** Version 1 had only the office's mail: the confirmation's columns are added, `off` for every row. */
function migrateFrom1(db: DatabaseSync) {
  for (const column of [CONFIRMATION_KEY_COLUMN, ...mailColumns('confirmation')])
    db.exec(`ALTER TABLE submissions ADD COLUMN ${column}`)
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
      else if (version === 1) migrateFrom1(db)
      db.exec(INDEXES)
      db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`)
    }
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}
