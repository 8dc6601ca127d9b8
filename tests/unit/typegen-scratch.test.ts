import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { scratchCopy } from '@tests/support/scratch-copy'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Issue 44, „types follow the schema“, on a scratch copy of the repository: a developer adds a required field
 * to the service schema and reads it in SERVICE_QUERY, once with a typo. `npm run typecheck` alone (no manual
 * `npm run typegen`) regenerates the types, names the misspelt field with its query, file and line, and
 * passes once the typo is gone and the seed's services have the field. Before, the type check passed on stale types and said nothing about the typo.
 */

const scratch = scratchCopy()
const typecheck = () =>
  spawnSync('npm', ['run', '--silent', 'typecheck'], {
    cwd: scratch.root,
    encoding: 'utf8',
    env: { ...process.env, DEBUG: '', NO_COLOR: '1' },
    timeout: 600_000,
  })
const QUERIES = 'web/lib/sanity/queries.ts'
const SERVICE_QUERY_TITLE = /(export const SERVICE_QUERY = defineQuery\(`[^`]*?\n {2}title,\n)/

describe('a schema change in a scratch copy, then npm run typecheck', () => {
  let first: ReturnType<typeof typecheck>
  beforeAll(() => {
    scratch.edit('schemas/documents/service.ts', (text) =>
      text.replace(
        "    defineField({\n      name: 'formLabel',",
        "    defineField({ name: 'areaServed', title: 'Einsatzgebiet', type: 'string', group: 'basics', validation: (rule) => rule.required() }),\n    defineField({\n      name: 'formLabel',",
      ),
    )
    scratch.edit(QUERIES, (text) => text.replace(SERVICE_QUERY_TITLE, '$1  "area": areaServed,\n  areaServd,\n'))
    first = typecheck()
  }, 900_000)
  afterAll(() => scratch.remove())

  it('regenerates the types by itself, the new required field typed as required', () => {
    expect(first.stdout).toContain('Regenerating studio/schema.json and web/lib/sanity/sanity.types.ts')
    const types = readFileSync(path.join(scratch.root, 'web/lib/sanity/sanity.types.ts'), 'utf8')
    const service = types.match(/export type Service = \{[\s\S]*?\n\};/)?.[0] ?? ''
    expect(service).toMatch(/\n {2}areaServed: string;/)
    const result = types.match(/export type SERVICE_QUERY_RESULT = \{[\s\S]*?\n\} \| null;/)?.[0] ?? ''
    expect(result).toMatch(/\n {2}area: string;/)
  })

  it('fails naming the misspelt field, its query, file and line, and not the right one', () => {
    expect(first.status).toBe(1)
    const line = readFileSync(path.join(scratch.root, QUERIES), 'utf8').split('\n').indexOf('  areaServd,') + 1
    expect(first.stderr).toContain(`${QUERIES}:${line}: SERVICE_QUERY reads "areaServd"`)
    expect(first.stderr).not.toContain('"areaServed"')
    expect(first.stderr).not.toContain('error TS')
  })

  it('passes once the typo is fixed and the seed has the field, with no other step', () => {
    scratch.edit(QUERIES, (text) => text.replace('  areaServd,\n', ''))
    // The seed is typed by the schema (Seed<Service>): a required field is required there too.
    const seedFolder = path.join(scratch.root, 'content/seed/services')
    for (const file of readdirSync(seedFolder))
      scratch.edit(`content/seed/services/${file}`, (text) =>
        text.replace("  _type: 'service',\n", "  _type: 'service',\n  areaServed: 'Goslar und Umgebung',\n"),
      )
    const second = typecheck()
    expect(second.stdout.match(/^.*error TS.*$/gm) ?? []).toEqual([])
    expect(second.stderr).toBe('')
    expect(second.status).toBe(0)
    expect(second.stdout).not.toContain('Regenerating studio/schema.json')
  }, 900_000)
})
