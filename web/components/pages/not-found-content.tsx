import { LinkButton } from '../ui/button'

export function NotFoundContent() {
  return (
    <section className="bg-sand pt-40 pb-28" aria-labelledby="not-found-title">
      <div className="container-page max-w-2xl text-center">
        <p className="font-display text-7xl font-extrabold text-petrol-700 md:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="mt-4 text-3xl font-extrabold md:text-4xl">
          <span className="sr-only">404 – </span>Seite nicht gefunden
        </h1>
        <p className="mt-4 text-lg text-ink-soft">
          Die gesuchte Seite existiert nicht oder wurde verschoben. Vielleicht hilft Ihnen ein Blick auf unsere
          Startseite weiter.
        </p>
        <LinkButton href="/" variant="secondary" size="lg" className="mt-8">
          Zurück zur Startseite
        </LinkButton>
      </div>
    </section>
  )
}
