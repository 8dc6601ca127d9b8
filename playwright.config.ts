import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium'
import { E2E_SUBMISSIONS_DIR, e2eStoredConsent } from './tests/support/e2e-env'

/**
 * Browser tests run in Debian's Chromium (no browser download) against the
 * production build, served by server.mjs (`npm start`). Pages are prerendered with the
 * SITE_URL of the build, so build with `npm run build:e2e` first (SITE_URL and a GA4 test id).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)
const SERVER_TESTS = /(publishing.*|submissions-.*|server-.*|copy|security-headers|build-secrets)\.spec\.ts$/
/** The real Studio on the local Content Lake (each file its own server, CONTENT_LAKE=local): one desktop browser. */
const STUDIO_TESTS = /studio-[a-z-]+\.spec\.ts$/
const STUDIO_PORT = Number(process.env.E2E_STUDIO_PORT ?? 3121)

export default defineConfig({
  testDir: 'tests/e2e',
  /** Fails early when the build was not made by `npm run build:e2e` (see scripts/test.sh). */
  globalSetup: './tests/e2e/global-setup.ts',
  /** In CI: every picture of the editor guide was taken in this run (no stale picture in docs/redaktion.md). */
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'de-DE',
    // Visitors have answered the consent banner ('Ablehnen'); the consent specs (tests/e2e/consent-*.spec.ts) start without.
    storageState: e2eStoredConsent(`http://127.0.0.1:${PORT}`),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [SERVER_TESTS, STUDIO_TESTS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      testIgnore: [SERVER_TESTS, STUDIO_TESTS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    },
    /** Server-side flows over HTTP (publishing): no viewport, run once. */
    { name: 'server', testMatch: SERVER_TESTS },
    {
      name: 'studio',
      testMatch: STUDIO_TESTS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        timezoneId: 'Europe/Berlin',
        // The site in the Vorschau frame: the editor has answered its consent banner.
        storageState: e2eStoredConsent(`http://127.0.0.1:${STUDIO_PORT}`),
      },
    },
  ],
  webServer: {
    // The production server with the hash-based Content-Security-Policy (server.mjs).
    command: `node server.mjs`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      SITE_URL: 'https://www.example.com',
      NEXT_TELEMETRY_DISABLED: '1',
      // The forms' submissions of the browser tests (tests/e2e/forms.spec.ts reads them back).
      SUBMISSIONS_DIR: E2E_SUBMISSIONS_DIR,
      SUBMISSIONS_RATE_LIMIT: '0',
    },
  },
})
