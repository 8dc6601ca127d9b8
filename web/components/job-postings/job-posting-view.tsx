import { ANCHORS, ROUTES } from '@shared/routes'
import Link from 'next/link'
import { ApplicationOpener } from '@/components/forms/application-opener'
import { homeCrumb } from '@/components/pages/page-view'
import { Hero } from '@/components/sections/hero-section/hero'
import { PhoneLink } from '@/components/sections/phone-link'
import type { Settings } from '@/components/sections/types'
import { buttonClasses } from '@/components/ui/button'
import { Hyphenated } from '@/components/ui/hyphenated'
import { Icon } from '@/components/ui/icon'
import { JsonLd } from '@/components/ui/json-ld'
import { RichText } from '@/components/ui/rich-text'
import type { OpenJobPosting, SiteTexts } from '@/lib/content'
import { hyphenate } from '@/lib/hyphenate'
import { formatDate } from '@/lib/job-postings/format'
import { jobPostingJsonLd } from '@/lib/seo/job-posting'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { JobPostingFacts } from './job-posting-facts'

type FullPosting = OpenJobPosting & Parameters<typeof jobPostingJsonLd>[0]['posting']

function TextList({ id, heading, items }: { id: string; heading: string; items: (string | null)[] | null }) {
  const entries = (items ?? []).filter((item): item is string => Boolean(item))
  if (!entries.length) return null
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-extrabold">
        <Hyphenated text={heading} />
      </h2>
      <ul className="check-list job-posting-checks mt-5 space-y-3">
        {entries.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
    </section>
  )
}

/**
 * One job posting's page: its structured data (JobPosting for Google for Jobs, breadcrumb, web
 * page), the facts, the full text and „Jetzt bewerben“, which opens the quick application with the
 * posting's employment type and place chosen and records the posting with the application.
 */
export function JobPostingView({
  posting,
  path,
  settings,
  texts,
}: {
  posting: FullPosting
  path: string
  settings: Settings
  texts: SiteTexts
}) {
  const words = texts.jobs
  const apply = hyphenate(words.apply)
  const title = posting.title ?? ''
  // Karriere goes by its „Name der Seite“, as in the menu.
  const careers = posting.careers?.title ?? ''
  const crumbs = [homeCrumb(texts), { name: careers || ROUTES.careers, path: ROUTES.careers }, { name: title, path }]
  // „Jetzt bewerben“ opens the quick application with this posting's choices made.
  const preset = {
    contractType: posting.employmentType ?? '',
    workLocation: posting.workLocation ?? '',
    jobPosting: posting.slug ?? '',
    title,
  }
  return (
    <>
      <JsonLd
        data={[
          ...pageStructuredData({ settings, crumbs, name: title, description: posting.summary, path }),
          jobPostingJsonLd({ posting, settings, texts, path }),
        ]}
      />
      <Hero id="stellenangebot-titel" eyebrow={careers} headline={title} subline={posting.summary}>
        <div className="mt-10">
          <JobPostingFacts posting={posting} texts={texts} tone="dark" />
        </div>
        <ApplicationOpener preset={preset} className={buttonClasses('primary', 'lg', 'mt-10')}>
          {apply}
        </ApplicationOpener>
      </Hero>
      <div className="container-page grid gap-12 py-16 md:py-24 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="max-w-3xl">
          <RichText value={posting.description} newWindowLabel={texts.elements.newWindow} />
          <TextList id="aufgaben" heading={words.tasks} items={posting.tasks} />
          <TextList id="profil" heading={words.requirements} items={posting.requirements} />
          <TextList id="angebot" heading={words.benefits} items={posting.benefits} />
        </div>
        <aside aria-labelledby="bewerben" className="self-start rounded-card bg-petrol-50 p-7 lg:sticky lg:top-28">
          <h2 id="bewerben" className="text-xl font-extrabold">
            {apply}
          </h2>
          <p className="mt-3 text-ink-soft">{words.applyText}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ApplicationOpener preset={preset} className={buttonClasses('primary')}>
              {apply}
            </ApplicationOpener>
            <PhoneLink settings={settings} className={buttonClasses('ghost')} icon />
          </div>
          {posting.datePosted ? (
            <p className="mt-6 text-sm text-ink-soft">
              {words.datePosted} {formatDate(posting.datePosted)}
            </p>
          ) : null}
          <Link
            href={`${ROUTES.careers}#${ANCHORS.jobPostings}`}
            className="mt-8 inline-flex items-center gap-2 font-semibold text-petrol-800 underline-offset-4 hover:underline"
          >
            <Icon name="chevron-left" className="size-4" />
            {words.allPostings}
          </Link>
        </aside>
      </div>
    </>
  )
}
