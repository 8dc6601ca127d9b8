import { LEGAL_PAGES, type LegalPageSlug } from '@shared/documents'
import type { ReactNode } from 'react'
import { Hero } from '@/components/sections/hero-section/hero'
import { JsonLd } from '@/components/ui/json-ld'
import { RichText } from '@/components/ui/rich-text'
import { getLegalPage, getSiteSettings, getSiteTexts } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { AgencyCredit, ImprintDetails } from './imprint'

/**
 * A legal text (Impressum, privacy policy, accessibility statement): hero, the editor's text and
 * its date; the Impressum adds the company's details (§ 5 DDG) from the settings and the agency credit.
 */
export async function LegalPage({ slug }: { slug: LegalPageSlug }) {
  const [page, settings, texts] = await Promise.all([getLegalPage(slug), getSiteSettings(), getSiteTexts()])
  const { path } = LEGAL_PAGES[slug]
  const footerLinks: Record<LegalPageSlug, string> = {
    impressum: texts.footer.imprint,
    datenschutz: texts.footer.privacy,
    barrierefreiheit: texts.footer.accessibility,
  }
  const title = page.title ?? footerLinks[slug]
  const updated = page.updatedAt
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
          description: page.seo?.description,
          path,
        })}
      />
      <Hero id="rechtstext-titel" headline={title} subline={page.intro} />
      <div className="container-page max-w-4xl py-16 md:py-24">
        {details}
        <RichText value={page.body} newWindowLabel={texts.elements.newWindow} />
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

export async function legalPageMetadata(slug: LegalPageSlug) {
  const [page, settings] = await Promise.all([getLegalPage(slug), getSiteSettings()])
  return pageMetadata({ seo: page.seo, settings, path: LEGAL_PAGES[slug].path, document: page })
}
