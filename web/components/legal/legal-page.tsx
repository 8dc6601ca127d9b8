import type { ReactNode } from 'react'
import type { RichText as RichTextValue } from '../../lib/sanity/sanity.types'
import { PageHero } from '../pages/page-hero'
import { RichText } from '../ui/rich-text'

/** Hero and a readable text column for the Impressum and the privacy policy. */
export function LegalPage({
  title,
  intro,
  body,
  updatedAt,
  children,
}: {
  title: string
  intro?: string | null
  body: RichTextValue | null | undefined
  updatedAt?: string | null
  children?: ReactNode
}) {
  const updated = updatedAt ? new Date(`${updatedAt}T00:00:00Z`).toLocaleDateString('de-DE', { timeZone: 'UTC' }) : null
  return (
    <>
      <PageHero headline={title} subline={intro} />
      <div className="container-page max-w-4xl py-16 md:py-24">
        {children}
        <RichText value={body} />
        {updated ? <p className="mt-12 text-sm text-ink-soft">Stand: {updated}</p> : null}
      </div>
    </>
  )
}
