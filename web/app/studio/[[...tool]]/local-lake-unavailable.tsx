import { ROUTES } from '@shared/routes'
import { LinkButton } from '@/components/ui/button'

/**
 * /studio when the browser cannot reach the local Content Lake: it answers only on this machine
 * (localhost), so a Studio opened from another device, or after the lake stopped, lands here.
 */
export function LocalLakeUnavailable({ origin }: { origin: string }) {
  return (
    <main className="container-page max-w-3xl py-16 md:py-24">
      <p className="font-display text-sm font-bold tracking-wide text-petrol-700 uppercase">Redaktionssystem</p>
      <h1 className="mt-2 text-3xl font-extrabold md:text-4xl">Das lokale Redaktionssystem ist nicht erreichbar</h1>
      <p className="mt-4 text-lg text-ink-soft">
        Diese Website läuft mit dem lokalen Datenbestand für Entwicklung und Tests. Das Studio dazu lässt sich nur auf
        dem Rechner öffnen, auf dem die Website gestartet wurde, unter <span className="font-semibold">localhost</span>.
      </p>
      <p lang="en" className="mt-10 rounded-card border border-petrol-700/15 bg-petrol-50 p-5 text-sm text-ink">
        <span className="font-semibold">For developers:</span> the browser could not reach the local Content Lake at{' '}
        <code>{origin}</code>. It listens on loopback only: open the Studio on the machine that runs the site (
        <code>http://localhost:…/studio</code>), and check that <code>npm run dev</code> (or the server started with{' '}
        <code>CONTENT_LAKE=local</code>) is still running.
      </p>
      <LinkButton href={ROUTES.home} variant="ghost" className="mt-10">
        Zur Website
      </LinkButton>
    </main>
  )
}
