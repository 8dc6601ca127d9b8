/**
 * `npm run sanity -- <command>`: Sanity's own CLI (the `sanity` of node_modules, @sanity/cli as
 * pinned), unchanged, against the content this checkout works on: a hosted project when
 * SANITY_PROJECT_ID is set, else the local Content Lake that runs (`npm run dev`) on the working
 * copy of CONTENT_LAKE_DIR (target.ts). No login, no change to the system: the lake's address and
 * token go into the CLI's environment, and a preloaded module (loopback.ts) lets Node reach
 * `<projectId>.localhost`. Commands that need no dataset (`schema validate`, `migration list`)
 * also run without a lake. Paths are relative to where the command was typed (arguments.ts).
 *
 * Prints one line on stderr naming where the CLI points; stdout stays the CLI's (`documents query`
 * and `dataset export … -` can be piped).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { needsDataset, readManifest, withAbsolutePaths } from './arguments.ts'
import { cliTarget } from './target.ts'

const root = path.resolve(import.meta.dirname, '../..')
const argv = process.argv.slice(2)
const manifest = readManifest(root)
const target = await cliTarget(process.env, root)

if (target.kind === 'none' && needsDataset(argv, manifest)) {
  console.error(target.message)
  process.exit(1)
}
if (target.kind !== 'none') console.error(`sanity → ${target.description}`)

const preload = pathToFileURL(path.join(import.meta.dirname, 'loopback.ts')).href
const child = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/sanity/bin/sanity'),
    ...withAbsolutePaths(argv, manifest, process.env.INIT_CWD ?? process.cwd()),
  ],
  {
    // The CLI finds the project (sanity.cli.ts, sanity.config.ts) from its working directory.
    cwd: path.join(root, 'studio'),
    env: {
      ...process.env,
      ...(target.kind === 'none' ? {} : target.env),
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${preload}`].filter(Boolean).join(' '),
      // The CLI is pinned (package.json overrides): a notice to upgrade it asks for what cannot be done.
      NO_UPDATE_NOTIFIER: '1',
    },
    stdio: 'inherit',
  },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
