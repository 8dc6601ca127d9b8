/**
 * The office's tools for stored submissions (README, "Forms"), from SUBMISSIONS_DIR or,
 * with SANITY_API_WRITE_TOKEN, the private submissions dataset:
 *
 *   npm run submissions:export [-- --format=csv] [--kind=inquiry|application]
 *   npm run submissions:purge -- --older-than 180d
 *   npm run submissions:mail          sends what waits in the mail outbox
 *   npm run submissions:backup -- <file>              a consistent copy while the server runs (SQLite)
 *   npm run submissions:restore -- <file> --replace   puts a backup back (SQLite)
 */
import { parseArgs } from 'node:util'
import { csv } from '@scripts/lib/submissions-csv'
import { createContentReaders } from '@/lib/content/readers'
import { FORM_FIELDS, type FormKind } from '@/lib/forms/form-fields'
import { runQuery } from '@/lib/sanity/fetch'
import { openStore, resolveStoreConfig } from '@/lib/submissions/config'
import { mailer, resolveMailConfig } from '@/lib/submissions/mail'
import { mailContent } from '@/lib/submissions/mail-content'
import { deliverOutbox } from '@/lib/submissions/outbox'
import { backupSqlite, restoreSqlite } from '@/lib/submissions/sqlite-store'

const USAGE = `Usage:
  npm run submissions:export [-- --format=jsonl|csv] [--kind=inquiry|application]
  npm run submissions:purge -- --older-than <days>d
  npm run submissions:mail
  npm run submissions:backup -- <file>
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
    replace: { type: 'boolean', default: false },
  },
})
const [command, file] = positionals
const takesFile = command === 'backup' || command === 'restore'
if (!command || positionals.length > (takesFile ? 2 : 1) || (takesFile && !file)) fail(USAGE)

const config = resolveStoreConfig()
if (config.kind === 'unavailable') fail(config.reason, 1)
if (takesFile) {
  if (config.kind !== 'sqlite')
    fail(
      `${command} works on the SQLite store; the private dataset is backed up with \`sanity dataset export ${'$'}{SANITY_SUBMISSIONS_DATASET}\`.`,
      1,
    )
  try {
    if (command === 'backup') {
      const result = await backupSqlite(config.directory, file as string)
      console.error(`Backup of ${result.submissions} submission(s) written to ${result.file}.`)
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
      const match = /^(\d+)d$/.exec(values['older-than'] ?? '')
      if (!match) fail('--older-than <days>d is required, e.g. --older-than 180d.')
      const cutoff = new Date(Date.now() - Number(match[1]) * 24 * 60 * 60 * 1000)
      const deleted = await store.purge(cutoff)
      console.error(
        `Deleted ${deleted} submission(s) received before ${cutoff.toISOString()} from ${store.description}.`,
      )
      break
    }
    case 'mail': {
      const mail = resolveMailConfig()
      if (mail.kind === 'off') fail('SMTP_URL is not set: notification mails are off.', 1)
      const readers = createContentReaders(runQuery)
      const settings = await readers.getSiteSettings()
      const target = mailer(mail, settings.email ?? null)
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
