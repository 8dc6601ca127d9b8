import { ROUTES } from '@shared/routes'
import { LinkButton } from '@/components/ui/link-button'

/**
 * /studio when the browser cannot reach the local Content Lake or is refused its session: the lake
 * answers only on this machine (localhost) and hands its session only to the account that started it
 * (content-lake/session.ts), so a Studio opened from another device or account, or after the lake
 * stopped, lands here.
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
      <p className="mt-10 rounded-card border border-petrol-700/15 bg-petrol-50 p-5 text-sm text-ink">
        <span className="font-semibold">Für Entwickler:</span> Der Browser erreicht den lokalen Content Lake unter{' '}
        <code>{origin}</code> nicht. Er nimmt nur Verbindungen von diesem Rechner an und gibt die Anmeldung nur dem
        Benutzerkonto, das ihn gestartet hat: das Studio auf dem Rechner öffnen, auf dem die Website läuft (
        <code>http://localhost:…/studio</code>), im selben Konto, und prüfen, ob <code>npm run dev</code> (oder der mit{' '}
        <code>CONTENT_LAKE=local</code> gestartete Server) noch läuft.
      </p>
      <LinkButton href={ROUTES.home} variant="ghost" className="mt-10">
        Zur Website
      </LinkButton>
    </main>
  )
}
