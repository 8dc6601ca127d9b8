import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_VERSION } from '../support/local-content-lake'
import { cleanEnv, cliLake, printed, runSanity, sanity, startCliLakeForThisFile } from '../support/sanity-cli'

/**
 * Sanity's content migrations (`sanity/migrate`, studio/migrations/<id>/index.ts) run by `npm run sanity --
 * migration run <id>` against the local lake: a dry run by default that prints what it would do and
 * changes nothing, `--no-dry-run` to write (sanity.io/docs/cli-reference/migration,
 * sanity.io/docs/content-lake/schema-and-content-migrations). The worked example is
 * testimonial-text-to-quote (docs/how-to/rename-a-field.md): `text` → `quote`.
 */

startCliLakeForThisFile()

type Doc = Record<string, unknown> & { _id: string; _rev?: string }
const MIGRATION = 'testimonial-text-to-quote'

const legacy = { _type: 'testimonial', name: 'Helga W.', town: 'Bad Harzburg', rating: 5 }

async function revisions() {
  const documents = await cliLake.client().fetch<Doc[]>('*[]{_id, _rev}', {}, { perspective: 'raw' })
  return new Map(documents.map(({ _id, _rev }) => [_id, _rev]))
}

const get = (id: string) => cliLake.client().getDocument<Doc>(id)

async function transactionsOf(id: string) {
  const response = await fetch(`${cliLake.origin}/v${API_VERSION}/data/history/production/transactions/${id}`, {
    headers: { authorization: `Bearer ${cliLake.token}` },
  })
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; mutations: Record<string, Record<string, unknown>>[] })
}

/** The document ids a dry run names (`[patch] [testimonial] <id>`). */
const namedIds = (output: string) => [...output.matchAll(/^\[patch\] \[testimonial\] (\S+)/gm)].map((m) => m[1])

/**
 * A command that asks (`migration create` prompts for the types and the template) in a terminal of its own
 * (`script` gives it a pty, as a developer's shell does); each answer is typed once its question shows.
 */
function inTerminal(args: string[], answers: [RegExp, string][]) {
  const command = ['node', path.resolve(import.meta.dirname, '../../scripts/sanity-cli/index.ts'), ...args]
    .map((word) => `'${word.replaceAll("'", "'\\''")}'`)
    .join(' ')
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    // A terminal, as a developer's: no CI variable at all (the CLI then refuses every prompt).
    const { CI, ...env } = cleanEnv({ CONTENT_LAKE_DIR: cliLake.dir, TERM: 'xterm' })
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      env: env as NodeJS.ProcessEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let output = ''
    let next = 0
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const [question, answer] = answers[next] ?? []
      if (question && answer !== undefined && question.test(stripVTControlCharacters(output))) {
        next++
        child.stdin.write(answer)
      }
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output: stripVTControlCharacters(output) }))
  })
}

describe('`migration create`', () => {
  const folder = path.resolve(import.meta.dirname, '../../studio/migrations/contract-test-rename')
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('asks for the types and a template and writes studio/migrations/<id>/index.ts', async () => {
    const run = await inTerminal(
      ['migration', 'create', 'Contract test rename'],
      [
        [/Type of documents to migrate/, 'award\r'],
        // The third template, „Rename a field“.
        [/Select a template/, '\u001b[B\u001b[B\r'],
      ],
    )
    expect(run.code, run.output).toBe(0)
    expect(run.output).toContain('Migration created!')
    expect(existsSync(folder)).toBe(true)
    const written = readFileSync(path.join(folder, 'index.ts'), 'utf8')
    expect(written).toContain("from 'sanity/migrate'")
    expect(written).toContain('documentTypes: ["award"]')
    expect(written).toContain('at(from, unset())')
  }, 120_000)
})

describe('the bundled dataset is migrated already', () => {
  it('a dry run on a lake freshly seeded from content/dataset finds nothing to do', async () => {
    const run = await sanity(['migration', 'run', MIGRATION])
    expect(run.code, printed(run)).toBe(0)
    expect(run.stdout).toContain(`Running migration "${MIGRATION}" in dry mode`)
    expect(namedIds(run.stdout)).toEqual([])
  })
})

describe('a lake with content in the old field', () => {
  beforeAll(async () => {
    // As a lake edited before the rename holds it: published, an open draft with other words, and a
    // document an editor already gave a quote after the schema changed.
    await cliLake
      .client()
      .transaction()
      .create({ ...legacy, _id: 'testimonial-legacy', text: 'Immer pünktlich, auch bei Glatteis.' })
      .create({ ...legacy, _id: 'drafts.testimonial-legacy', text: 'Immer pünktlich, selbst bei Glatteis.' })
      .create({ ...legacy, _id: 'testimonial-both', text: 'Alt', quote: 'Neu geschrieben' })
      .commit()
  })

  it('`migration list` shows the migration with its title', async () => {
    const run = await sanity(['migration', 'list'])
    expect(run.code, printed(run)).toBe(0)
    expect(stripVTControlCharacters(run.stdout)).toMatch(new RegExp(`${MIGRATION}\\s.*Testimonials: text → quote`))
  })

  it('the dry run (the default) prints each patch it would make and changes nothing', async () => {
    const before = await revisions()
    const run = await sanity(['migration', 'run', MIGRATION])
    expect(run.code, printed(run)).toBe(0)
    expect(new Set(namedIds(run.stdout))).toEqual(
      new Set(['testimonial-legacy', 'drafts.testimonial-legacy', 'testimonial-both']),
    )
    expect(run.stdout).toContain('setIfMissing("Immer pünktlich, auch bei Glatteis.")')
    expect(run.stdout).toContain('unset()')
    expect(await revisions()).toEqual(before)
    expect((await get('testimonial-legacy'))?.text).toBe('Immer pünktlich, auch bei Glatteis.')
  })

  it('`--no-dry-run` moves the words, drafts too, keeps a quote written since, and nothing else', async () => {
    const before = await revisions()
    const run = await sanity(['migration', 'run', MIGRATION, '--no-dry-run', '--no-confirm'])
    expect(run.code, printed(run)).toBe(0)
    expect(run.stdout + run.stderr).toContain('completed')

    const published = await get('testimonial-legacy')
    expect(published?.quote).toBe('Immer pünktlich, auch bei Glatteis.')
    expect(published).not.toHaveProperty('text')
    const draft = await get('drafts.testimonial-legacy')
    expect(draft?.quote).toBe('Immer pünktlich, selbst bei Glatteis.')
    expect(draft).not.toHaveProperty('text')
    const both = await get('testimonial-both')
    expect(both?.quote).toBe('Neu geschrieben')
    expect(both).not.toHaveProperty('text')

    const after = await revisions()
    const changed = [...after].filter(([id, rev]) => before.get(id) !== rev).map(([id]) => id)
    expect(changed.sort()).toEqual(['drafts.testimonial-legacy', 'testimonial-both', 'testimonial-legacy'])
  })

  it('the lake’s history shows the migration as a transaction of the document', async () => {
    const [last] = (await transactionsOf('testimonial-legacy')).slice(-1)
    expect(last?.mutations).toEqual(
      expect.arrayContaining([
        { patch: { id: 'testimonial-legacy', setIfMissing: { quote: 'Immer pünktlich, auch bei Glatteis.' } } },
        { patch: { id: 'testimonial-legacy', unset: ['text'] } },
      ]),
    )
  })

  it('run again it finds nothing to do (a migration can be run twice)', async () => {
    const run = await sanity(['migration', 'run', MIGRATION])
    expect(run.code, printed(run)).toBe(0)
    expect(namedIds(run.stdout)).toEqual([])
  })
})

describe('against a hosted project', () => {
  const nowhere = mkdtempSync(path.join(tmpdir(), 'no-lake-'))
  afterAll(() => rmSync(nowhere, { recursive: true, force: true }))

  it('the same command with SANITY_PROJECT_ID, SANITY_DATASET and SANITY_AUTH_TOKEN', async () => {
    await cliLake.client().create({ ...legacy, _id: 'testimonial-hosted', text: 'Über die Projektvariablen' })
    // The lake stands in for the hosted API (SANITY_API_HOST); no local lake is found.
    const env = cleanEnv({
      CONTENT_LAKE_DIR: nowhere,
      SANITY_PROJECT_ID: 'local',
      SANITY_DATASET: 'production',
      SANITY_AUTH_TOKEN: cliLake.token,
      SANITY_API_HOST: cliLake.origin,
    })
    const run = await runSanity(['migration', 'run', MIGRATION, '--no-dry-run', '--no-confirm'], env)
    cliLake.runs.push(run)
    expect(run.code, printed(run)).toBe(0)
    expect((await get('testimonial-hosted'))?.quote).toBe('Über die Projektvariablen')
  })

  it('the token appears in the output of no run', () => {
    for (const run of cliLake.runs) expect(run.stdout + run.stderr).not.toContain(cliLake.token)
  })
})
