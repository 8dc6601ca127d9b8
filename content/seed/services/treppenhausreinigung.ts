import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-treppenhausreinigung-1',
    _type: 'testimonial',
    name: 'Birgit H.',
    role: 'Hausverwaltung',
    town: 'Goslar',
    quote:
      'Wir haben die Treppenhausreinigung von sieben Objekten an Glanzwerk Harz übergeben. Die Protokolle in den Häusern sind lückenlos, und Beschwerden von Mietern sind praktisch verschwunden.',
    rating: 5,
  },
  {
    _id: 'testimonial-treppenhausreinigung-2',
    _type: 'testimonial',
    name: 'Klaus D.',
    role: 'Verwaltungsbeirat einer Eigentümergemeinschaft',
    town: 'Bad Harzburg',
    quote:
      'Das Angebot war so klar aufgeschlüsselt, dass wir es in der Eigentümerversammlung ohne lange Diskussion beschließen konnten. Seitdem wird alle 14 Tage gereinigt – pünktlich und gründlich.',
    rating: 5,
  },
  {
    _id: 'testimonial-treppenhausreinigung-3',
    _type: 'testimonial',
    name: 'Monika F.',
    role: 'Vermieterin eines Mehrfamilienhauses',
    town: 'Wernigerode',
    quote:
      'Für unser Haus mit vier Parteien reicht die monatliche Reinigung völlig. Kein Ärger mehr um den Putzplan, und das Treppenhaus sieht immer ordentlich aus.',
    rating: 5,
  },
]

const stairwellImage = image(
  'stairwell.jpg',
  'Treppenhaus mit hellen Steinstufen, schwarzem Metallgeländer mit Holzhandlauf und roter Klinkerwand',
)

export const service: Seed<Service> = {
  _id: 'service-treppenhausreinigung',
  _type: 'service',
  title: 'Treppenhausreinigung',
  slug: { _type: 'slug', current: 'treppenhausreinigung' },
  category: ref(CATEGORY_IDS.gebaeudereinigung),
  order: 30,
  card: {
    image: stairwellImage,
    description:
      'Saubere Treppenhäuser für Mehrfamilienhäuser und Wohnanlagen – wöchentlich, alle 14 Tage oder monatlich, mit Reinigungsnachweis für Hausverwaltungen und Eigentümer.',
    features: [
      'Wöchentlich, 14-täglich oder monatlich',
      'Reinigungsprotokoll im Haus',
      'Festes Team für Ihr Objekt',
      'Transparente Festpreise',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: 'Für Hausverwaltungen und Eigentümergemeinschaften',
      headline: '{Name} in Goslar und im Harz – zuverlässig im festen Turnus',
      subline:
        'Das Treppenhaus ist die Visitenkarte Ihres Hauses. Wir reinigen Treppen, Flure, Geländer und Eingangsbereiche von Mehrfamilienhäusern und Wohnanlagen – wöchentlich, alle 14 Tage oder monatlich, mit nachvollziehbarem Reinigungsnachweis.',
      highlights: ['Drei feste Intervalle zur Wahl', 'Reinigungsnachweis vor Ort', 'Transparente Festpreise'],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfordern', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
      image: stairwellImage,
    },
    {
      _type: 'cardsSection',
      heading: 'Entlastung für Verwaltung, Eigentümer und Mieter',
      intro:
        'Streit um den Putzplan, Beschwerden über schmutzige Stufen, Nachfragen bei der Verwaltung: Mit einer professionellen Treppenhausreinigung ist das Thema erledigt. Wir reinigen zuverlässig und nachvollziehbar – und Sie haben einen festen Ansprechpartner.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'building',
          title: 'Für Hausverwaltungen',
          text: 'Ein Vertragspartner für mehrere Objekte, einheitliche Leistungen und eine übersichtliche Abrechnung für Ihre Nebenkostenabrechnung.',
        },
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Für Eigentümergemeinschaften',
          text: 'Eine klare Leistungsbeschreibung mit Festpreis – eine solide Grundlage für den Beschluss in der Eigentümerversammlung.',
        },
        {
          _type: 'featureItem',
          icon: 'clipboard',
          title: 'Reinigungsnachweis im Haus',
          text: 'Nach jedem Einsatz tragen wir Datum und Leistungen in ein Protokoll im Treppenhaus ein – für Bewohner und Verwaltung jederzeit nachvollziehbar.',
        },
        {
          _type: 'featureItem',
          icon: 'broom',
          title: 'Alles aus einer Hand',
          text: 'Auf Wunsch übernehmen wir auch Glasreinigung, Hausmeisterdienst und Winterdienst für Ihr Objekt.',
        },
      ],
    },
    {
      _type: 'intervalsSection',
      heading: 'Das passende Reinigungsintervall für Ihr Haus',
      intro:
        'Wie oft gereinigt werden sollte, hängt von der Zahl der Parteien, der Nutzung und der Lage des Hauses ab. Bei der Besichtigung beraten wir Sie – diese drei Intervalle haben sich bewährt.',
      options: [
        {
          _type: 'featureItem',
          icon: 'calendar',
          title: 'Wöchentlich',
          text: 'Für große Wohnanlagen, Häuser mit vielen Parteien oder Gewerbe im Erdgeschoss. Treppen und Podeste bleiben durchgehend gepflegt, Schmutz von draußen setzt sich gar nicht erst fest.',
        },
        {
          _type: 'featureItem',
          icon: 'clock',
          title: 'Alle 14 Tage',
          text: 'Der bewährte Mittelweg aus Sauberkeit und Kosten – für die meisten Mehrfamilienhäuser die richtige Wahl.',
        },
        {
          _type: 'featureItem',
          icon: 'home',
          title: 'Monatlich',
          text: 'Für kleinere Häuser mit wenigen Parteien und geringer Nutzung. Bei Bedarf ergänzen wir eine Zwischenreinigung, etwa nach Renovierungsarbeiten oder im Winter.',
        },
      ],
    },
    {
      _type: 'textSection',
      eyebrow: 'Leistungsumfang',
      heading: 'Das gehört zu unserer Treppenhausreinigung',
      body: richText(`
Den genauen Umfang halten wir in einem Leistungsverzeichnis fest. Üblich sind:

- Treppenstufen, Podeste und Flure kehren oder saugen und anschließend feucht wischen
- Handläufe und Geländer abwischen
- Haus- und Wohnungseingangstüren, Briefkastenanlage und Klingeltableau reinigen
- Lichtschalter, Fensterbänke und Heizkörper abwischen
- Sauberlaufmatten absaugen und Eingangsbereich pflegen

**Auf Wunsch zusätzlich:** Fenster im Treppenhaus, Aufzugskabine, Kellerflure und Dachbodenzugänge sowie eine Grundreinigung der Bodenbeläge im Frühjahr.
`),
    },
    {
      _type: 'processSection',
      heading: 'So kommt Ihr Treppenhaus in gute Hände',
      intro: 'Ein klarer Ablauf – für ein Objekt ebenso wie für den ganzen Bestand einer Hausverwaltung.',
      steps: [
        {
          _type: 'processStep',
          title: 'Objektdaten senden',
          text: 'Nennen Sie uns Adresse, Zahl der Etagen und Parteien sowie das gewünschte Intervall.',
        },
        {
          _type: 'processStep',
          title: 'Kostenlose Besichtigung',
          text: 'Wir sehen uns Treppenhaus, Bodenbeläge, Eingang und Kellerbereiche an – gern gemeinsam mit Verwaltung oder Beirat.',
        },
        {
          _type: 'processStep',
          title: 'Festpreisangebot in {Antwortzeit}',
          text: 'Sie erhalten ein Angebot mit Leistungsverzeichnis und festem Preis pro Monat, spätestens {Antwortzeit} nach der Besichtigung.',
        },
        {
          _type: 'processStep',
          title: 'Start mit Reinigungsnachweis',
          text: 'Ihr festes Team beginnt zum vereinbarten Termin und dokumentiert jeden Einsatz im Protokoll vor Ort.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Stimmen aus Verwaltung und Eigentümerschaft',
      intro: 'Hausverwaltungen, Eigentümergemeinschaften und private Vermieter im Harz berichten.',
      testimonials: [
        ref('testimonial-treppenhausreinigung-1'),
        ref('testimonial-treppenhausreinigung-2'),
        ref('testimonial-treppenhausreinigung-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Schluss mit dem Putzplan im Treppenhaus',
      text: 'Fordern Sie jetzt Ihre kostenlose Besichtigung an – das Festpreisangebot erhalten Sie innerhalb von {Antwortzeit}.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfordern', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Hausverwaltungen uns vertrauen',
      intro:
        'Seit {Gründungsjahr} betreuen wir Wohnhäuser und Wohnanlagen in Goslar, Bad Harzburg, Seesen, Wernigerode und Clausthal-Zellerfeld.',
      items: [
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Feste Teams für Ihre Objekte',
          text: 'Dieselben Mitarbeitenden kennen das Haus, die Bewohner und die Besonderheiten vor Ort.',
        },
        {
          _type: 'featureItem',
          icon: 'clipboard',
          title: 'Dokumentierte Leistung',
          text: 'Protokolle im Haus und regelmäßige Qualitätskontrollen durch unsere Objektleitung.',
        },
        {
          _type: 'featureItem',
          icon: 'handshake',
          title: 'Ein Ansprechpartner für alle Objekte',
          text: 'Rückfragen, Zusatzaufträge und Änderungen klären Sie mit einer Person.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Festpreise',
          text: 'Ein fester Monatspreis je Objekt, ohne versteckte Zuschläge.',
        },
        {
          _type: 'featureItem',
          icon: 'lock',
          title: 'Sorgfältiger Umgang mit Schlüsseln',
          text: 'Objektschlüssel verwahren wir sicher; Zugang haben nur die eingesetzten Mitarbeitenden.',
        },
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Ausgezeichneter Meisterbetrieb',
          text: 'Über {Erfahrungsjahre} Jahre Erfahrung und Auszeichnungen auf Landes- und Bundesebene.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Angebot für Ihre Treppenhausreinigung anfordern',
      text: 'Nennen Sie uns Ihr Objekt und das gewünschte Intervall. Wir melden uns innerhalb von {Antwortzeit} – kostenlos und unverbindlich.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} in Goslar & im Harz',
    description:
      'Treppenhausreinigung für Hausverwaltungen und Eigentümergemeinschaften: wöchentlich, alle 14 Tage oder monatlich, mit Nachweis. Angebot in {Antwortzeit}.',
    keywords: [
      'Treppenhausreinigung Goslar',
      'Treppenhausreinigung Harz',
      'Treppenhausreinigung Bad Harzburg',
      'Treppenhausreinigung Wernigerode',
      'Hausverwaltung Reinigung Seesen',
      'Reinigung Eigentümergemeinschaft',
      'Treppenhaus reinigen lassen',
      'Mehrfamilienhaus Reinigung Clausthal-Zellerfeld',
    ],
  },
}
