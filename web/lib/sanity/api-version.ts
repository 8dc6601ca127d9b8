/** The Content Lake API version every client and the Vision tool use. */
export const SANITY_API_VERSION = '2025-10-01'
