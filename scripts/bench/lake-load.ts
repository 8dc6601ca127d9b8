/**
 * `npm run bench:lake`: what a burst costs the local Content Lake (docs/security.md, third round).
 * Starts the lake as `npm run dev` does (content-lake/launch.ts, its own process, a fresh working copy)
 * and measures, from outside, the process's CPU time (/proc/<pid>/stat) and peak memory (VmHWM):
 *
 *  1. the issue's image burst: four `?w=4000&h=4000&dpr=3&fit=scale&fm=png` at once, with a thumbnail
 *     of about 100 pixels (a size not asked before) 100 ms later: how long it waited;
 *  2. the largest burst the bounds allow: four distinct 8190 × 8190 PNGs (`w=2730&h=2730&dpr=3`), and
 *     the thumbnail; then the same four again (from the transform cache);
 *  3. `*[]{ "x": *[] }` with `/ping` asked every 100 ms meanwhile (how long /ping waited).
 *
 * `--root <checkout>` measures another checkout's lake (e.g. a worktree of the commit before the fix)
 * with the same requests. Loopback only; Linux (it reads /proc).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

const rootArgument = process.argv.indexOf('--root')
const ROOT = path.resolve(
  rootArgument > 0 ? (process.argv[rootArgument + 1] ?? '.') : path.join(import.meta.dirname, '../..'),
)
const TICKS_PER_SECOND = 100

type Lake = { origin: string; token: string; child: { pid?: number }; stop: () => Promise<void> }

async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? []
  // utime and stime: fields 14 and 15 of the line, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

async function peakMegabytes(pid: number): Promise<number> {
  const line = /VmHWM:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Math.round(Number(line) / 1024)
}

async function timed(url: string, init?: RequestInit) {
  const started = performance.now()
  try {
    const answer = await fetch(url, init)
    const bytes = (await answer.arrayBuffer()).byteLength
    return { status: answer.status, bytes, ms: Math.round(performance.now() - started) }
  } catch (error) {
    return { status: 0, bytes: 0, ms: Math.round(performance.now() - started), error: String(error) }
  }
}

async function measure(lake: Lake, label: string, work: () => Promise<string>) {
  const pid = lake.child.pid ?? 0
  const cpu = await cpuSeconds(pid)
  const started = performance.now()
  const detail = await work()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const used = ((await cpuSeconds(pid)) - cpu).toFixed(1)
  console.log(`${label}: ${seconds} s, ${used} CPU-s, peak ${await peakMegabytes(pid)} MB; ${detail}`)
}

let thumbnails = 0

async function burst(image: string, queries: string[]): Promise<string> {
  const big = queries.map((query) => timed(`${image}${query}`))
  await new Promise((resolve) => setTimeout(resolve, 100))
  // Another size each time: never one the transform cache holds.
  const thumbnail = await timed(`${image}?w=${100 + thumbnails++}&h=100&fit=crop`)
  const answers = await Promise.all(big)
  const megabytes = (answers.reduce((sum, { bytes }) => sum + bytes, 0) / 1024 / 1024).toFixed(1)
  return `answers ${answers.map(({ status, ms }) => `${status} in ${ms} ms`).join(', ')} (${megabytes} MB); thumbnail ${thumbnail.status} after ${thumbnail.ms} ms`
}

async function pingDuringQuery(lake: Lake): Promise<string> {
  const pings: number[] = []
  let done = false
  const query = timed(
    `${lake.origin}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[]{ "x": *[] }')}`,
    { headers: { authorization: `Bearer ${lake.token}` } },
  ).finally(() => {
    done = true
  })
  while (!done) {
    pings.push((await timed(`${lake.origin}/ping`)).ms)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const answer = await query
  const sorted = [...pings].sort((a, b) => a - b)
  return `query ${answer.status} in ${answer.ms} ms (${(answer.bytes / 1024 / 1024).toFixed(1)} MB); /ping ×${pings.length}: median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`
}

const dir = await mkdtemp(path.join(tmpdir(), 'bench-lake-'))
const { startLocalContentLake } = (await import(path.join(ROOT, 'content-lake', 'launch.ts'))) as {
  startLocalContentLake: (options: {
    siteOrigin: string
    env: Record<string, string | undefined>
    root: string
  }) => Promise<Lake>
}
const lake = await startLocalContentLake({
  siteOrigin: 'http://127.0.0.1:3999',
  env: { ...process.env, CONTENT_LAKE_DIR: path.join(dir, 'lake'), CONTENT_LAKE_WRITE_DELAY_MS: '0' },
  root: ROOT,
}).catch(async (error: unknown) => {
  await rm(dir, { recursive: true, force: true })
  throw error
})
try {
  const origin = lake.origin.replace('localhost', '127.0.0.1')
  const measured = { ...lake, origin }
  const assets = (await (
    await fetch(
      `${origin}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == "sanity.imageAsset"] | order(size desc)[0].path')}`,
      { headers: { authorization: `Bearer ${lake.token}` } },
    )
  ).json()) as { result: string }
  const image = `${origin}/${assets.result}`
  console.log(`Lake of ${ROOT}, picture ${path.basename(assets.result)}`)
  const issue = '?w=4000&h=4000&dpr=3&fit=scale&fm=png'
  await measure(measured, 'issue burst', () => burst(image, [issue, issue, issue, issue]))
  const largest = [2730, 2729, 2728, 2727].map((side) => `?w=${side}&h=${side}&dpr=3&fit=scale&fm=png`)
  await measure(measured, 'largest allowed burst', () => burst(image, largest))
  await measure(measured, 'same burst again', () => burst(image, largest))
  await measure(measured, 'nested query', () => pingDuringQuery(measured))
} finally {
  await lake.stop()
  await rm(dir, { recursive: true, force: true })
}
