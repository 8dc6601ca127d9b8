import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-bauschlussreinigung-1',
    _type: 'testimonial',
    name: 'Stefan L.',
    role: 'Projektleiter, Bauträger',
    town: 'Wernigerode',
    quote:
      'Bei unserem Mehrfamilienhaus mit zwölf Wohnungen hat Glanzwerk Harz Grob- und Endreinigung übernommen. Die Termine passten genau in unseren Bauzeitenplan, und die Abnahme lief ohne Beanstandung.',
    rating: 5,
  },
  {
    _id: 'testimonial-bauschlussreinigung-2',
    _type: 'testimonial',
    name: 'Katrin M.',
    role: 'Architektin',
    town: 'Goslar',
    quote:
      'Ich empfehle Glanzwerk Harz meinen Bauherren inzwischen regelmäßig. Zementschleier, Farbspritzer und Etiketten sind nach der Feinreinigung verschwunden, und die empfindlichen Oberflächen bleiben heil.',
    rating: 5,
  },
  {
    _id: 'testimonial-bauschlussreinigung-3',
    _type: 'testimonial',
    name: 'Daniel und Lena S.',
    role: 'Private Bauherren',
    town: 'Seesen',
    quote:
      'Nach einem Jahr Bauzeit wollten wir nur noch einziehen. Zwei Tage nach der Reinigung standen die Möbel – in einem Haus ohne Baustaub, mit klaren Fenstern und sauberen Fugen.',
    rating: 5,
  },
]

export const service: Seed<Service> = {
  _id: 'service-bauschlussreinigung',
  _type: 'service',
  title: 'Bauschlussreinigung',
  slug: { _type: 'slug', current: 'bauschlussreinigung' },
  category: ref(CATEGORY_IDS.gebaeudereinigung),
  order: 130,
  card: {
    image: image(
      'post-construction-cleaning.jpg',
      'Nasssauger mit Schlauch und ein Handfeger auf dem Holzboden eines hellen, leeren Raums',
    ),
    description:
      'Grob-, Fein- und Bauendreinigung für Neubau, Umbau und Sanierung – termingerecht und übergabefertig für Bauträger, Architekten und private Bauherren.',
    features: [
      'Grob-, Fein- und Bauendreinigung',
      'Abgestimmt auf Ihren Bauzeitenplan',
      'Übergabefertig zum Abnahmetermin',
      'Schonend für neue Oberflächen',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: '{Name}',
      headline: '{Name} in Goslar und im Harz – bezugsfertig zur Übergabe',
      subline:
        'Nach Neubau, Umbau oder Sanierung entfernen wir Baustaub, Mörtelreste, Farbspritzer und Schutzfolien. Sie erhalten ein Objekt, das Sie ohne Nacharbeit übergeben oder beziehen können.',
      highlights: ['Termingerecht zur Abnahme', 'Angebot in {Antwortzeit}', 'Transparente Festpreise'],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfordern', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: 'Mo–Fr 08:00–17:00 Uhr',
      image: image(
        'post-construction-cleaning.jpg',
        'Nasssauger mit Schlauch und ein Handfeger auf dem Holzboden eines hellen, leeren Raums',
      ),
    },
    {
      _type: 'cardsSection',
      heading: 'Für alle, die pünktlich übergeben wollen',
      intro:
        'Die letzte Reinigung entscheidet über den ersten Eindruck. Wir arbeiten für Bauunternehmen, Bauträger, Architektinnen und Architekten ebenso wie für private Bauherren – vom Einfamilienhaus bis zum Gewerbeobjekt.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'building',
          title: 'Bauträger und Bauunternehmen',
          text: 'Wir richten uns nach Ihrem Bauzeitenplan und reinigen auch abschnittsweise, damit die Gewerke ohne Wartezeit weiterarbeiten können.',
        },
        {
          _type: 'featureItem',
          icon: 'clipboard',
          title: 'Architektinnen und Architekten',
          text: 'Eine zuverlässige Adresse für Ihre Bauherren: Wir stimmen uns mit der Bauleitung ab und melden Auffälligkeiten an Oberflächen.',
        },
        {
          _type: 'featureItem',
          icon: 'home',
          title: 'Private Bauherren',
          text: 'Nach dem Umbau oder der Renovierung sorgen wir dafür, dass Sie in ein sauberes Zuhause einziehen – nicht in eine Baustelle.',
        },
        {
          _type: 'featureItem',
          icon: 'calendar',
          title: 'Kurzfristig einsatzbereit',
          text: 'Verschiebt sich der Abnahmetermin, planen wir flexibel um. Bei größeren Objekten arbeiten wir mit mehreren Teams parallel.',
        },
      ],
    },
    {
      _type: 'textSection',
      eyebrow: 'Leistungsumfang',
      heading: 'Drei Reinigungsstufen – passend zum Baufortschritt',
      body: richText(`
Eine Baustelle wird nicht in einem Durchgang sauber. Je nach Projekt übernehmen wir einzelne Stufen oder die gesamte Reinigung vom Rohbau bis zur Schlüsselübergabe. Wir setzen dabei Reinigungsmittel und Werkzeuge ein, die zu Fliesen, Parkett, Naturstein, Glas und Edelstahl passen – damit neue Oberflächen keinen Schaden nehmen.

Was genau gereinigt wird, halten wir vorab in einem Leistungsverzeichnis fest. So wissen alle Beteiligten, was zur Abnahme erledigt ist.
`),
      items: [
        {
          _type: 'featureItem',
          icon: 'trash',
          title: 'Grobreinigung',
          text: 'Während der Bauphase: Bauschutt, Verpackungen und Materialreste entfernen, Böden besenrein kehren und grob absaugen – für sicheres Arbeiten der nachfolgenden Gewerke.',
        },
        {
          _type: 'featureItem',
          icon: 'sparkles',
          title: 'Feinreinigung',
          text: 'Nach Abschluss der Arbeiten: Baustaub von allen Flächen, Mörtel- und Farbspritzer, Silikonreste, Aufkleber und Schutzfolien entfernen, Zementschleier auf Fliesen lösen.',
        },
        {
          _type: 'featureItem',
          icon: 'check',
          title: 'Bauendreinigung',
          text: 'Kurz vor der Übergabe: Fenster mit Rahmen und Falzen, Türen, Sanitär, Küchenfronten, Heizkörper und Böden reinigen – das Objekt ist danach bezugsfertig.',
        },
      ],
    },
    {
      _type: 'processSection',
      heading: 'Von der Besichtigung bis zur Abnahme',
      intro: 'Planbar wie ein Gewerk: klare Termine, feste Preise und ein Ergebnis, das Sie abnehmen können.',
      steps: [
        {
          _type: 'processStep',
          title: 'Baustellenbegehung',
          text: 'Wir sehen uns das Objekt kostenlos an, klären Flächen, Oberflächen und Zugänge und stimmen uns mit der Bauleitung ab.',
        },
        {
          _type: 'processStep',
          title: 'Festpreisangebot in {Antwortzeit}',
          text: 'Sie erhalten ein Angebot mit Leistungsverzeichnis und Festpreis – auf Wunsch getrennt nach Reinigungsstufen.',
        },
        {
          _type: 'processStep',
          title: 'Reinigung nach Bauzeitenplan',
          text: 'Unser Team arbeitet zum vereinbarten Termin, bringt Geräte und Mittel mit und entsorgt anfallende Reste.',
        },
        {
          _type: 'processStep',
          title: 'Gemeinsame Endkontrolle',
          text: 'Wir gehen das Objekt mit Ihnen durch. Fällt Ihnen noch etwas auf, bessern wir sofort nach – vor dem Abnahmetermin.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Stimmen von Bauherren und Planern',
      intro: 'Vom Einfamilienhaus bis zur Wohnanlage: So erleben unsere Auftraggeber die Bauschlussreinigung.',
      testimonials: [
        ref('testimonial-bauschlussreinigung-1'),
        ref('testimonial-bauschlussreinigung-2'),
        ref('testimonial-bauschlussreinigung-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Der Abnahmetermin steht? Wir sind bereit.',
      text: 'Schicken Sie uns Eckdaten und Wunschtermin. Nach der kostenlosen Besichtigung erhalten Sie Ihr Festpreisangebot innerhalb von {Antwortzeit}.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfordern', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: 'Mo–Fr 08:00–17:00 Uhr',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Glanzwerk Harz?',
      intro:
        'Baureinigung ist Handwerk: Wer die falschen Mittel nimmt, verkratzt Glas oder greift Fugen an. Als Meisterbetrieb kennen wir die Materialien – und die Abläufe auf der Baustelle.',
      items: [
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Meisterbetrieb seit {Gründungsjahr}',
          text: 'Gebäudereinigermeister mit über {Erfahrungsjahre} Jahren Erfahrung, ausgezeichnet auf Landes- und Bundesebene.',
        },
        {
          _type: 'featureItem',
          icon: 'clock',
          title: 'Termintreu',
          text: 'Wir halten zugesagte Termine ein – damit Ihre Übergabe nicht an der Reinigung scheitert.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Festpreise',
          text: 'Ein klares Angebot nach Besichtigung, ohne Nachträge für vorher vereinbarte Leistungen.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Geschult und versichert',
          text: 'Unser Personal ist im Umgang mit Baustellen und empfindlichen Oberflächen geschult und versichert.',
        },
        {
          _type: 'featureItem',
          icon: 'map-pin',
          title: 'Regional verfügbar',
          text: 'Goslar, Bad Harzburg, Seesen, Wernigerode, Clausthal-Zellerfeld und der ganze Harz im Umkreis von {Einsatzradius}.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Bauschlussreinigung anfragen',
      text: 'Nennen Sie uns Objekt, ungefähre Fläche und Wunschtermin. Wir melden uns innerhalb von {Antwortzeit} mit einem kostenlosen, unverbindlichen Angebot oder einem Besichtigungstermin.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} in Goslar & im Harz',
    description:
      'Bauschlussreinigung vom Meisterbetrieb: Grob-, Fein- und Bauendreinigung nach Neubau oder Sanierung in Goslar und im Harz. Festpreisangebot in {Antwortzeit}.',
    keywords: [
      'Bauschlussreinigung Goslar',
      'Baureinigung Harz',
      'Bauendreinigung',
      'Baufeinreinigung',
      'Baugrobreinigung',
      'Bauschlussreinigung Wernigerode',
      'Baureinigung Bad Harzburg',
      'Baureinigung Seesen',
    ],
  },
}
