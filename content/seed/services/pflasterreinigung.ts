import { image, ref } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-pflasterreinigung-1',
    _type: 'testimonial',
    name: 'Sabine K.',
    town: 'Bad Harzburg',
    quote:
      'Unsere Hofeinfahrt war nach 15 Jahren grün vor Moos, und in den Fugen wuchs das Unkraut. Jetzt sind die Steine wieder hell, die Fugen frisch gefüllt – und dank der Imprägnierung perlt der Regen einfach ab.',
    rating: 5,
  },
  {
    _id: 'testimonial-pflasterreinigung-2',
    _type: 'testimonial',
    name: 'Thomas W.',
    role: 'Hausverwaltung',
    town: 'Goslar',
    quote:
      'Für drei Wohnanlagen haben wir Zuwege und Stellplätze reinigen und neu verfugen lassen. Das Angebot kam am nächsten Tag, die Termine wurden vorab mit den Mietern abgestimmt, und am Ende gab es keine einzige Beschwerde.',
    rating: 5,
  },
  {
    _id: 'testimonial-pflasterreinigung-3',
    _type: 'testimonial',
    name: 'Monika R.',
    town: 'Seesen',
    quote:
      'Bei unserer Natursteinterrasse hatte ich Sorge, dass der Hochdruck die Oberfläche beschädigt. Das Team hat erst an einer unauffälligen Stelle getestet und den Druck angepasst. Das Ergebnis ist wunderbar.',
    rating: 5,
  },
]

export const service: Seed<Service> = {
  _id: 'service-pflasterreinigung',
  _type: 'service',
  title: 'Pflasterreinigung',
  slug: { _type: 'slug', current: 'pflasterreinigung' },
  category: ref(CATEGORY_IDS.aussenanlagen),
  order: 60,
  card: {
    image: image(
      'clean-paved-driveway-modern-house.jpg',
      'Saubere, hell gepflasterte Einfahrt vor einem modernen Einfamilienhaus mit Carport',
    ),
    description:
      'Gründliche Reinigung von Einfahrten, Terrassen und Wegen – Moos und Unkraut raus aus den Fugen, Neuverfugung und auf Wunsch eine schützende Imprägnierung.',
    features: [
      'Einfahrten, Terrassen, Wege und Höfe',
      'Moos und Unkraut aus den Fugen entfernen',
      'Neuverfugung mit passendem Material',
      'Imprägnierung auf Wunsch',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: '{Name} in Goslar und im Harz',
      headline: '{Name} in Goslar und im Harz – saubere Flächen, feste Fugen',
      subline:
        'Moos, Algen und Unkraut lassen Einfahrten und Terrassen schnell alt aussehen und machen sie bei Nässe rutschig. Wir reinigen Ihr Pflaster schonend und gründlich, erneuern die Fugen und schützen die Fläche auf Wunsch mit einer Imprägnierung.',
      highlights: ['Kostenlose Besichtigung vor Ort', 'Angebot innerhalb von {Antwortzeit}', 'Transparente Festpreise'],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
      image: image(
        'paving-cleaning-pressure-washer.jpg',
        'Reinigungskraft in Warnkleidung reinigt breite Steinstufen mit einem Hochdruckreiniger',
      ),
    },
    {
      _type: 'cardsSection',
      heading: 'Was wir für Ihr Pflaster tun',
      intro:
        'Jede Fläche ist anders: Betonstein verträgt mehr als weicher Sandstein, eine Terrasse braucht eine andere Fuge als eine befahrene Einfahrt. Deshalb stimmen wir Verfahren und Material auf Ihr Pflaster ab.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'sparkles',
          title: 'Schonende Tiefenreinigung',
          text: 'Mit Flächenreiniger und einem auf den Stein abgestimmten Wasserdruck lösen wir Schmutz, Moos und Algen aus den Poren, ohne die Oberfläche aufzurauen.',
        },
        {
          _type: 'featureItem',
          icon: 'leaf',
          title: 'Fugen frei von Moos und Unkraut',
          text: 'Bewuchs entfernen wir mechanisch bis tief in die Fuge – ohne Unkrautvernichter, die auf gepflasterten Flächen ohnehin nicht erlaubt sind.',
        },
        {
          _type: 'featureItem',
          icon: 'wrench',
          title: 'Neuverfugung',
          text: 'Nach der Reinigung füllen wir die Fugen mit Fugensand, Splitt oder wasserdurchlässigem Fugenmörtel neu. Das stabilisiert die Steine und erschwert neuen Bewuchs.',
        },
        {
          _type: 'featureItem',
          icon: 'droplet',
          title: 'Imprägnierung auf Wunsch',
          text: 'Eine Imprägnierung macht die Oberfläche wasser- und schmutzabweisend. Die Fläche bleibt länger sauber, und Flecken lassen sich leichter entfernen.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Weniger Rutschgefahr',
          text: 'Grünbelag macht Wege und Treppen bei Nässe glatt. Eine saubere Fläche ist sicherer – für Ihre Familie, Ihre Mieter und Ihre Besucher.',
        },
        {
          _type: 'featureItem',
          icon: 'home',
          title: 'Für jedes Pflaster',
          text: 'Betonstein, Naturstein, Klinker oder Terrassenplatten: Wir prüfen das Material vor Ort und wählen das passende Verfahren.',
        },
      ],
    },
    {
      _type: 'beforeAfterSection',
      heading: 'Der Unterschied auf einen Blick',
      intro:
        'Ziehen Sie den Regler zur Seite und vergleichen Sie eine vermooste Pflasterfläche mit einer gereinigten Einfahrt.',
      before: image(
        'paving-before-illustration.jpg',
        'Illustration: vermooste, grünlich verfärbte Pflasterfläche mit Unkraut in den Fugen',
        { isIllustration: true },
      ),
      after: image(
        'clean-paved-driveway-modern-house.jpg',
        'Saubere, hell gepflasterte Einfahrt vor einem modernen Einfamilienhaus',
      ),
      beforeLabel: 'Vorher',
      afterLabel: 'Nachher',
      caption: 'Hinweis: Das Vorher-Bild ist eine digital bearbeitete Illustration, das Nachher-Bild ein Beispielfoto.',
    },
    {
      _type: 'processSection',
      heading: 'So läuft Ihre Pflasterreinigung ab',
      intro: 'Von der ersten Besichtigung bis zur fertig verfugten Fläche – in vier klaren Schritten.',
      steps: [
        {
          _type: 'processStep',
          title: 'Kostenlose Besichtigung',
          text: 'Wir sehen uns Fläche, Steinart und Fugen vor Ort an, messen aus und klären mit Ihnen, ob eine Neuverfugung oder Imprägnierung sinnvoll ist.',
        },
        {
          _type: 'processStep',
          title: 'Festpreisangebot in {Antwortzeit}',
          text: 'Sie erhalten innerhalb von {Antwortzeit} ein schriftliches Angebot zum Festpreis, in dem jede Leistung einzeln aufgeführt ist.',
        },
        {
          _type: 'processStep',
          title: 'Reinigung der Fläche',
          text: 'Wir kratzen die Fugen aus, reinigen die Steine mit angepasstem Druck und spülen Schlamm und Rückstände gründlich ab. Fassaden und Beete schützen wir vor Spritzwasser.',
        },
        {
          _type: 'processStep',
          title: 'Neuverfugung und Schutz',
          text: 'Ist die Fläche abgetrocknet, verfugen wir neu und tragen auf Wunsch die Imprägnierung auf. Zum Schluss gehen wir die Fläche gemeinsam mit Ihnen ab.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Das sagen unsere Kunden',
      intro:
        'Einfahrten, Terrassen und Höfe in der Region – drei Stimmen von Kunden, deren Pflaster wir gereinigt haben.',
      testimonials: [
        ref('testimonial-pflasterreinigung-1'),
        ref('testimonial-pflasterreinigung-2'),
        ref('testimonial-pflasterreinigung-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Ihre Einfahrt verdient einen zweiten Blick',
      text: 'Vereinbaren Sie eine kostenlose Besichtigung – wir sagen Ihnen ehrlich, was Ihre Fläche braucht und was nicht.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Glanzwerk Harz für Ihre Pflasterreinigung',
      intro:
        'Als Meisterbetrieb der Gebäudereinigung sind wir seit {Gründungsjahr} in Goslar und im Umkreis von {Einsatzradius} für private und gewerbliche Kunden im Einsatz.',
      items: [
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Meisterbetrieb mit Auszeichnungen',
          text: 'Über {Erfahrungsjahre} Jahre Erfahrung in der Gebäudereinigung, ausgezeichnet auf Landes- und Bundesebene.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Festpreise',
          text: 'Der Preis steht fest, bevor wir anfangen. Keine versteckten Zuschläge, keine Überraschungen auf der Rechnung.',
        },
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Geschultes, versichertes Personal',
          text: 'Unser Team kennt die Eigenheiten der verschiedenen Steinarten und ist für alle Arbeiten versichert.',
        },
        {
          _type: 'featureItem',
          icon: 'map-pin',
          title: 'In der ganzen Region',
          text: 'Goslar, Bad Harzburg, Seesen, Wernigerode, Clausthal-Zellerfeld und der übrige Harz – kurze Wege, flexible Termine.',
        },
        {
          _type: 'featureItem',
          icon: 'handshake',
          title: '{Kundenzahl}+ zufriedene Kunden',
          text: 'Private Haushalte, Hausverwaltungen und Gewerbebetriebe vertrauen auf unsere Arbeit.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Kostenloses Angebot für Ihre Pflasterreinigung',
      text: 'Beschreiben Sie uns kurz Ihre Fläche, gern mit ungefährer Größe und Steinart. Wir melden uns innerhalb von {Antwortzeit} mit einem kostenlosen, unverbindlichen Angebot oder einem Terminvorschlag für die Besichtigung.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} Goslar & Harz',
    description:
      'Pflasterreinigung in Goslar und im Harz: Einfahrten, Terrassen und Wege reinigen, Fugen erneuern, imprägnieren. Festpreisangebot in {Antwortzeit}.',
    keywords: [
      'Pflasterreinigung Goslar',
      'Terrassenreinigung Harz',
      'Einfahrt reinigen Bad Harzburg',
      'Pflasterreinigung Seesen',
      'Steinreinigung Wernigerode',
      'Pflaster neu verfugen',
      'Moos entfernen Pflaster',
      'Pflaster imprägnieren',
    ],
  },
}
