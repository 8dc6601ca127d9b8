import { LEGAL_PAGES, type LegalPageSlug } from '@shared/documents'
import type { ReactNode } from 'react'
import { Hero } from '@/components/sections/hero-section/hero'
import type { Settings } from '@/components/sections/types'
import { JsonLd } from '@/components/ui/json-ld'
import { RichText } from '@/components/ui/rich-text'
import { getLegalPage, getSiteSettings, getSiteTexts, type SiteTexts } from '@/lib/content'
import type { LEGAL_PAGE_QUERY_RESULT } from '@/lib/sanity/sanity.types'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { AgencyCredit, ImprintDetails } from './imprint'

/** The name of a legal text where its document gives none: the footer's link to it. */
function legalTitle(slug: LegalPageSlug, page: LEGAL_PAGE_QUERY_RESULT, texts: SiteTexts): string {
  const footerLinks: Record<LegalPageSlug, string> = {
    impressum: texts.footer.imprint,
    datenschutz: texts.footer.privacy,
    barrierefreiheit: texts.footer.accessibility,
  }
  return page?.title ?? footerLinks[slug]
}

/**
 * A legal text (Impressum, privacy policy, accessibility statement): hero, the editor's text and
 * its date; the Impressum adds the company's details (§ 5 DDG) from the settings and the agency
 * credit. A deleted text (`page` null) leaves its title and, on the Impressum, the details.
 */
export function LegalPageView({
  slug,
  page,
  settings,
  texts,
}: {
  slug: LegalPageSlug
  page: LEGAL_PAGE_QUERY_RESULT
  settings: Settings
  texts: SiteTexts
}) {
  const { path } = LEGAL_PAGES[slug]
  const title = legalTitle(slug, page, texts)
  const updated = page?.updatedAt
    ? new Date(`${page.updatedAt}T00:00:00Z`).toLocaleDateString('de-DE', { timeZone: 'UTC' })
    : null
  let details: ReactNode = null
  if (slug === 'impressum') details = <ImprintDetails settings={settings} texts={texts} />
  return (
    <>
      <JsonLd
        data={pageStructuredData({
          settings,
          crumbs: [{ name: title, path }],
          name: title,
          description: page?.seo?.description,
          path,
        })}
      />
      <Hero id="rechtstext-titel" headline={title} subline={page?.intro} />
      <div className="container-page max-w-4xl py-16 md:py-24">
        {details}
        <RichText value={page?.body} newWindowLabel={texts.elements.newWindow} />
        {updated ? (
          <p className="mt-12 text-sm text-ink-soft">
            {texts.legal.updated} {updated}
          </p>
        ) : null}
      </div>
      {slug === 'impressum' && settings.agencyCredit?.name ? (
        <AgencyCredit credit={settings.agencyCredit} texts={texts} />
      ) : null}
    </>
  )
}

/** A legal text as its route renders it. */
export async function LegalPage({ slug }: { slug: LegalPageSlug }) {
  const [page, settings, texts] = await Promise.all([getLegalPage(slug), getSiteSettings(), getSiteTexts()])
  return <LegalPageView slug={slug} page={page} settings={settings} texts={texts} />
}

export async function legalPageMetadata(slug: LegalPageSlug) {
  const [page, settings, texts] = await Promise.all([getLegalPage(slug), getSiteSettings(), getSiteTexts()])
  return legalMetadata(slug, page, settings, texts)
}

/** Title, description, canonical and robots of a legal text; without its document it goes by its footer link. */
export function legalMetadata(
  slug: LegalPageSlug,
  page: LEGAL_PAGE_QUERY_RESULT,
  settings: Settings,
  texts: SiteTexts,
) {
  const seo = page?.seo ?? { title: legalTitle(slug, page, texts), description: null }
  return pageMetadata({ seo, settings, path: LEGAL_PAGES[slug].path, document: page ?? undefined })
}
