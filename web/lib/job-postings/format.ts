import { isContractType, isWorkLocation } from '@shared/work'
import type { SiteTexts } from '@/lib/content'
import { workLocationText } from '@/lib/forms/form-fields'

type Salary = { min: number | null; max: number | null; unit: string | null } | null

/** Whole euros without cents (2.900 €), otherwise with them (15,50 €). */
function euros(amount: number): string {
  return new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount)
}

/** „ab 15,50 € pro Stunde“, „2.900 € – 3.300 € pro Monat“; null without a salary. */
export function formatSalary(salary: Salary, words: SiteTexts['jobs']): string | null {
  if (salary?.min == null || !salary.unit) return null
  const per = salary.unit === 'HOUR' ? words.perHour : words.perMonth
  const amount =
    salary.max == null || salary.max === salary.min
      ? `${words.salaryFrom} ${euros(salary.min)}`
      : `${euros(salary.min)} – ${euros(salary.max)}`
  return `${amount} ${per}`
}

/** A calendar date of the CMS (YYYY-MM-DD) as Germans write it: 30.09.2027. */
export function formatDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('de-DE', {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
}

/** The labels of a posting's employment type and place: the quick application's own words (site texts). */
export function postingLabels(
  posting: { employmentType: string | null; workLocation: string | null },
  texts: SiteTexts,
): { employmentType: string | null; workLocation: string | null } {
  const application = texts.forms.application
  return {
    employmentType: isContractType(posting.employmentType) ? application.contractTypes[posting.employmentType] : null,
    workLocation: isWorkLocation(posting.workLocation) ? workLocationText(application, posting.workLocation) : null,
  }
}
