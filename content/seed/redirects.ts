import type { Redirect } from '@/lib/sanity/sanity.types'
import type { Seed } from './types'

/**
 * An example of an address of a previous website („Weiterleitungen“ in the Studio). Renamed pages need
 * no entry here: their old slugs redirect by themselves (`previousSlugs`).
 */
export const redirects: Seed<Redirect>[] = [
  {
    _id: 'redirect-glasreinigung-html',
    _type: 'redirect',
    source: '/glasreinigung.html',
    destination: '/leistungen/glas-fensterreinigung',
    permanent: true,
    note: 'Beispiel: Adresse der früheren Website. Löschen, wenn es keine frühere Website mit dieser Adresse gab.',
  },
]
