/**
 * The one way the site records analytics events (SPEC.md §7). Until the consent issue lands,
 * nothing is sent anywhere: events go nowhere without the visitor's analytics consent.
 */
export type AnalyticsEvent =
  | { name: 'form_submission'; params: { form_name: 'contact_form'; service: string } }
  | {
      name: 'form_submission'
      params: { form_name: 'quick_application'; contract_type: string; work_location: string }
    }

export function trackEvent(_event: AnalyticsEvent): void {}
