import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * scripts/require-node.mjs: `npm run dev`, `npm run build` (and `npm start`, which imports it) stop at
 * once with one line when Node is older than package.json's engines.node, instead of installing with
 * warnings and answering every page with 500 ("Unknown file extension .ts").
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const SCRIPT = path.join(ROOT, 'scripts', 'require-node.mjs')
const ENGINES = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node as string
const MINIMUM = ENGINES.replace(/^>=\s*/, '')
const LINE = (version: string) =>
  new RegExp(
    `^Node ${MINIMUM.replaceAll('.', '\\.')} or newer is required \\(this is Node ${version.replaceAll('.', '\\.')}\\): .*nvm install.*\\n$`,
  )

function runScript(version: string | undefined) {
  return spawnSync(process.execPath, [SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, GLANZWERK_TEST_NODE_VERSION: version ?? '' },
    encoding: 'utf8',
  })
}

describe('scripts/require-node.mjs', () => {
  it('reads the minimum from package.json engines.node', () => {
    expect(ENGINES).toMatch(/^>=\d+\.\d+/)
  })

  it.each(['20.11.1', '22.17.1', '18.0.0', '0.10.48'])('Node %s: exit 1 and exactly one line on stderr', (version) => {
    const result = runScript(version)
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(LINE(version))
  })

  it.each(['22.18.0', '22.20.1', '24.21.0', '25.0.0'])('Node %s: exit 0, nothing printed', (version) => {
    const result = runScript(version)
    expect(result.status).toBe(0)
    expect(result.stdout + result.stderr).toBe('')
  })

  it('stops an importing entry point before its own code runs', () => {
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `import ${JSON.stringify(SCRIPT)}; console.log('entry ran')`],
      { cwd: ROOT, env: { ...process.env, GLANZWERK_TEST_NODE_VERSION: '20.11.1' }, encoding: 'utf8' },
    )
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(LINE('20.11.1'))
  })
})

/**
 * The npm scripts for real under an old Node: CI machines have Node 20 at /usr/bin/node. A `node`
 * on PATH that is that binary is what a developer with Node 20 has; npm then runs the script line
 * with it. Each must end within seconds with the one line (before: `next build` or the dev server
 * started, or another message).
 */
const OLD_NODE = ['/usr/bin/node', '/usr/local/bin/node']
  .map((file) => ({
    file,
    version: spawnSync(file, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout?.trim(),
  }))
  .find(({ version }) => version && Number(version.split('.')[0]) < 22)

describe.skipIf(!OLD_NODE)(`npm scripts under a real old Node (${OLD_NODE?.file}, ${OLD_NODE?.version})`, () => {
  const bin = mkdtempSync(path.join(tmpdir(), 'old-node-'))
  afterAll(() => rmSync(bin, { recursive: true, force: true }))
  if (OLD_NODE) symlinkSync(OLD_NODE.file, path.join(bin, 'node'))

  /** npm with the old Node (`npm run <script>`, or the arguments given); killed (process group) if it is still running after `limitMs`. */
  function npmRun(script: string | string[], limitMs: number) {
    return new Promise<{ code: number | null; output: string; stderr: string; ms: number }>((resolve) => {
      const started = Date.now()
      // A build that starts by mistake must not write into another build's folder.
      // npm's own `#!/usr/bin/env node` finds the old Node first on PATH, as on a developer's machine.
      const child = spawn('npm', typeof script === 'string' ? ['run', '--silent', script] : script, {
        cwd: ROOT,
        detached: true,
        env: {
          ...process.env,
          PATH: `${bin}${path.delimiter}${process.env.PATH}`,
          NEXT_DIST_DIR: '.next-require-node-test',
          GLANZWERK_TEST_NODE_VERSION: '',
          npm_config_update_notifier: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      let stderr = ''
      child.stdout.on('data', (chunk) => {
        output += chunk
      })
      child.stderr.on('data', (chunk) => {
        output += chunk
        stderr += chunk
      })
      const timer = setTimeout(() => {
        if (child.pid) process.kill(-child.pid, 'SIGKILL')
      }, limitMs)
      child.on('close', (code) => {
        clearTimeout(timer)
        rmSync(path.join(ROOT, 'web', '.next-require-node-test'), { recursive: true, force: true })
        resolve({ code, output, stderr, ms: Date.now() - started })
      })
    })
  }

  it.each(['build', 'dev'])('npm run %s stops at once with the one line', async (script) => {
    const result = await npmRun(script, 15_000)
    const lines = result.stderr.split('\n').filter((line) => line.trim() && !/Unknown user config|npm warn/i.test(line))
    expect(result.code, result.output).toBe(1)
    expect(
      lines.map((line) => `${line}\n`),
      result.output,
    ).toEqual([expect.stringMatching(LINE(String(OLD_NODE?.version)))])
    // npm itself takes most of it; `next build` would take minutes, the dev server would keep running.
    expect(result.ms).toBeLessThan(10_000)
  })

  it('npm install stops before it installs, naming the Node it needs (.npmrc: engine-strict)', async () => {
    // --dry-run: were the check gone, nothing of this checkout's node_modules would change, and npm would
    // answer 0 with a warning per package (before: about 2 minutes of downloads, then a project that cannot run).
    const result = await npmRun(['install', '--dry-run', '--no-audit', '--no-fund'], 60_000)
    expect(result.code, result.output).toBe(1)
    expect(result.stderr).toContain('EBADENGINE')
    expect(result.stderr).toContain(`Required: {"node":"${ENGINES}"}`)
    expect(result.stderr).toContain(`"node":"v${OLD_NODE?.version}"`)
  })
})
