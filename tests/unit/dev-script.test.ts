import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * `npm run dev` (scripts/dev.mjs) and CONTENT_LAKE_STREAM_PORTS, a count of extra ports: 0 used to start a lake
 * whose Studio then waited forever for its listeners (HTTP/1.1's six connections per host); a list of ports was
 * read as no number at all. Both stop the start with one line that says what the variable is.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const dev = (streamPorts: string) =>
  spawnSync(process.execPath, [path.join(ROOT, 'scripts/dev.mjs')], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_LAKE_STREAM_PORTS: streamPorts, PORT: '3990' },
    encoding: 'utf8',
    timeout: 60_000,
  })

describe('npm run dev and CONTENT_LAKE_STREAM_PORTS', () => {
  it.each(['0', '4101,4102', 'acht'])('refuses %j before starting anything', (value) => {
    const { status, stderr, stdout } = dev(value)
    expect(status).toBe(1)
    expect(stderr.trim().split('\n')).toEqual([
      `npm run dev: CONTENT_LAKE_STREAM_PORTS=${value}: it is how many extra ports the local lake opens for the ` +
        "Studio's listener streams, a whole number from 1 (leave it empty for 8). With 0 the Studio stalls without an error.",
    ])
    expect(stdout).not.toContain('Local Content Lake on')
  })
})
