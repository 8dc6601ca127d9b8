import type { HomePage, Testimonial } from '@/lib/sanity/sanity.types'
import { image, ref, richText } from '../builders'
import type { Seed } from '../types'

export const homeTestimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-home-1',
    _type: 'testimonial',
    name: 'Martina S.',
    role: 'Hausverwaltung',
    town: 'Goslar',
    quote:
      'Seit vier Jahren betreut Glanzwerk Harz unsere Wohnanlagen. Die Treppenhäuser sind immer tadellos, und wenn einmal etwas ist, ruft der Meister persönlich zurück.',
    rating: 5,
  },
  {
    _id: 'testimonial-home-2',
    _type: 'testimonial',
    name: 'Dr. Frank W.',
    role: 'Zahnarztpraxis',
    town: 'Bad Harzburg',
    quote:
      'Hygiene ist in unserer Praxis das A und O. Das Team arbeitet abends nach Plan, gründlich und absolut diskret – wir mussten nie nachbessern lassen.',
    rating: 5,
  },
  {
    _id: 'testimonial-home-3',
    _type: 'testimonial',
    name: 'Jens R.',
    role: 'Geschäftsführer, Autohaus',
    town: 'Seesen',
    quote:
      'Glasfassade, Showroom und Werkstatt aus einer Hand: Das Angebot kam am nächsten Tag, der Preis war fest, und die Scheiben glänzen seitdem streifenfrei.',
    rating: 5,
  },
  {
    _id: 'testimonial-home-4',
    _type: 'testimonial',
    name: 'Elke und Dieter M.',
    town: 'Wernigerode',
    quote:
      'Nach dem Umbau unseres Hauses war alles voller Staub. Zwei Tage später konnten wir in ein blitzsauberes Zuhause einziehen. Sehr freundlich und zuverlässig!',
    rating: 5,
  },
]

export const homePage: Seed<HomePage> = {
  _id: 'homePage',
  _type: 'homePage',
  title: 'Startseite',
  sections: [
    {
      _type: 'heroSection',
      eyebrow: 'Meisterbetrieb seit {Gründungsjahr}',
      headline: 'Ihr Meisterbetrieb für Gebäudereinigung in Goslar und im Harz',
      subline:
        'Von der Unterhaltsreinigung über Glas und Fassade bis zum Winterdienst: Wir halten Büros, Praxen, Wohnanlagen und Betriebe sauber – mit festen Ansprechpartnern, geschultem Personal und transparenten Festpreisen.',
      action: { _type: 'callToAction', label: 'Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      image: image(
        'hero-modern-office-interior.jpg',
        'Heller, moderner Büroraum mit großen Fenstern und sauberem Boden',
      ),
    },
    {
      _type: 'serviceGridSection',
      eyebrow: 'Leistungen',
      heading: 'Unsere Leistungen',
      intro:
        'Fünfzehn Leistungen, ein Ansprechpartner: Wir reinigen und pflegen Ihr Gebäude innen wie außen – regelmäßig oder genau dann, wenn Sie uns brauchen.',
      selection: 'featured',
      services: [
        ref('service-glas-fensterreinigung'),
        ref('service-bueroreinigung'),
        ref('service-treppenhausreinigung'),
        ref('service-grund-sonderreinigung'),
        ref('service-hausmeisterdienst'),
        ref('service-winterdienst'),
      ],
      allServicesLabel: 'Alle Leistungen ansehen',
    },
    {
      _type: 'textSection',
      eyebrow: 'Wer wir sind',
      heading: 'Handwerk mit Meisterbrief – und mit Herz für den Harz',
      body: richText(`
Glanzwerk Harz wurde {Gründungsjahr} in Goslar gegründet. Hinter uns steht ein Gebäudereinigermeister mit über {Erfahrungsjahre} Jahren Erfahrung und ein Team, das die Region kennt – von der Altstadt in Goslar bis zu den Betrieben in Seesen und Wernigerode.

Wir arbeiten nach festen Plänen, kontrollieren unsere Qualität selbst und halten, was wir zusagen. Für unsere Arbeit wurden wir auf Landes- und Bundesebene ausgezeichnet.
`),
      items: [
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Meisterbetrieb',
          text: 'Ausgezeichnet auf Landes- und Bundesebene',
        },
        {
          _type: 'featureItem',
          icon: 'users',
          title: '{Kundenzahl}+ zufriedene Kunden',
          text: 'Privat, Gewerbe, Hausverwaltungen und Industrie',
        },
        {
          _type: 'featureItem',
          icon: 'clock',
          title: 'Angebot in {Antwortzeit}',
          text: 'Kostenlos und unverbindlich nach Besichtigung',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Geschult und versichert',
          text: 'Festangestelltes Personal mit Betriebshaftpflicht',
        },
      ],
      image: image('maintenance-cleaning-vacuum.jpg', 'Staubsauger auf einem hellen Teppichboden in einem Büro'),
      action: { _type: 'callToAction', label: 'Mehr über uns', kind: 'page', page: ref('aboutPage') },
    },
    {
      _type: 'applicationCtaSection',
      heading: 'In 60 Sekunden beworben',
      text: 'Sie suchen einen sicheren Job in Goslar und Umgebung? Minijob, Teilzeit oder Vollzeit – drei kurze Schritte, kein Anschreiben, kein Lebenslauf. Wir melden uns innerhalb von {Bewerbungsfrist}.',
      buttonLabel: 'Jetzt schnell bewerben',
    },
    {
      _type: 'testimonialsSection',
      eyebrow: 'Kundenstimmen',
      heading: 'Das sagen unsere Kunden',
      intro: 'Über {Kundenzahl} Kundinnen und Kunden im Harz vertrauen uns – hier erzählen einige, warum.',
      testimonials: homeTestimonials.map(({ _id }) => ref(_id)),
      layout: 'carousel',
    },
    {
      _type: 'inquirySection',
      heading: 'Kostenloses Angebot anfordern',
      text: 'Beschreiben Sie uns kurz Ihr Objekt und Ihren Wunsch. Wir melden uns innerhalb von {Antwortzeit} mit einem unverbindlichen Angebot oder einem Termin zur kostenlosen Besichtigung.',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Gebäudereinigung in Goslar & im Harz – Meisterbetrieb',
    description:
      'Meisterbetrieb für Gebäudereinigung in Goslar: Unterhalts-, Glas- und Treppenhausreinigung, Hausmeister- und Winterdienst. Kostenloses Angebot in {Antwortzeit}.',
    keywords: ['Gebäudereinigung Goslar', 'Reinigungsfirma Harz', 'Meisterbetrieb', 'Bad Harzburg', 'Wernigerode'],
  },
}
