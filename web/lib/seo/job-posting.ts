import { type ContractType, isContractType, isWorkLocation, WORK_LOCATION_TOWNS } from '@shared/work'
import type { JobPosting, PostalAddress, WithContext } from 'schema-dts'
import type { SiteTexts } from '@/lib/content'
import { endOfDayIso } from '@/lib/job-postings/dates'
import { formatSalary, postingLabels } from '@/lib/job-postings/format'
import type { JOB_POSTING_QUERY_RESULT, SETTINGS_QUERY_RESULT } from '@/lib/sanity/sanity.types'
import { absoluteUrl, siteUrl } from '@/lib/site-url'
import { factHtml, listHtml, richTextHtml } from './job-posting-html'

type Posting = NonNullable<JOB_POSTING_QUERY_RESULT>
type Settings = NonNullable<SETTINGS_QUERY_RESULT>

/**
 * Google's employment types for SPEC.md's: a Minijob is marginal part-time employment, so it is
 * PART_TIME like Teilzeit (Google has no separate value for it).
 */
export const GOOGLE_EMPLOYMENT_TYPES: Record<ContractType, 'PART_TIME' | 'FULL_TIME'> = {
  minijob: 'PART_TIME',
  teilzeit: 'PART_TIME',
  vollzeit: 'FULL_TIME',
}

/** The company's logo for Google: the site icon (180 × 180 px PNG, web/app/apple-icon.png). */
export const LOGO_PATH = '/apple-icon.png'

/**
 * Where the work is. A place of work is a town, and the work is at customers' buildings there, so
 * the address is the town (postal code, federal state, country). In the town of the company's seat
 * people start at the office, so that place carries the company's full address from the settings.
 */
function workAddress(workLocation: string | null, settings: Settings): PostalAddress | undefined {
  if (!isWorkLocation(workLocation)) return undefined
  const town = WORK_LOCATION_TOWNS[workLocation]
  const company = settings.address
  const isSeat = company?.city === town.name && Boolean(company.street && company.postalCode)
  return {
    '@type': 'PostalAddress',
    ...(isSeat ? { streetAddress: company?.street ?? undefined } : {}),
    addressLocality: town.name,
    postalCode: isSeat ? (company?.postalCode ?? town.postalCode) : town.postalCode,
    addressRegion: town.region,
    addressCountry: 'DE',
  }
}

/** The full text as HTML: description, working hours, tasks, profile, what we offer, salary. */
function descriptionHtml(posting: Posting, texts: SiteTexts): string {
  const words = texts.jobs
  const labels = postingLabels(posting, texts)
  return [
    richTextHtml(posting.description),
    factHtml(words.employmentType, labels.employmentType),
    factHtml(words.workLocation, labels.workLocation),
    factHtml(words.workingHours, posting.workingHours),
    factHtml(words.salary, formatSalary(posting.salary, words)),
    listHtml(words.tasks, posting.tasks),
    listHtml(words.requirements, posting.requirements),
    listHtml(words.benefits, posting.benefits),
  ].join('')
}

/** A salary as Google's MonetaryAmount: euros per hour or month, from–to or from. */
function baseSalary(salary: Posting['salary']): JobPosting['baseSalary'] {
  if (salary?.min == null || (salary.unit !== 'HOUR' && salary.unit !== 'MONTH')) return undefined
  return {
    '@type': 'MonetaryAmount',
    currency: 'EUR',
    value: {
      '@type': 'QuantitativeValue',
      ...(salary.max == null || salary.max === salary.min
        ? { minValue: salary.min }
        : { minValue: salary.min, maxValue: salary.max }),
      unitText: salary.unit,
    },
  }
}

/**
 * JobPosting structured data for Google for Jobs, with every property Google requires (title,
 * description as HTML, datePosted, validThrough, hiringOrganization, jobLocation) and recommends
 * (employmentType, baseSalary when given, directApply, identifier). docs/decisions.md explains
 * each choice.
 */
export function jobPostingJsonLd({
  posting,
  settings,
  texts,
  path,
}: {
  posting: Posting
  settings: Settings
  texts: SiteTexts
  path: string
}): WithContext<JobPosting> {
  const address = workAddress(posting.workLocation, settings)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title ?? undefined,
    description: descriptionHtml(posting, texts),
    datePosted: posting.datePosted ?? undefined,
    validThrough: posting.validThrough ? endOfDayIso(posting.validThrough) : undefined,
    employmentType: isContractType(posting.employmentType)
      ? GOOGLE_EMPLOYMENT_TYPES[posting.employmentType]
      : undefined,
    hiringOrganization: {
      '@type': 'Organization',
      name: settings.companyName ?? undefined,
      sameAs: siteUrl(),
      logo: absoluteUrl(LOGO_PATH),
    },
    jobLocation: address ? { '@type': 'Place', address } : undefined,
    baseSalary: baseSalary(posting.salary),
    workHours: posting.workingHours ?? undefined,
    // The quick application on the posting's own page: applying starts right there.
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: settings.companyName ?? undefined, value: posting._id },
    url: absoluteUrl(path),
  }
}
