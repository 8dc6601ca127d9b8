/**
 * The publishing webhook's wait and IndexNow (SANITY_REVALIDATE_WAIT_MS, INDEXNOW_KEY, INDEXNOW_ENDPOINT):
 * parsers of the settings (settings.ts); the code that uses them is web/lib/publishing/. Loaded
 * natively by Node, like all of web/hosting/.
 */
import type { ContentSource } from './content-settings.ts'
import type { Environment } from './environment.ts'

/**
 * The Content Lake answers queries a moment after it sends the webhook; reading too early would cache
 * the old version again. The bundled dataset has no such delay.
 */
const DEFAULT_HOSTED_WAIT_MS = 3000

/** How long the webhook waits before it expires caches (SANITY_REVALIDATE_WAIT_MS, whole milliseconds). */
export function consistencyWaitMs(env: Environment, content: ContentSource): number {
  const configured = env.SANITY_REVALIDATE_WAIT_MS?.trim()
  if (configured && /^\d+$/.test(configured)) return Number(configured)
  return content.kind === 'hosted' ? DEFAULT_HOSTED_WAIT_MS : 0
}

/**
 * IndexNow (Bing, Yandex, Seznam, Naver …): after a publish the site names the pages whose content
 * changed (web/lib/publishing/indexnow.ts). Off without INDEXNOW_KEY.
 */
export const DEFAULT_INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow'

/** An IndexNow key: 8–128 letters, digits and dashes (https://www.indexnow.org/documentation). */
export const INDEXNOW_KEY_PATTERN = /^[A-Za-z0-9-]{8,128}$/

export type IndexNowConfig = { key: string; endpoint: string }

/** The configuration, or null when IndexNow is off (no key) or the key is not a valid one (a warning of the settings). */
export function indexNowConfig(env: Environment): IndexNowConfig | null {
  const key = env.INDEXNOW_KEY?.trim()
  if (!key || !INDEXNOW_KEY_PATTERN.test(key)) return null
  return { key, endpoint: env.INDEXNOW_ENDPOINT?.trim() || DEFAULT_INDEXNOW_ENDPOINT }
}
