import type { Metadata } from 'next'
import { LegalPage } from '../../../components/legal/legal-page'
import { JsonLd } from '../../../components/ui/json-ld'
import { getLegalPage, getSiteSettings } from '../../../lib/content'
import { ROUTES } from '../../../lib/routes'
import { pageMetadata } from '../../../lib/seo/metadata'
import { pageStructuredData } from '../../../lib/seo/structured-data'

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getLegalPage('datenschutz'), getSiteSettings()])
  return pageMetadata({ seo: page.seo, settings, path: ROUTES.privacy })
}

export default async function PrivacyPage() {
  const [page, settings] = await Promise.all([getLegalPage('datenschutz'), getSiteSettings()])
  return (
    <>
      <JsonLd
        data={pageStructuredData({
          settings,
          crumbs: [{ name: page.title ?? 'Datenschutz', path: ROUTES.privacy }],
          name: page.title ?? 'Datenschutz',
          description: page.seo?.description,
          path: ROUTES.privacy,
        })}
      />
      <LegalPage
        title={page.title ?? 'Datenschutzerklärung'}
        intro={page.intro}
        body={page.body}
        updatedAt={page.updatedAt}
      />
    </>
  )
}
