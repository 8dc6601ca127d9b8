/**
 * What the generated files are made from, as hashes, and the stamp of the last generation: `--if-stale`
 * and the dev watcher regenerate only what changed since (schema extract ~15–100 s, TypeGen ~2–20 s on 2 cores).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const SCHEMA_JSON = 'studio/schema.json'
export const TYPES_FILE = 'web/lib/sanity/sanity.types.ts'
/** The Studio's configuration and everything it imports: its schema comes from these folders. */
export const SCHEMA_FOLDERS = ['schemas', 'studio', 'shared']
/** TypeGen reads every `defineQuery` under web/ (studio/sanity.cli.ts, `typegen.path`). */
export const QUERY_FOLDER = 'web'
/** Generated or not part of the Studio's schema: never an input. */
const IGNORED = new Set([
  SCHEMA_JSON,
  TYPES_FILE,
  'studio/dist',
  'studio/.sanity',
  'studio/migrations',
  'web/.next',
  'node_modules',
])
const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx|json)$/
const STAMP = path.join(ROOT, 'node_modules/.cache/typegen/stamp.json')

export const ignored = (relative: string): boolean =>
  [...IGNORED].some((entry) => relative === entry || relative.startsWith(`${entry}/`)) ||
  relative.split('/').includes('node_modules') ||
  !SOURCE.test(relative)

function sourceFiles(folder: string): string[] {
  const files: string[] = []
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`
      if (entry.isDirectory()) {
        if (!IGNORED.has(child) && entry.name !== 'node_modules') walk(child)
      } else if (!ignored(child)) files.push(child)
    }
  }
  walk(folder)
  return files.sort()
}

const hashOf = (parts: Iterable<[string, string | Buffer]>): string => {
  const hash = createHash('sha256')
  for (const [name, content] of parts) hash.update(name).update('\0').update(content).update('\0')
  return hash.digest('hex')
}
const read = (relative: string): Buffer | string =>
  existsSync(path.join(ROOT, relative)) ? readFileSync(path.join(ROOT, relative)) : ''

/** Files under web/ that TypeGen takes queries from. */
export function queryFiles(): string[] {
  return sourceFiles(QUERY_FOLDER).filter((file) => read(file).includes('defineQuery'))
}

export type Inputs = { schema: string; queries: string }

/** `schema`: what `sanity schema extract` reads; `queries`: what `sanity typegen generate` reads (with schema.json). */
export function currentInputs(): Inputs {
  const lock = read('package-lock.json')
  const schemaFiles = SCHEMA_FOLDERS.flatMap(sourceFiles)
  return {
    schema: hashOf([
      ['package-lock.json', lock],
      ...schemaFiles.map((file): [string, Buffer | string] => [file, read(file)]),
    ]),
    queries: hashOf([
      ['package-lock.json', lock],
      [SCHEMA_JSON, read(SCHEMA_JSON)],
      ...queryFiles().map((file): [string, Buffer | string] => [file, read(file)]),
    ]),
  }
}

/** The hashes of the generated files themselves: a checkout that changes them makes the stamp stale too. */
export function outputHashes(): { schemaJson: string; types: string } {
  return { schemaJson: hashOf([[SCHEMA_JSON, read(SCHEMA_JSON)]]), types: hashOf([[TYPES_FILE, read(TYPES_FILE)]]) }
}

/** `queriesChecked`: the queries were checked against this schema and read no unknown field. */
type Stamp = Inputs & ReturnType<typeof outputHashes> & { queriesChecked: boolean }

export function readStamp(): Partial<Stamp> {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')) as Partial<Stamp>
  } catch {
    return {}
  }
}

/**
 * `inputs` as read before the run began: a file saved while Sanity's CLI ran leaves the stamp stale, so the next
 * run regenerates, instead of recording its new hash beside types made from the old file.
 */
export function writeStamp(inputs: Inputs, queriesChecked: boolean): void {
  const stamp: Stamp = { ...inputs, ...outputHashes(), queriesChecked }
  mkdirSync(path.dirname(STAMP), { recursive: true })
  writeFileSync(STAMP, `${JSON.stringify(stamp, null, 2)}\n`)
}

export type Steps = { extract: boolean; generate: boolean; check: boolean }

/** Which steps the files need now: none when the stamp matches them and their queries were checked clean. */
export function staleSteps(): Steps {
  const stamp = readStamp()
  const inputs = currentInputs()
  const outputs = outputHashes()
  const extract = stamp.schema !== inputs.schema || stamp.schemaJson !== outputs.schemaJson
  const generate = extract || stamp.queries !== inputs.queries || stamp.types !== outputs.types
  return { extract, generate, check: generate || stamp.queriesChecked !== true }
}
