import { spawn } from 'node:child_process'
import { readFileSync, watch } from 'node:fs'
import path from 'node:path'
import { scratchCopy } from '@tests/support/scratch-copy'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * TypeGen's stamp (scripts/typegen/inputs.ts) records the sources as they were when a run began. A schema file
 * saved while a run is under way (the dev watcher's run takes 15–90 s), after Sanity's CLI has read it, must leave
 * the stamp stale, so the next run regenerates; recording the hashes at the end had marked a schema.json made
 * from the old file as fresh, and no later run brought the new field in.
 */

const scratch = scratchCopy()
afterAll(() => scratch.remove())
const TYPEGEN = 'scripts/typegen/index.ts'
const env = { ...process.env, DEBUG: '', NO_COLOR: '1' }

/**
 * `--if-stale` in the scratch copy; `afterExtract` once Sanity's CLI has written studio/schema.json, while the
 * run goes on (TypeGen's generate step and the query check, several seconds) and before it records its stamp.
 */
function ifStale(afterExtract: () => void = () => undefined): Promise<{ status: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    let extracted = false
    const watcher = watch(path.join(scratch.root, 'studio'), (_event, name) => {
      if (name !== 'schema.json' || extracted) return
      extracted = true
      afterExtract()
    })
    const child = spawn(process.execPath, [TYPEGEN, '--if-stale'], { cwd: scratch.root, env })
    let stdout = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stdout += chunk
    })
    child.on('error', reject)
    child.on('exit', (status) => {
      watcher.close()
      resolve({ status, stdout })
    })
  })
}

describe('a schema file saved while TypeGen runs', () => {
  it('leaves the stamp stale: the next run regenerates and takes the change in', async () => {
    const during = await ifStale(() =>
      scratch.edit('schemas/documents/service.ts', (text) =>
        text.replace(
          "    defineField({\n      name: 'formLabel',",
          "    defineField({ name: 'areaServed', title: 'Einsatzgebiet', type: 'string' }),\n    defineField({\n      name: 'formLabel',",
        ),
      ),
    )
    expect(during.stdout).toContain('Regenerated studio/schema.json')
    expect(during.status).toBe(0)

    expect(readFileSync(path.join(scratch.root, 'studio/schema.json'), 'utf8')).not.toContain('"areaServed"')

    const next = await ifStale()
    expect(next.stdout).toContain('Regenerating studio/schema.json')
    expect(next.status).toBe(0)
    expect(readFileSync(path.join(scratch.root, 'studio/schema.json'), 'utf8')).toContain('"areaServed"')
  }, 900_000)
})
