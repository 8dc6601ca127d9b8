import { ROUTES } from '@shared/routes'
import type { ReactNode } from 'react'
import { Hero } from '@/components/sections/hero-section/hero'
import { JsonLd } from '@/components/ui/json-ld'
import { RichText } from '@/components/ui/rich-text'
import { getLegalPage, getSiteSettings, getSiteTexts } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { AgencyCredit, ImprintDetails } from './imprint'

type LegalSlug = 'impressum' | 'datenschutz'

const PATHS: Record<LegalSlug, string> = { impressum: ROUTES.imprint, datenschutz: ROUTES.privacy }

/**
 * The Impressum or the privacy policy: hero, the editor's legal text and its date; the
 * Impressum adds the company's details (§ 5 DDG) from the settings and the agency credit.
 */
export async function LegalPage({ slug }: { slug: LegalSlug }) {
  const [page, settings, texts] = await Promise.all([getLegalPage(slug), getSiteSettings(), getSiteTexts()])
  const path = PATHS[slug]
  const title = page.title ?? (slug === 'impressum' ? texts.footer.imprint : texts.footer.privacy)
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

export async function legalPageMetadata(slug: LegalSlug) {
  const [page, settings] = await Promise.all([getLegalPage(slug), getSiteSettings()])
  return pageMetadata({ seo: page.seo, settings, path: PATHS[slug] })
}
