import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-bueroreinigung-1',
    _type: 'testimonial',
    name: 'Andreas M.',
    role: 'Geschäftsführer eines Ingenieurbüros',
    town: 'Goslar',
    quote:
      'Seit wir zu Glanzwerk Harz gewechselt sind, kommt jeden Abend dasselbe Team. Wenn einmal etwas nicht passt, reicht ein Anruf – am nächsten Tag ist es erledigt.',
    rating: 5,
  },
  {
    _id: 'testimonial-bueroreinigung-2',
    _type: 'testimonial',
    name: 'Katrin S.',
    role: 'Inhaberin einer Physiotherapiepraxis',
    town: 'Seesen',
    quote:
      'Die Behandlungsräume werden nach Praxisschluss und genau nach unserem Hygieneplan gereinigt. Unsere Patientinnen und Patienten merken nur, dass immer alles gepflegt ist.',
    rating: 5,
  },
  {
    _id: 'testimonial-bueroreinigung-3',
    _type: 'testimonial',
    name: 'Jens P.',
    role: 'Filialleiter im Einzelhandel',
    town: 'Clausthal-Zellerfeld',
    quote:
      'Die Verkaufsfläche ist jeden Morgen vor Ladenöffnung sauber. Die regelmäßigen Qualitätskontrollen mit Protokoll geben uns zusätzliche Sicherheit.',
    rating: 5,
  },
]

const vacuumImage = image(
  'maintenance-cleaning-vacuum.jpg',
  'Person in roter Arbeitskleidung saugt mit einem gelben Nass-Trocken-Sauger einen gefliesten Boden vor einem grauen Sofa',
)

export const service: Seed<Service> = {
  _id: 'service-bueroreinigung',
  _type: 'service',
  title: 'Unterhaltsreinigung',
  slug: { _type: 'slug', current: 'bueroreinigung' },
  category: ref(CATEGORY_IDS.gebaeudereinigung),
  order: 20,
  card: {
    image: vacuumImage,
    description:
      'Regelmäßige Reinigung von Büros, Praxen, Kanzleien und Verkaufsräumen – nach festem Reinigungsplan, mit eingespieltem Team und laufenden Qualitätskontrollen.',
    features: [
      'Fester Reinigungsplan',
      'Eingespieltes, festes Team',
      'Regelmäßige Qualitätskontrollen',
      'Vor oder nach Ihren Geschäftszeiten',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: 'Büro- und Unterhaltsreinigung',
      headline: '{Name} in Goslar und im Harz – saubere Räume nach festem Plan',
      subline:
        'Ob Büro, Arztpraxis, Kanzlei oder Verkaufsraum: Wir reinigen Ihre Räume nach einem verbindlichen Reinigungsplan, mit einem festen Team und regelmäßigen Qualitätskontrollen durch unseren Meisterbetrieb.',
      highlights: ['Fester Reinigungsplan', 'Festes Team vor Ort', 'Angebot in {Antwortzeit}'],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
      image: image(
        'office-cleaning-open-plan-office.jpg',
        'Aufgeräumtes Großraumbüro mit langen Schreibtischreihen aus Holz, grauen Sichtschutzwänden und hellem Fliesenboden',
      ),
    },
    {
      _type: 'cardsSection',
      heading: 'Saubere Arbeitsplätze, auf die Sie sich verlassen können',
      intro:
        'Gepflegte Räume wirken auf Kunden, Patienten und Mitarbeitende gleichermaßen. Mit unserer Unterhaltsreinigung sehen Ihre Räume jeden Tag so aus, wie Sie es erwarten – ohne dass Sie sich darum kümmern müssen.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'building',
          title: 'Büros und Verwaltungen',
          text: 'Arbeitsplätze, Besprechungsräume, Teeküchen und Sanitärbereiche – gereinigt vor oder nach Ihren Geschäftszeiten.',
        },
        {
          _type: 'featureItem',
          icon: 'heart',
          title: 'Arztpraxen und Therapieräume',
          text: 'Wir reinigen nach Ihrem Hygieneplan und arbeiten mit farbcodierten Tüchern, getrennt für Behandlungs-, Warte- und Sanitärbereiche.',
        },
        {
          _type: 'featureItem',
          icon: 'lock',
          title: 'Kanzleien und Steuerbüros',
          text: 'Akten und Unterlagen bleiben unberührt. Unsere Mitarbeitenden arbeiten diskret und sind zur Verschwiegenheit verpflichtet.',
        },
        {
          _type: 'featureItem',
          icon: 'sparkles',
          title: 'Verkaufsräume und Showrooms',
          text: 'Böden, Eingangsbereiche, Theken und Umkleiden sind sauber, bevor die ersten Kunden kommen.',
        },
      ],
    },
    {
      _type: 'textSection',
      eyebrow: 'Reinigungsplan',
      heading: 'Ihr Reinigungsplan: klar geregelt, flexibel angepasst',
      body: richText(`
Grundlage jeder Unterhaltsreinigung ist ein schriftlicher Reinigungsplan. Darin legen wir gemeinsam fest, welche Räume wie oft und in welchem Umfang gereinigt werden – täglich, mehrmals pro Woche oder wöchentlich.

- **Bei jedem Einsatz:** Papierkörbe leeren, Sanitärräume und Teeküchen reinigen, Böden saugen oder feucht wischen
- **Wöchentlich:** Schreibtische, Fensterbänke, Türen, Griffe und Lichtschalter abwischen
- **Monatlich oder nach Absprache:** Heizkörper, Türrahmen, Sockelleisten und hoch gelegene Flächen

Ändert sich Ihr Bedarf – etwa durch neue Räume oder andere Arbeitszeiten –, passen wir den Plan an. Unkompliziert und weiterhin zum transparenten Festpreis.
`),
    },
    {
      _type: 'processSection',
      heading: 'In vier Schritten zur verlässlichen Unterhaltsreinigung',
      intro: 'Klar strukturiert vom ersten Gespräch bis zum ersten Einsatz – und danach ebenso verlässlich.',
      steps: [
        {
          _type: 'processStep',
          title: 'Anfrage und Erstgespräch',
          text: 'Sie nennen uns Art und Größe Ihrer Räume und Ihre Wünsche. Wir melden uns innerhalb von {Antwortzeit}.',
        },
        {
          _type: 'processStep',
          title: 'Kostenlose Bedarfsanalyse',
          text: 'Wir nehmen vor Ort Flächen, Bodenbeläge und Nutzung auf und klären, wann gereinigt werden soll.',
        },
        {
          _type: 'processStep',
          title: 'Reinigungsplan und Festpreis',
          text: 'Innerhalb von {Antwortzeit} erhalten Sie Ihren individuellen Reinigungsplan mit transparentem Festpreis.',
        },
        {
          _type: 'processStep',
          title: 'Start mit festem Team',
          text: 'Ihr festes Team beginnt zum vereinbarten Termin. Unsere Objektleitung prüft die Qualität regelmäßig vor Ort.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Was unsere Geschäftskunden sagen',
      intro: 'Büros, Praxen und Geschäfte zwischen Seesen und Wernigerode vertrauen auf unsere Unterhaltsreinigung.',
      testimonials: [
        ref('testimonial-bueroreinigung-1'),
        ref('testimonial-bueroreinigung-2'),
        ref('testimonial-bueroreinigung-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Lassen Sie uns Ihren Reinigungsplan erstellen',
      text: 'Kostenlose Bedarfsanalyse vor Ort, Festpreisangebot innerhalb von {Antwortzeit}.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Unternehmen im Harz auf uns setzen',
      intro:
        'Unterhaltsreinigung ist Vertrauenssache: Wir sind regelmäßig in Ihren Räumen, oft wenn niemand sonst da ist. Deshalb setzen wir auf feste Strukturen und klare Verantwortung.',
      items: [
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Festes Team statt wechselnder Gesichter',
          text: 'Dieselben Mitarbeitenden kennen Ihre Räume, Ihre Abläufe und Ihre Besonderheiten.',
        },
        {
          _type: 'featureItem',
          icon: 'clipboard',
          title: 'Regelmäßige Qualitätskontrollen',
          text: 'Unsere Objektleitung prüft die Reinigung anhand einer Checkliste und dokumentiert das Ergebnis.',
        },
        {
          _type: 'featureItem',
          icon: 'handshake',
          title: 'Ein fester Ansprechpartner',
          text: 'Wünsche und Änderungen klären Sie mit einer Person, die Ihr Objekt kennt.',
        },
        {
          _type: 'featureItem',
          icon: 'clock',
          title: 'Reinigung nach Ihrem Zeitplan',
          text: 'Früh am Morgen, am Abend oder am Wochenende – so, dass Ihr Betrieb ungestört bleibt.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Festpreise',
          text: 'Ein monatlicher Festpreis auf Grundlage des Reinigungsplans, ohne versteckte Posten.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Geschult und versichert',
          text: 'Unser Personal ist geschult, versichert und wird vom Gebäudereinigermeister angeleitet.',
        },
      ],
      image: vacuumImage,
    },
    {
      _type: 'inquirySection',
      heading: 'Unverbindliches Angebot für Ihre Unterhaltsreinigung',
      text: 'Erzählen Sie uns von Ihren Räumen. Wir melden uns innerhalb von {Antwortzeit} bei Ihnen – kostenlos und unverbindlich.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} & Büroreinigung in Goslar',
    description:
      'Büroreinigung und Unterhaltsreinigung für Praxen, Kanzleien und Geschäfte in Goslar und im Harz: fester Reinigungsplan, festes Team, Angebot in {Antwortzeit}.',
    keywords: [
      'Unterhaltsreinigung Goslar',
      'Büroreinigung Goslar',
      'Praxisreinigung Harz',
      'Büroreinigung Bad Harzburg',
      'Unterhaltsreinigung Wernigerode',
      'Reinigungsfirma Seesen',
      'Kanzleireinigung',
      'Gebäudereinigung Clausthal-Zellerfeld',
    ],
  },
}
