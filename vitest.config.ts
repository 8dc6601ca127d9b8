import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [
    {
      // A static file imported by the site (`import sprite from './icons.svg'`) is, as in Next.js, an
      // object with its address in `src`; Vite's own default would be the address as a string.
      name: 'next-static-imports',
      enforce: 'pre',
      load(id) {
        if (!/\.svg$/.test(id)) return null
        return `export default ${JSON.stringify({ src: `/${path.relative(import.meta.dirname, id)}` })}`
      },
    },
  ],
  resolve: {
    // The path aliases of tsconfig.json (@/, @shared/, …).
    tsconfigPaths: true,
    // Unit tests run where Server Components run: the marker that keeps a module out of client
    // bundles (web/lib/hyphenate.ts) is the empty module it is under the react-server condition.
    alias: { 'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js') },
  },
  test: {
    // tests/contract/: the local Content Lake judged by Sanity's own clients (see its README).
    include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // next-sanity imports `next/headers` without an extension, which only a bundler resolves:
    // run through Vite so the draft-mode route can be called in tests.
    server: { deps: { inline: ['next-sanity'] } },
    hookTimeout: 60_000,
  },
})
