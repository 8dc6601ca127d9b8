import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The systemd units of deploy/ (docs/deployment.md): the site (glanzwerk@.service) and the nightly
 * jobs (glanzwerk-purge and glanzwerk-backup, .service + .timer), checked with systemd's own
 * `systemd-analyze verify` and `systemd-analyze security --offline`, which need no running systemd
 * (a container, CI; Debian package `systemd`, which .ci/run installs when it is missing).
 *
 * Both run with `--root` on a scratch tree laid out like the server: Debian's unit files (for
 * sysinit.target, timers.target, network-online.target), ours in /etc/systemd/system, and an
 * executable at /usr/local/bin/node, where the guide installs Node; `verify` fails when a unit's
 * command is not there. `verify` only warns about an unknown key or a value it cannot parse (exit 0),
 * so any output at all fails here.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const DEPLOY = path.join(ROOT, 'deploy')
const SITE = 'glanzwerk@.service'
const JOBS = ['glanzwerk-purge', 'glanzwerk-backup'] as const
const UNITS = readdirSync(DEPLOY).filter((name) => /\.(service|timer)$/.test(name))
/** Where docs/deployment.md installs Node (the official tarball under /usr/local). */
const NODE = '/usr/local/bin/node'

const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' })
const missing = analyze.error ? "systemd-analyze is missing (Debian package 'systemd'; .ci/run installs it)" : null
if (missing && process.env.CI) throw new Error(missing)
if (missing) console.warn(`[systemd-units] skipped: ${missing}`)

let scratch: string
/** Plain output: no colours, no pager. */
const ENV = { ...process.env, SYSTEMD_COLORS: '0', SYSTEMD_LOG_COLOR: '0', SYSTEMD_PAGER: '' }

/** A root with Debian's units, ours and `executables`; returns its path. */
function serverRoot(name: string, units: Record<string, string>, executables = [NODE]): string {
  const root = path.join(scratch, name)
  const system = ['/usr/lib/systemd/system', '/lib/systemd/system'].find((dir) => existsSync(dir))
  if (!system) throw new Error("No systemd unit folder on this machine (Debian package 'systemd')")
  cpSync(system, path.join(root, 'usr/lib/systemd/system'), { recursive: true })
  mkdirSync(path.join(root, 'etc/systemd/system'), { recursive: true })
  for (const [file, text] of Object.entries(units)) writeFileSync(path.join(root, 'etc/systemd/system', file), text)
  for (const executable of executables) {
    mkdirSync(path.join(root, path.dirname(executable)), { recursive: true })
    writeFileSync(path.join(root, executable), '#!/bin/sh\n')
    chmodSync(path.join(root, executable), 0o755)
  }
  return root
}

function verify(root: string, units: string[]): { status: number | null; output: string } {
  const run = spawnSync('systemd-analyze', ['verify', `--root=${root}`, '--man=no', ...units], {
    encoding: 'utf8',
    env: ENV,
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() }
}

/** `systemd-analyze security --offline`: systemd's exposure score, 0 (locked down) to 10. */
function exposure(root: string, unit: string): number {
  const run = spawnSync('systemd-analyze', ['security', '--offline=true', `--root=${root}`, '--no-pager', unit], {
    encoding: 'utf8',
    env: ENV,
  })
  const match = /Overall exposure level for \S+: (\d+(?:\.\d+)?)/.exec(run.stdout)
  if (!match) throw new Error(`no exposure level for ${unit}:\n${run.stdout}${run.stderr}`)
  return Number(match[1])
}

const text = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8')
const ours = () => Object.fromEntries(UNITS.map((file) => [file, text(file)]))

/** The `key=value` lines of one section ([Service], [Timer] …), comments left out. */
function section(unit: string, name: string): [string, string][] {
  const lines = unit.split('\n')
  const start = lines.indexOf(`[${name}]`)
  if (start < 0) return []
  const entries: [string, string][] = []
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('[')) break
    const match = /^([A-Za-z]+)=(.*)$/.exec(line)
    if (match) entries.push([match[1] as string, match[2] as string])
  }
  return entries
}
const value = (unit: string, name: string, key: string) =>
  section(unit, name)
    .filter(([k]) => k === key)
    .map(([, v]) => v)

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'systemd-units-'))
})
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe.skipIf(missing !== null)('deploy/*.service and *.timer under systemd-analyze', () => {
  it('has the site, and a service and a timer for each nightly job', () => {
    expect([...UNITS].sort()).toEqual([SITE, ...JOBS.flatMap((job) => [`${job}.service`, `${job}.timer`])].sort())
  })

  it('verify: every unit loads without a warning, its command found at /usr/local/bin/node', () => {
    const root = serverRoot('server', ours())
    const units = ['glanzwerk@3000.service', ...JOBS.flatMap((job) => [`${job}.service`, `${job}.timer`])]
    expect(verify(root, units)).toEqual({ status: 0, output: '' })
  })

  it('verify fails here on a misspelt key, a value it cannot parse and a missing Node (the check is strict)', () => {
    const purge = text('glanzwerk-purge.service')
    const typo = serverRoot('typo', { 'glanzwerk-purge.service': purge.replace('ProtectHome=', 'ProtectHoem=') })
    expect(verify(typo, ['glanzwerk-purge.service']).output).toMatch(/Unknown key 'ProtectHoem'/)
    const bogus = serverRoot('bogus', {
      'glanzwerk-purge.service': purge.replace('ProtectSystem=strict', 'ProtectSystem=strikt'),
    })
    expect(verify(bogus, ['glanzwerk-purge.service']).output).toMatch(/ProtectSystem|protect system/i)
    const noNode = serverRoot('no-node', ours(), [])
    const result = verify(noNode, ['glanzwerk-purge.service'])
    expect(result.status).not.toBe(0)
    expect(result.output).toMatch(/\/usr\/local\/bin\/node is not executable/)
  })

  it('the jobs run the release tool as the site does: its user, folder, settings and Node', () => {
    const site = text(SITE)
    for (const job of JOBS) {
      const unit = text(`${job}.service`)
      expect(value(unit, 'Service', 'Type')).toEqual(['oneshot'])
      for (const key of ['User', 'Group', 'WorkingDirectory', 'EnvironmentFile'])
        expect(value(unit, 'Service', key), `${job} ${key}`).toEqual(value(site, 'Service', key))
      expect(value(unit, 'Service', 'ExecStart')[0]).toMatch(
        new RegExp(`^${NODE.replaceAll('/', '\\/')} tools\\/submissions\\.mjs `),
      )
    }
    expect(value(site, 'Service', 'ExecStart')).toEqual([`${NODE} server.mjs`])
  })

  it("the jobs keep every hardening setting of the site's unit (the backup narrower: no network, umask 0077)", () => {
    const site = section(text(SITE), 'Service')
    const hardening = site.filter(([key]) =>
      /^(Protect|Private|Restrict|NoNew|Lock|SystemCall|Capability|UMask)/.test(key),
    )
    expect(hardening.length).toBeGreaterThan(15)
    const narrower: Record<string, Record<string, string>> = {
      'glanzwerk-backup': { RestrictAddressFamilies: 'AF_UNIX', UMask: '0077' },
    }
    for (const job of JOBS) {
      const unit = text(`${job}.service`)
      for (const [key, setting] of hardening)
        expect(value(unit, 'Service', key), `${job} ${key}`).toEqual([narrower[job]?.[key] ?? setting])
    }
    expect(value(text('glanzwerk-backup.service'), 'Service', 'PrivateNetwork')).toEqual(['true'])
  })

  it('security --offline: no job is more exposed than the site', () => {
    const root = serverRoot('security', ours())
    const site = exposure(root, 'glanzwerk@3000.service')
    expect(site).toBeLessThan(5)
    for (const job of JOBS) expect(exposure(root, `${job}.service`), job).toBeLessThanOrEqual(site)
  })

  it('the timers: daily, purge before backup, caught up after downtime, enabled through timers.target', () => {
    const times: Record<string, string> = {}
    for (const job of JOBS) {
      const timer = text(`${job}.timer`)
      const [calendar] = value(timer, 'Timer', 'OnCalendar')
      expect(calendar).toMatch(/^\*-\*-\* \d\d:\d\d:00$/)
      const normalized = spawnSync('systemd-analyze', ['calendar', calendar as string], { encoding: 'utf8' })
      expect(normalized.status, normalized.stderr).toBe(0)
      times[job] = calendar as string
      expect(value(timer, 'Timer', 'Persistent')).toEqual(['true'])
      expect(value(timer, 'Install', 'WantedBy')).toEqual(['timers.target'])
      expect(value(timer, 'Timer', 'Unit')).toEqual([]) // the service of the same name
    }
    expect((times['glanzwerk-purge'] as string) < (times['glanzwerk-backup'] as string)).toBe(true)
  })

  it('purges after the period the bundled Datenschutzerklärung promises', () => {
    const dataset = readFileSync(path.join(ROOT, 'content/dataset/data.ndjson'), 'utf8')
    const promised = [...dataset.matchAll(/löschen wir (\d+) Tage nach Eingang/g)].map((match) => match[1])
    expect(promised.length).toBeGreaterThan(0)
    const [command] = value(text('glanzwerk-purge.service'), 'Service', 'ExecStart')
    const days = /--older-than (\d+)d$/.exec(command as string)?.[1]
    expect(new Set(promised)).toEqual(new Set([days]))
  })
})
