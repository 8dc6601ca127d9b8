import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-hausmeisterdienst-1',
    _type: 'testimonial',
    name: 'Thomas B.',
    role: 'Hausverwaltung',
    town: 'Goslar',
    quote:
      'Wir lassen drei Wohnanlagen von Glanzwerk Harz betreuen. Nach jedem Kontrollgang bekommen wir ein kurzes Protokoll, und Kleinigkeiten wie defekte Leuchtmittel sind meist erledigt, bevor ein Mieter anruft.',
    rating: 5,
  },
  {
    _id: 'testimonial-hausmeisterdienst-2',
    _type: 'testimonial',
    name: 'Renate H.',
    role: 'Verwaltungsbeirat einer Eigentümergemeinschaft',
    town: 'Bad Harzburg',
    quote:
      'An einem Sonntagabend ist bei uns ein Wasserrohr im Keller geplatzt. Der Notdienst war schnell vor Ort, hat das Wasser abgestellt und am nächsten Morgen den Installateur koordiniert.',
    rating: 5,
  },
  {
    _id: 'testimonial-hausmeisterdienst-3',
    _type: 'testimonial',
    name: 'Markus F.',
    role: 'Inhaber, Handwerksbetrieb',
    town: 'Seesen',
    quote:
      'Außenanlage, Winterdienst und die Mülltonnen an unserem Betriebsgelände – alles läuft über einen Ansprechpartner und zu einem festen Monatspreis. Das spart uns viel Abstimmung.',
    rating: 5,
  },
]

export const service: Seed<Service> = {
  _id: 'service-hausmeisterdienst',
  _type: 'service',
  title: 'Hausmeisterdienst',
  slug: { _type: 'slug', current: 'hausmeisterdienst' },
  category: ref(CATEGORY_IDS.weitere),
  order: 110,
  card: {
    image: image(
      'facility-management-plans.jpg',
      'Gebäudegrundriss auf einem Holztisch, darauf ein Maßband und ein Kugelschreiber',
    ),
    description:
      'Kontrollgänge, Kleinreparaturen, Außenanlagen und Winterdienst aus einer Hand – für Wohnanlagen, Gewerbeobjekte und Eigentümergemeinschaften, mit 24/7-Notdienst.',
    features: [
      'Regelmäßige Kontrollgänge mit Protokoll',
      'Kleinreparaturen und Wartungskontrollen',
      'Außenanlagen und Winterdienst',
      '24/7-Notdienst bei Schäden',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: '{Name}',
      headline: '{Name} in Goslar und im Harz – Ihr Objekt in verlässlichen Händen',
      subline:
        'Wir kümmern uns um Wohnanlagen, Gewerbeobjekte und Gemeinschaftseigentum: regelmäßige Kontrollen, kleine Reparaturen, Pflege der Außenanlagen und ein Notdienst, der auch nachts und am Wochenende erreichbar ist.',
      highlights: ['Feste Ansprechperson für Ihr Objekt', '24/7-Notdienst', 'Transparente Festpreise'],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: 'Notdienst rund um die Uhr',
      image: image(
        'facility-management-plans.jpg',
        'Gebäudegrundriss auf einem Holztisch, darauf ein Maßband und ein Kugelschreiber',
      ),
    },
    {
      _type: 'cardsSection',
      heading: 'Unsere Leistungen im Überblick',
      intro:
        'Ein Hausmeisterdienst lohnt sich, wenn viele kleine Aufgaben zuverlässig erledigt werden müssen. Sie wählen die Bausteine, die Ihr Objekt braucht – wir übernehmen sie zu einem festen Preis.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'search',
          title: 'Objektkontrolle',
          text: 'Regelmäßige Begehungen von Treppenhaus, Keller, Dachboden und Technikräumen. Mängel halten wir mit Foto im Protokoll fest.',
        },
        {
          _type: 'featureItem',
          icon: 'wrench',
          title: 'Kleinreparaturen',
          text: 'Leuchtmittel tauschen, Türschließer einstellen, Schilder und Briefkästen instand halten. Für größere Arbeiten koordinieren wir Fachbetriebe.',
        },
        {
          _type: 'featureItem',
          icon: 'broom',
          title: 'Reinigung',
          text: 'Treppenhaus-, Keller- und Glasreinigung übernehmen wir auf Wunsch gleich mit – durch unser eigenes, geschultes Reinigungsteam.',
        },
        {
          _type: 'featureItem',
          icon: 'leaf',
          title: 'Außenanlagen',
          text: 'Rasen mähen, Hecken schneiden, Laub entfernen und Wege sauber halten – damit Ihr Grundstück das ganze Jahr gepflegt aussieht.',
        },
        {
          _type: 'featureItem',
          icon: 'snowflake',
          title: 'Winterdienst',
          text: 'Räumen und Streuen von Gehwegen, Zufahrten und Parkflächen nach Ortssatzung, mit dokumentierten Einsätzen.',
        },
        {
          _type: 'featureItem',
          icon: 'clock',
          title: '24/7-Notdienst',
          text: 'Rohrbruch, Sturmschaden oder eine klemmende Haustür: Wir sind rund um die Uhr erreichbar und sichern die Lage, bis der Fachbetrieb übernimmt.',
        },
      ],
    },
    {
      _type: 'textSection',
      eyebrow: 'Im Detail',
      heading: 'Was zum Hausmeisterdienst gehört',
      body: richText(`
Jedes Objekt ist anders. Deshalb legen wir den Leistungsumfang gemeinsam mit Ihnen in einem Leistungsverzeichnis fest – mit klaren Intervallen und ohne versteckte Zusatzkosten.

### Regelmäßige Aufgaben

- Kontrollgänge durch Treppenhäuser, Keller, Dachböden und Tiefgaragen
- Sichtprüfung von Beleuchtung, Türen, Fenstern und Fluchtwegen
- Ablesen von Zählerständen und Kontrolle der Heizungsanzeige
- Mülltonnen bereitstellen, Müllplätze sauber halten
- Pflege von Grünflächen, Wegen und Parkplätzen
- Winterdienst in der Saison nach festem Räumplan

### Bei Bedarf

- Kleinreparaturen und Austausch von Verschleißteilen
- Koordination und Begleitung von Handwerkern und Wartungsfirmen
- Schlüsselverwaltung und Begleitung von Wohnungsübergaben
- Entrümpelung von Keller- und Gemeinschaftsflächen
- Notdiensteinsatz bei Wasser-, Sturm- und Einbruchsschäden
`),
    },
    {
      _type: 'cardsSection',
      heading: 'Unser Qualitätsversprechen',
      intro:
        'Ein Hausmeisterdienst ist Vertrauenssache: Wir haben Schlüssel zu Ihrem Objekt und sind oft die ersten, die einen Schaden bemerken. Darauf können Sie sich verlassen.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Feste Ansprechperson',
          text: 'Sie haben eine zuständige Person, die Ihr Objekt kennt – und eine eingearbeitete Vertretung bei Urlaub oder Krankheit.',
        },
        {
          _type: 'featureItem',
          icon: 'clipboard',
          title: 'Nachvollziehbare Dokumentation',
          text: 'Kontrollgänge, Winterdiensteinsätze und gemeldete Mängel werden festgehalten. So behalten Sie und Ihre Verwaltung den Überblick.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Feste Monatspreise',
          text: 'Vereinbarte Leistungen rechnen wir zu einem festen Preis ab. Zusatzaufträge besprechen wir vorher mit Ihnen.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Geschult und versichert',
          text: 'Unser Personal ist eingewiesen, zuverlässig und versichert. Schlüssel verwahren wir sicher und geben sie nur nach Absprache weiter.',
        },
      ],
    },
    {
      _type: 'processSection',
      heading: 'So starten wir die Betreuung',
      intro: 'Vom ersten Gespräch bis zum ersten Kontrollgang vergehen meist nur wenige Tage.',
      steps: [
        {
          _type: 'processStep',
          title: 'Objektbegehung',
          text: 'Wir sehen uns Ihr Objekt kostenlos vor Ort an und sprechen über Aufgaben, Intervalle und Besonderheiten.',
        },
        {
          _type: 'processStep',
          title: 'Leistungsverzeichnis und Festpreis',
          text: 'Innerhalb von {Antwortzeit} erhalten Sie ein Angebot mit allen Aufgaben und einem transparenten Festpreis.',
        },
        {
          _type: 'processStep',
          title: 'Übergabe und Einweisung',
          text: 'Wir übernehmen Schlüssel und Unterlagen, lernen Technik und Ansprechpartner kennen und hinterlegen die Notfallnummern.',
        },
        {
          _type: 'processStep',
          title: 'Laufende Betreuung',
          text: 'Wir arbeiten nach Plan, melden Auffälligkeiten sofort und stimmen uns regelmäßig mit Ihnen ab.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Das sagen Verwaltungen und Eigentümer',
      intro: 'Hausverwaltungen, Eigentümergemeinschaften und Betriebe im Harz vertrauen auf unseren Hausmeisterdienst.',
      testimonials: [
        ref('testimonial-hausmeisterdienst-1'),
        ref('testimonial-hausmeisterdienst-2'),
        ref('testimonial-hausmeisterdienst-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Entlasten Sie sich von den vielen kleinen Aufgaben',
      text: 'Wir besichtigen Ihr Objekt kostenlos und erstellen Ihnen ein Angebot mit Festpreis – innerhalb von {Antwortzeit}.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: 'Notdienst rund um die Uhr',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Glanzwerk Harz?',
      intro:
        'Als Meisterbetrieb für Gebäudereinigung verbinden wir Hausmeisterdienst und Reinigung unter einem Dach – das macht die Betreuung einfacher und verlässlicher.',
      items: [
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Meisterbetrieb seit {Gründungsjahr}',
          text: 'Gebäudereinigermeister mit über {Erfahrungsjahre} Jahren Erfahrung, ausgezeichnet auf Landes- und Bundesebene.',
        },
        {
          _type: 'featureItem',
          icon: 'handshake',
          title: 'Alles aus einer Hand',
          text: 'Hausmeisterdienst, Reinigung, Grünpflege und Winterdienst – mit einem Vertrag und einer Ansprechperson.',
        },
        {
          _type: 'featureItem',
          icon: 'map-pin',
          title: 'Kurze Wege im Harz',
          text: 'Von Goslar aus betreuen wir Objekte in Bad Harzburg, Seesen, Wernigerode, Clausthal-Zellerfeld und im Umkreis von {Einsatzradius}.',
        },
        {
          _type: 'featureItem',
          icon: 'phone',
          title: 'Erreichbar, wenn es zählt',
          text: 'Im Notfall sind wir rund um die Uhr für Sie da – auch an Wochenenden und Feiertagen.',
        },
        {
          _type: 'featureItem',
          icon: 'users',
          title: '{Kundenzahl}+ zufriedene Kunden',
          text: 'Private Eigentümer, Hausverwaltungen und Unternehmen aus der Region arbeiten mit uns.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Hausmeisterdienst anfragen',
      text: 'Erzählen Sie uns kurz, um welches Objekt es geht und welche Aufgaben anfallen. Wir melden uns innerhalb von {Antwortzeit} – kostenlos und unverbindlich.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} in Goslar & im Harz',
    description:
      'Hausmeisterdienst vom Meisterbetrieb: Kontrollgänge, Kleinreparaturen, Außenanlagen, Winterdienst und 24/7-Notdienst in Goslar und Umgebung. Angebot in 24 Std.',
    keywords: [
      'Hausmeisterdienst Goslar',
      'Hausmeisterservice Harz',
      'Hausmeister Bad Harzburg',
      'Hausmeisterdienst Wernigerode',
      'Hausmeister Seesen',
      'Objektbetreuung Harz',
      'Hausmeister Notdienst',
      'Hausmeisterdienst Clausthal-Zellerfeld',
    ],
  },
}
