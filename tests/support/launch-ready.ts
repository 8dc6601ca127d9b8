import { DatasetCopy } from '@scripts/lib/site-copy'

/**
 * A copy of the bundled dataset as the office leaves it before going live: every sample value of
 * „Vor dem Start“ replaced by a real-looking one, the legal notes done, the example postings checked.
 */
export async function launchReadyDataset(): Promise<DatasetCopy> {
  const copy = await DatasetCopy.create()
  await copy.edit('siteSettings', (settings) => ({
    ...settings,
    address: { ...(settings.address as object), street: 'Rammelsberger Straße 7' },
    phone: '05321 987654',
    email: 'buero@glanzwerk-harz.de',
    registerCourt: 'Amtsgericht Braunschweig',
    registerNumber: 'HRB 201234',
    managingDirector: 'Jana Hartmann',
    vatId: 'DE298765432',
    agencyCredit: { name: 'Harzweb GmbH', url: 'https://www.harzweb.de/', address: 'Marktstraße 3\n38640 Goslar' },
    social: {
      facebook: 'https://www.facebook.com/glanzwerkharz',
      instagram: 'https://www.instagram.com/glanzwerkharz',
    },
  }))
  await copy.edit('legal-datenschutz', ({ launchNote: _done, ...page }) =>
    JSON.parse(
      JSON.stringify(page).replace(
        '[Name und Anschrift des Hosting-Anbieters eintragen]',
        'der Harz-Rechenzentrum GmbH, Industriestraße 4, 38644 Goslar',
      ),
    ),
  )
  await copy.edit('legal-barrierefreiheit', ({ launchNote: _done, ...page }) => page)
  for (const id of ['jobPosting-objektleitung-wernigerode-vollzeit', 'jobPosting-reinigungskraft-goslar-minijob'])
    await copy.edit(id, (posting) => ({ ...posting, isExample: false }))
  return copy
}

/** The environment of a build for the real domain, with a measurement id. */
export const LAUNCH_READY_ENV = {
  SITE_URL: 'https://www.glanzwerk-harz.de',
  NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-7K3XQ9PL2M',
}
