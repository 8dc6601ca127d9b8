/**
 * `npm run typegen`: `studio/schema.json` from the Studio's schema (`sanity schema extract`, required fields
 * typed as required) and `web/lib/sanity/sanity.types.ts` from it and the queries (`sanity typegen generate`),
 * then every query checked for fields no schema type declares (unknown-fields.ts).
 *
 *   (no flag)    both steps, always
 *   --if-stale   only the steps whose inputs changed since the last run (inputs.ts); `typecheck`, `build` and
 *                `dev` run this, so none of them works on types older than the schema or the queries
 *   --check      fails when the files in the working tree are not what the schema and queries produce, naming
 *                the types that differ (`npm run typegen:check`, in `npm test`)
 *   --watch      --if-stale now and after every change of a schema, Studio or query file, until stopped
 *                (`npm run dev` runs it beside the dev server)
 *
 * Exit 1 with one line per problem; the regenerated files stay in place.
 */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, watch } from 'node:fs'
import path from 'node:path'
import {
  currentInputs,
  ignored,
  QUERY_FOLDER,
  queryFiles,
  ROOT,
  SCHEMA_FOLDERS,
  SCHEMA_JSON,
  type Steps,
  staleSteps,
  TYPES_FILE,
  writeStamp,
} from './inputs.ts'
import { describeUnknownFields, unknownFields } from './unknown-fields.ts'

const STUDIO = path.join(ROOT, 'studio')
const SANITY = path.join(ROOT, 'node_modules/.bin/sanity')
export const EXTRACT = ['schema', 'extract', '--workspace', 'default', '--enforce-required-fields', '--force']
export const GENERATE = ['typegen', 'generate']

/** The CLI runs in progress: stopped with this process (the dev server's watcher ends with the server). */
const cliRuns = new Set<ReturnType<typeof spawn>>()

/** Runs Sanity's CLI in studio/; its output is shown only when it fails. */
function sanity(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(SANITY, args, {
      cwd: STUDIO,
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    cliRuns.add(child)
    child.on('error', reject)
    child.on('exit', (code) => {
      cliRuns.delete(child)
      if (code === 0) resolve()
      else reject(new Error(`sanity ${args.join(' ')} failed (exit ${code}):\n${output.trim()}`))
    })
  })
}

export type Outcome = { regenerated: string[]; problems: string }

const ALL: Steps = { extract: true, generate: true, check: true }

/** Regenerates what `steps` says, checks the queries and records the stamp. */
export async function generate(steps: Steps): Promise<Outcome> {
  const schemaInputs = currentInputs().schema
  const regenerated: string[] = []
  if (steps.extract) {
    await sanity(EXTRACT)
    regenerated.push(SCHEMA_JSON)
  }
  // The queries' hash includes schema.json, so it is read after the extract.
  const inputs = { schema: schemaInputs, queries: currentInputs().queries }
  if (steps.generate) {
    await sanity(GENERATE)
    regenerated.push(TYPES_FILE)
  }
  if (!steps.check) return { regenerated, problems: '' }
  const problems = describeUnknownFields(await unknownFields(queryFiles()))
  // Recorded with a failed check too: the files are what the sources produce, only the check runs again.
  writeStamp(inputs, !problems)
  return { regenerated, problems }
}

/** The exported type names whose definition differs between two versions of sanity.types.ts. */
export function changedTypes(before: string, after: string): string[] {
  const blocks = (source: string) =>
    new Map(
      source
        .split(/\n(?=(?:\/\/[^\n]*\n)*export (?:type|declare)\b)/)
        .map((block): [string, string] => [block.match(/export (?:type|declare const) (\w+)/)?.[1] ?? '', block]),
    )
  const old = blocks(before)
  const now = blocks(after)
  const names = new Set([...old.keys(), ...now.keys()].filter(Boolean))
  return [...names].filter((name) => old.get(name) !== now.get(name)).sort()
}

/** The schema types whose extracted definition differs between two versions of schema.json. */
export function changedSchemaTypes(before: string, after: string): string[] {
  const byName = (json: string) =>
    new Map((JSON.parse(json) as { name: string }[]).map((type) => [type.name, JSON.stringify(type)]))
  const old = byName(before)
  const now = byName(after)
  return [...new Set([...old.keys(), ...now.keys()])].filter((name) => old.get(name) !== now.get(name)).sort()
}

async function check(): Promise<number> {
  const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
  const before = { schema: read(SCHEMA_JSON), types: read(TYPES_FILE) }
  const { problems } = await generate(ALL)
  const stale: string[] = []
  const schemaTypes = changedSchemaTypes(before.schema, read(SCHEMA_JSON))
  if (schemaTypes.length) stale.push(`${SCHEMA_JSON} was stale: schema types ${list(schemaTypes)} differ`)
  const types = changedTypes(before.types, read(TYPES_FILE))
  if (types.length) stale.push(`${TYPES_FILE} was stale: ${list(types)} differ`)
  else if (before.types !== read(TYPES_FILE)) stale.push(`${TYPES_FILE} was stale (formatting or order only)`)
  if (stale.length) {
    console.error(stale.join('\n'))
    console.error(
      'Regenerated them now (what `npm run typegen` does): review with `git diff`, then commit them with the change.',
    )
  }
  if (problems) console.error(problems)
  if (stale.length || problems) return 1
  console.log('Sanity schema and TypeGen types are up to date; every query reads fields the schema declares.')
  return 0
}

const list = (names: string[]) =>
  names.length > 8 ? `${names.slice(0, 8).join(', ')} and ${names.length - 8} more` : names.join(', ')

/** One run: what `steps` says, with a line before and after and the problems on stderr. 0 when clean. */
async function run(steps: Steps, prefix = ''): Promise<number> {
  if (steps.extract || steps.generate)
    console.log(
      `${prefix}Regenerating ${[steps.extract && SCHEMA_JSON, steps.generate && TYPES_FILE].filter(Boolean).join(' and ')} (the schema or a query changed) …`,
    )
  const started = Date.now()
  const { regenerated, problems } = await generate(steps)
  if (regenerated.length)
    console.log(`${prefix}Regenerated ${regenerated.join(' and ')} in ${Math.round((Date.now() - started) / 1000)} s.`)
  if (problems) console.error(problems.replace(/^/gm, prefix))
  return problems ? 1 : 0
}

/**
 * Node's recursive watcher on the folders TypeGen reads; web/.next (thousands of folders in dev) is left out
 * by watching web/'s other folders one by one. Changes during a run lead to one more run after it.
 */
function watchSources(): void {
  const prefix = 'typegen: '
  let running = false
  let again = false
  let timer: NodeJS.Timeout | undefined
  const settle = async () => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      await run(staleSteps(), prefix)
    } catch (error) {
      console.error(`${prefix}${(error as Error).message}`)
    } finally {
      running = false
      if (again) {
        again = false
        void settle()
      }
    }
  }
  const folders = [
    ...SCHEMA_FOLDERS,
    ...readdirSync(path.join(ROOT, QUERY_FOLDER), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
      .map((entry) => `${QUERY_FOLDER}/${entry.name}`),
  ]
  for (const folder of folders)
    watch(path.join(ROOT, folder), { recursive: true }, (_event, name) => {
      if (!name || ignored(`${folder}/${name}`)) return
      clearTimeout(timer)
      timer = setTimeout(settle, 300)
    })
  void settle()
}

async function main(): Promise<number | undefined> {
  const args = process.argv.slice(2)
  if (args.includes('--check')) return check()
  if (args.includes('--watch')) {
    watchSources()
    return undefined
  }
  return run(args.includes('--if-stale') ? staleSteps() : ALL)
}

if (import.meta.main) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      for (const child of cliRuns) child.kill(signal)
      process.exit(1)
    })
  main().then(
    (code) => {
      if (code !== undefined) process.exit(code)
    },
    (error: Error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
