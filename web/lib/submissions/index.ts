import { after } from 'next/server'
import { settings } from '@/hosting/runtime.ts'
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
import { busyMessage, handleSubmission, type SubmissionDeps } from './handler'
import { SubmissionLimits } from './rate-limit'
import { rateCounter } from './redis-rate-counter'
import { sendOutbox } from './send-outbox'
import type { SubmissionStore } from './store'

let limits: SubmissionLimits | undefined

/** After a submission's answer: what waits in the outbox goes out now. */
async function notifyOffice(store: SubmissionStore) {
  try {
    await sendOutbox(store, { getSiteTexts, getSiteSettings, getInquiryServiceOptions, getJobPostings })
  } catch (error) {
    console.error(`[submissions] Notification mails not sent (they stay in the outbox): ${(error as Error).message}`)
  }
}

const deps: SubmissionDeps = {
  store: () => submissionStore(),
  services: async () => (await getServiceSlugs()).filter((slug): slug is string => Boolean(slug)),
  jobPostings: async () => (await getOpenJobPostings()).flatMap((posting) => (posting.slug ? [posting.slug] : [])),
  texts: async () => submissionTexts(await formTexts()),
  busyMessage: async () => busyMessage((await getSiteSettings()).phone || null),
  get limits() {
    limits ??= new SubmissionLimits(settings().submissions.rateLimit, rateCounter())
    return limits
  },
  afterResponse: (task) => after(task),
  get mailEnabled() {
    return settings().submissions.mail.kind !== 'off'
  },
  notify: notifyOffice,
  siteOrigins: () => [new URL(settings().siteUrl).origin],
}

/** The Route Handler of one form (web/app/api/inquiry, web/app/api/application). */
export const submissionRoute = (kind: FormKind) => (request: Request) => handleSubmission(request, kind, deps)
