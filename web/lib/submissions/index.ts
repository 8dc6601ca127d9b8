import { after } from 'next/server'
import { getInquiryServiceOptions, getServiceSlugs, getSiteSettings } from '@/lib/content'
import { CONTRACT_TYPES, type FormKind, WORK_LOCATIONS, workLocationText } from '@/lib/forms/form-fields'
import { formTexts, submissionTexts } from '@/lib/forms/texts'
import { submissionStore } from './config'
import { handleSubmission, type SubmissionDeps } from './handler'
import { mailer, resolveMailConfig, type ValueLabels } from './mail'
import { deliverOutbox } from './outbox'
import { resolveRateLimit, SubmissionLimits } from './rate-limit'
import type { SubmissionStore } from './store'

const limits = new SubmissionLimits(resolveRateLimit())

/** Labels of choice values for the office's mail: the services' form labels and the wizard's choices. */
async function valueLabels(): Promise<ValueLabels> {
  const [options, texts] = await Promise.all([getInquiryServiceOptions(), formTexts()])
  return {
    service: Object.fromEntries(options.map((option) => [option.value, option.label ?? option.value])),
    contractType: Object.fromEntries(CONTRACT_TYPES.map((value) => [value, texts.application.contractTypes[value]])),
    workLocation: Object.fromEntries(
      WORK_LOCATIONS.map((value) => [value, workLocationText(texts.application, value)]),
    ),
  }
}

/** Sends what waits in the outbox to MAIL_TO or the company e-mail of the settings. */
async function notifyOffice(store: SubmissionStore) {
  const config = resolveMailConfig()
  if (config.kind === 'off') return
  try {
    const target = mailer(config, (await getSiteSettings()).email ?? null)
    if (target) await deliverOutbox(store, target, await valueLabels())
  } catch (error) {
    console.error(`[submissions] Notification mails not sent (they stay in the outbox): ${(error as Error).message}`)
  }
}

const deps: SubmissionDeps = {
  store: () => submissionStore(),
  services: async () => (await getServiceSlugs()) as string[],
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
