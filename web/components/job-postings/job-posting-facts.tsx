import type { IconName } from '@shared/icons'
import { Icon } from '@/components/ui/icon'
import type { OpenJobPosting, SiteTexts } from '@/lib/content'
import { formatDate, formatSalary, postingLabels } from '@/lib/job-postings/format'

type Fact = { key: string; icon: IconName; label: string; value: string | null }

/**
 * What a job seeker checks first: kind of employment, place, salary, hours and until when to apply.
 * `compact` (the list on /karriere) leaves out the hours and the dates.
 */
export function JobPostingFacts({
  posting,
  texts,
  compact = false,
  tone = 'light',
}: {
  posting: OpenJobPosting
  texts: SiteTexts
  compact?: boolean
  tone?: 'light' | 'dark'
}) {
  const words = texts.jobs
  const labels = postingLabels(posting, texts)
  const facts: Fact[] = [
    { key: 'type', icon: 'clock', label: words.employmentType, value: labels.employmentType },
    { key: 'place', icon: 'map-pin', label: words.workLocation, value: labels.workLocation },
    { key: 'salary', icon: 'euro', label: words.salary, value: formatSalary(posting.salary, words) },
  ]
  if (!compact)
    facts.push(
      { key: 'hours', icon: 'calendar', label: words.workingHours, value: posting.workingHours },
      {
        key: 'until',
        icon: 'check',
        label: words.validThrough,
        value: posting.validThrough ? formatDate(posting.validThrough) : null,
      },
    )
  const dark = tone === 'dark'
  return (
    <dl className={`grid gap-x-8 gap-y-4 ${compact ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'}`}>
      {facts
        .filter((fact) => fact.value)
        .map((fact) => (
          // A <dl> group may hold only its <dt> and <dd>: the icon sits in the term, beside the pair.
          <div key={fact.key} className="relative min-w-0 pl-8">
            <dt className={`text-sm font-semibold ${dark ? 'text-petrol-100' : 'text-ink-soft'}`}>
              <Icon
                name={fact.icon}
                className={`absolute top-0.5 left-0 size-5 ${dark ? 'text-gold-300' : 'text-petrol-700'}`}
              />
              {fact.label}
            </dt>
            <dd className={`font-semibold ${dark ? 'text-white' : 'text-ink'}`}>{fact.value}</dd>
          </div>
        ))}
    </dl>
  )
}
