import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * Where the bench's peer comes from: Sanity's public Next.js starter, the clean template
 * (https://github.com/sanity-io/sanity-template-nextjs-clean). Its code is never part of this
 * repository: at bench time its Next.js app (`frontend/`) is taken from a checkout, at a pinned commit.
 *
 * `--peer-source` (or BENCH_PEER_SOURCE) names the checkout: a git URL (cloned bare into the cache),
 * a git repository on disk (bare or with a work tree; the pinned commit is read from it), or a plain
 * folder holding `frontend/` (taken as it is; its commit is unknown).
 */

export const TEMPLATE_URL = 'https://github.com/sanity-io/sanity-template-nextjs-clean.git'
/** 2026-06-01, "chore(deps): lock file maintenance (#226)". BENCH_PEER_COMMIT overrides it. */
export const TEMPLATE_COMMIT = '4d14b797a3425834d9abd635dc764b31b8088e61'

function git(args: string[], cwd?: string): { ok: boolean; out: string } {
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() }
}

function isGitRepository(dir: string): boolean {
  return git(['-C', dir, 'rev-parse', '--git-dir']).ok
}

export type TemplateCheckout = {
  /** Where the source came from, as given. */
  source: string
  /** The commit the app was taken from, or a note when it is not known. */
  commit: string
  /** The template's lockfile (at the repository's root, an npm workspace), when there is one. */
  lockfile?: string
}

/**
 * Writes the template's `frontend/` into `target` (emptied first) and says which commit it is.
 * `cacheDir` keeps a bare clone when the source is a URL.
 */
export function checkoutTemplate(source: string, target: string, cacheDir: string): TemplateCheckout {
  const commit = process.env.BENCH_PEER_COMMIT?.trim() || TEMPLATE_COMMIT
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target, { recursive: true })

  let repository = source
  const isUrl = /^(https?|git|ssh|file):\/\/|^git@/.test(source)
  if (isUrl) {
    repository = path.join(cacheDir, 'template.git')
    if (!existsSync(repository)) {
      const clone = git(['clone', '--bare', '--quiet', source, repository])
      if (!clone.ok) throw new Error(`Cannot clone the peer's template from ${source}: ${clone.out}`)
    } else if (!git(['-C', repository, 'cat-file', '-e', `${commit}^{commit}`]).ok) {
      const fetched = git(['-C', repository, 'fetch', '--quiet', source, '+refs/heads/*:refs/heads/*'])
      if (!fetched.ok) throw new Error(`Cannot fetch the peer's template from ${source}: ${fetched.out}`)
    }
  } else if (!existsSync(source)) {
    throw new Error(`--peer-source ${source}: no such folder`)
  }

  if (isUrl || isGitRepository(repository)) {
    if (!git(['-C', repository, 'cat-file', '-e', `${commit}^{commit}`]).ok)
      throw new Error(
        `The peer's pinned commit ${commit} is not in ${source}; fetch it there, or set BENCH_PEER_COMMIT to a commit it has.`,
      )
    // `git archive … frontend | tar -x`: the app folder at the pinned commit, without the rest.
    const archive = spawnSync('git', ['-C', repository, 'archive', '--format=tar', commit, 'frontend'], {
      maxBuffer: 256 * 1024 * 1024,
    })
    if (archive.status !== 0) throw new Error(`git archive ${commit} frontend failed: ${archive.stderr}`)
    const untar = spawnSync('tar', ['-x', '-C', target, '--strip-components=1'], { input: archive.stdout })
    if (untar.status !== 0) throw new Error(`Cannot unpack the template's frontend/: ${untar.stderr}`)
    const lock = git(['-C', repository, 'show', `${commit}:package-lock.json`])
    return { source, commit, lockfile: lock.ok ? lock.out : undefined }
  }

  const frontend = path.join(source, 'frontend')
  if (!existsSync(path.join(frontend, 'package.json')))
    throw new Error(`--peer-source ${source} is neither a git repository nor a folder with frontend/package.json`)
  cpSync(frontend, target, {
    recursive: true,
    filter: (file) => !/(^|[/\\])(node_modules|\.next)([/\\]|$)/.test(path.relative(frontend, file)),
  })
  const lockfile = path.join(source, 'package-lock.json')
  return {
    source,
    commit: 'unknown (a plain folder, not a git checkout)',
    lockfile: existsSync(lockfile) ? readFileSync(lockfile, 'utf8') : undefined,
  }
}
