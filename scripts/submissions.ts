/**
 * The office's tools for stored submissions (README, "Forms"), from SUBMISSIONS_DIR or,
 * with SANITY_API_WRITE_TOKEN, the private submissions dataset:
 *
 *   npm run submissions:export [-- --format=csv] [--kind=inquiry|application]
 *   npm run submissions:purge -- --older-than 180d
 *   npm run submissions:mail          sends what waits in the mail outbox
 *   npm run submissions:backup -- <file>              a consistent copy while the server runs (SQLite)
 *   npm run submissions:backup -- <folder>/ [--keep 14d]   a new dated file there; older ones deleted
 *   npm run submissions:restore -- <file> --replace   puts a backup back (SQLite)
 *
 * In a release folder (no checkout, no tsx) the same commands are `node tools/submissions.mjs …`:
 * `npm run build` bundles this file with what it loads (scripts/lib/release-tools.ts), and the
 * systemd timers in deploy/ run it there (docs/deployment.md).
 */
import { readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'
import { csv } from '@scripts/lib/submissions-csv'
import { settings } from '@/hosting/runtime.ts'
import { createContentReaders } from '@/lib/content/readers'
import { FORM_FIELDS, type FormKind } from '@/lib/forms/form-fields'
import { runQuery } from '@/lib/sanity/fetch'
import { openStore } from '@/lib/submissions/config'
import { mailer } from '@/lib/submissions/mail'
import { mailContent } from '@/lib/submissions/mail-content'
import { deliverOutbox } from '@/lib/submissions/outbox'
import { backupSqlite, restoreSqlite } from '@/lib/submissions/sqlite-store'

const USAGE = `Usage (in a release folder: node tools/submissions.mjs <command> …):
  npm run submissions:export [-- --format=jsonl|csv] [--kind=inquiry|application]
  npm run submissions:purge -- --older-than <days>d
  npm run submissions:mail
  npm run submissions:backup -- <file> | <folder>/ [--keep <days>d]
  npm run submissions:restore -- <file> --replace`

function fail(message: string, code = 2): never {
  console.error(`submissions: ${message}`)
  process.exit(code)
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: 'string', default: 'jsonl' },
    kind: { type: 'string' },
    'older-than': { type: 'string' },
    keep: { type: 'string' },
    replace: { type: 'boolean', default: false },
  },
})
const [command, file] = positionals
const takesFile = command === 'backup' || command === 'restore'
if (!command || positionals.length > (takesFile ? 2 : 1) || (takesFile && !file)) fail(USAGE)

/** `180d` → days, or a usage error naming the option. */
function days(option: string, value: string | undefined, minimum = 0): number {
  const match = /^(\d+)d$/.exec(value ?? '')
  if (!match || Number(match[1]) < minimum) fail(`--${option} <days>d is required, e.g. --${option} 180d.`)
  return Number(match[1])
}

const DAY_MS = 24 * 60 * 60 * 1000
/** Backups the timer writes into a folder: submissions-2026-11-26T033000Z.sqlite (UTC, sortable). */
const BACKUP_NAME = /^submissions-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z\.sqlite$/

function backupName(now: Date): string {
  return `submissions-${now.toISOString().slice(0, 19).replaceAll(':', '')}Z.sqlite`
}

/** Deletes the dated backups in `folder` taken more than `keepDays` days before `now`; returns their names. */
function pruneBackups(folder: string, keepDays: number, now: Date): string[] {
  const cutoff = now.getTime() - keepDays * DAY_MS
  const deleted: string[] = []
  for (const name of readdirSync(folder).sort()) {
    const match = BACKUP_NAME.exec(name)
    if (!match) continue
    const takenAt = Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`)
    if (Number.isNaN(takenAt) || takenAt >= cutoff) continue
    rmSync(path.join(folder, name))
    deleted.push(name)
  }
  return deleted
}

/**
 * The copy inherits the live database's WAL mode, and the read-only integrity check leaves an empty
 * -wal and a -shm file beside it (a daily timer would pile them up). One file is what a backup
 * should be: back to the rollback journal; closing the writable connection removes both.
 */
function asSingleFile(file: string): void {
  const db = new DatabaseSync(file)
  try {
    db.exec('PRAGMA journal_mode = DELETE')
  } finally {
    db.close()
  }
}

if (values.keep !== undefined && command !== 'backup') fail('--keep belongs to backup <folder>/.')

const config = settings().submissions.store
if (config.kind === 'unavailable') fail(config.reason, 1)
if (takesFile) {
  if (config.kind !== 'sqlite')
    fail(
      `${command} works on the SQLite store; the private dataset is backed up with \`sanity dataset export ${'$'}{SANITY_SUBMISSIONS_DATASET}\`.`,
      1,
    )
  try {
    if (command === 'backup') {
      const now = new Date()
      const target = file as string
      const intoFolder = target.endsWith('/') || (statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false)
      const keepDays = values.keep === undefined ? undefined : days('keep', values.keep, 1)
      if (keepDays !== undefined && !intoFolder) fail('--keep works with a folder: backup <folder>/ --keep <days>d.')
      const result = await backupSqlite(config.directory, intoFolder ? path.join(target, backupName(now)) : target)
      asSingleFile(result.file)
      console.error(`Backup of ${result.submissions} submission(s) written to ${result.file}.`)
      if (keepDays !== undefined) {
        const deleted = pruneBackups(target, keepDays, now)
        console.error(
          `Kept the backups of the last ${keepDays} day(s) in ${target}; deleted ${deleted.length} older: ${deleted.join(', ') || 'none'}.`,
        )
      }
    } else {
      if (!values.replace)
        fail('restore replaces every submission stored now with those in the backup; add --replace to confirm.')
      const result = await restoreSqlite(config.directory, file as string)
      console.error(`Restored ${result.submissions} submission(s) from ${file} into ${result.file}.`)
    }
  } catch (error) {
    fail((error as Error).message, 1)
  }
  process.exit(0)
}
const store = openStore(config)

try {
  switch (command) {
    case 'export': {
      const kind = values.kind as FormKind | undefined
      if (kind && !(kind in FORM_FIELDS)) fail(`--kind must be inquiry or application, not "${kind}".`)
      const submissions = await store.list({ kind })
      if (values.format === 'csv') process.stdout.write(csv(submissions))
      else if (values.format === 'jsonl')
        process.stdout.write(submissions.map((submission) => `${JSON.stringify(submission)}\n`).join(''))
      else fail(`--format must be jsonl or csv, not "${values.format}".`)
      console.error(`${submissions.length} submission(s) from ${store.description}.`)
      break
    }
    case 'purge': {
      const cutoff = new Date(Date.now() - days('older-than', values['older-than']) * DAY_MS)
      const deleted = await store.purge(cutoff)
      console.error(
        `Deleted ${deleted} submission(s) received before ${cutoff.toISOString()} from ${store.description}.`,
      )
      break
    }
    case 'mail': {
      const mail = settings().submissions.mail
      if (mail.kind === 'off') fail('SMTP_URL is not set: notification mails are off.', 1)
      const readers = createContentReaders(runQuery)
      const company = await readers.getSiteSettings()
      const target = mailer(mail, company.email ?? null)
      if (!target) fail('No mail target.', 1)
      const { sent, retried, failed } = await deliverOutbox(store, target, await mailContent(readers))
      console.error(`Outbox: ${sent} sent, ${retried} to be retried later, ${failed} given up (failed).`)
      target.transport.close()
      if (retried + failed > 0) process.exitCode = 1
      break
    }
    default:
      fail(USAGE)
  }
} finally {
  await store.close()
}
