import type { createContentReaders } from '@/lib/content/readers'
import { CONTRACT_TYPES, WORK_LOCATIONS, workLocationText } from '@/lib/forms/form-fields'
import type { MailContent } from './outbox'

type Readers = Pick<
  ReturnType<typeof createContentReaders>,
  'getSiteTexts' | 'getSiteSettings' | 'getInquiryServiceOptions' | 'getJobPostings'
>

/**
 * The words of the outbox's mails, from the CMS: labels of choice values for the office's mail
 * (the services' form labels, the application's choices, the job postings' titles) and the
 * visitor's confirmation. The site
 * passes its cached readers; the outbox timer and `npm run submissions:mail` uncached ones.
 */
export async function mailContent(readers: Readers): Promise<MailContent> {
  const [texts, settings, options, postings] = await Promise.all([
    readers.getSiteTexts(),
    readers.getSiteSettings(),
    readers.getInquiryServiceOptions(),
    readers.getJobPostings(),
  ])
  const { application, confirmation } = texts.forms
  return {
    labels: {
      service: Object.fromEntries(options.map((option) => [option.value, option.label ?? option.value])),
      contractType: Object.fromEntries(CONTRACT_TYPES.map((value) => [value, application.contractTypes[value]])),
      workLocation: Object.fromEntries(WORK_LOCATIONS.map((value) => [value, workLocationText(application, value)])),
      // Closed postings too: a mail may be retried after its posting closed.
      jobPosting: Object.fromEntries(
        postings.flatMap((posting) => (posting.slug ? [[posting.slug, posting.title ?? posting.slug]] : [])),
      ),
    },
    confirmation: {
      inquiry: { subject: confirmation.inquirySubject, text: confirmation.inquiryText },
      application: { subject: confirmation.applicationSubject, text: confirmation.applicationText },
      replyTo: settings.email ?? null,
    },
  }
}
