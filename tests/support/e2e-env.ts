/** Where the browser tests' server stores submissions (gitignored); tests find theirs by a unique marker. */
export const E2E_SUBMISSIONS_DIR = '.data/e2e'
