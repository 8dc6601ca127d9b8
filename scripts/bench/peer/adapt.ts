import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * What the bench changes in the template's Next.js app before it builds it, and why. Only what
 * cannot work on this machine (no network but the npm registry, no hosted Sanity project) or what
 * would make the comparison unfair; the app's pages, components, queries and styles stay as they are.
 * Each edit must find its text exactly once, so a template that changed fails loudly here instead
 * of being measured half-adapted.
 */

type Edit = { file: string; why: string; find: string; replace: string }

/** The site's own versions: the peer is built with the same Next and React. */
export type Versions = { next: string; react: string; reactDom: string }

export const PEER_ENV = {
  /** The local Content Lake's origin for the app's client and its image URLs. */
  apiHost: 'NEXT_PUBLIC_SANITY_API_HOST',
} as const

const EDITS: Edit[] = [
  {
    file: 'sanity/lib/client.ts',
    why: 'Read the local Content Lake at one origin (no <projectId>.api.sanity.io subdomain, no CDN).',
    find: '  useCdn: true,\n',
    replace: `  useCdn: false,\n  apiHost: process.env.${PEER_ENV.apiHost},\n  useProjectHostname: false,\n`,
  },
  {
    file: 'app/components/SanityImage.tsx',
    why: "Images from the lake's image server (/images/<project>/<dataset>/<file>, as on cdn.sanity.io).",
    find: 'baseUrl={`https://cdn.sanity.io/images/',
    replace: `baseUrl={\`\${process.env.${PEER_ENV.apiHost}}/images/`,
  },
  {
    file: 'app/layout.tsx',
    why:
      'next/font/google downloads the fonts at build time (no network here): the same fonts (Inter variable, ' +
      'IBM Plex Mono 400, latin subset) from @fontsource packages through next/font/local, self-hosted and ' +
      'preloaded as next/font/google does.',
    find: "import {Inter, IBM_Plex_Mono} from 'next/font/google'",
    replace: "import localFont from 'next/font/local'",
  },
  {
    file: 'app/layout.tsx',
    why: 'Inter as a local font (see above).',
    find: "const inter = Inter({\n  variable: '--font-inter',\n  subsets: ['latin'],\n  display: 'swap',\n})",
    replace:
      "const inter = localFont({\n  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',\n" +
      "  weight: '100 900',\n  variable: '--font-inter',\n  display: 'swap',\n})",
  },
  {
    file: 'app/layout.tsx',
    why: 'IBM Plex Mono as a local font (see above).',
    find:
      "const ibmPlexMono = IBM_Plex_Mono({\n  variable: '--font-ibm-plex-mono',\n  weight: ['400'],\n" +
      "  subsets: ['latin'],\n  display: 'swap',\n})",
    replace:
      "const ibmPlexMono = localFont({\n  src: '../node_modules/@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-400-normal.woff2',\n" +
      "  weight: '400',\n  variable: '--font-ibm-plex-mono',\n  display: 'swap',\n})",
  },
  {
    file: 'app/layout.tsx',
    why: 'Vercel Speed Insights works only on Vercel: elsewhere its script (/_vercel/speed-insights/script.js) is a 404.',
    find: "import {SpeedInsights} from '@vercel/speed-insights/next'\n",
    replace: '',
  },
  {
    file: 'app/layout.tsx',
    why: 'Speed Insights (see above).',
    find: '        <SpeedInsights />\n',
    replace: '',
  },
]

/** Files removed from the copy. */
const REMOVED = [
  {
    file: 'sanity.cli.ts',
    why: 'Configures the `sanity typegen` CLI (not run: the template commits sanity.types.ts); it imports `sanity`, which the peer does not install.',
  },
]

/** The version the template's lockfile installs of each package (`frontend/` is one of its npm workspaces). */
function lockedVersions(lockfile: string | undefined): (name: string) => string | undefined {
  if (!lockfile) return () => undefined
  const { packages = {} } = JSON.parse(lockfile) as { packages?: Record<string, { version?: string }> }
  return (name) => packages[`frontend/node_modules/${name}`]?.version ?? packages[`node_modules/${name}`]?.version
}

function adaptPackageJson(dir: string, versions: Versions, lockfile: string | undefined): string[] {
  const file = path.join(dir, 'package.json')
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
    scripts?: Record<string, string>
    dependencies: Record<string, string>
    devDependencies?: Record<string, string>
  }
  const notes: string[] = []
  const drop = (group: Record<string, string> | undefined, name: string, why: string) => {
    if (group && name in group) {
      notes.push(`package.json: without ${name}@${group[name]}: ${why}`)
      delete group[name]
    }
  }
  const set = (name: string, version: string, why: string) => {
    notes.push(`package.json: ${name}@${version} (template: ${pkg.dependencies[name] ?? 'none'}): ${why}`)
    pkg.dependencies[name] = version
  }
  set('next', versions.next, "the site's version, for a fair comparison")
  set('react', versions.react, "the site's version")
  set('react-dom', versions.reactDom, "the site's version")
  set('@fontsource-variable/inter', '5.3.0', 'the Inter font file for next/font/local')
  set('@fontsource/ibm-plex-mono', '5.3.0', 'the IBM Plex Mono font file for next/font/local')
  drop(
    pkg.dependencies,
    'sanity',
    'the Studio package: the frontend needs it only for the typegen CLI, and the sanity release npm picks lacks dependencies on this registry',
  )
  drop(pkg.dependencies, '@vercel/speed-insights', 'works only on Vercel (see app/layout.tsx)')
  drop(pkg.devDependencies, 'eslint', '`next build` does not lint')
  drop(pkg.devDependencies, 'eslint-config-next', '`next build` does not lint')
  // The template's own lockfile decides the rest: the versions it was released with, not the newest
  // its ranges allow (newer ones need not build: next-sanity 13.3's stega types fail its type check).
  const locked = lockedVersions(lockfile)
  let pinned = 0
  for (const group of [pkg.dependencies, pkg.devDependencies ?? {}])
    for (const name of Object.keys(group)) {
      const version = locked(name)
      if (version && !['next', 'react', 'react-dom'].includes(name)) {
        group[name] = version
        pinned++
      }
    }
  // Installed with --legacy-peer-deps (index.ts), so a peer the app does load is named here: next-sanity's
  // visual editing (rendered in draft mode) imports styled-components, which the template's workspace
  // gets through `sanity`.
  const styled = locked('styled-components') ?? '6.4.2'
  pkg.dependencies['styled-components'] = styled
  notes.push(`package.json: styled-components@${styled}: a peer of next-sanity's visual editing (see index.ts)`)
  notes.push(
    lockfile
      ? `package.json: ${pinned} other packages pinned to the versions of the template's package-lock.json`
      : "package.json: the template's ranges as they are (the source has no package-lock.json)",
  )
  if (pkg.scripts?.prebuild) {
    notes.push(`package.json: no prebuild (${pkg.scripts.prebuild}): the template commits its generated types`)
    delete pkg.scripts.prebuild
  }
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`)
  return notes
}

/** Applies every adaptation to the copy in `dir`; returns what was done, one line each. */
export function adaptTemplate(dir: string, versions: Versions, lockfile: string | undefined): string[] {
  const notes = adaptPackageJson(dir, versions, lockfile)
  for (const edit of EDITS) {
    const file = path.join(dir, edit.file)
    const text = readFileSync(file, 'utf8')
    const count = text.split(edit.find).length - 1
    if (count !== 1)
      throw new Error(
        `Adapting the peer: ${edit.file} holds the expected text ${count} times, not once (did the template change?):\n${edit.find}`,
      )
    writeFileSync(
      file,
      text.replace(edit.find, () => edit.replace),
    )
    notes.push(`${edit.file}: ${edit.why}`)
  }
  for (const { file, why } of REMOVED) {
    if (!existsSync(path.join(dir, file))) continue
    rmSync(path.join(dir, file))
    notes.push(`${file} removed: ${why}`)
  }
  return notes
}

/** A fingerprint of the adaptations (with the versions): a cached build made under others is stale. */
export function adaptationHash(versions: Versions): string {
  return createHash('sha1')
    .update(JSON.stringify({ EDITS, REMOVED, versions, adapt: adaptPackageJson.toString() }))
    .digest('hex')
    .slice(0, 12)
}
