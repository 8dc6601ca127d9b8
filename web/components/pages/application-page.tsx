import { ROUTES } from '@shared/routes'
import type { Metadata } from 'next'
import { ApplicationPageForm } from '@/components/forms/application-page-form'
import { Hero } from '@/components/sections/hero-section/hero'
import { getSiteSettings } from '@/lib/content'
import { formTexts } from '@/lib/forms/texts'
import { pageMetadata } from '@/lib/seo/metadata'

/** /karriere/bewerbung: where 'Schnellbewerbung' leads without JavaScript. */
export async function ApplicationPage() {
  const texts = await formTexts()
  return (
    <>
      <Hero id="bewerbung-titel" headline={texts.application.heading} subline={texts.application.intro} />
      <div className="bg-sand py-16 md:py-20">
        <div className="container-page max-w-3xl rounded-card bg-white p-6 shadow-lift md:p-10">
          <ApplicationPageForm texts={texts.application} />
        </div>
      </div>
    </>
  )
}

export async function applicationPageMetadata(): Promise<Metadata> {
  const [texts, settings] = await Promise.all([formTexts(), getSiteSettings()])
  return pageMetadata({
    seo: { title: texts.application.heading, description: texts.application.intro },
    settings,
    path: ROUTES.applicationForm,
  })
}
