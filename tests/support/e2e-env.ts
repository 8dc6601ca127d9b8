/** Where the browser tests' server stores submissions (gitignored); tests find theirs by a unique marker. */
export const E2E_SUBMISSIONS_DIR = '.data/e2e'

/** The GA4 measurement id the browser tests' build carries (`npm run build:e2e`); Google itself is a local stand-in. */
export const E2E_GA_MEASUREMENT_ID = 'G-E2ETEST000'

/** What the browser tests' visitors have already chosen (the consent tests start without it). */
export function e2eStoredConsent(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          {
            name: 'glanzwerk-harz:consent',
            value: JSON.stringify({
              necessary: true,
              analytics: false,
              marketing: false,
              revision: 1,
              timestamp: '2026-11-01T00:00:00.000Z',
            }),
          },
        ],
      },
    ],
  }
}

/**
 * Distinctive fake values for every server-only secret of `.env.example`, set while `npm run build:e2e`
 * builds: tests/e2e/build-secrets.spec.ts fails if any of them reaches the build output. Each value is
 * unusable (no project, no SMTP relay on port 9), so the build behaves exactly as without them.
 */
export const E2E_SECRET_CANARIES = {
  SANITY_API_READ_TOKEN: 'canary-read-token-7Qx2Lm9Vd4',
  SANITY_API_WRITE_TOKEN: 'canary-write-token-3Hs8Pw1Kz6',
  SANITY_REVALIDATE_SECRET: 'canary-webhook-secret-5Rt0Nb7Yc2',
  SMTP_URL: 'smtp://canary-user:canary-smtp-password-9Gf4Tj2Wq8@127.0.0.1:9',
  REDIS_URL: 'redis://:canary-redis-password-4Dk7Hv2Ms5@127.0.0.1:9',
  HEALTH_DETAILS_TOKEN: 'canary-health-token-8Wp3Xc6Lb1',
  // Read by Sanity's CLI only (`npm run sanity`); a build that picked it up must still not print it.
  SANITY_AUTH_TOKEN: 'canary-auth-token-6Mv1Qe9Js3',
} as const

/** What `npm run build:e2e` builds with (scripts/build-e2e.ts); the browser tests expect these values. */
export const E2E_BUILD_ENV = {
  SITE_URL: 'https://www.example.com',
  NEXT_PUBLIC_GA_MEASUREMENT_ID: E2E_GA_MEASUREMENT_ID,
  ...E2E_SECRET_CANARIES,
}
