import { ROUTES } from '@shared/routes'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { JobPostingView } from '@/components/job-postings/job-posting-view'
import { getOpenJobPosting, getOpenJobPostings, getSiteSettings, getSiteTexts } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

/**
 * A slug no job posting can have (the schema allows only a-z, 0-9 and hyphens). Cache Components
 * need at least one static param; without an open posting this one is prerendered as a 404.
 */
const NO_JOB_POSTING = '_keine-stelle'

/**
 * Open postings are prerendered; one published later renders on its first request. A closed one
 * (past „Gültig bis“) and any other slug is a 404 (docs/decisions.md: 404, not 410), and web/proxy.ts
 * answers unknown slugs before this route renders.
 */
export async function generateStaticParams() {
  const slugs = (await getOpenJobPostings()).flatMap((posting) => (posting.slug ? [posting.slug] : []))
  return (slugs.length ? slugs : [NO_JOB_POSTING]).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [posting, settings] = await Promise.all([getOpenJobPosting(slug), getSiteSettings()])
  // notFound() here too, so the 404 page's own metadata (its title) applies.
  if (!posting) notFound()
  return pageMetadata({
    seo: { title: posting.title, description: posting.summary },
    settings,
    path: ROUTES.jobPosting(slug),
    document: posting,
  })
}

export default async function JobPostingPage({ params }: Props) {
  const { slug } = await params
  const [posting, settings, texts] = await Promise.all([getOpenJobPosting(slug), getSiteSettings(), getSiteTexts()])
  if (!posting) notFound()
  return <JobPostingView posting={posting} path={ROUTES.jobPosting(slug)} settings={settings} texts={texts} />
}
