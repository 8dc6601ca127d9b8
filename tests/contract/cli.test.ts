import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanEnv, cliLake, printed, runSanity, sanity, startCliLakeForThisFile } from '../support/sanity-cli'

/**
 * `npm run sanity -- <command>`: Sanity's own CLI (node_modules, @sanity/cli 8.12.0) against a running
 * local Content Lake, as a developer runs it: no login, no /etc/hosts, the lake found through its
 * working copy. The expected answers are what the CLI prints against a hosted project
 * (sanity.io/docs/cli-reference), read in node_modules/@sanity/cli/dist/commands.
 */

startCliLakeForThisFile()

const emptyDirs: string[] = []
afterAll(() => {
  for (const dir of emptyDirs) rmSync(dir, { recursive: true, force: true })
})

describe('the CLI finds the running lake', () => {
  it('`documents query` prints the lake’s documents as JSON (the CLI reaches local.localhost:<port>)', async () => {
    const run = await sanity(['documents', 'query', '*[_type == "service"] | order(_id asc)._id'])
    expect(run.code, printed(run)).toBe(0)
    const ids = JSON.parse(run.stdout) as string[]
    const inLake = await cliLake.client().fetch<string[]>('*[_type == "service"] | order(_id asc)._id')
    expect(ids).toEqual(inLake)
    expect(ids).toContain('service-winterdienst')
    // Where it went is said once, on stderr: stdout stays the query's answer.
    expect(run.stderr).toContain(`local Content Lake ${cliLake.origin}`)
  })

  it('`documents query` sees a write made a moment before (no cache between them)', async () => {
    await cliLake.client().createOrReplace({ _id: 'cli-fresh', _type: 'membership', name: 'Frisch', order: 99 })
    const run = await sanity(['documents', 'query', '*[_id == "cli-fresh"][0].name'])
    expect(run.code, printed(run)).toBe(0)
    expect(JSON.parse(run.stdout)).toBe('Frisch')
  })

  it('`documents get <id>` prints the document as the lake holds it', async () => {
    const run = await sanity(['documents', 'get', 'service-winterdienst'])
    expect(run.code, printed(run)).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual(await cliLake.client().getDocument('service-winterdienst'))
  })

  it('`documents get` of a missing id fails, naming it', async () => {
    const run = await sanity(['documents', 'get', 'does-not-exist'])
    expect(run.code).not.toBe(0)
    expect(run.stderr).toContain('does-not-exist')
  })

  it('`dataset list` names the lake’s datasets', async () => {
    const run = await sanity(['dataset', 'list'])
    expect(run.code, printed(run)).toBe(0)
    expect(run.stdout.split('\n').filter(Boolean)).toEqual(['production'])
  })
})

describe('`documents validate` runs the Studio’s rules over what is in the lake', () => {
  it('finds a deliberately invalid document and exits 1; the valid seed has no errors', async () => {
    // A membership without its required name and with a negative position (schemas/documents/award.ts).
    await cliLake.client().createOrReplace({ _id: 'membership-cli-invalid', _type: 'membership', order: -1 })
    const run = await sanity(['documents', 'validate', '--yes', '--format', 'ndjson', '--level', 'error'])
    expect(run.code, printed(run)).toBe(1)
    const results = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { documentId: string; level: string; markers: { path: string[] }[] })
    // Only the broken document has errors: the seed is valid (tests/unit/dataset-validation.test.ts too).
    expect(results.filter(({ level }) => level === 'error').map(({ documentId }) => documentId)).toEqual([
      'membership-cli-invalid',
    ])
    const invalid = results.find(({ documentId }) => documentId === 'membership-cli-invalid')
    expect(invalid?.markers.map(({ path }) => path.join('.')).sort()).toEqual(['name', 'order'])
    await cliLake.client().delete('membership-cli-invalid')
    // The CLI loads the whole Studio configuration in a worker first: 15–60 s on two busy cores.
  }, 180_000)
})

describe('hosted project and no lake at all', () => {
  it('with SANITY_PROJECT_ID, SANITY_DATASET and SANITY_AUTH_TOKEN it talks to that project instead', async () => {
    // The lake stands in for the hosted API (SANITY_API_HOST, as the site's tests do); no lake is found.
    const nowhere = mkdtempSync(path.join(tmpdir(), 'no-lake-'))
    emptyDirs.push(nowhere)
    const env = cleanEnv({
      CONTENT_LAKE_DIR: nowhere,
      SANITY_PROJECT_ID: 'local',
      SANITY_DATASET: 'production',
      SANITY_AUTH_TOKEN: cliLake.token,
      SANITY_API_HOST: cliLake.origin,
    })
    const run = await runSanity(['documents', 'query', 'count(*[_type == "service"])'], env)
    cliLake.runs.push(run)
    expect(run.code, printed(run)).toBe(0)
    expect(JSON.parse(run.stdout)).toBe(15)
    expect(run.stderr).toContain('project local, dataset production')
  })

  it('with neither, a command that needs a dataset says in one line how to start the lake, and exits 1', async () => {
    const nowhere = mkdtempSync(path.join(tmpdir(), 'no-lake-'))
    emptyDirs.push(nowhere)
    const run = await runSanity(['documents', 'query', 'count(*)'], cleanEnv({ CONTENT_LAKE_DIR: nowhere }))
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr.trim().split('\n')).toHaveLength(1)
    expect(run.stderr).toContain('npm run dev')
    expect(run.stderr).toContain('SANITY_PROJECT_ID')
  })

  it('a lake that stopped is not taken for a running one (its note names a process that is gone)', async () => {
    const { writeFileSync } = await import('node:fs')
    const stale = mkdtempSync(path.join(tmpdir(), 'stale-lake-'))
    emptyDirs.push(stale)
    // A pid no process has: the note and the lock a `kill -9` leaves behind.
    writeFileSync(path.join(stale, 'lake.pid'), '999999')
    writeFileSync(
      path.join(stale, 'lake.json'),
      JSON.stringify({ pid: 999999, origin: cliLake.origin, projectId: 'local', dataset: 'production' }),
    )
    const run = await runSanity(['dataset', 'list'], cleanEnv({ CONTENT_LAKE_DIR: stale }))
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('No local Content Lake runs')
  })
})

describe('the token', () => {
  it('appears in the output of no CLI run of this file', () => {
    expect(cliLake.runs.length).toBeGreaterThanOrEqual(6)
    for (const run of cliLake.runs) {
      expect(run.stdout).not.toContain(cliLake.token)
      expect(run.stderr).not.toContain(cliLake.token)
    }
  })
})
