import { ANCHORS, ROUTES } from '@shared/routes'
import Link from 'next/link'
import { JobPostingFacts } from '@/components/job-postings/job-posting-facts'
import { headingId, SectionShell } from '@/components/sections/section-shell'
import type { SectionContext, SectionOf, SectionTone } from '@/components/sections/types'
import { Icon } from '@/components/ui/icon'
import { SectionHeading } from '@/components/ui/section-heading'
import { hyphenate } from '@/lib/hyphenate'
import { formatDate } from '@/lib/job-postings/format'

/**
 * The open job postings (anchor #stellenangebote), newest first, each a card that leads to its
 * page. They come from their own cached reader rather than the page's query: whether a posting is
 * still open depends on the date, and that reader expires when the next one closes.
 */
export async function JobPostingsSection({
  section,
  tone,
  context,
}: {
  section: SectionOf<'jobPostingsSection'>
  tone: SectionTone
  context: SectionContext
}) {
  const postings = await context.reads.openJobPostings()
  const { texts } = context
  return (
    <SectionShell sectionKey={section._key} tone={tone} id={ANCHORS.jobPostings}>
      <SectionHeading
        id={headingId(section._key)}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
      />
      {postings.length ? (
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {postings.map((posting) => (
            <li key={posting._id}>
              <article className="relative flex h-full flex-col gap-5 rounded-card border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-lg md:p-8">
                <h3 className="text-xl leading-snug font-extrabold md:text-2xl">
                  {/* The whole card is the link's target area; the title names it. */}
                  <Link
                    href={ROUTES.jobPosting(posting.slug ?? '')}
                    className="text-ink after:absolute after:inset-0 after:rounded-card hover:text-petrol-800"
                  >
                    {hyphenate(posting.title)}
                  </Link>
                </h3>
                <JobPostingFacts posting={posting} texts={texts} compact />
                {posting.summary ? <p className="text-ink-soft">{hyphenate(posting.summary)}</p> : null}
                <p className="mt-auto flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft">
                  <span>
                    {texts.jobs.validThrough} {posting.validThrough ? formatDate(posting.validThrough) : null}
                  </span>
                  <Icon name="arrow-right" className="size-5 text-petrol-700" />
                </p>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 max-w-3xl rounded-card border border-line bg-white p-6 text-lg text-ink-soft">
          {section.emptyText}
        </p>
      )}
    </SectionShell>
  )
}
