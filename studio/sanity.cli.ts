import path from 'node:path'
import { defineCliConfig } from 'sanity/cli'

// One variable name for the site and the Studio: the Studio bundle only sees SANITY_STUDIO_*.
process.env.SANITY_STUDIO_PROJECT_ID ||= process.env.SANITY_PROJECT_ID ?? ''
process.env.SANITY_STUDIO_DATASET ||= process.env.SANITY_DATASET ?? ''
process.env.SANITY_STUDIO_SUBMISSIONS_DATASET ||= process.env.SANITY_SUBMISSIONS_DATASET ?? ''

export default defineCliConfig({
  // `npm run sanity` sets both for the running local lake (project `local`) or leaves a hosted project's
  // (scripts/sanity-cli/target.ts); its API host and token reach the CLI as SANITY_INTERNAL_ENV and SANITY_AUTH_TOKEN.
  api: {
    projectId: process.env.SANITY_PROJECT_ID || 'not-configured',
    dataset: process.env.SANITY_DATASET || 'production',
  },
  studioHost: process.env.SANITY_STUDIO_HOSTNAME || undefined,
  // The revision dates in German, as in the Studio at /studio (studio/date-format.ts, next.config.ts).
  vite: (config) => {
    const dateFormat = { find: /^date-fns\/format$/, replacement: path.resolve(import.meta.dirname, 'date-format.ts') }
    const alias = config.resolve?.alias
    const aliases = Array.isArray(alias)
      ? alias
      : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement: String(replacement) }))
    return { ...config, resolve: { ...config.resolve, alias: [...aliases, dateFormat] } }
  },
  typegen: {
    path: '../web/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../web/lib/sanity/sanity.types.ts',
    overloadClientMethods: true,
  },
})
