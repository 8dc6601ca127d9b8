import type { Award, Membership } from '@/lib/sanity/sanity.types'
import type { Seed } from './types'

/** Awards (state and federal level) and memberships, shown on /ueber-uns. */
export const awards: Seed<Award>[] = [
  {
    _id: 'award-landessieger-leistungswettbewerb-2017',
    _type: 'award',
    title: '1. Landessieger im Leistungswettbewerb des Deutschen Handwerks – Gebäudereiniger',
    level: 'land',
    year: 2017,
    issuer: 'Handwerk Niedersachsen (Landesvertretung der Handwerkskammern)',
    description:
      'Ein in unserem Betrieb ausgebildeter Gebäudereiniger-Geselle gewann den niedersächsischen Landesentscheid des Leistungswettbewerbs. Die Auszeichnung würdigt die Qualität seiner Gesellenprüfung und unserer Ausbildung.',
  },
  {
    _id: 'award-bundessieger-leistungswettbewerb-2018',
    _type: 'award',
    title: '3. Bundessieger im Leistungswettbewerb des Deutschen Handwerks – Gebäudereiniger',
    level: 'bund',
    year: 2018,
    issuer: 'Zentralverband des Deutschen Handwerks (ZDH)',
    description:
      'Im Bundesentscheid erreichte unser Landessieger gegen die besten jungen Gebäudereinigerinnen und Gebäudereiniger aus ganz Deutschland den dritten Platz.',
  },
  {
    _id: 'award-ausbildungspreis-landesinnung-2023',
    _type: 'award',
    title: 'Preis für vorbildliche Ausbildung im Gebäudereiniger-Handwerk',
    level: 'land',
    year: 2023,
    issuer: 'Landesinnung des Gebäudereiniger-Handwerks Niedersachsen',
    description:
      'Ausgezeichnet für strukturierte Ausbildungspläne, feste Ausbildungsbeauftragte und eine Übernahmequote von über 80 Prozent.',
  },
]

export const memberships: Seed<Membership>[] = [
  {
    _id: 'membership-handwerkskammer-braunschweig-lueneburg-stade',
    _type: 'membership',
    name: 'Handwerkskammer Braunschweig-Lüneburg-Stade',
    description: 'Eingetragen in die Handwerksrolle als Meisterbetrieb des Gebäudereiniger-Handwerks.',
    url: 'https://www.hwk-bls.de',
    order: 0,
  },
  {
    _id: 'membership-landesinnung-gebaeudereiniger-niedersachsen',
    _type: 'membership',
    name: 'Landesinnung des Gebäudereiniger-Handwerks Niedersachsen',
    description: 'Innungsbetrieb: Tarifbindung, regelmäßige Fachschulungen und Mitwirkung an der Ausbildung.',
    order: 1,
  },
  {
    _id: 'membership-bundesinnungsverband-gebaeudereiniger',
    _type: 'membership',
    name: 'Bundesinnungsverband des Gebäudereiniger-Handwerks',
    description:
      'Über die Landesinnung Teil des Bundesverbands – mit Zugang zu aktuellen Normen, Richtlinien und Fachwissen.',
    order: 2,
  },
  {
    _id: 'membership-arbeitgeberverband-region-braunschweig',
    _type: 'membership',
    name: 'Arbeitgeberverband Region Braunschweig e. V.',
    description: 'Regionales Netzwerk der Wirtschaft zwischen Harz und Heide.',
    order: 3,
  },
]
