import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createClient } from '@sanity/client'
import { internationalPhoneNumber } from '../../shared/phone.ts'
import type { ContentSource } from '../hosting/content-settings.ts'

/**
 * The company's phone number and e-mail address as the content source has them when the site is
 * built. next.config.ts writes them into the build (`compiler.define`, LAST_KNOWN_CONTACT) for the one page that
 * must do without the settings: app/global-error.tsx, shown when even the header and footer cannot be
 * read (docs/decisions.md, „Error pages“). Only relative imports: next.config.ts loads this module
 * before the app's path aliases exist.
 */

export type LastKnownContact = { phone: string; phoneE164: string; email: string | null }

const SETTINGS_ID = 'siteSettings'
const QUERY = `*[_type == "siteSettings" && _id == "${SETTINGS_ID}"][0]{ phone, email }`
/** A build must not hang on a Content Lake that does not answer; the error page then goes without. */
const READ_TIMEOUT_MS = 10_000

type Contact = { phone?: unknown; email?: unknown } | null | undefined

/** The number as written and its international form for the link (shared/phone.ts), as the site derives it. */
function contactOf(settings: Contact): LastKnownContact | null {
  const { phone, email } = settings ?? {}
  const phoneE164 = typeof phone === 'string' ? internationalPhoneNumber(phone) : null
  if (typeof phone !== 'string' || !phone || !phoneE164) return null
  return { phone, phoneE164, email: typeof email === 'string' && email ? email : null }
}

async function bundledSettings(datasetDir: string): Promise<Contact> {
  const lines = (await readFile(path.join(datasetDir, 'data.ndjson'), 'utf8')).split('\n')
  for (const line of lines) {
    if (!line.includes(`"${SETTINGS_ID}"`)) continue
    const document = JSON.parse(line) as Contact & { _id?: string }
    if (document?._id === SETTINGS_ID) return document
  }
  return null
}

/** The contact details in `source` (the runtime's), or null (logged) when it cannot be read at build time. */
export async function readContactAtBuild(apiVersion: string, source: ContentSource): Promise<LastKnownContact | null> {
  try {
    if (source.kind === 'local') return contactOf(await bundledSettings(source.datasetDir))
    const client = createClient({
      projectId: source.projectId,
      dataset: source.dataset,
      apiVersion,
      useCdn: false,
      token: source.token,
      perspective: 'published',
      ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
    })
    return contactOf(await client.fetch<Contact>(QUERY, {}, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) }))
  } catch (error) {
    console.warn(`[build] The error page goes without a phone number: ${(error as Error).message}`)
    return null
  }
}
