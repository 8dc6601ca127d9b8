import type { Metadata } from 'next'
import { CtaBand } from '../../../components/pages/cta-band'
import { FeatureGrid } from '../../../components/pages/feature-grid'
import { PageHero } from '../../../components/pages/page-hero'
import { LinkButton } from '../../../components/ui/button'
import { FadeIn } from '../../../components/ui/fade-in'
import { Icon } from '../../../components/ui/icon'
import { JsonLd } from '../../../components/ui/json-ld'
import { RichText } from '../../../components/ui/rich-text'
import { SanityImage } from '../../../components/ui/sanity-image'
import { SectionHeading } from '../../../components/ui/section-heading'
import { getAboutPage, getSiteSettings } from '../../../lib/content'
import { ROUTES } from '../../../lib/routes'
import { pageMetadata } from '../../../lib/seo/metadata'
import { pageStructuredData } from '../../../lib/seo/structured-data'

const LEVEL_LABELS: Record<string, string> = { land: 'Landesebene', bund: 'Bundesebene' }

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getAboutPage(), getSiteSettings()])
  return pageMetadata({ seo: page.seo, settings, path: ROUTES.about })
}

export default async function AboutPage() {
  const [page, settings] = await Promise.all([getAboutPage(), getSiteSettings()])
  const { hero, story, strengths, awardsSection, membershipsSection, cta } = page
  const facts = [
    { label: 'gegründet', value: String(settings.foundingYear ?? '') },
    { label: 'Erfahrung', value: settings.experienceClaim ?? '' },
    { label: 'Kunden', value: settings.customersClaim ?? '' },
  ]
  return (
    <>
      <JsonLd
        data={pageStructuredData({
          settings,
          crumbs: [{ name: 'Über uns', path: ROUTES.about }],
          name: hero?.headline ?? 'Über uns',
          description: page.seo?.description,
          path: ROUTES.about,
        })}
      />
      <PageHero
        eyebrow={hero?.eyebrow}
        headline={hero?.headline ?? 'Über uns'}
        subline={hero?.subline}
        image={hero?.image}
      />

      <section aria-labelledby="story-title" className="py-20 md:py-28">
        <div className="container-page grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-20">
          <FadeIn>
            <SectionHeading id="story-title" eyebrow={story?.eyebrow} heading={story?.heading} />
            <RichText value={story?.body} className="prose-content mt-6 text-lg text-ink-soft" />
          </FadeIn>
          <div className="space-y-6">
            {story?.image?.asset ? (
              <div className="relative aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] shadow-[var(--shadow-lift)]">
                <SanityImage
                  image={story.image}
                  fill
                  sizes="(min-width: 1024px) 40vw, 100vw"
                  className="object-cover"
                />
              </div>
            ) : null}
            <dl className="grid grid-cols-3 gap-4 rounded-[var(--radius-card)] bg-petrol-900 p-6 text-white">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-sm text-petrol-100">{fact.label}</dt>
                  <dd className="mt-1 font-display text-lg leading-tight font-extrabold">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section aria-labelledby="strengths-title" className="bg-sand py-20 md:py-28">
        <div className="container-page">
          <SectionHeading
            id="strengths-title"
            eyebrow="Stärken"
            heading={strengths?.heading}
            intro={strengths?.intro}
          />
          <FeatureGrid items={strengths?.items} />
        </div>
      </section>

      <section aria-labelledby="awards-title" className="py-20 md:py-28">
        <div className="container-page grid gap-16 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="awards-title"
              eyebrow="Auszeichnungen"
              heading={awardsSection?.heading}
              intro={awardsSection?.intro}
            />
            <ul className="mt-10 space-y-4">
              {page.awards.map((award) => (
                <li key={award._id} className="flex gap-5 rounded-[var(--radius-card)] border border-line p-6">
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gold-400/20 text-gold-600">
                    <Icon name="award" />
                  </span>
                  <div>
                    <p className="text-sm font-semibold text-petrol-700">
                      {award.year} · {LEVEL_LABELS[award.level ?? ''] ?? award.level}
                    </p>
                    <h3 className="mt-1 text-lg font-bold">{award.title}</h3>
                    <p className="text-sm text-ink-soft">{award.issuer}</p>
                    {award.description ? <p className="mt-2 text-ink-soft">{award.description}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <SectionHeading
              id="memberships-title"
              eyebrow="Netzwerk"
              heading={membershipsSection?.heading}
              intro={membershipsSection?.intro}
            />
            <ul className="mt-10 space-y-4">
              {page.memberships.map((membership) => (
                <li key={membership._id} className="flex gap-5 rounded-[var(--radius-card)] border border-line p-6">
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-petrol-50 text-petrol-700">
                    <Icon name="handshake" />
                  </span>
                  <div>
                    <h3 className="text-lg font-bold">
                      {membership.url ? (
                        <a
                          href={membership.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="underline-offset-4 hover:underline"
                        >
                          {membership.name}
                          <span className="sr-only"> (öffnet in neuem Fenster)</span>
                        </a>
                      ) : (
                        membership.name
                      )}
                    </h3>
                    {membership.description ? <p className="mt-1 text-ink-soft">{membership.description}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <CtaBand id="about-cta-title" heading={cta?.heading} text={cta?.text}>
        <LinkButton href={ROUTES.contact} size="lg">
          {cta?.buttonLabel ?? 'Angebot anfragen'}
        </LinkButton>
      </CtaBand>
    </>
  )
}
