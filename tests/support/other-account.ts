import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A program of another account of this machine (uid 65534, „nobody“), as the fourth security review
 * ran its attacker: through `setpriv`, which needs root (CI runs as root, docs/security.md). That account
 * can read neither this checkout nor, where CI installed it under /root, this Node: the script and a
 * copy of Node go to a folder of their own under the system's temporary folder.
 */

export const OTHER_UID = 65534
const SETPRIV = '/usr/bin/setpriv'

/** Why the other account cannot be used here, or null when it can. */
export function otherAccountUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'needs root for setpriv (CI runs as root)'
  if (!existsSync(SETPRIV)) return `needs ${SETPRIV} (Debian's util-linux)`
  return null
}

export type OtherAccountProgram = { child: ChildProcess; output: () => string; stop: () => Promise<void> }

/** Runs `script` (JavaScript for Node, an ES module) as uid 65534; resolves once it printed `ready`. */
export async function runAsOtherAccount(
  script: string,
  env: Record<string, string> = {},
): Promise<OtherAccountProgram> {
  const reason = otherAccountUnavailable()
  if (reason) throw new Error(`Another account cannot run here: ${reason}`)
  const dir = mkdtempSync(path.join(tmpdir(), 'other-account-'))
  chmodSync(dir, 0o755)
  const node = path.join(dir, 'node')
  copyFileSync(process.execPath, node)
  chmodSync(node, 0o755)
  const file = path.join(dir, 'program.mjs')
  writeFileSync(file, script, { mode: 0o644 })
  const child = spawn(SETPRIV, [`--reuid=${OTHER_UID}`, `--regid=${OTHER_UID}`, '--clear-groups', node, file], {
    cwd: dir,
    env: { NODE_ENV: 'production', PATH: '/usr/bin:/bin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (/^ready$/m.test(output)) resolve()
    }
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', check)
    child.once('exit', (code) => reject(new Error(`The other account's program ended (${code}):\n${output}`)))
  }).catch(async (error) => {
    await stop()
    throw error
  })
  return { child, output: () => output, stop }
}
