import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * What `npm run sanity -- <command>` asks of Sanity's CLI, read with the CLI's own command manifest
 * (node_modules/@sanity/cli/oclif.manifest.json: each command's arguments and flags): which command
 * it is, whether it needs a dataset, and its file arguments made absolute. The CLI runs in studio/
 * (where it finds sanity.cli.ts), the developer types paths relative to where they are.
 */

type Flag = { type: 'option' | 'boolean'; char?: string }
type Command = { args?: Record<string, unknown>; flags?: Record<string, Flag> }
export type Manifest = { commands: Record<string, Command> }

export function readManifest(root: string): Manifest {
  return JSON.parse(readFileSync(path.join(root, 'node_modules/@sanity/cli/oclif.manifest.json'), 'utf8')) as Manifest
}

/** Arguments and flags that name a file or folder on this machine, per command. */
const FILE_ARGUMENTS: Record<string, readonly string[]> = {
  'datasets:export': ['destination'],
  'datasets:import': ['source'],
  'documents:validate': ['file'],
  'migrations:run': ['from-export'],
}

/** Commands that read only this checkout (the schema, the migration files), no dataset. */
const OFFLINE_COMMANDS = new Set([
  'schemas:validate',
  'schemas:extract',
  'migrations:list',
  'migrations:create',
  'typegen:generate',
])

/** The command the words name (`dataset export …` → `datasets:export`, topics also in the singular). */
export function commandOf(argv: readonly string[], manifest: Manifest): { id: string; words: number } | null {
  const words: string[] = []
  for (const token of argv) {
    if (token.startsWith('-')) break
    words.push(token)
  }
  for (let count = words.length; count > 0; count--) {
    const [topic = '', ...rest] = words.slice(0, count)
    for (const name of [topic, `${topic}s`]) {
      const id = [name, ...rest].join(':')
      if (manifest.commands[id]) return { id, words: count }
    }
  }
  return null
}

/** Whether the command can run without a Content Lake (help, version, the schema, listing migrations). */
export function needsDataset(argv: readonly string[], manifest: Manifest): boolean {
  if (argv.some((token) => token === '--help' || token === '-h')) return false
  const command = commandOf(argv, manifest)
  if (!command) return false
  // `migration run` without an id lists the migrations.
  if (command.id === 'migrations:run' && argv.slice(command.words).every((token) => token.startsWith('-'))) return false
  return !OFFLINE_COMMANDS.has(command.id)
}

const KEPT = /^(-|[a-z][a-z0-9+.-]*:\/\/.*)$/i

/** The argument list with the command's file arguments resolved against `from`. */
export function withAbsolutePaths(argv: readonly string[], manifest: Manifest, from: string): string[] {
  const command = commandOf(argv, manifest)
  const files = command ? FILE_ARGUMENTS[command.id] : undefined
  if (!command || !files) return [...argv]
  const { args = {}, flags = {} } = manifest.commands[command.id] ?? {}
  const positionalNames = Object.keys(args)
  const resolve = (value: string) => (KEPT.test(value) ? value : path.resolve(from, value))
  const result = argv.slice(0, command.words)
  let positional = 0
  for (let index = command.words; index < argv.length; index++) {
    const token = argv[index] ?? ''
    const long = /^--([^=]+)(=(.*))?$/.exec(token)
    if (long) {
      const [, name = '', withValue, value = ''] = long
      if (withValue) result.push(files.includes(name) ? `--${name}=${resolve(value)}` : token)
      else {
        result.push(token)
        if (flags[name]?.type === 'option' && index + 1 < argv.length) {
          const next = argv[++index] ?? ''
          result.push(files.includes(name) ? resolve(next) : next)
        }
      }
    } else if (token.startsWith('-') && token.length === 2) {
      result.push(token)
      const flag = Object.values(flags).find(({ char }) => char === token.slice(1))
      if (flag?.type === 'option' && index + 1 < argv.length) result.push(argv[++index] ?? '')
    } else {
      const name = positionalNames[positional++] ?? ''
      result.push(files.includes(name) ? resolve(token) : token)
    }
  }
  return result
}
