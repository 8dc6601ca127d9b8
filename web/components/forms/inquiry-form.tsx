import { FORM_FIELDS, INQUIRY_FIELDS, OTHER_SERVICE } from '@/lib/forms/form-fields'
import type { FormTexts } from '@/lib/forms/texts'
import type { Choice } from './field'
import { HiddenFields } from './hidden-fields'
import { InquiryFormClient } from './inquiry-form-client'

/**
 * The inquiry form (SPEC.md §3–§5, §8). The field descriptions are read here, on the server, and
 * travel to the browser as data, so they are not part of the JavaScript of every page that shows
 * the form.
 */
export function InquiryForm({
  texts,
  problems,
  services,
  preselectedService,
}: {
  texts: FormTexts['inquiry']
  problems: FormTexts['problems']
  services: Choice[]
  /** A service slug: the service page's own service. */
  preselectedService?: string | null
}) {
  return (
    <InquiryFormClient
      texts={texts}
      problems={problems}
      fields={FORM_FIELDS.inquiry.map((name) => ({ name, spec: INQUIRY_FIELDS[name] }))}
      services={[...services, { value: OTHER_SERVICE, label: texts.otherService }]}
      preselectedService={services.find((service) => service.value === preselectedService)?.value ?? ''}
    >
      <HiddenFields form="inquiry" />
    </InquiryFormClient>
  )
}
