import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import path from 'node:path'
import { type LocalContentLakeHandle, startLocalContentLake } from '@content-lake/launch.ts'
import { startNextServer } from '@scripts/lib/next-server'
import { htmlWeight, type PageWeight, pageWeight, prerenderedFile } from '@scripts/lib/page-weight'
import { adaptationHash, adaptTemplate, PEER_ENV, type Versions } from './adapt.ts'
import { PEER_PAGE_SLUG, PEER_POST_SLUG, type PeerContent, writePeerContent } from './content.ts'
import { checkoutTemplate, TEMPLATE_URL } from './template.ts'

/**
 * The bench's peer: Sanity's clean Next.js template, built with the site's Next and React against a
 * local Content Lake that holds the site's texts in the template's schema (content.ts), then served
 * with `next start`. Its code lives only in the cache (`~/.cache/bench-peer/app`, BENCH_PEER_CACHE); the
 * adaptations are in adapt.ts.
 *
 * The lake listens on a fixed port (BENCH_PEER_LAKE_PORT, default 3133) because the built app names
 * its origin (in the client's config and in image URLs); each run seeds a fresh working copy.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..')
/**
 * Outside the repository: an app inside it would share the site's package-lock.json, and Next would
 * take the repository for the app's workspace root.
 */
export const PEER_CACHE =
  process.env.BENCH_PEER_CACHE?.trim() ||
  path.join(process.env.XDG_CACHE_HOME?.trim() || path.join(homedir(), '.cache'), 'bench-peer')
const APP_DIR = path.join(PEER_CACHE, 'app')
const STAMP = path.join(APP_DIR, '.bench-peer.json')
const KEPT_MODULES = path.join(PEER_CACHE, 'node_modules')

/** What the bench measures on the peer. */
export const PEER_ROUTES = ['/', `/posts/${PEER_POST_SLUG}`, `/${PEER_PAGE_SLUG}`]

export const defaultPeerSource = () => process.env.BENCH_PEER_SOURCE?.trim() || TEMPLATE_URL

type Stamp = { commit: string; source: string; adaptation: string; lakePort: number; notes: string[] }

export type Peer = {
  url: string
  commit: string
  source: string
  /** What adapt.ts changed, one line each. */
  notes: string[]
  content: PeerContent
  /** First-load weight of each of PEER_ROUTES. */
  weights: () => Promise<PageWeight[]>
  stop: () => Promise<void>
}

function versionOf(name: string): string {
  return JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version as string
}

export function siteVersions(): Versions {
  return { next: versionOf('next'), react: versionOf('react'), reactDom: versionOf('react-dom') }
}

function readStamp(): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')) as Stamp
  } catch {
    return undefined
  }
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`peer: ${command} ${args.join(' ')} failed with ${result.status}`)
}

/**
 * The template's app in the cache, adapted, with its packages. `node_modules` survives a new checkout
 * when the adapted package.json is the same, so only the first run installs (~1 min).
 */
function prepareApp(source: string, versions: Versions): Stamp {
  mkdirSync(PEER_CACHE, { recursive: true })
  rmSync(KEPT_MODULES, { recursive: true, force: true })
  if (existsSync(path.join(APP_DIR, 'node_modules'))) renameSync(path.join(APP_DIR, 'node_modules'), KEPT_MODULES)
  const checkout = checkoutTemplate(source, APP_DIR, PEER_CACHE)
  const notes = adaptTemplate(APP_DIR, versions, checkout.lockfile)
  const packageJson = readFileSync(path.join(APP_DIR, 'package.json'), 'utf8')
  const installedFor = path.join(KEPT_MODULES, '.bench-package.json')
  if (existsSync(installedFor) && readFileSync(installedFor, 'utf8') === packageJson) {
    renameSync(KEPT_MODULES, path.join(APP_DIR, 'node_modules'))
  } else {
    rmSync(KEPT_MODULES, { recursive: true, force: true })
    console.log('peer: npm install (registry only)')
    // --legacy-peer-deps: next-sanity names `sanity` (the Studio) as a peer; npm would install its
    // newest release, which does not install from this registry, and the frontend never loads it.
    run('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'], APP_DIR)
    writeFileSync(path.join(APP_DIR, 'node_modules', '.bench-package.json'), packageJson)
  }
  return { commit: checkout.commit, source: checkout.source, adaptation: adaptationHash(versions), lakePort: 0, notes }
}

/**
 * A route's first-load weight: from the build when the route was prerendered (page-weight.ts, as for
 * the site), otherwise from the HTML the server sends and the files it names.
 */
async function peerWeight(url: string, route: string): Promise<PageWeight> {
  const distDir = path.join(APP_DIR, '.next')
  if (existsSync(prerenderedFile(distDir, route, 'html'))) return pageWeight(route, distDir)
  const html = await (await fetch(`${url}${route}`)).text()
  const rsc = await (await fetch(`${url}${route}`, { headers: { rsc: '1' } })).text()
  return htmlWeight(route, html, {
    asset: async (file) => Buffer.from(await (await fetch(`${url}${file}`)).arrayBuffer()),
    rsc: Buffer.byteLength(rsc),
  })
}

/**
 * Prepares (unless a build of the same commit and adaptations is there and `rebuild` is false),
 * builds and starts the peer with its lake. Stop it with `stop()`.
 */
export async function startPeer({
  source = defaultPeerSource(),
  port = Number(process.env.BENCH_PEER_PORT ?? 3132),
  lakePort = Number(process.env.BENCH_PEER_LAKE_PORT ?? 3133),
  rebuild = true,
}: {
  source?: string
  port?: number
  lakePort?: number
  rebuild?: boolean
} = {}): Promise<Peer> {
  const versions = siteVersions()
  const previous = readStamp()
  const reusable =
    !rebuild &&
    previous !== undefined &&
    previous.adaptation === adaptationHash(versions) &&
    previous.lakePort === lakePort &&
    previous.source === source &&
    existsSync(path.join(APP_DIR, '.next/BUILD_ID'))
  const stamp = reusable ? previous : { ...prepareApp(source, versions), lakePort }

  const work = mkdtempSync(path.join(tmpdir(), 'bench-peer-'))
  const content = writePeerContent(path.join(work, 'dataset'))
  const url = `http://127.0.0.1:${port}`
  let lake: LocalContentLakeHandle | undefined
  let app: { stop: () => Promise<void> } | undefined
  const stop = async () => {
    await app?.stop()
    await lake?.stop()
    rmSync(work, { recursive: true, force: true })
  }
  try {
    lake = await startLocalContentLake({
      siteOrigin: url,
      root: ROOT,
      env: {
        ...process.env,
        CONTENT_DATASET_DIR: content.dir,
        CONTENT_LAKE_DIR: path.join(work, 'lake'),
        CONTENT_LAKE_PORT: String(lakePort),
        CONTENT_LAKE_STREAM_PORTS: '0',
        CONTENT_LAKE_WRITE_DELAY_MS: '0',
      },
    })
    const env = {
      NEXT_PUBLIC_SANITY_PROJECT_ID: lake.env.SANITY_PROJECT_ID ?? 'local',
      NEXT_PUBLIC_SANITY_DATASET: lake.env.SANITY_DATASET ?? 'production',
      [PEER_ENV.apiHost]: `http://127.0.0.1:${lakePort}`,
      // A read token is required by the template (sanity/lib/token.ts); the lake's own token.
      SANITY_API_READ_TOKEN: lake.token,
    }
    if (!reusable) {
      console.log(`peer: next build (Next ${versions.next}, React ${versions.react})`)
      rmSync(path.join(APP_DIR, '.next'), { recursive: true, force: true })
      run(process.execPath, [path.join(APP_DIR, 'node_modules/next/dist/bin/next'), 'build', APP_DIR], APP_DIR, env)
      writeFileSync(STAMP, `${JSON.stringify(stamp, null, 2)}\n`)
    }
    app = await startNextServer({
      appDir: APP_DIR,
      port,
      env,
      readyPath: '/',
      plain: true,
      // The peer's own Next, the one it was built with.
      nextBin: path.join(APP_DIR, 'node_modules/next/dist/bin/next'),
    })
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    commit: stamp.commit,
    source: stamp.source,
    notes: stamp.notes,
    content,
    weights: async () => {
      const weights: PageWeight[] = []
      for (const route of PEER_ROUTES) weights.push(await peerWeight(url, route))
      return weights
    },
    stop,
  }
}
