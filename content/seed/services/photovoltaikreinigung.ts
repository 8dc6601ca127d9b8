import { image, ref } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-photovoltaikreinigung-1',
    _type: 'testimonial',
    name: 'Heinrich M.',
    role: 'Landwirt',
    town: 'Seesen',
    quote:
      'Auf unserem Stalldach setzt sich Staub aus Stall und Feld schnell fest. Nach der Reinigung lag der Ertrag um rund 40 % höher als in den Wochen davor – das hat sich für uns klar gelohnt.',
    rating: 5,
  },
  {
    _id: 'testimonial-photovoltaikreinigung-2',
    _type: 'testimonial',
    name: 'Claudia B.',
    town: 'Wernigerode',
    quote:
      'Unser Haus steht unter alten Kastanien, Pollen und Blätter blieben ständig auf den Modulen liegen. Das Team kam pünktlich, hat ganz ohne Chemie gearbeitet und mir danach Fotos vom Ergebnis geschickt.',
    rating: 5,
  },
  {
    _id: 'testimonial-photovoltaikreinigung-3',
    _type: 'testimonial',
    name: 'Markus H.',
    role: 'Betriebsleiter',
    town: 'Goslar',
    quote:
      'Für die PV-Anlage auf unserer Lagerhalle brauchten wir einen Termin am Wochenende, damit der Betrieb ungestört weiterläuft. Das Angebot kam am nächsten Tag, die Reinigung lief reibungslos.',
    rating: 5,
  },
]

export const service: Seed<Service> = {
  _id: 'service-photovoltaikreinigung',
  _type: 'service',
  title: 'Photovoltaikreinigung',
  slug: { _type: 'slug', current: 'photovoltaikreinigung' },
  category: ref(CATEGORY_IDS.spezialreinigung),
  order: 70,
  card: {
    image: image('solar-panels.jpg', 'Saubere blaue Solarmodule unter blauem Himmel mit Wolken'),
    description:
      'Schonende Reinigung von Solar- und PV-Anlagen mit Osmosewasser und weichen Bürsten – ohne Chemie, für bis zu 60 % mehr Ertrag bei stark verschmutzten Modulen.',
    features: [
      'Bis zu 60 % mehr Ertrag',
      'Osmosewasser und weiche Bürsten',
      'Ohne Chemie – Herstellergarantie bleibt',
      'Für Wohnhaus, Stall und Gewerbehalle',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: '{Name} im Harz',
      headline: '{Name} in Goslar und im Harz – mehr Ertrag aus Ihrer Anlage',
      subline:
        'Staub, Pollen, Laub und Vogelkot legen sich auf die Module und kosten Strom – bei starker Verschmutzung bis zu 60 % der Leistung. Wir reinigen Ihre Anlage schonend mit demineralisiertem Wasser und weichen Bürsten, ganz ohne Chemie.',
      highlights: [
        'Bis zu 60 % mehr Ertrag',
        'Ohne Chemie – Herstellergarantie bleibt',
        'Angebot innerhalb von {Antwortzeit}',
      ],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
      image: image(
        'solar-cleaning-illustration.jpg',
        'Illustration: Reinigung von Solarmodulen auf einem Hausdach mit Wasser und weicher Bürste',
        { isIllustration: true },
      ),
    },
    {
      _type: 'cardsSection',
      heading: 'Warum sich eine PV-Reinigung lohnt',
      intro:
        'Regen allein reicht nicht: Er spült den Schmutz an die untere Rahmenkante, wo er sich festsetzt und die Zellen dauerhaft verschattet. Besonders in der Nähe von Feldern, Ställen, Bäumen und Straßen verlieren Module so Jahr für Jahr an Leistung.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'trending-up',
          title: 'Bis zu 60 % mehr Ertrag',
          text: 'Verschmutzte Module verlieren je nach Lage und Grad der Verschmutzung bis zu 60 % ihrer Leistung. Nach der Reinigung holen Sie wieder heraus, was Ihre Anlage kann.',
        },
        {
          _type: 'featureItem',
          icon: 'droplet',
          title: 'Osmosewasser statt Chemie',
          text: 'Wir reinigen mit demineralisiertem Wasser. Es löst den Schmutz, trocknet ohne Kalkflecken ab und hinterlässt keine Rückstände auf dem Glas.',
        },
        {
          _type: 'featureItem',
          icon: 'sparkles',
          title: 'Weiche Bürsten statt Hochdruck',
          text: 'Bürsten mit weichen Borsten schonen Glas und Beschichtung. Auf Hochdruck, der Dichtungen und Rahmen schaden kann, verzichten wir.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Herstellergarantie bleibt erhalten',
          text: 'Ohne Reinigungsmittel und ohne Hochdruck gehen wir so vor, wie es Modulhersteller empfehlen. Ihre Garantie bleibt unberührt.',
        },
        {
          _type: 'featureItem',
          icon: 'factory',
          title: 'Anlagen jeder Größe',
          text: 'Ob Einfamilienhaus, Stalldach, Gewerbehalle oder Carport – wir reinigen kleine Dachanlagen ebenso wie große Flächen.',
        },
        {
          _type: 'featureItem',
          icon: 'search',
          title: 'Sichtprüfung inklusive',
          text: 'Fallen uns bei der Reinigung Glasbruch, lose Kabel oder Verfärbungen auf, melden wir Ihnen das mit Foto.',
        },
      ],
    },
    {
      _type: 'beforeAfterSection',
      heading: 'Vorher und nachher: freie Sicht für die Sonne',
      intro: 'Ziehen Sie den Regler zur Seite und sehen Sie, wie viel Licht eine Schmutzschicht den Zellen nimmt.',
      before: image(
        'solar-panels-before-illustration.jpg',
        'Illustration: Solarmodule mit Staub, Blütenpollen und Vogelkot verschmutzt',
        { isIllustration: true },
      ),
      after: image('solar-panels.jpg', 'Saubere, glänzende Solarmodule unter blauem Himmel'),
      beforeLabel: 'Vorher',
      afterLabel: 'Nachher',
      caption: 'Hinweis: Das Vorher-Bild ist eine digital bearbeitete Illustration, das Nachher-Bild ein Beispielfoto.',
    },
    {
      _type: 'processSection',
      heading: 'So reinigen wir Ihre Photovoltaikanlage',
      intro: 'Sicher, schonend und nachvollziehbar – vom ersten Blick aufs Dach bis zum Bericht.',
      steps: [
        {
          _type: 'processStep',
          title: 'Anlage begutachten',
          text: 'Bei einer kostenlosen Besichtigung klären wir Anlagengröße, Dachneigung, Zugang und Verschmutzungsgrad. Gern sehen wir uns auch Ihre Ertragsdaten an.',
        },
        {
          _type: 'processStep',
          title: 'Festpreis in {Antwortzeit}',
          text: 'Innerhalb von {Antwortzeit} erhalten Sie ein Angebot zum Festpreis – einschließlich Anfahrt und Sicherungstechnik.',
        },
        {
          _type: 'processStep',
          title: 'Schonende Reinigung',
          text: 'Mit Osmosewasser und weichen Bürsten reinigen wir Modul für Modul. Auf dem Dach arbeiten wir mit Absturzsicherung, bei Bedarf mit Hubarbeitsbühne.',
        },
        {
          _type: 'processStep',
          title: 'Kontrolle und Fotobericht',
          text: 'Nach dem Abtrocknen prüfen wir das Ergebnis und schicken Ihnen Fotos. Den Unterschied sehen Sie in den nächsten Sonnentagen an Ihrem Wechselrichter.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Erfahrungen unserer Kunden',
      intro: 'Vom Einfamilienhaus bis zum Stalldach – das sagen Anlagenbetreiber aus der Region.',
      testimonials: [
        ref('testimonial-photovoltaikreinigung-1'),
        ref('testimonial-photovoltaikreinigung-2'),
        ref('testimonial-photovoltaikreinigung-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Holen Sie wieder mehr aus Ihrer Anlage heraus',
      text: 'Lassen Sie Ihre Module reinigen, bevor die ertragsstarken Monate beginnen. Die Besichtigung ist kostenlos und unverbindlich.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Glanzwerk Harz für Ihre PV-Reinigung',
      intro:
        'Eine Photovoltaikanlage ist eine Investition für Jahrzehnte. Wir behandeln sie mit der Sorgfalt, die sie verdient.',
      items: [
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Meisterbetrieb seit {Gründungsjahr}',
          text: 'Über {Erfahrungsjahre} Jahre Erfahrung in der Gebäudereinigung und Auszeichnungen auf Landes- und Bundesebene.',
        },
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Geschult und versichert',
          text: 'Unser Team ist für Arbeiten auf dem Dach geschult und für alle Einsätze versichert.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Festpreise',
          text: 'Sie kennen den Preis vor dem Einsatz – ohne Zuschläge für Anfahrt oder Sicherungstechnik.',
        },
        {
          _type: 'featureItem',
          icon: 'calendar',
          title: 'Termine nach Ihrem Bedarf',
          text: 'Im Frühjahr, nach der Pollenzeit oder nach der Ernte – auf Wunsch erinnern wir Sie an die nächste Reinigung.',
        },
        {
          _type: 'featureItem',
          icon: 'map-pin',
          title: 'Regional für Sie da',
          text: 'Goslar, Bad Harzburg, Seesen, Wernigerode, Clausthal-Zellerfeld und im gesamten Harz.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Kostenloses Angebot für Ihre PV-Reinigung',
      text: 'Nennen Sie uns Anlagengröße (Anzahl der Module oder kWp), Dachart und Ort. Wir antworten innerhalb von {Antwortzeit} mit einem kostenlosen, unverbindlichen Angebot.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} Goslar & Harz',
    description:
      'PV-Reinigung in Goslar und im Harz: schonend mit Osmosewasser, ohne Chemie, Herstellergarantie bleibt. Bis zu 60 % mehr Ertrag. Angebot in 24 h.',
    keywords: [
      'Photovoltaikreinigung Goslar',
      'PV-Anlage reinigen Harz',
      'Solaranlage reinigen Wernigerode',
      'Solarreinigung Bad Harzburg',
      'PV-Reinigung Seesen',
      'Solarmodule reinigen Osmosewasser',
      'Photovoltaik Ertrag steigern',
      'PV-Reinigung Stalldach',
    ],
  },
}
