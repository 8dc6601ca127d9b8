import { type HostingSettings, parseHostingSettings } from '@/hosting/settings.ts'
import { type IndexNowConfig, indexNowConfig } from '@/lib/publishing/indexnow'
import { type ContentSource, resolveContentSource } from '@/lib/sanity/env'
import { resolveStoreConfig, type StoreConfig } from '@/lib/submissions/config'
import { type MailConfig, resolveMailConfig } from '@/lib/submissions/mail'
import { type RateLimitConfig, resolveRateLimit } from '@/lib/submissions/rate-limit'

type Environment = Record<string, string | undefined>

/**
 * Every setting of the site as one typed object, parsed from the environment by the parsers that
 * live beside their code (hosting: web/hosting/settings.ts; content: web/lib/sanity/env.ts; forms:
 * web/lib/submissions/). Checked once when the server starts (web/instrumentation.ts): a problem
 * stops the start with a line that names the variable; a warning is logged and the site runs.
 */
export type Settings = {
  hosting: HostingSettings
  content: ContentSource
  siteUrl: string | null
  submissions: { store: StoreConfig; mail: MailConfig; rateLimit: RateLimitConfig }
  publishing: { revalidateSecret: string | null; indexNow: IndexNowConfig | null }
}

export type SettingsCheck = { settings: Settings | null; problems: string[]; warnings: string[] }

function attempt<T>(problems: string[], parse: () => T): T | null {
  try {
    return parse()
  } catch (error) {
    problems.push((error as Error).message)
    return null
  }
}

export function checkSettings(env: Environment = process.env): SettingsCheck {
  const problems: string[] = []
  const warnings: string[] = []
  const hosting = attempt(problems, () => parseHostingSettings(env))
  const content = attempt(problems, () => resolveContentSource(env))
  const rateLimit = attempt(problems, () => resolveRateLimit(env))
  const store = resolveStoreConfig(env)
  const mail = resolveMailConfig(env)
  if (mail.kind === 'invalid') problems.push(mail.reason)
  if (store.kind === 'unavailable') warnings.push(`Submissions are refused: ${store.reason}`)
  const siteUrl =
    env.SITE_URL?.trim() ||
    (env.VERCEL_PROJECT_PRODUCTION_URL?.trim() ? `https://${env.VERCEL_PROJECT_PRODUCTION_URL.trim()}` : null)
  if (!siteUrl) warnings.push('SITE_URL is not set: canonical links and the sitemap name http://localhost:3000.')
  const revalidateSecret = env.SANITY_REVALIDATE_SECRET?.trim() || null
  if (!revalidateSecret && content?.kind === 'hosted')
    warnings.push(
      'SANITY_REVALIDATE_SECRET is not set: a publish in the Studio does not refresh the site (README, "Publishing webhook").',
    )
  if (!hosting || !content || !rateLimit) return { settings: null, problems, warnings }
  return {
    settings: {
      hosting,
      content,
      siteUrl,
      submissions: { store, mail, rateLimit },
      publishing: { revalidateSecret, indexNow: indexNowConfig(env) },
    },
    problems,
    warnings,
  }
}
