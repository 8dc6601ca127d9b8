import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-grund-sonderreinigung-1',
    _type: 'testimonial',
    name: 'Andrea S.',
    role: 'Hausverwaltung',
    town: 'Goslar',
    quote:
      'Nach einem Rohrbruch am Samstagabend stand der Keller eines unserer Mehrfamilienhäuser unter Wasser. Noch in der Nacht war das Team vor Ort, hat das Wasser abgesaugt und alles mit Fotos für die Versicherung dokumentiert.',
    rating: 5,
  },
  {
    _id: 'testimonial-grund-sonderreinigung-2',
    _type: 'testimonial',
    name: 'Jürgen P.',
    role: 'Praxisinhaber',
    town: 'Bad Harzburg',
    quote:
      'Grundreinigung und neue Beschichtung der Böden in unserer Praxis wurden an einem Wochenende erledigt. Am Montag konnten wir ganz normal öffnen, und die Patienten haben den Unterschied sofort bemerkt.',
    rating: 5,
  },
  {
    _id: 'testimonial-grund-sonderreinigung-3',
    _type: 'testimonial',
    name: 'Lena T.',
    town: 'Clausthal-Zellerfeld',
    quote:
      'Vor der Wohnungsübergabe blieb mir kaum Zeit. Die Endreinigung war so gründlich, dass der Vermieter nichts zu beanstanden hatte – und der vereinbarte Festpreis blieb genau so.',
    rating: 5,
  },
]

export const service: Seed<Service> = {
  _id: 'service-grund-sonderreinigung',
  _type: 'service',
  title: 'Grund- & Sonderreinigung',
  slug: { _type: 'slug', current: 'grund-sonderreinigung' },
  category: ref(CATEGORY_IDS.spezialreinigung),
  order: 80,
  card: {
    image: image('cleaning-equipment-mop.jpg', 'Wischmopp mit Baumwollbezug auf einem glänzenden Holzboden'),
    description:
      'Wenn die normale Reinigung nicht mehr reicht: Grundreinigung und Beschichtung von Böden, Desinfektion, Reinigung nach Renovierung, Auszug oder Wasserschaden.',
    features: [
      'Grundreinigung und Bodenbeschichtung',
      'Desinfektion von Flächen und Räumen',
      'Nach Renovierung und Auszug',
      '24/7-Notdienst bei Wasserschäden',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: '{Name} im Harz',
      headline: '{Name} in Goslar – wenn die normale Reinigung nicht mehr reicht',
      subline:
        'Festgetretener Schmutz, alte Pflegefilme, Baustaub oder ein Wasserschaden: Wir bringen Räume gründlich in Ordnung – mit Maschinen, Fachwissen und den passenden Mitteln für jeden Belag. Bei Wasserschäden sind wir rund um die Uhr für Sie erreichbar.',
      highlights: [
        'Kostenlose Besichtigung vor Ort',
        '24/7-Notdienst bei Wasserschäden',
        'Angebot innerhalb von {Antwortzeit}',
      ],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '24/7-Notdienst bei Wasserschäden',
      image: image(
        'deep-cleaning-disinfection.jpg',
        'Person in weißem Schutzanzug und blauen Handschuhen desinfiziert eine Küchenarbeitsplatte mit Drucksprühflasche und Tuch',
      ),
    },
    {
      _type: 'cardsSection',
      heading: 'Unsere Leistungen in der Grund- und Sonderreinigung',
      intro:
        'Eine Grundreinigung geht dorthin, wo die tägliche Unterhaltsreinigung nicht hinkommt. Sonderreinigungen übernehmen wir, wenn ein besonderer Anlass schnelles und sorgfältiges Handeln verlangt.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'broom',
          title: 'Grundreinigung von Böden',
          text: 'Wir entfernen alte Pflegefilme, Wachsschichten und tief sitzenden Schmutz von PVC, Linoleum, Fliesen und Naturstein – maschinell und materialgerecht.',
        },
        {
          _type: 'featureItem',
          icon: 'sparkles',
          title: 'Beschichtung und Einpflege',
          text: 'Nach der Grundreinigung tragen wir eine passende Beschichtung oder Erstpflege auf. Sie schützt den Belag und erleichtert die tägliche Reinigung.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Desinfektion',
          text: 'Flächen- und Kontaktpunktdesinfektion für Praxen, Küchen, Sanitärbereiche und Gemeinschaftsräume – mit Mitteln, die zum Einsatzbereich passen.',
        },
        {
          _type: 'featureItem',
          icon: 'wrench',
          title: 'Reinigung nach Renovierung',
          text: 'Feiner Staub, Farbspritzer und Mörtelreste: Wir reinigen nach Umbau und Renovierung, bis die Räume wieder bezugsfertig sind.',
        },
        {
          _type: 'featureItem',
          icon: 'home',
          title: 'Reinigung bei Auszug und Übergabe',
          text: 'Für Mieter, Vermieter und Hausverwaltungen: gründliche Endreinigung vor der Wohnungsübergabe, Küche, Bad und Böden inklusive.',
        },
        {
          _type: 'featureItem',
          icon: 'droplet',
          title: 'Wasserschadenbeseitigung',
          text: 'Wir saugen Wasser ab, entfernen Schlamm und Verschmutzungen und reinigen und desinfizieren die betroffenen Flächen – im Notfall rund um die Uhr.',
        },
      ],
    },
    {
      _type: 'textSection',
      eyebrow: '24/7-Notdienst',
      heading: 'Wasserschaden? Wir sind rund um die Uhr für Sie da',
      body: richText(`
Ein geplatztes Rohr, ein Rückstau nach Starkregen oder eine ausgelaufene Waschmaschine: Bei einem Wasserschaden zählt jede Stunde. Je länger Wasser in Böden und Wänden steht, desto größer werden die Folgeschäden – bis hin zu Schimmel.

Unser **24/7-Notdienst** ist an jedem Tag des Jahres erreichbar, auch nachts, am Wochenende und an Feiertagen. Wir kommen so schnell wie möglich zu Ihnen – in Goslar und im gesamten Harz – und übernehmen:

- Abpumpen und Absaugen von stehendem Wasser
- Entfernen von Schlamm, Schmutz und durchnässtem Material
- Reinigung und Desinfektion der betroffenen Flächen
- Fotodokumentation des Schadens für Ihre Versicherung
- Abstimmung der weiteren Trocknung und Sanierung mit Ihnen und den beteiligten Fachbetrieben

**Was Sie sofort tun können:** Wasserzufuhr abstellen, Strom in den betroffenen Räumen abschalten und den Schaden mit Fotos festhalten. Melden Sie den Schaden außerdem zeitnah Ihrer Versicherung.
`),
    },
    {
      _type: 'processSection',
      heading: 'So gehen wir vor',
      intro: 'Ob geplante Grundreinigung oder akuter Notfall – Sie wissen bei uns immer, was als Nächstes passiert.',
      steps: [
        {
          _type: 'processStep',
          title: 'Besichtigung und Bestandsaufnahme',
          text: 'Wir sehen uns Räume, Beläge und Verschmutzung kostenlos vor Ort an. Bei einem Wasserschaden beginnen wir direkt mit den Sofortmaßnahmen.',
        },
        {
          _type: 'processStep',
          title: 'Angebot innerhalb von {Antwortzeit}',
          text: 'Sie erhalten einen transparenten Festpreis mit allen Arbeitsschritten, den eingesetzten Mitteln und dem geplanten Zeitaufwand.',
        },
        {
          _type: 'processStep',
          title: 'Gründliche Durchführung',
          text: 'Unser geschultes Team arbeitet mit Einscheibenmaschine, Nasssauger und materialgerechten Mitteln – auf Wunsch abends oder am Wochenende.',
        },
        {
          _type: 'processStep',
          title: 'Abnahme und Pflegetipps',
          text: 'Gemeinsam prüfen wir das Ergebnis. Sie erhalten Hinweise, wie Sie Böden und Flächen im Alltag richtig pflegen, damit das Ergebnis lange hält.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Das sagen unsere Kunden',
      intro: 'Vom Notfall in der Nacht bis zur geplanten Bodensanierung – Erfahrungen aus der Region.',
      testimonials: [
        ref('testimonial-grund-sonderreinigung-1'),
        ref('testimonial-grund-sonderreinigung-2'),
        ref('testimonial-grund-sonderreinigung-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Sonderfall? Wir finden die passende Lösung',
      text: 'Schildern Sie uns Ihre Situation. Bei einem Wasserschaden erreichen Sie uns auch nachts, am Wochenende und an Feiertagen.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '24/7-Notdienst bei Wasserschäden',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Glanzwerk Harz für Grund- und Sonderreinigung',
      intro:
        'Sonderreinigungen verlangen Erfahrung: Das falsche Mittel kann einen Belag dauerhaft beschädigen. Als Meisterbetrieb wissen wir, was welcher Boden verträgt.',
      items: [
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Meisterbetrieb mit Auszeichnungen',
          text: 'Über {Erfahrungsjahre} Jahre Erfahrung in der Gebäudereinigung, ausgezeichnet auf Landes- und Bundesebene.',
        },
        {
          _type: 'featureItem',
          icon: 'clock',
          title: '24/7 bei Wasserschäden',
          text: 'Im Notfall sind wir rund um die Uhr erreichbar – an jedem Tag des Jahres.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Festpreise',
          text: 'Sie wissen vor Beginn der Arbeiten, was die Reinigung kostet. Ohne versteckte Zuschläge.',
        },
        {
          _type: 'featureItem',
          icon: 'lock',
          title: 'Diskret und zuverlässig',
          text: 'Ob Privatwohnung, Praxis oder Geschäftsräume: Wir arbeiten zurückhaltend und behandeln alles, was wir sehen, vertraulich.',
        },
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Geschultes, versichertes Personal',
          text: 'Unser Team ist im Umgang mit Maschinen, Beschichtungen und Desinfektionsmitteln geschult und für alle Einsätze versichert.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Kostenloses Angebot für Ihre Grund- oder Sonderreinigung',
      text: 'Beschreiben Sie kurz, worum es geht: Fläche, Belag und Anlass. Wir melden uns innerhalb von {Antwortzeit} mit einem kostenlosen, unverbindlichen Angebot. Bei einem akuten Wasserschaden rufen Sie bitte direkt unseren Notdienst an.',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Grundreinigung & Wasserschaden Goslar',
    description:
      'Grund- und Sonderreinigung in Goslar und im Harz: Bodenbeschichtung, Desinfektion, Reinigung nach Renovierung und Wasserschaden. 24/7-Notdienst.',
    keywords: [
      'Grundreinigung Goslar',
      'Sonderreinigung Harz',
      'Wasserschaden Reinigung Goslar',
      'Notdienst Wasserschaden Harz',
      'Bodenbeschichtung Bad Harzburg',
      'Desinfektion Wernigerode',
      'Endreinigung Wohnungsübergabe Clausthal-Zellerfeld',
      'Reinigung nach Renovierung Seesen',
    ],
  },
}
