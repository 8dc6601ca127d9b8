import { settings } from '@/hosting/runtime.ts'
import { mailer } from './mail'
import { mailContent } from './mail-content'
import { deliverOutbox } from './outbox'
import type { SubmissionStore } from './store'

type Readers = Parameters<typeof mailContent>[0]

/**
 * Sends what waits in the outbox of `store`: the office's mails (to MAIL_TO or the company e-mail of
 * the settings) and the visitors' confirmations. The one way mail leaves: after a submission's answer
 * (web/lib/submissions/index.ts) and every few minutes (outbox-timer.ts). Without SMTP_URL it does
 * nothing; a mail configuration that cannot work throws, and the caller logs it (the mails stay).
 */
export async function sendOutbox(store: SubmissionStore, readers: Readers): Promise<void> {
  const config = settings().submissions.mail
  if (config.kind === 'off') return
  const target = mailer(config, (await readers.getSiteSettings()).email ?? null)
  if (target) await deliverOutbox(store, target, await mailContent(readers))
}
