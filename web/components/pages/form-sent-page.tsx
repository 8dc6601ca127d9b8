import { ROUTES } from '@shared/routes'
import type { Metadata } from 'next'
import { Hero } from '@/components/sections/hero-section/hero'
import { LinkButton } from '@/components/ui/link-button'
import { getSiteSettings } from '@/lib/content'
import { formTexts } from '@/lib/forms/texts'
import { pageMetadata } from '@/lib/seo/metadata'

type SentForm = 'inquiry' | 'application'

const PATHS: Record<SentForm, string> = { inquiry: ROUTES.inquirySent, application: ROUTES.applicationSent }

/**
 * Where a form posted without JavaScript lands once the server stored it (303 from
 * /api/inquiry or /api/application): the same thank-you words as the form's own view.
 */
export async function FormSentPage({ form }: { form: SentForm }) {
  const texts = await formTexts()
  const { successHeading, successText } = texts[form]
  return (
    <Hero id="formular-gesendet" headline={successHeading} subline={successText}>
      <LinkButton href={ROUTES.home} size="lg" className="mt-10">
        {texts.homeLabel}
      </LinkButton>
    </Hero>
  )
}

export async function formSentMetadata(form: SentForm): Promise<Metadata> {
  const [texts, settings] = await Promise.all([formTexts(), getSiteSettings()])
  return pageMetadata({
    seo: { title: texts[form].successHeading, description: texts[form].successText, noIndex: true },
    settings,
    path: PATHS[form],
  })
}
