import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The path aliases of tsconfig.json (@/, @shared/, …).
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // next-sanity imports `next/headers` without an extension, which only a bundler resolves:
    // run through Vite so the draft-mode route can be called in tests.
    server: { deps: { inline: ['next-sanity'] } },
    hookTimeout: 60_000,
  },
})
