import path from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants'
import { localLake } from './shared/local-lake'
import { SANITY_API_VERSION } from './shared/sanity'
import { UPLOADED_FILE_HEADERS } from './shared/uploaded-images'
import { writeStudioStyles } from './studio/studio-styles'
import { runtime } from './web/hosting/runtime.ts'
import { buildMeasurementId } from './web/hosting/settings.ts'
import { readContactAtBuild } from './web/lib/contact-at-build'
import { securityHeaderRules } from './web/lib/csp/headers'
import { indexNowKeyRewrites } from './web/lib/publishing/indexnow-key-file'
import { notFoundRewrites } from './web/lib/routing/not-found-rewrite'
import { imageRemotePatterns } from './web/lib/sanity/image-patterns'

/**
 * The app lives in web/ (`next build web`); this root config is the one it reads. Its settings are the
 * runtime's (web/hosting/runtime.ts): the production server's, which built it before Next loads this
 * file, else built here from the environment. The embedded Studio reads SANITY_PROJECT_ID and
 * SANITY_DATASET from the runtime at request time (web/app/studio), so one variable configures the
 * site and the Studio.
 */
const { settings, ownServer } = runtime()
const onVercel = settings.vercel

function hostingFile(file: string): string {
  // `next build web` and server.mjs run from the repository root (npm scripts).
  return path.resolve(process.cwd(), 'web', 'hosting', file)
}

/**
 * The Studio's stylesheet without the fonts it would load from Sanity's font host
 * (studio/studio-styles.ts); `app/` lives in web/, so the path is relative to it.
 */
const studioStyles = path.relative(
  path.join(process.cwd(), 'web'),
  writeStudioStyles(path.join(process.cwd(), 'node_modules', '.cache', 'glanzwerk')),
)

/** The Studio's revision dates in German (studio/date-format.ts). */
const studioDateFormat = path.relative(
  path.join(process.cwd(), 'web'),
  path.join(process.cwd(), 'studio', 'date-format.ts'),
)

const nextConfig: NextConfig = {
  reactStrictMode: true,
  turbopack: { resolveAlias: { 'ui5/styles.css': `./${studioStyles}`, 'date-fns/format': `./${studioDateFormat}` } },
  // The publishing tests run a second server on a copy of the build (tests/e2e/publishing.spec.ts).
  distDir: settings.hosting.distName,
  // Pages are prerendered from cached, tagged query results ('use cache' + cacheTag in
  // web/lib/sanity/cached-query.ts); the publishing webhook expires exactly the affected tags.
  cacheComponents: true,
  // The 404 page as a document of its own (app/global-not-found.tsx), not in every page's RSC payload.
  experimental: { globalNotFound: true },
  // Self-hosted, both caches go through our handlers (web/hosting/): Next's own behaviour on one
  // instance, one cache shared by every instance when REDIS_URL is set (docs/deployment.md). Node
  // loads them natively (types stripped). Vercel keeps its own shared cache.
  ...(onVercel
    ? {}
    : {
        cacheHandler: hostingFile('page-cache-handler.ts'),
        cacheHandlers: { default: hostingFile('use-cache-handler.ts') },
      }),
  serverExternalPackages: ['redis'],
  // Every page is fully static, so a link prefetches the whole cached page (see docs/decisions.md).
  partialPrefetching: false,
  poweredByHeader: false,
  // `next dev` serves its scripts and HMR only to origins it knows (localhost by default): a page
  // opened as http://127.0.0.1:<port> would never hydrate. Only affects the dev server.
  allowedDevOrigins: ['127.0.0.1'],
  // Next's dev badge sits in a corner, over the consent banner's full-width buttons at the bottom or the
  // header's logo and menu at the top of a phone (320–375 px). Off: build and runtime errors still open
  // Next's overlay.
  devIndicators: false,
  // server.mjs compresses after it has hashed a page's inline scripts.
  compress: !ownServer,
  images: {
    // Sanity CDN images are fetched by the server's optimiser, never by the visitor's browser;
    // only this project's dataset (web/lib/sanity/image-patterns.ts), and of it only the addresses the
    // site wrote into a page: the server refuses any other query before Next fetches
    // (web/hosting/image-sources.ts; `search` here can match only one exact query string).
    remotePatterns: imageRemotePatterns(settings.content),
    // No query string on the bundled dataset's images (`search: ''`): each `?v=<random>` would be a new
    // optimisation (about 0.4 s of CPU) and a new cache file; the site's own addresses never carry one.
    // /images/** (the local Content Lake, web/lib/sanity/local-lake-images.ts) keeps its query: it carries
    // the crop and width like Sanity's CDN, held by the server to the addresses the site wrote (as above);
    // that route answers 404 unless CONTENT_LAKE=local, and to anyone but the optimiser.
    localPatterns: [{ pathname: '/dataset-assets/**', search: '' }, { pathname: '/images/**' }],
    // Bound of the optimised-image cache on disk (bytes; least recently used evicted). Next's default is
    // half the free disk, which the submissions store shares. Every variant the 35 prerendered pages
    // offer (221 srcset URLs of the 26 dataset images, as AVIF and WebP) measured 12.6 MB, so 256 MiB
    // holds that twenty times over: room for an editor's many more images in the Studio, small beside
    // the disk.
    maximumDiskCacheSize: 256 * 1024 * 1024,
    formats: ['image/avif', 'image/webp'],
    qualities: [70, 80],
  },
  // The IndexNow key file (/<key>.txt); unknown slugs, marked by web/proxy.ts, get the prerendered
  // 404 page (web/lib/routing/not-found.ts).
  async rewrites() {
    return { beforeFiles: [...indexNowKeyRewrites(), ...notFoundRewrites()], afterFiles: [], fallback: [] }
  },
  async headers() {
    return securityHeaderRules({
      analytics: Boolean(buildMeasurementId()),
      projectId: settings.content.kind === 'hosted' ? settings.content.projectId : 'not-configured',
      // `npm run dev` on the local Content Lake (scripts/dev.mjs sets its variables before Next starts).
      contentApi: localLake(settings.studioEnvironment)?.sources,
      uploadsPolicy: UPLOADED_FILE_HEADERS['content-security-policy'],
      // `next dev`: eval, inline <style> and the HMR socket its overlay and Fast Refresh need.
      development: settings.phase === 'development',
    })
  },
}

/**
 * While building (and in development), the settings' contact details as the content source has them
 * then. `npm run build` also writes a self-contained server to web/.next/standalone; scripts/standalone.mjs
 * puts the static assets, the bundled dataset and server.mjs beside it (`npm run start:standalone`).
 * Only while building: at run time Next would warn that `next start` ignores it. Vercel (VERCEL=1
 * while it builds) packages functions itself.
 */
export default async function config(phase: string): Promise<NextConfig> {
  const building = phase === PHASE_PRODUCTION_BUILD
  // The phone number of app/global-error.tsx, which has no settings to read (web/lib/contact-at-build.ts):
  // a constant written into the build (web/components/errors/contact.tsx), not a variable of its environment.
  const compiler =
    building || phase === PHASE_DEVELOPMENT_SERVER
      ? {
          // Turbopack writes a string value in as that string (contact.tsx parses it).
          define: {
            LAST_KNOWN_CONTACT: JSON.stringify(await readContactAtBuild(SANITY_API_VERSION, settings.content)),
          },
        }
      : {}
  return building && !onVercel ? { ...nextConfig, compiler, output: 'standalone' } : { ...nextConfig, compiler }
}
