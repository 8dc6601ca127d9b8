import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-industriereinigung-1',
    _type: 'testimonial',
    name: 'Dirk L.',
    role: 'Produktionsleiter eines metallverarbeitenden Betriebs',
    town: 'Seesen',
    quote:
      'Unsere Fertigungshalle wird während der Betriebsferien komplett gereinigt, inklusive der Maschinenverkleidungen. Am ersten Arbeitstag konnte die Produktion ohne Verzögerung anlaufen.',
    rating: 5,
  },
  {
    _id: 'testimonial-industriereinigung-2',
    _type: 'testimonial',
    name: 'Stefanie B.',
    role: 'Standortleiterin Logistik',
    town: 'Goslar',
    quote:
      'Die Lagerflächen werden jeden Samstag maschinell gereinigt, die Verkehrswege sind frei von Staub und Folienresten. Unsere Sicherheitsunterweisung hat das Team ganz selbstverständlich mitgemacht.',
    rating: 5,
  },
  {
    _id: 'testimonial-industriereinigung-3',
    _type: 'testimonial',
    name: 'Frank G.',
    role: 'Geschäftsführer eines Holzverarbeitungsbetriebs',
    town: 'Clausthal-Zellerfeld',
    quote:
      'Nach der Begehung lag das Angebot am nächsten Vormittag vor – mit Festpreis und klarem Leistungsumfang. Die Hallen- und Maschinenreinigung läuft seitdem reibungslos, trotz viel Holzstaub.',
    rating: 5,
  },
]

const hallImage = image(
  'industrial-hall.jpg',
  'Lagerhalle mit Betonboden, Stützpfeilern und in Folie verpackter Ware auf Holzpaletten im Gegenlicht',
)

export const service: Seed<Service> = {
  _id: 'service-industriereinigung',
  _type: 'service',
  title: 'Industriereinigung',
  slug: { _type: 'slug', current: 'industriereinigung' },
  category: ref(CATEGORY_IDS.gebaeudereinigung),
  order: 40,
  card: {
    image: hallImage,
    description:
      'Reinigung von Produktions- und Lagerhallen, Maschinen und Anlagen – nach Ihren Arbeitsschutzvorgaben und außerhalb Ihrer Produktionszeiten.',
    features: [
      'Hallen- und Lagerreinigung',
      'Maschinen- und Anlagenreinigung',
      'Außerhalb der Produktionszeiten',
      'Arbeitsschutz nach Ihren Vorgaben',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: 'Industrie- und Hallenreinigung',
      headline: '{Name} in Goslar und im Harz – ohne Stillstand in Ihrer Produktion',
      subline:
        'Wir reinigen Produktions- und Lagerhallen, Maschinen, Anlagen und Sozialräume – gründlich, nach Ihren Sicherheitsvorgaben und bevorzugt außerhalb der Produktionszeiten: nachts, am Wochenende oder in den Betriebsferien.',
      highlights: ['Außerhalb der Produktionszeiten', 'Arbeitsschutz nach Ihren Vorgaben', 'Angebot in {Antwortzeit}'],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfordern', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
      image: hallImage,
    },
    {
      _type: 'cardsSection',
      heading: 'Saubere Hallen, sichere Abläufe',
      intro:
        'Staub, Späne, Öl- und Fettrückstände sind in Industrie und Logistik mehr als ein optisches Problem: Sie erhöhen die Rutschgefahr, belasten Maschinen und können die Produktqualität beeinträchtigen. Wir sorgen dafür, dass Ihre Betriebsflächen sauber und sicher bleiben.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'factory',
          title: 'Produktions- und Lagerhallen',
          text: 'Maschinelle Reinigung großer Bodenflächen, Entfernen von Öl- und Fettverschmutzungen, Reinigung von Regalen und Verkehrswegen.',
        },
        {
          _type: 'featureItem',
          icon: 'wrench',
          title: 'Maschinen und Anlagen',
          text: 'Materialgerechte Reinigung von Maschinenoberflächen, Verkleidungen und Anlagenteilen – abgestimmt mit Ihrer Instandhaltung.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Arbeitsschutz im Blick',
          text: 'Wir arbeiten nach Ihrer Sicherheitsunterweisung, tragen die vorgeschriebene Schutzausrüstung und halten Flucht- und Rettungswege frei.',
        },
        {
          _type: 'featureItem',
          icon: 'clock',
          title: 'Kein Produktionsausfall',
          text: 'Einsätze planen wir nachts, an Wochenenden oder in den Betriebsferien – Ihre Produktion läuft ungestört weiter.',
        },
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Sozial- und Nebenräume',
          text: 'Umkleiden, Sanitär- und Pausenräume sowie Werksbüros reinigen wir im selben Auftrag – ein Dienstleister für den ganzen Standort.',
        },
      ],
    },
    {
      _type: 'textSection',
      eyebrow: 'Leistungsumfang',
      heading: 'Was wir in Industrie und Logistik reinigen',
      body: richText(`
Welche Flächen wie oft gereinigt werden, legen wir gemeinsam mit Ihnen fest – als regelmäßige Unterhaltsreinigung oder als einmalige Grundreinigung, etwa vor einem Audit oder nach einem Umbau.

- Hallenböden maschinell kehren und scheuersaugen
- Öl-, Fett- und Reifenabrieb von Böden und Fahrwegen entfernen
- Maschinen, Förderanlagen und Arbeitsplätze reinigen
- Regalanlagen, Lagerflächen und Ladezonen säubern
- Hallenfenster und Lichtbänder nach Absprache
- Sozialräume, Sanitäranlagen und Werksbüros pflegen

Verfahren und Reinigungsmittel stimmen wir vorab mit Ihnen ab – passend zu Bodenbelag, Verschmutzung und Ihren betrieblichen Vorgaben.
`),
    },
    {
      _type: 'processSection',
      heading: 'Von der Begehung bis zur Abnahme',
      intro: 'Industriereinigung braucht Planung. So stellen wir sicher, dass alles zu Ihren Abläufen passt.',
      steps: [
        {
          _type: 'processStep',
          title: 'Anfrage mit Eckdaten',
          text: 'Sie nennen uns Flächen, Art der Produktion oder Lagerung und mögliche Zeitfenster für die Reinigung.',
        },
        {
          _type: 'processStep',
          title: 'Kostenlose Begehung vor Ort',
          text: 'Gemeinsam mit Ihrer Schichtleitung oder Fachkraft für Arbeitssicherheit klären wir Gefährdungen, Zugänge und Zeitfenster.',
        },
        {
          _type: 'processStep',
          title: 'Reinigungskonzept mit Festpreis in {Antwortzeit}',
          text: 'Sie erhalten ein Konzept mit Leistungsumfang, Einsatzzeiten und transparentem Festpreis.',
        },
        {
          _type: 'processStep',
          title: 'Einsatz und gemeinsame Abnahme',
          text: 'Wir reinigen im vereinbarten Zeitfenster und übergeben die Flächen nach gemeinsamer Kontrolle – auf Wunsch mit Protokoll.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Erfahrungen aus Industrie und Logistik',
      intro: 'Produktions- und Logistikbetriebe in der Region über die Zusammenarbeit mit uns.',
      testimonials: [
        ref('testimonial-industriereinigung-1'),
        ref('testimonial-industriereinigung-2'),
        ref('testimonial-industriereinigung-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Planen Sie Ihre nächste Hallenreinigung',
      text: 'Wir kommen kostenlos zur Begehung und legen Ihnen innerhalb von {Antwortzeit} ein Festpreisangebot vor.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfordern', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Ihr Partner für Industriereinigung im Harz',
      intro:
        'Als Meisterbetrieb mit über {Erfahrungsjahre} Jahren Erfahrung wissen wir, worauf es in Produktion und Lager ankommt: Sicherheit, Verlässlichkeit und Rücksicht auf Ihre Abläufe.',
      items: [
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Ausgezeichneter Meisterbetrieb',
          text: 'Geführt von einem Gebäudereinigermeister, ausgezeichnet auf Landes- und Bundesebene.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Geschultes, versichertes Personal',
          text: 'Unsere Mitarbeitenden sind für die Arbeit in Betrieben geschult und bei jedem Einsatz versichert.',
        },
        {
          _type: 'featureItem',
          icon: 'calendar',
          title: 'Flexible Einsatzzeiten',
          text: 'Nachts, am Wochenende, in Schichtpausen oder Betriebsferien – wir richten uns nach Ihrem Produktionsplan.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Festpreise',
          text: 'Klar beschriebener Leistungsumfang zum festen Preis, ohne Überraschungen auf der Rechnung.',
        },
        {
          _type: 'featureItem',
          icon: 'lock',
          title: 'Vertraulichkeit',
          text: 'Was wir in Ihrem Betrieb sehen, bleibt im Betrieb. Abläufe und Betriebsinterna behandeln wir diskret.',
        },
        {
          _type: 'featureItem',
          icon: 'map-pin',
          title: 'Regional vor Ort',
          text: 'Von Goslar aus sind wir schnell in Seesen, Bad Harzburg, Wernigerode und Clausthal-Zellerfeld.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Angebot für Ihre Industriereinigung anfordern',
      text: 'Beschreiben Sie uns Ihren Betrieb und Ihre Anforderungen. Wir melden uns innerhalb von {Antwortzeit} – kostenlos und unverbindlich.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} in Goslar & im Harz',
    description:
      'Industrie- und Hallenreinigung vom Meisterbetrieb: Produktion, Lager und Maschinen, außerhalb Ihrer Produktionszeiten. Angebot in {Antwortzeit}.',
    keywords: [
      'Industriereinigung Goslar',
      'Hallenreinigung Harz',
      'Maschinenreinigung Goslar',
      'Lagerreinigung Seesen',
      'Industriereinigung Wernigerode',
      'Hallenbodenreinigung Bad Harzburg',
      'Produktionsreinigung',
      'Gewerbereinigung Clausthal-Zellerfeld',
    ],
  },
}
