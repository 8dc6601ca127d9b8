import { createContentReaders } from '@/lib/content/readers'
import { runQuery } from '@/lib/sanity/fetch'
import { resolveStoreConfig, submissionStore } from './config'
import { resolveMailConfig } from './mail'
import { OUTBOX_INTERVAL_MS } from './outbox'
import { sendOutbox } from './send-outbox'

/** Retries pending mails (the office's and the confirmations) every OUTBOX_INTERVAL_MS (web/instrumentation.ts). */
export function startOutboxTimer() {
  const timer = setInterval(async () => {
    const mail = resolveMailConfig()
    if (mail.kind !== 'smtp' || resolveStoreConfig().kind === 'unavailable') return
    try {
      await sendOutbox(submissionStore(), createContentReaders(runQuery))
    } catch (error) {
      console.error(`[submissions] Outbox run failed: ${(error as Error).message}`)
    }
  }, OUTBOX_INTERVAL_MS)
  timer.unref()
  // The server emits this on SIGTERM (web/server/lifecycle.ts): no new outbox run starts while the server shuts down.
  process.once('glanzwerk:shutdown', () => clearInterval(timer))
}
