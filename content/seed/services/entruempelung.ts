import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-entruempelung-1',
    _type: 'testimonial',
    name: 'Birgit T.',
    town: 'Wernigerode',
    quote:
      'Nach dem Tod meines Vaters musste sein Haus geräumt werden, während ich selbst weit weg wohne. Fotoalben und Unterlagen wurden für mich beiseitegelegt, und die Schlüssel gingen besenrein an den Makler.',
    rating: 5,
  },
  {
    _id: 'testimonial-entruempelung-2',
    _type: 'testimonial',
    name: 'Klaus-Dieter R.',
    town: 'Goslar',
    quote:
      'Keller und Dachboden waren nach vierzig Jahren im Haus randvoll. An einem Tag war alles sortiert und abgefahren – und für den alten Eichenschrank gab es sogar eine Anrechnung auf den Preis.',
    rating: 5,
  },
  {
    _id: 'testimonial-entruempelung-3',
    _type: 'testimonial',
    name: 'Petra N.',
    role: 'Hausverwaltung',
    town: 'Bad Harzburg',
    quote:
      'Bei Wohnungsräumungen nach einem Mieterwechsel arbeiten wir fest mit Glanzwerk Harz zusammen. Der Festpreis steht vorher, und die Wohnung ist danach sofort bereit für die Renovierung.',
    rating: 5,
  },
]

export const service: Seed<Service> = {
  _id: 'service-entruempelung',
  _type: 'service',
  title: 'Entrümpelung & Haushaltsauflösung',
  slug: { _type: 'slug', current: 'entruempelung' },
  menuName: 'Entrümpelung',
  formLabel: 'Entrümpelung / Haushaltsauflösung',
  category: ref(CATEGORY_IDS.weitere),
  order: 140,
  card: {
    image: image(
      'clearance-moving-boxes.jpg',
      'Verschlossener Umzugskarton mit rot-weißem Klebeband „Fragile“ auf einem dunklen Tisch',
    ),
    description:
      'Wir räumen Wohnungen, Häuser, Keller und Dachböden, entsorgen fachgerecht und übergeben besenrein. Verwertbares rechnen wir auf Ihren Festpreis an.',
    features: [
      'Besenreine Übergabe',
      'Wertanrechnung auf den Preis',
      'Fachgerechte Entsorgung und Recycling',
      'Festpreis nach Besichtigung',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: '{Name}',
      headline: '{Name} in Goslar und im Harz',
      subline:
        'Ob Wohnung, Haus, Keller oder Dachboden: Wir räumen vollständig, trennen und entsorgen fachgerecht und übergeben die Räume besenrein. Was sich noch verwerten lässt, rechnen wir auf Ihren Preis an.',
      highlights: ['Besenreine Übergabe', 'Wertanrechnung', 'Festpreis nach Besichtigung'],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: 'Mo–Fr 08:00–17:00 Uhr',
      image: image(
        'clearance-empty-room.jpg',
        'Leerer, heller Wohnraum mit Boden in Holzoptik, weißen Wänden und geöffneter Tür zum Gäste-WC',
      ),
    },
    {
      _type: 'cardsSection',
      heading: 'Was wir für Sie räumen',
      intro:
        'Vom einzelnen Kellerraum bis zum ganzen Haus: Wir übernehmen die komplette Räumung – einschließlich Tragen, Abbau, Transport und Entsorgung.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'home',
          title: 'Haushaltsauflösung',
          text: 'Nach einem Todesfall, beim Umzug ins Pflegeheim oder bei einer Verkleinerung räumen wir Wohnung oder Haus vollständig.',
        },
        {
          _type: 'featureItem',
          icon: 'trash',
          title: 'Keller, Dachboden, Garage',
          text: 'Über Jahre Angesammeltes sortieren wir aus, tragen es ab und schaffen wieder nutzbaren Platz.',
        },
        {
          _type: 'featureItem',
          icon: 'handshake',
          title: 'Für Vermieter und Verwaltungen',
          text: 'Räumung nach Auszug oder Mieterwechsel, termingerecht und mit Übergabe an Sie oder die Handwerker.',
        },
        {
          _type: 'featureItem',
          icon: 'building',
          title: 'Büros und Gewerbe',
          text: 'Wir räumen Büros, Praxen, Lager und Ladenflächen – auf Wunsch außerhalb Ihrer Geschäftszeiten.',
        },
        {
          _type: 'featureItem',
          icon: 'wrench',
          title: 'Abbau und Demontage',
          text: 'Schränke, Einbauküchen, Regale und Teppichböden bauen wir ab und nehmen sie direkt mit.',
        },
        {
          _type: 'featureItem',
          icon: 'sparkles',
          title: 'Endreinigung auf Wunsch',
          text: 'Als Gebäudereinigungs-Meisterbetrieb reinigen wir die leeren Räume anschließend gründlich – bereit für Übergabe oder Verkauf.',
        },
      ],
    },
    {
      _type: 'textSection',
      eyebrow: 'Gut zu wissen',
      heading: 'Besenrein, fair verrechnet, sauber entsorgt',
      body: richText(`
Bei einer Haushaltsauflösung geht es selten nur um Möbel. Oft hängen Erinnerungen an den Dingen – und manchmal ist die Situation ohnehin schwer, etwa nach einem Todesfall. Wir arbeiten ruhig, respektvoll und in Ihrem Tempo.

### Wertanrechnung

Gut erhaltene Möbel, Antiquitäten, Sammlungen oder Geräte schätzen wir bei der Besichtigung ein und ziehen ihren Wert direkt vom Angebotspreis ab. Was Sie behalten möchten, markieren Sie vorher – es bleibt selbstverständlich unangetastet.

### Entsorgung und Recycling

- Sortierung nach Holz, Metall, Elektrogeräten, Papier und Restmüll
- Abgabe bei zugelassenen Entsorgungsbetrieben und Wertstoffhöfen
- Gut erhaltene Gegenstände geben wir nach Absprache an gemeinnützige Einrichtungen weiter
- Persönliche Unterlagen, Fotos und Wertsachen, die wir finden, legen wir für Sie beiseite

### Besenreine Übergabe

Am Ende sind die Räume leer, die Böden gekehrt und Spinnweben entfernt. Sie müssen nicht dabei sein: Auf Wunsch übernehmen wir die Schlüssel und übergeben direkt an Vermieter, Makler oder Käufer.
`),
      image: image(
        'clearance-moving-boxes.jpg',
        'Verschlossener Umzugskarton mit rot-weißem Klebeband „Fragile“ auf einem dunklen Tisch',
      ),
    },
    {
      _type: 'processSection',
      heading: 'So läuft Ihre Entrümpelung ab',
      intro: 'Klar geplant und zum Festpreis – damit Sie wissen, woran Sie sind.',
      steps: [
        {
          _type: 'processStep',
          title: 'Kostenlose Besichtigung',
          text: 'Wir schauen uns Räume, Menge und Zugänge an und schätzen verwertbare Gegenstände ein – auch kurzfristig.',
        },
        {
          _type: 'processStep',
          title: 'Festpreis mit Wertanrechnung',
          text: 'Innerhalb von {Antwortzeit} erhalten Sie ein Angebot, in dem Räumung, Transport, Entsorgung und Wertanrechnung klar aufgeführt sind.',
        },
        {
          _type: 'processStep',
          title: 'Räumung und Entsorgung',
          text: 'Zum vereinbarten Termin räumt unser Team zügig und sorgfältig, schützt Treppenhaus und Böden und trennt alles fachgerecht.',
        },
        {
          _type: 'processStep',
          title: 'Besenreine Übergabe',
          text: 'Wir gehen die Räume mit Ihnen oder Ihrer Vertretung durch und übergeben sie besenrein – auf Wunsch zusätzlich gereinigt.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Das sagen unsere Kundinnen und Kunden',
      intro: 'Ob Nachlass, voller Keller oder Mieterwechsel – so haben Kunden im Harz unsere Räumung erlebt.',
      testimonials: [
        ref('testimonial-entruempelung-1'),
        ref('testimonial-entruempelung-2'),
        ref('testimonial-entruempelung-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Platz schaffen – ohne eigene Schlepperei',
      text: 'Vereinbaren Sie eine kostenlose Besichtigung. Ihr Festpreisangebot mit Wertanrechnung erhalten Sie innerhalb von {Antwortzeit}.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: 'Mo–Fr 08:00–17:00 Uhr',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Glanzwerk Harz?',
      intro:
        'Eine Entrümpelung braucht Kraft, Organisation und Fingerspitzengefühl. Bei uns bekommen Sie alles davon – und die Reinigung gleich dazu.',
      items: [
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Festpreis ohne Überraschungen',
          text: 'Räumung, Transport und Entsorgung sind im Angebot enthalten. Verwertbares senkt Ihren Preis.',
        },
        {
          _type: 'featureItem',
          icon: 'leaf',
          title: 'Verantwortungsvoll entsorgt',
          text: 'Wir trennen sorgfältig, führen Wertstoffe dem Recycling zu und geben Brauchbares weiter.',
        },
        {
          _type: 'featureItem',
          icon: 'heart',
          title: 'Respektvoll und diskret',
          text: 'Gerade bei einem Nachlass gehen wir behutsam vor und sprechen über Ihre Situation nicht mit Dritten.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Geschult und versichert',
          text: 'Unser Team arbeitet umsichtig und ist versichert – auch für Treppenhaus, Türen und Böden.',
        },
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Meisterbetrieb aus Goslar',
          text: 'Seit {Gründungsjahr} in der Region, mit über {Erfahrungsjahre} Jahren Erfahrung und mehr als {Kundenzahl} zufriedenen Kunden.',
        },
        {
          _type: 'featureItem',
          icon: 'map-pin',
          title: 'Im ganzen Harz',
          text: 'Goslar, Bad Harzburg, Seesen, Wernigerode, Clausthal-Zellerfeld und alle Orte im Umkreis von {Einsatzradius}.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Entrümpelung anfragen',
      text: 'Beschreiben Sie kurz, was geräumt werden soll – Wohnfläche, Keller, Dachboden oder Garage. Wir melden uns innerhalb von {Antwortzeit}, kostenlos und unverbindlich.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} in Goslar',
    description:
      'Entrümpelung und Haushaltsauflösung in Goslar und im Harz: besenreine Übergabe, fachgerechte Entsorgung, Wertanrechnung. Festpreisangebot in {Antwortzeit}.',
    keywords: [
      'Entrümpelung Goslar',
      'Haushaltsauflösung Goslar',
      'Haushaltsauflösung Harz',
      'Kellerentrümpelung',
      'Dachboden entrümpeln',
      'Wohnungsauflösung Bad Harzburg',
      'Entrümpelung Wernigerode',
      'Entrümpelung Seesen',
    ],
  },
}
