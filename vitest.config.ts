import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The path aliases of tsconfig.json (@/, @shared/, …).
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
