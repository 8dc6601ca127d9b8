import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetRuntime } from '@/hosting/runtime.ts'
import { checkHealth } from '@/lib/health'
import { backupSqlite, restoreSqlite, SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'

let parent: string
let directory: string

beforeEach(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'submissions-backup-'))
  directory = path.join(parent, 'live')
})
afterEach(() => {
  rmSync(parent, { recursive: true, force: true })
})

const save = (store: SqliteSubmissionStore, name: string) =>
  store.save({ kind: 'inquiry', fields: { name }, mailStatus: 'pending', confirmationTo: null })

describe('backup and restore of the SQLite store (npm run submissions:backup / :restore)', () => {
  it('copies a consistent database while another process keeps writing, and restores it', async () => {
    const store = new SqliteSubmissionStore(directory)
    for (let i = 0; i < 50; i++) await save(store, `vorher ${i}`)
    // A second process writes while the backup runs, as the server does.
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `const { DatabaseSync } = require('node:sqlite')
         const db = new DatabaseSync(${JSON.stringify(path.join(directory, 'submissions.sqlite'))})
         db.exec('PRAGMA busy_timeout = 5000')
         const insert = db.prepare("UPDATE submissions SET fields = fields WHERE rowid = (abs(random()) % 50) + 1")
         const until = Date.now() + 1500
         while (Date.now() < until) insert.run()`,
      ],
      { stdio: 'inherit' },
    )
    const target = path.join(parent, 'backups', 'heute.sqlite')
    const result = await backupSqlite(directory, target)
    await new Promise((resolve) => writer.once('exit', resolve))
    expect(result.submissions).toBe(50)
    expect(result.pages).toBeGreaterThan(0)
    expect(statSync(target).mode & 0o777).toBe(0o600)
    await expect(backupSqlite(directory, target)).rejects.toThrow(/exists already/)

    // Later submissions, then the restore puts the backup's 50 back.
    for (let i = 0; i < 5; i++) await save(store, `danach ${i}`)
    await store.close()
    const restored = await restoreSqlite(directory, target)
    expect(restored.submissions).toBe(50)
    const reopened = new SqliteSubmissionStore(directory)
    const all = await reopened.list()
    expect(all).toHaveLength(50)
    expect(all.some((submission) => String(submission.fields.name).startsWith('danach'))).toBe(false)
    await reopened.close()
  })

  it('refuses a file that is not an intact SQLite database', async () => {
    const broken = path.join(parent, 'kaputt.sqlite')
    writeFileSync(broken, 'not a database')
    await expect(restoreSqlite(directory, broken)).rejects.toThrow()
    await expect(backupSqlite(path.join(parent, 'nowhere'), path.join(parent, 'x.sqlite'))).rejects.toThrow(
      /No submissions database/,
    )
  })
})

describe('GET /api/health', () => {
  it('reports the store writable and the mails waiting in the outbox', async () => {
    const previous = { ...process.env }
    process.env.SUBMISSIONS_DIR = directory
    // The build this process serves: its id comes from the build folder (web/hosting/settings.ts).
    const appDir = path.join(parent, 'app')
    mkdirSync(path.join(appDir, '.next'), { recursive: true })
    writeFileSync(path.join(appDir, '.next', 'BUILD_ID'), 'build-123\n')
    process.env.NEXT_DIR = appDir
    await resetRuntime()
    delete process.env.SANITY_API_WRITE_TOKEN
    try {
      const store = new SqliteSubmissionStore(directory)
      await save(store, 'wartet')
      await store.close()
      const health = await checkHealth()
      expect(health).toMatchObject({
        // Writable, but the bundled sample data still holds launch items (health-launch.test.ts).
        status: 'degraded',
        buildId: 'build-123',
        content: { source: 'bundled', reachable: true },
        submissions: { store: 'sqlite', writable: true, outbox: { backlog: 1 } },
      })
      expect(health.submissions.outbox?.oldestDueAt).toMatch(/^\d{4}-\d\d-\d\dT/)
      expect(JSON.stringify(health)).not.toContain(directory)
    } finally {
      process.env = previous
      await resetRuntime()
    }
  })
})
