import { ROUTES } from '@shared/routes'
import { PhoneLink } from '@/components/sections/phone-link'
import { buttonClasses } from '@/components/ui/button'
import type { LastKnownContact } from '@/lib/contact-at-build'

/**
 * The words of the error pages. In code, not in the site texts: these pages appear exactly when
 * content could not be read (docs/decisions.md, „Error pages“).
 */
export const ERROR_TEXTS = {
  title: 'Ein Fehler ist aufgetreten',
  eyebrow: 'Technischer Fehler',
  heading: 'Diese Seite ist gerade nicht verfügbar',
  text: 'Das liegt an uns, nicht an Ihnen. Bitte versuchen Sie es in einem Moment noch einmal.',
  phone: 'Sie möchten nicht warten? Rufen Sie uns an:',
  email: 'oder schreiben Sie uns:',
  retry: 'Erneut versuchen',
  home: 'Zur Startseite',
} as const

/**
 * What both error pages show, dark like every page's header (the transparent site header stays
 * legible above it): the document's title, what happened, the company's phone number, „Erneut
 * versuchen“ and a link home. The link is a plain one: after an error the client-side router may be
 * what failed. The error pages load this module only when they show (`LazyErrorView`), so no other
 * page carries it.
 */
export function ErrorView({ contact, onRetry }: { contact: LastKnownContact | null; onRetry: () => void }) {
  return (
    <>
      <title>{ERROR_TEXTS.title}</title>
      <section
        aria-labelledby="fehler-titel"
        className="surface-dark relative isolate overflow-hidden bg-petrol-950 pt-40 pb-28 text-white"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-petrol-700),transparent_60%)]"
        />
        <div className="container-page max-w-2xl text-center">
          <p className="eyebrow !text-gold-300">{ERROR_TEXTS.eyebrow}</p>
          <h1 id="fehler-titel" className="mt-4 text-3xl font-extrabold text-balance md:text-4xl">
            {ERROR_TEXTS.heading}
          </h1>
          <p className="mt-4 text-lg text-petrol-100">{ERROR_TEXTS.text}</p>
          {contact ? (
            <p className="mt-8 text-lg text-petrol-100">
              {ERROR_TEXTS.phone}{' '}
              <PhoneLink settings={contact} className="font-display font-bold whitespace-nowrap text-white underline" />
              {contact.email ? (
                <>
                  {' '}
                  {ERROR_TEXTS.email}{' '}
                  <a href={`mailto:${contact.email}`} className="font-semibold break-all text-white underline">
                    {contact.email}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <button type="button" onClick={onRetry} className={buttonClasses('primary', 'lg', 'cursor-pointer')}>
              {ERROR_TEXTS.retry}
            </button>
            <a href={ROUTES.home} className={buttonClasses('light', 'lg')}>
              {ERROR_TEXTS.home}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
