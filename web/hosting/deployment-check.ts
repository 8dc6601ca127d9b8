/**
 * Combinations of settings that cannot work, refused when the server starts (server.mjs) with a
 * message that says what to change, instead of a site that loses submissions later.
 * Plain TypeScript with Node's own modules only: server.mjs loads it with its types stripped.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'

type Environment = Record<string, string | undefined>

function inside(directory: string, parent: string): boolean {
  const relative = path.relative(path.resolve(parent), path.resolve(directory))
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

/** The problems of `env` for a server started in `cwd`; empty when it may start. */
export function deploymentProblems(
  env: Environment,
  cwd: string,
  temporaryDirectories = [tmpdir(), '/tmp', '/var/tmp'],
): string[] {
  const problems: string[] = []
  const redisUrl = env.REDIS_URL?.trim()
  if (redisUrl) {
    let protocol = ''
    try {
      protocol = new URL(redisUrl).protocol
    } catch {
      // reported below
    }
    if (!['redis:', 'rediss:', 'unix:'].includes(protocol))
      problems.push(`REDIS_URL must be a redis://, rediss:// or unix:// URL (got something else).`)
    const sqlite = !env.SANITY_API_WRITE_TOKEN?.trim()
    if (sqlite) {
      const directory = path.resolve(cwd, env.SUBMISSIONS_DIR?.trim() || '.data')
      const temporary = temporaryDirectories.find((parent) => inside(directory, parent))
      if (temporary)
        problems.push(
          `REDIS_URL is set (several instances), but submissions go to an SQLite file in ${directory}, inside the temporary directory ${temporary}: ` +
            'a reboot deletes it and each instance may see its own private copy (systemd PrivateTmp). ' +
            'Set SUBMISSIONS_DIR to a lasting directory all instances of this host share (e.g. /var/lib/glanzwerk), ' +
            'or, with instances on several hosts, store submissions in the private Sanity dataset (SANITY_API_WRITE_TOKEN).',
        )
    }
  }
  return problems
}
