import { createContentReaders } from '@/lib/content/readers'
import { runQuery } from '@/lib/sanity/fetch'
import { resolveStoreConfig, submissionStore } from './config'
import { mailer, resolveMailConfig } from './mail'
import { deliverOutbox, OUTBOX_INTERVAL_MS } from './outbox'

/** Retries pending notification mails every OUTBOX_INTERVAL_MS (web/instrumentation.ts). */
export function startOutboxTimer() {
  const timer = setInterval(async () => {
    const mail = resolveMailConfig()
    if (mail.kind !== 'smtp' || resolveStoreConfig().kind === 'unavailable') return
    try {
      const settings = await createContentReaders(runQuery).getSiteSettings()
      const target = mailer(mail, settings.email ?? null)
      if (target) await deliverOutbox(submissionStore(), target)
    } catch (error) {
      console.error(`[submissions] Outbox run failed: ${(error as Error).message}`)
    }
  }, OUTBOX_INTERVAL_MS)
  timer.unref()
}
