import { getSiteTexts, type SiteTexts } from '@/lib/content'
import type { SubmissionTexts } from '@/lib/submissions/handler'

/** Everything the forms say to the visitor (Studio: „Texte der Website“ → Formulare). */
export type FormTexts = SiteTexts['forms']

/** The form texts, placeholders filled. */
export async function formTexts(): Promise<FormTexts> {
  return (await getSiteTexts()).forms
}

/** What the endpoints need of the texts. */
export function submissionTexts(texts: FormTexts): SubmissionTexts {
  const labels: Record<string, string> = {}
  for (const [field, text] of [...Object.entries(texts.inquiry.fields), ...Object.entries(texts.application.fields)])
    labels[field] ??= text.label
  return {
    problems: texts.problems,
    fieldLabels: labels,
    invalidHeading: texts.invalidHeading,
    backLabel: texts.backLabel,
    failed: texts.inquiry.failed,
    rateLimited: texts.rateLimited,
  }
}
