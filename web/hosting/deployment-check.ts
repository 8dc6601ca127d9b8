/**
 * Combinations of settings that cannot work, refused when the server starts (web/server/boot.ts) with
 * a message that says what to change, instead of a site that loses submissions later. Checks the
 * settings of the runtime (web/hosting/settings.ts), which already refused values of the wrong type.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Settings } from './settings.ts'

function inside(directory: string, parent: string): boolean {
  const relative = path.relative(path.resolve(parent), path.resolve(directory))
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

/** The problems of `settings`; empty when the server may start. */
export function deploymentProblems(
  settings: Pick<Settings, 'hosting' | 'submissions'>,
  temporaryDirectories = [tmpdir(), '/tmp', '/var/tmp'],
): string[] {
  const problems: string[] = []
  const { redis } = settings.hosting
  const { store } = settings.submissions
  if (redis) {
    let protocol = ''
    try {
      protocol = new URL(redis.url).protocol
    } catch {
      // reported below
    }
    if (!['redis:', 'rediss:', 'unix:'].includes(protocol))
      problems.push(`REDIS_URL must be a redis://, rediss:// or unix:// URL (got something else).`)
    if (store.kind === 'sqlite') {
      const directory = store.directory
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
