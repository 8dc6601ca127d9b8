import { runtime } from '@/hosting/runtime.ts'
import { createContentReaders } from '@/lib/content/readers'
import { runQuery } from '@/lib/sanity/fetch'
import { submissionStore } from './config'
import { OUTBOX_INTERVAL_MS, scaled } from './outbox'
import { sendOutbox } from './send-outbox'

/**
 * Retries pending mails (the office's and the confirmations) every OUTBOX_INTERVAL_MS while the server
 * runs (web/instrumentation-node.ts); stops when the server begins to stop (the runtime's shutdown).
 */
export function startOutboxTimer() {
  const { settings, onShutdown } = runtime()
  if (settings.submissions.store.kind === 'unavailable') return
  const timer = setInterval(async () => {
    try {
      await sendOutbox(submissionStore(), createContentReaders(runQuery))
    } catch (error) {
      console.error(`[submissions] Outbox run failed: ${(error as Error).message}`)
    }
  }, scaled(OUTBOX_INTERVAL_MS))
  timer.unref()
  onShutdown(() => clearInterval(timer))
}
