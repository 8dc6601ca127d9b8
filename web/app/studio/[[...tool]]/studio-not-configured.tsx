import { ROUTES } from '@shared/routes'
import type { ReactNode } from 'react'
import { LinkButton } from '@/components/ui/link-button'

/** README „Connecting a real Sanity project“, for the person who opens /studio first. */
const STEPS: [string, ReactNode][] = [
  [
    'project',
    <>
      Ein Projekt unter <span className="font-semibold">sanity.io/manage</span> anlegen (oder{' '}
      <code>npx sanity init --bare</code>) und die Projekt-ID notieren.
    </>,
  ],
  [
    'variables',
    <>
      In der Umgebung der Website <code>SANITY_PROJECT_ID=&lt;Projekt-ID&gt;</code> und{' '}
      <code>SANITY_DATASET=production</code> setzen.
    </>,
  ],
  [
    'import',
    <>
      Die mitgelieferten Inhalte laden: <code>npx sanity login</code>, dann <code>npm run dataset:import</code>.
    </>,
  ],
  [
    'cors',
    <>
      Im Projekt unter „API → CORS origins“ die Adresse der Website (und <code>http://localhost:3000</code>) mit „Allow
      credentials“ eintragen.
    </>,
  ],
  ['restart', <>Die Website neu starten: Hier erscheint dann das Studio zum Anmelden.</>],
]

/**
 * /studio without a Sanity project. The Studio cannot work without one (it would show Sanity's
 * network error); this says why, how to connect one, and how to try the Studio on the local Content
 * Lake. Setup help for whoever installs the site, so its words are in code like the other
 * developer-facing messages (docs/decisions.md); German like everything at /studio.
 */
export function StudioNotConfigured() {
  return (
    <main className="container-page max-w-3xl py-16 md:py-24">
      <p className="font-display text-sm font-bold tracking-wide text-petrol-700 uppercase">Redaktionssystem</p>
      <h1 className="mt-2 text-3xl font-extrabold md:text-4xl">
        Das Studio ist noch mit keinem Sanity-Projekt verbunden
      </h1>
      <p className="mt-4 text-lg text-ink-soft">
        Zum Bearbeiten der Inhalte braucht das Studio ein Sanity-Projekt. Bis eines verbunden ist, zeigt die Website die
        mitgelieferten Inhalte; ändern lassen sie sich hier noch nicht.
      </p>
      <h2 className="mt-10 text-xl font-bold">So verbinden Sie ein Projekt</h2>
      <ol className="mt-4 list-decimal space-y-3 pl-6 text-ink-soft marker:font-bold marker:text-petrol-700">
        {STEPS.map(([id, step]) => (
          <li key={id}>{step}</li>
        ))}
      </ol>
      <h2 className="mt-10 text-xl font-bold">Ohne Sanity-Konto ausprobieren</h2>
      <p className="mt-4 text-ink-soft">
        <code>npm run dev</code> (oder <code>CONTENT_LAKE=local npm start</code>) startet die Website mit einem lokalen
        Datenbestand, den das Studio dann hier bearbeitet – nur auf diesem Rechner, für Entwicklung und Tests.
      </p>
      <p className="mt-10 rounded-card border border-petrol-700/15 bg-petrol-50 p-5 text-sm text-ink">
        <span className="font-semibold">Für Entwickler:</span> <code>SANITY_PROJECT_ID</code> ist nicht gesetzt, deshalb
        hat das eingebettete Studio kein Projekt, mit dem es sich verbinden kann. <code>SANITY_PROJECT_ID</code> und{' '}
        <code>SANITY_DATASET</code> setzen (README, „Connecting a real Sanity project“) und die Website neu starten; die
        Variablen werden zur Laufzeit gelesen, ein neuer Build ist nicht nötig.
      </p>
      <LinkButton href={ROUTES.home} variant="ghost" className="mt-10">
        Zur Website
      </LinkButton>
    </main>
  )
}
