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
