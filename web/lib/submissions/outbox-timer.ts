import { createContentReaders } from '@/lib/content/readers'
import { runQuery } from '@/lib/sanity/fetch'
import { resolveStoreConfig, submissionStore } from './config'
import { mailer, resolveMailConfig } from './mail'
import { mailContent } from './mail-content'
import { deliverOutbox, OUTBOX_INTERVAL_MS } from './outbox'

/** Retries pending mails (the office's and the confirmations) every OUTBOX_INTERVAL_MS (web/instrumentation.ts). */
export function startOutboxTimer() {
  const timer = setInterval(async () => {
    const mail = resolveMailConfig()
    if (mail.kind !== 'smtp' || resolveStoreConfig().kind === 'unavailable') return
    try {
      const readers = createContentReaders(runQuery)
      const settings = await readers.getSiteSettings()
      const target = mailer(mail, settings.email ?? null)
      if (target) await deliverOutbox(submissionStore(), target, await mailContent(readers))
    } catch (error) {
      console.error(`[submissions] Outbox run failed: ${(error as Error).message}`)
    }
  }, OUTBOX_INTERVAL_MS)
  timer.unref()
  // server.mjs emits this on SIGTERM: no new outbox run starts while the server shuts down.
  process.once('glanzwerk:shutdown', () => clearInterval(timer))
}
