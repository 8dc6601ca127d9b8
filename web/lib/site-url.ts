import { settings } from '@/hosting/runtime.ts'

/** The public origin for canonical links, Open Graph, sitemap and JSON-LD (web/hosting/settings.ts). */
export function siteUrl(): string {
  return settings().siteUrl
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString()
}

/** The host of an http(s) URL, or null for anything else: a malformed URL never breaks the page. */
export function webHost(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.host : null
  } catch {
    return null
  }
}
