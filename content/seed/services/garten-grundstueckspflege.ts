import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-garten-grundstueckspflege-1',
    _type: 'testimonial',
    name: 'Gisela F.',
    town: 'Bad Harzburg',
    quote:
      'Seit mein Mann nicht mehr auf die Leiter steigen kann, kümmert sich Glanzwerk Harz um unseren Garten. Rasen und Hecke sind immer ordentlich geschnitten, und der Grünschnitt ist noch am selben Tag verschwunden.',
    rating: 5,
  },
  {
    _id: 'testimonial-garten-grundstueckspflege-2',
    _type: 'testimonial',
    name: 'Stefan L.',
    role: 'Hausverwaltung',
    town: 'Wernigerode',
    quote:
      'Die Außenanlagen von vier Wohnanlagen betreut Glanzwerk Harz für uns mit einem festen Pflegevertrag. Die Termine werden eingehalten, und Beschwerden über ungepflegte Grünflächen haben wir seitdem keine mehr bekommen.',
    rating: 5,
  },
  {
    _id: 'testimonial-garten-grundstueckspflege-3',
    _type: 'testimonial',
    name: 'Katrin D.',
    role: 'Vermieterin von Ferienwohnungen',
    town: 'Clausthal-Zellerfeld',
    quote:
      'Für unsere Gäste zählt der erste Eindruck. Das Team mäht, schneidet und räumt das Laub so zuverlässig, dass ich mir um die Außenanlage keine Gedanken mehr machen muss.',
    rating: 5,
  },
]

export const service: Seed<Service> = {
  _id: 'service-garten-grundstueckspflege',
  _type: 'service',
  title: 'Garten- & Grundstückspflege',
  slug: { _type: 'slug', current: 'garten-grundstueckspflege' },
  category: ref(CATEGORY_IDS.aussenanlagen),
  order: 90,
  card: {
    image: image(
      'garden-care-illustration.jpg',
      'Illustration: gepflegter Garten mit frisch gemähtem Rasen und geschnittener Hecke',
      { isIllustration: true },
    ),
    description:
      'Rasen mähen, Hecken schneiden, Laub und Grünschnitt entsorgen: Wir pflegen Gärten und Außenanlagen von Privathäusern, Wohnanlagen und Betrieben – einmalig oder im Vertrag.',
    features: [
      'Rasenpflege und Heckenschnitt',
      'Laub und Grünschnitt inklusive Entsorgung',
      'Für Privat, Wohnanlagen und Gewerbe',
      'Saisonale Pflegeverträge',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: '{Name} im Harz',
      headline: '{Name} in Goslar und im Harz – gepflegt durch alle Jahreszeiten',
      subline:
        'Rasen, Hecken, Beete, Laub und Grünschnitt: Wir halten Gärten und Außenanlagen von Privathäusern, Wohnanlagen und Gewerbeobjekten in Ordnung – als einmaliger Auftrag oder mit festem Pflegevertrag über die ganze Saison.',
      highlights: [
        'Kostenlose Besichtigung vor Ort',
        'Saisonale Pflegeverträge',
        'Angebot innerhalb von {Antwortzeit}',
      ],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfordern', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
      image: image(
        'garden-care-illustration.jpg',
        'Illustration: gepflegter Garten mit frisch gemähtem Rasen und geschnittener Hecke',
        { isIllustration: true },
      ),
    },
    {
      _type: 'cardsSection',
      heading: 'Was wir auf Ihrem Grundstück übernehmen',
      intro:
        'Ein gepflegtes Grundstück ist die Visitenkarte Ihres Hauses oder Betriebs. Wir übernehmen die Arbeiten, für die Ihnen Zeit, Kraft oder Geräte fehlen.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'leaf',
          title: 'Rasenpflege',
          text: 'Regelmäßiges Mähen, Kantenschnitt, Vertikutieren und Düngen – damit der Rasen dicht und gleichmäßig wächst.',
        },
        {
          _type: 'featureItem',
          icon: 'wrench',
          title: 'Hecken- und Gehölzschnitt',
          text: 'Formschnitt im Sommer, stärkere Rückschnitte zwischen Oktober und Ende Februar – so, wie es das Naturschutzrecht vorsieht.',
        },
        {
          _type: 'featureItem',
          icon: 'trash',
          title: 'Laub und Grünschnitt',
          text: 'Wir sammeln Laub von Rasen, Wegen und Stellplätzen und entsorgen Grünschnitt fachgerecht. Sie müssen sich um nichts kümmern.',
        },
        {
          _type: 'featureItem',
          icon: 'home',
          title: 'Beete und Pflanzflächen',
          text: 'Unkraut jäten, Stauden zurückschneiden, Beete mulchen: Wir halten Pflanzflächen sauber und ansehnlich.',
        },
        {
          _type: 'featureItem',
          icon: 'building',
          title: 'Wohnanlagen und Gewerbe',
          text: 'Außenanlagen von Mehrfamilienhäusern, Bürogebäuden und Betrieben pflegen wir nach einem festen Leistungsverzeichnis – ideal für Hausverwaltungen.',
        },
        {
          _type: 'featureItem',
          icon: 'calendar',
          title: 'Saisonale Pflegeverträge',
          text: 'Sie legen fest, was wann gemacht wird. Wir kommen zuverlässig zu den vereinbarten Terminen, ohne dass Sie jedes Mal anrufen müssen.',
        },
      ],
    },
    {
      _type: 'textSection',
      eyebrow: 'Pflegevertrag',
      heading: 'Das ganze Gartenjahr aus einer Hand',
      body: richText(`
Mit einem saisonalen Pflegevertrag ist Ihr Grundstück von März bis November in festen Händen. Gemeinsam legen wir fest, welche Arbeiten in welchem Rhythmus anfallen – zum vereinbarten Festpreis.

- **Frühjahr:** Rasen vertikutieren und düngen, Beete vorbereiten, Winterschäden beseitigen
- **Sommer:** Rasen mähen, Hecken in Form schneiden, Beete jäten und wässern
- **Herbst:** Laub entfernen, Stauden und Gehölze zurückschneiden, Grünschnitt entsorgen
- **Winter:** Gehölzschnitt bis Ende Februar – und auf Wunsch unser Winterdienst für Wege und Zufahrten
`),
    },
    {
      _type: 'processSection',
      heading: 'So kommt Ihr Grundstück in gute Hände',
      intro: 'Vom ersten Rundgang bis zur regelmäßigen Pflege – klar geregelt und ohne Überraschungen.',
      steps: [
        {
          _type: 'processStep',
          title: 'Rundgang vor Ort',
          text: 'Bei einem kostenlosen Rundgang nehmen wir Flächen, Hecken und Gehölze auf und besprechen, was Ihnen wichtig ist.',
        },
        {
          _type: 'processStep',
          title: 'Pflegeplan und Festpreis',
          text: 'Innerhalb von {Antwortzeit} erhalten Sie ein Angebot mit Pflegeplan: welche Arbeiten, in welchem Rhythmus, zu welchem Festpreis.',
        },
        {
          _type: 'processStep',
          title: 'Regelmäßige Pflege',
          text: 'Unser Team kommt zu den vereinbarten Terminen, arbeitet sauber und nimmt den Grünschnitt gleich mit.',
        },
        {
          _type: 'processStep',
          title: 'Abstimmung im Jahresverlauf',
          text: 'Fällt uns etwas auf, etwa kranke Gehölze oder Sturmschäden, melden wir uns sofort und passen den Plan bei Bedarf an.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Das sagen unsere Kunden',
      intro:
        'Private Gärten, Wohnanlagen und Ferienhäuser – so erleben Kunden aus der Region unsere Grundstückspflege.',
      testimonials: [
        ref('testimonial-garten-grundstueckspflege-1'),
        ref('testimonial-garten-grundstueckspflege-2'),
        ref('testimonial-garten-grundstueckspflege-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Mehr Zeit für Ihren Garten – oder für alles andere',
      text: 'Wir übernehmen die Arbeit, Sie genießen das Ergebnis. Fordern Sie jetzt Ihr kostenloses Angebot an.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfordern', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Glanzwerk Harz für Ihre Grundstückspflege',
      intro:
        'Als Meisterbetrieb aus Goslar betreuen wir Gebäude und Außenanlagen seit {Gründungsjahr} – mit über {Erfahrungsjahre} Jahren Erfahrung und mehr als {Kundenzahl} zufriedenen Kunden.',
      items: [
        {
          _type: 'featureItem',
          icon: 'handshake',
          title: 'Alles aus einer Hand',
          text: 'Garten, Pflaster, Winterdienst und Gebäudereinigung: Für Ihr Objekt brauchen Sie nur einen Ansprechpartner.',
        },
        {
          _type: 'featureItem',
          icon: 'calendar',
          title: 'Verlässliche Termine',
          text: 'Wir kommen, wann es vereinbart ist – und sagen Bescheid, falls das Wetter einen Termin verschiebt.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Festpreise',
          text: 'Einzelauftrag oder Pflegevertrag: Sie wissen vorher genau, was Sie zahlen.',
        },
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Geschultes, versichertes Personal',
          text: 'Unser Team arbeitet sorgfältig und sicher und ist für alle Arbeiten auf Ihrem Grundstück versichert.',
        },
        {
          _type: 'featureItem',
          icon: 'map-pin',
          title: 'Regional verwurzelt',
          text: 'Goslar, Bad Harzburg, Seesen, Wernigerode, Clausthal-Zellerfeld und der ganze Harz im Umkreis von {Einsatzradius}.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Kostenloses Angebot für Ihre Garten- und Grundstückspflege',
      text: 'Erzählen Sie uns, welche Flächen wir pflegen sollen und wie oft. Sie erhalten innerhalb von {Antwortzeit} ein kostenloses, unverbindliches Angebot.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} Goslar',
    description:
      'Garten- und Grundstückspflege in Goslar und im Harz: Rasen, Hecken, Laub und Grünschnitt für Privat, Wohnanlagen und Gewerbe. Angebot in 24 h.',
    keywords: [
      'Gartenpflege Goslar',
      'Grundstückspflege Harz',
      'Heckenschnitt Bad Harzburg',
      'Rasenpflege Wernigerode',
      'Laubentfernung Seesen',
      'Gartenpflege Clausthal-Zellerfeld',
      'Grünflächenpflege Wohnanlage',
      'Pflegevertrag Außenanlagen',
    ],
  },
}
