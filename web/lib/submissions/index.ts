import { after } from 'next/server'
import {
  getInquiryServiceOptions,
  getJobPostings,
  getOpenJobPostings,
  getServiceSlugs,
  getSiteSettings,
  getSiteTexts,
} from '@/lib/content'
import type { FormKind } from '@/lib/forms/form-fields'
import { formTexts, submissionTexts } from '@/lib/forms/texts'
import { submissionStore } from './config'
import { handleSubmission, type SubmissionDeps } from './handler'
import { mailer, resolveMailConfig } from './mail'
import { mailContent } from './mail-content'
import { deliverOutbox } from './outbox'
import { resolveRateLimit, SubmissionLimits } from './rate-limit'
import { rateCounter } from './redis-rate-counter'
import type { SubmissionStore } from './store'

const limits = new SubmissionLimits(resolveRateLimit(), rateCounter())

/** Sends what waits in the outbox: the office's mails to MAIL_TO or the company e-mail, the confirmations. */
async function notifyOffice(store: SubmissionStore) {
  const config = resolveMailConfig()
  if (config.kind === 'off') return
  try {
    const target = mailer(config, (await getSiteSettings()).email ?? null)
    if (target)
      await deliverOutbox(
        store,
        target,
        await mailContent({ getSiteTexts, getSiteSettings, getInquiryServiceOptions, getJobPostings }),
      )
  } catch (error) {
    console.error(`[submissions] Notification mails not sent (they stay in the outbox): ${(error as Error).message}`)
  }
}

const deps: SubmissionDeps = {
  store: () => submissionStore(),
  services: async () => (await getServiceSlugs()) as string[],
  jobPostings: async () => (await getOpenJobPostings()).flatMap((posting) => (posting.slug ? [posting.slug] : [])),
  texts: async () => submissionTexts(await formTexts()),
  limits,
  afterResponse: (task) => after(task),
  get mailEnabled() {
    return resolveMailConfig().kind !== 'off'
  },
  notify: notifyOffice,
}

/** The Route Handler of one form (web/app/api/inquiry, web/app/api/application). */
export const submissionRoute = (kind: FormKind) => (request: Request) => handleSubmission(request, kind, deps)
