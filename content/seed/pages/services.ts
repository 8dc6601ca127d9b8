import type { ServicesPage } from '@/lib/sanity/sanity.types'
import { ref } from '../builders'
import type { Seed } from '../types'

export const servicesPage: Seed<ServicesPage> = {
  _id: 'servicesPage',
  _type: 'servicesPage',
  title: 'Leistungen',
  sections: [
    {
      _type: 'heroSection',
      eyebrow: 'Leistungen',
      headline: 'Alle Leistungen rund um Ihr Gebäude',
      subline:
        'Gebäudereinigung, Spezialreinigung, Außenanlagen und Gebäudedienste – vom Meisterbetrieb aus Goslar, für die ganze Region Harz.',
      showPhone: false,
    },
    {
      _type: 'serviceGridSection',
      intro:
        'Wählen Sie eine Leistung, um mehr über Ablauf, Intervalle und Preise zu erfahren. Sie finden nicht, was Sie suchen? Fragen Sie uns – oft finden wir eine Lösung.',
      selection: 'all',
    },
    {
      _type: 'ctaBandSection',
      heading: 'Nicht das Richtige dabei?',
      text: 'Wir kombinieren Leistungen und erstellen Ihnen ein individuelles Angebot – kostenlos und unverbindlich.',
      action: { _type: 'callToAction', label: 'Kontakt aufnehmen', kind: 'page', page: ref('contactPage') },
      showPhone: false,
      tone: 'light',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Leistungen – Gebäudereinigung im Harz',
    description:
      '15 Leistungen vom Meisterbetrieb: Glas-, Unterhalts-, Treppenhaus- und Industriereinigung, PV-Reinigung, Winterdienst, Hausmeisterdienst und mehr.',
    keywords: ['Gebäudereinigung Leistungen', 'Reinigung Goslar', 'Gebäudedienste Harz'],
  },
}
