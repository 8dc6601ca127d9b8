import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * scripts/test.sh (`npm test`): `--help` lists the steps by name and runs none; a step's name runs that step
 * alone; output to a pipe or a log has no terminal colour codes. Before issue 44, `npm test -- --help`
 * started the whole 30-minute suite.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const run = (...args: string[]) =>
  spawnSync('bash', [path.join(ROOT, 'scripts/test.sh'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 })
const STEPS = ['lint', 'dataset', 'typegen', 'schema', 'typecheck', 'unit', 'studio', 'build', 'budgets', 'e2e']

describe('npm test', () => {
  it('--help names every step and runs none', () => {
    const { status, stdout } = run('--help')
    expect(status).toBe(0)
    for (const step of STEPS) expect(stdout).toMatch(new RegExp(`^ {2}${step} +\\S`, 'm'))
    expect(stdout).not.toContain('▶')
  })

  it('refuses an unknown step with the list, before running anything', () => {
    const { status, stdout, stderr } = run('dataset', 'unitt')
    expect(status).toBe(2)
    expect(stderr).toContain('unknown step "unitt"')
    expect(stderr).toMatch(/^ {2}unit +\S/m)
    expect(stdout).not.toContain('▶')
  })

  it('runs only the step it is given, in plain text when not on a terminal', () => {
    const { status, stdout } = run('dataset')
    expect(status).toBe(0)
    const headings = stdout.split('\n').filter((line) => line.startsWith('▶'))
    expect(headings).toHaveLength(2)
    expect(headings[0]).toMatch(/^▶ \[\d\d:\d\d\] Bundled dataset matches the seed$/)
    expect(headings[1]).toMatch(/Done$/)
    expect(stdout).not.toContain('\u001b[')
  })
})
