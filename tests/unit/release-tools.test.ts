import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { bundleReleaseTools, SUBMISSIONS_TOOL } from '@scripts/lib/release-tools'
import { type SmtpStandIn, startSmtpServer } from '@tests/support/smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SQLITE_FILE, SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'

/**
 * The office's tools run from a release folder alone (docs/deployment.md, deploy/glanzwerk-purge.service,
 * deploy/glanzwerk-backup.service): `node tools/submissions.mjs …` with Node and nothing else, no
 * checkout, no node_modules, no tsx. The release here is what `scripts/standalone.mjs assemble` puts
 * beside the server for them (tools/, scripts/require-node.mjs, the bundled dataset), in a temporary
 * folder outside the checkout, so no module can be found in the checkout's node_modules either.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const DAY = 24 * 60 * 60 * 1000

/** The tool's arguments in a unit's ExecStart (`/usr/local/bin/node tools/submissions.mjs <args>`). */
function unitArguments(unit: string): string[] {
  const exec = /^ExecStart=\S+ (\S+) (.*)$/m.exec(readFileSync(path.join(ROOT, 'deploy', unit), 'utf8'))
  if (exec?.[1] !== SUBMISSIONS_TOOL) throw new Error(`${unit} does not run ${SUBMISSIONS_TOOL}`)
  return (exec[2] as string).split(' ')
}
/** What the nightly timers run: the very same arguments here. */
const PURGE = unitArguments('glanzwerk-purge.service')
const BACKUP = unitArguments('glanzwerk-backup.service')

let scratch: string
let release: string
let live: string
let smtp: SmtpStandIn

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'release-tools-'))
  release = path.join(scratch, 'release')
  mkdirSync(path.join(release, 'scripts'), { recursive: true })
  cpSync(path.join(ROOT, 'scripts', 'require-node.mjs'), path.join(release, 'scripts', 'require-node.mjs'))
  cpSync(path.join(ROOT, 'content', 'dataset'), path.join(release, 'content', 'dataset'), { recursive: true })
  await bundleReleaseTools(release)
  smtp = await startSmtpServer()
}, 60_000)
afterAll(async () => {
  await smtp?.close()
  rmSync(scratch, { recursive: true, force: true })
})
beforeEach(() => {
  live = mkdtempSync(path.join(scratch, 'live-'))
  smtp.mails.length = 0
})

/** As the systemd units run it: the release folder as working directory, only the variables they set. */
function tool(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [SUBMISSIONS_TOOL, ...args], {
      cwd: release,
      env: { PATH: '/usr/bin:/bin', HOME: scratch, NODE_ENV: 'production', SUBMISSIONS_DIR: live, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('exit', (status) => resolve({ status, stdout, stderr }))
  })
}

/** Real submissions through the store, then dated back (received_at) as if they had waited that long. */
async function storeAged(entries: { name: string; ageDays: number; mail?: 'pending' | 'off' }[]) {
  const store = new SqliteSubmissionStore(live)
  for (const { name, mail } of entries)
    await store.save({ kind: 'inquiry', fields: { name }, mailStatus: mail ?? 'off', confirmationTo: null })
  await store.close()
  const db = new DatabaseSync(path.join(live, SQLITE_FILE))
  const age = db.prepare("UPDATE submissions SET received_at = ? WHERE json_extract(fields, '$.name') = ?")
  for (const { name, ageDays } of entries) age.run(new Date(Date.now() - ageDays * DAY).toISOString(), name)
  db.close()
}

function storedNames(file = path.join(live, SQLITE_FILE)): string[] {
  const db = new DatabaseSync(file, { readOnly: true })
  const rows = db.prepare("SELECT json_extract(fields, '$.name') AS name FROM submissions ORDER BY name").all()
  db.close()
  return rows.map((row) => String(row.name))
}

describe('tools/submissions.mjs in a release folder', () => {
  it('is one plain ES module that needs nothing but Node (no node_modules, no tsx, no path aliases)', () => {
    expect(existsSync(path.join(release, 'node_modules'))).toBe(false)
    const bundle = readFileSync(path.join(release, 'tools', 'submissions.bundle.mjs'), 'utf8')
    const imports = [...bundle.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1])
    expect(imports.length).toBeGreaterThan(0)
    expect(imports.filter((specifier) => !specifier?.startsWith('node:'))).toEqual([])
    expect(bundle).not.toMatch(/from ['"]@\//)
  })

  it('purge (deploy/glanzwerk-purge.service) deletes what was received more than 180 days ago, keeps the rest', async () => {
    expect(PURGE).toEqual(['purge', '--older-than', '180d'])
    await storeAged([
      { name: 'a-alt-400', ageDays: 400 },
      { name: 'b-alt-181', ageDays: 181 },
      { name: 'c-179', ageDays: 179 },
      { name: 'd-heute', ageDays: 0 },
    ])
    const purge = await tool(PURGE)
    expect(purge.stderr).toMatch(/^Deleted 2 submission\(s\) received before /m)
    expect(purge.status).toBe(0)
    expect(storedNames()).toEqual(['c-179', 'd-heute'])

    const exported = await tool(['export', '--format=csv'])
    expect(exported.status).toBe(0)
    expect(exported.stdout.trim().split('\r\n')).toHaveLength(3)
    expect(exported.stderr).toMatch(/^2 submission\(s\) from SQLite file /m)
  })

  it('backup (deploy/glanzwerk-backup.service) writes a dated, checked copy and deletes those older than 14 days', async () => {
    expect(BACKUP).toEqual(['backup', '/var/backups/glanzwerk/', '--keep', '14d'])
    await storeAged([
      { name: 'eins', ageDays: 1 },
      { name: 'zwei', ageDays: 2 },
    ])
    const backups = path.join(scratch, `backups-${path.basename(live)}`)
    mkdirSync(backups, { mode: 0o700 })
    const stamp = (daysAgo: number) =>
      `submissions-${new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 19).replaceAll(':', '')}Z.sqlite`
    const recent = stamp(3)
    for (const name of [stamp(20), stamp(15), recent, 'handmade.sqlite']) writeFileSync(path.join(backups, name), '')

    const backup = await tool(BACKUP.map((arg) => (arg === '/var/backups/glanzwerk/' ? `${backups}/` : arg)))
    expect(backup.stderr).toMatch(/^Backup of 2 submission\(s\) written to /m)
    expect(backup.stderr).toMatch(/deleted 2 older/)
    expect(backup.status).toBe(0)
    const left = readdirSync(backups).sort()
    expect(left, JSON.stringify(left)).toHaveLength(3)
    expect(left).toContain(recent)
    expect(left).toContain('handmade.sqlite')
    const written = left.find((name) => name !== recent && name !== 'handmade.sqlite') as string
    expect(written).toMatch(/^submissions-\d{4}-\d{2}-\d{2}T\d{6}Z\.sqlite$/)
    expect(statSync(path.join(backups, written)).mode & 0o777).toBe(0o600)
    expect(storedNames(path.join(backups, written))).toEqual(['eins', 'zwei'])

    // Put back, as after a lost disk: restore into an empty folder (the instances stopped).
    const lost = mkdtempSync(path.join(scratch, 'lost-'))
    const restore = await tool(['restore', path.join(backups, written), '--replace'], { SUBMISSIONS_DIR: lost })
    expect(restore.stderr).toMatch(/^Restored 2 submission\(s\) from /m)
    expect(storedNames(path.join(lost, SQLITE_FILE))).toEqual(['eins', 'zwei'])
    expect(readdirSync(backups)).toHaveLength(3)

    // --keep without a folder is a usage error that writes nothing.
    const wrong = await tool(['backup', path.join(scratch, 'single.sqlite'), '--keep', '14d'])
    expect(wrong.status).toBe(2)
    expect(existsSync(path.join(scratch, 'single.sqlite'))).toBe(false)
  })

  it('mail sends what waits in the outbox, to the address of the bundled site settings', async () => {
    await storeAged([{ name: 'Wartet', ageDays: 0, mail: 'pending' }])
    const mail = await tool(['mail'], { SMTP_URL: smtp.url, MAIL_FROM: 'website@example.com' })
    expect(mail.stderr).toMatch(/Outbox: 1 sent, 0 to be retried later, 0 given up/)
    expect(mail.status).toBe(0)
    expect(smtp.mails).toHaveLength(1)
    expect(smtp.mails[0]?.raw).toContain('Wartet')
  })

  it('stops with one line on a Node older than the project needs', async () => {
    const old = await tool(['export'], { GLANZWERK_TEST_NODE_VERSION: '20.19.0' })
    expect(old.status).toBe(1)
    expect(old.stderr).toMatch(/^Node 22\.18 or newer is required \(this is Node 20\.19\.0\)/)
  })
})
