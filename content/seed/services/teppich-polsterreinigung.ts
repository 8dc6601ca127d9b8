import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-teppich-polsterreinigung-1',
    _type: 'testimonial',
    name: 'Claudia N.',
    role: 'Privatkundin',
    town: 'Bad Harzburg',
    quote:
      'Unser hellbeiges Sofa hatte Flecken von Kinderhänden und Kaffee. Nach der Reinigung sieht es wieder richtig gepflegt aus – und am Abend konnten wir schon wieder darauf sitzen.',
    rating: 5,
  },
  {
    _id: 'testimonial-teppich-polsterreinigung-2',
    _type: 'testimonial',
    name: 'Oliver T.',
    role: 'Büroleiter einer Versicherungsagentur',
    town: 'Goslar',
    quote:
      'Die Teppichböden in unseren Büros wurden an einem Freitagnachmittag gereinigt, am Montag war alles trocken und roch frisch. Die Laufwege vor den Schreibtischen sind kaum wiederzuerkennen.',
    rating: 5,
  },
  {
    _id: 'testimonial-teppich-polsterreinigung-3',
    _type: 'testimonial',
    name: 'Heike J.',
    role: 'Privatkundin',
    town: 'Wernigerode',
    quote:
      'Als Allergikerin mit Katze war mir eine gründliche Reinigung wichtig. Vorher wurde jeder Teppich geprüft, und alles wurde verständlich erklärt – das Ergebnis hat mich überzeugt.',
    rating: 5,
  },
]

const carpetImage = image(
  'carpet-upholstery-illustration.jpg',
  'Illustration zur Teppich- und Polsterreinigung: Teppichboden und Polstermöbel in einem Wohnraum',
  { isIllustration: true },
)

export const service: Seed<Service> = {
  _id: 'service-teppich-polsterreinigung',
  _type: 'service',
  title: 'Teppich- & Polsterreinigung',
  slug: { _type: 'slug', current: 'teppich-polsterreinigung' },
  category: ref(CATEGORY_IDS.spezialreinigung),
  order: 50,
  card: {
    image: carpetImage,
    description:
      'Tiefenreinigung von Teppichböden, Teppichen und Polstermöbeln mit Sprühextraktion – gegen Flecken, Gerüche und Allergene, direkt bei Ihnen vor Ort.',
    features: [
      'Sprühextraktion vor Ort',
      'Professionelle Fleckentfernung',
      'Polstermöbel und Bürostühle',
      'Für Büros und Privathaushalte',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: '{Name}',
      headline: '{Name} in Goslar und im Harz – tiefenrein mit Sprühextraktion',
      subline:
        'Wir reinigen Teppichböden, Teppiche, Sofas und Bürostühle direkt bei Ihnen vor Ort. Mit dem Sprühextraktionsverfahren lösen wir Schmutz, Flecken und Allergene aus der Tiefe der Fasern – gründlich und materialschonend.',
      highlights: ['Reinigung direkt vor Ort', 'Professionelle Fleckentfernung', 'Angebot in {Antwortzeit}'],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
      image: carpetImage,
    },
    {
      _type: 'cardsSection',
      heading: 'Mehr als sauber: hygienisch gepflegte Textilien',
      intro:
        'Teppiche und Polster binden Staub, Hautschuppen, Pollen und Tierhaare. Normales Saugen erreicht nur die Oberfläche. Bei der Sprühextraktion spülen wir die Fasern mit Reinigungslösung und saugen sie im selben Arbeitsgang wieder ab – samt gelöstem Schmutz.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'droplet',
          title: 'Sprühextraktion',
          text: 'Das bewährte Tiefenreinigungsverfahren für Teppichböden und Polster: Reinigungslösung hinein, Schmutz heraus – ohne die Fasern zu strapazieren.',
        },
        {
          _type: 'featureItem',
          icon: 'search',
          title: 'Gezielte Fleckentfernung',
          text: 'Kaffee, Rotwein, Fett oder Tinte: Wir bestimmen die Art des Flecks und behandeln ihn gezielt vor. Ältere Flecken hellen wir so weit wie möglich auf.',
        },
        {
          _type: 'featureItem',
          icon: 'home',
          title: 'Polstermöbel',
          text: 'Sofas, Sessel, Eckbänke und Stühle reinigen wir materialgerecht – nach einer Prüfung von Stoff und Farbechtheit.',
        },
        {
          _type: 'featureItem',
          icon: 'building',
          title: 'Teppichböden im Büro',
          text: 'Laufwege, Besprechungsräume und Bürostühle reinigen wir außerhalb Ihrer Geschäftszeiten, damit der Betrieb ungestört bleibt.',
        },
        {
          _type: 'featureItem',
          icon: 'leaf',
          title: 'Weniger Allergene',
          text: 'Die Tiefenreinigung holt Hausstaub, Pollen und Tierhaare aus den Fasern – angenehm für Allergiker und alle, die frische Textilien schätzen.',
        },
      ],
    },
    {
      _type: 'textSection',
      eyebrow: 'Trocknungszeit',
      heading: 'Wie lange trocknet es – und was Sie vorbereiten können',
      body: richText(`
Nach der Sprühextraktion bleibt nur wenig Restfeuchte im Material. **Je nach Faser, Flordichte, Raumtemperatur und Lüftung** sind Teppichböden meist nach wenigen Stunden wieder begehbar und in der Regel innerhalb eines Tages vollständig trocken. Polstermöbel brauchen ähnlich lange.

So läuft alles reibungslos:

- Kleine Gegenstände vom Boden räumen – größere Möbel rücken wir nach Absprache selbst
- Während der Trocknung lüften und die Räume normal beheizen
- Möbel erst nach vollständiger Trocknung zurückstellen
- Büroflächen am besten vor dem Wochenende reinigen lassen, dann ist zum nächsten Arbeitstag alles trocken
`),
    },
    {
      _type: 'processSection',
      heading: 'So läuft Ihre Teppich- und Polsterreinigung ab',
      intro: 'Vor jeder Reinigung prüfen wir das Material – damit das Ergebnis stimmt und nichts beschädigt wird.',
      steps: [
        {
          _type: 'processStep',
          title: 'Anfrage stellen',
          text: 'Nennen Sie uns Fläche, Art der Teppiche oder Polster und besondere Flecken – per Formular oder telefonisch.',
        },
        {
          _type: 'processStep',
          title: 'Kostenlose Besichtigung mit Materialprüfung',
          text: 'Wir prüfen Faser, Farbechtheit und Verschmutzung vor Ort an einer unauffälligen Stelle.',
        },
        {
          _type: 'processStep',
          title: 'Festpreisangebot in {Antwortzeit}',
          text: 'Sie erhalten ein transparentes Festpreisangebot, in dem alle vereinbarten Leistungen aufgeführt sind.',
        },
        {
          _type: 'processStep',
          title: 'Tiefenreinigung und Trocknungshinweise',
          text: 'Wir behandeln Flecken vor, reinigen per Sprühextraktion und sagen Ihnen, wann Sie Räume und Möbel wieder nutzen können.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Das sagen unsere Kundinnen und Kunden',
      intro: 'Privathaushalte und Büros in der Region über unsere Teppich- und Polsterreinigung.',
      testimonials: [
        ref('testimonial-teppich-polsterreinigung-1'),
        ref('testimonial-teppich-polsterreinigung-2'),
        ref('testimonial-teppich-polsterreinigung-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Ihre Teppiche und Polster verdienen eine Auffrischung',
      text: 'Kostenlose Besichtigung mit Materialprüfung – Ihr Festpreisangebot erhalten Sie innerhalb von {Antwortzeit}.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Glanzwerk Harz für Teppich und Polster?',
      intro:
        'Textilien verzeihen keine falsche Behandlung. Deshalb arbeiten wir mit Erfahrung, Sorgfalt und dem Blick eines Meisterbetriebs.',
      items: [
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Ausgezeichneter Meisterbetrieb',
          text: 'Über {Erfahrungsjahre} Jahre Erfahrung und Auszeichnungen auf Landes- und Bundesebene.',
        },
        {
          _type: 'featureItem',
          icon: 'search',
          title: 'Materialprüfung vor jeder Reinigung',
          text: 'Wir testen Farbechtheit und Faser, bevor wir Reinigungslösung einsetzen.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Festpreise',
          text: 'Sie kennen den Gesamtpreis vorher – ohne nachträgliche Aufschläge.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Geschult und versichert',
          text: 'Unser Personal ist im Umgang mit Textilien geschult und bei jedem Einsatz versichert.',
        },
        {
          _type: 'featureItem',
          icon: 'map-pin',
          title: 'Bei Ihnen vor Ort',
          text: 'In Goslar, Bad Harzburg, Seesen, Wernigerode, Clausthal-Zellerfeld und im Harz – ohne Transport Ihrer Möbel.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Angebot für Ihre Teppich- und Polsterreinigung',
      text: 'Beschreiben Sie uns kurz, was gereinigt werden soll. Wir melden uns innerhalb von {Antwortzeit} – kostenlos und unverbindlich.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} in Goslar',
    description:
      'Teppich- und Polsterreinigung per Sprühextraktion in Goslar und im Harz: Fleckentfernung, Sofas, Büroteppiche. Kostenlose Besichtigung, Angebot in 24 h.',
    keywords: [
      'Teppichreinigung Goslar',
      'Polsterreinigung Goslar',
      'Sofareinigung Harz',
      'Teppichreinigung Bad Harzburg',
      'Polsterreinigung Wernigerode',
      'Teppichbodenreinigung Büro',
      'Sprühextraktion',
      'Fleckentfernung Teppich Seesen',
    ],
  },
}
