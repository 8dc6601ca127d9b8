import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-glas-fensterreinigung-1',
    _type: 'testimonial',
    name: 'Sabine K.',
    role: 'Privatkundin',
    town: 'Goslar',
    quote:
      'Unsere bodentiefen Fenster und der Wintergarten waren nach dem Winter richtig grau. Das Team hat Boden und Möbel sorgfältig abgedeckt und alles streifenfrei hinterlassen – auch Rahmen und Falze.',
    rating: 5,
  },
  {
    _id: 'testimonial-glas-fensterreinigung-2',
    _type: 'testimonial',
    name: 'Thomas W.',
    role: 'Inhaber eines Autohauses',
    town: 'Bad Harzburg',
    quote:
      'Unsere Schaufensterfront wird seit zwei Jahren alle vier Wochen gereinigt, immer vor Öffnung des Autohauses. Die Termine stehen fest, wir müssen uns um nichts kümmern.',
    rating: 5,
  },
  {
    _id: 'testimonial-glas-fensterreinigung-3',
    _type: 'testimonial',
    name: 'Melanie R.',
    role: 'Praxismanagerin einer Zahnarztpraxis',
    town: 'Wernigerode',
    quote:
      'Das Angebot kam am Tag nach der Besichtigung, und der Festpreis wurde exakt eingehalten. Glastüren und Fenster im Empfang sehen seitdem immer gepflegt aus.',
    rating: 5,
  },
]

const heroImage = image(
  'window-cleaning.jpg',
  'Reinigungskraft in roter Latzhose reinigt mit einem Teleskopwischer die bodentiefen Glasschiebetüren eines hellen Wohnraums mit Küche und Esstisch',
)

export const service: Seed<Service> = {
  _id: 'service-glas-fensterreinigung',
  _type: 'service',
  title: 'Glas- & Fensterreinigung',
  slug: { _type: 'slug', current: 'glas-fensterreinigung' },
  category: ref(CATEGORY_IDS.gebaeudereinigung),
  order: 10,
  card: {
    image: heroImage,
    description:
      'Fenster, Glasfassaden und Wintergärten vom einzigen Meisterbetrieb für Glasreinigung in der Region – mit Streifenfrei-Garantie für Privathaushalte und Unternehmen.',
    features: [
      'Streifenfrei-Garantie',
      'Fenster inklusive Rahmen und Falze',
      'Glasfassaden und Schaufenster',
      'Einmalig oder im festen Turnus',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: 'Meisterbetrieb für Glasreinigung',
      headline: '{Name} in Goslar und im Harz – streifenfrei vom Meisterbetrieb',
      subline:
        'Als einziger Meisterbetrieb für Glasreinigung in der Region reinigen wir Fenster, Glasfassaden und Wintergärten für Privathaushalte und Unternehmen. Über {Kundenzahl} zufriedene Kunden vertrauen uns bereits – und auf jede Reinigung geben wir unsere Streifenfrei-Garantie.',
      highlights: ['Streifenfrei-Garantie', 'Angebot in {Antwortzeit}', 'Transparente Festpreise'],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
      image: heroImage,
    },
    {
      _type: 'cardsSection',
      heading: 'Warum Glasreinigung vom Meister den Unterschied macht',
      intro:
        'Glas verzeiht keine Fehler: Falsche Mittel hinterlassen Schlieren, falsches Werkzeug hinterlässt Kratzer. Als einziger Meisterbetrieb für Glasreinigung in der Region kennen wir die Anforderungen von Isolierglas, beschichteten Scheiben sowie Kunststoff-, Holz- und Aluminiumrahmen – und garantieren Ihnen ein streifenfreies Ergebnis.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'sparkles',
          title: 'Streifenfrei-Garantie',
          text: 'Entdecken Sie nach unserer Reinigung doch einen Streifen, melden Sie sich bei uns: Wir bessern kostenlos nach.',
        },
        {
          _type: 'featureItem',
          icon: 'window',
          title: 'Scheibe, Rahmen und Falz',
          text: 'Wir reinigen nicht nur das Glas, sondern auch Rahmen, Falze und Fensterbänke – innen und außen.',
        },
        {
          _type: 'featureItem',
          icon: 'building',
          title: 'Glasfassaden und Schaufenster',
          text: 'Für Geschäfte, Büros und Praxen reinigen wir Schaufenster, Eingänge und Glasfassaden im festen Rhythmus, auf Wunsch vor Ladenöffnung.',
        },
        {
          _type: 'featureItem',
          icon: 'home',
          title: 'Privathaushalte und Wintergärten',
          text: 'Bodentiefe Fenster, Dachfenster und Wintergärten reinigen wir gründlich und rücksichtsvoll. Böden und Möbel decken wir vorher ab.',
        },
      ],
    },
    {
      _type: 'beforeAfterSection',
      heading: 'Vorher – Nachher: der Unterschied auf einen Blick',
      intro:
        'Ziehen Sie den Regler zur Seite und sehen Sie, wie aus einer verschmutzten Glasfassade wieder eine klare, spiegelnde Fläche wird.',
      before: image(
        'glass-facade-before-illustration.jpg',
        'Illustration: moderne Glasfassade mit grauem Schmutzfilm, Wasserflecken und Ablaufspuren vor der Reinigung',
        { isIllustration: true },
      ),
      after: image(
        'modern-glass-facade.jpg',
        'Moderne Glasfassade eines mehrstöckigen Gebäudes mit klaren, spiegelnden Scheiben vor blauem Himmel',
      ),
      beforeLabel: 'Vorher',
      afterLabel: 'Nachher',
      caption: 'Hinweis: Das Vorher-Bild ist eine digital bearbeitete Illustration und dient der Veranschaulichung.',
    },
    {
      _type: 'textSection',
      eyebrow: 'Leistungsumfang',
      heading: 'Was wir in der Glas- und Fensterreinigung für Sie übernehmen',
      body: richText(`
Vom Einfamilienhaus in Goslar bis zum Geschäftshaus in Wernigerode: Wir richten Umfang und Rhythmus nach Ihrem Objekt – einmalig, saisonal oder im festen Turnus.

- **Fensterreinigung** innen und außen, inklusive Rahmen, Falze und Fensterbänke
- **Glasfassaden und Schaufenster** für Handel, Büros und Praxen
- **Wintergärten, Dachfenster und Glasdächer**
- **Glastüren, Glastrennwände und Vordächer**
- **Rollläden, Jalousien und Fliegengitter** auf Wunsch

Wir arbeiten mit materialschonenden Reinigungsmitteln und professionellem Werkzeug, mit dem wir auch hoch gelegene Glasflächen sicher erreichen. So bleiben Dichtungen, Beschichtungen und Rahmen unbeschädigt.
`),
    },
    {
      _type: 'processSection',
      heading: 'In vier Schritten zu sauberen Fenstern',
      intro: 'Transparent vom ersten Kontakt bis zur Abnahme – ohne versteckte Kosten.',
      steps: [
        {
          _type: 'processStep',
          title: 'Anfrage stellen',
          text: 'Schildern Sie uns kurz Ihr Objekt: Anzahl und Art der Fenster, Glasfassade oder Wintergarten – per Formular oder telefonisch.',
        },
        {
          _type: 'processStep',
          title: 'Kostenlose Besichtigung',
          text: 'Wir sehen uns Glasflächen, Rahmen und Zugänglichkeit vor Ort an und klären, welche Technik nötig ist.',
        },
        {
          _type: 'processStep',
          title: 'Festpreisangebot in {Antwortzeit}',
          text: 'Innerhalb von {Antwortzeit} nach der Besichtigung erhalten Sie ein transparentes Angebot zum Festpreis.',
        },
        {
          _type: 'processStep',
          title: 'Streifenfreie Reinigung',
          text: 'Wir reinigen zum vereinbarten Termin und prüfen das Ergebnis gemeinsam mit Ihnen. Es gilt unsere Streifenfrei-Garantie.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Das sagen unsere Kundinnen und Kunden',
      intro:
        'Über {Kundenzahl} zufriedene Kunden in Goslar und im Harz – drei von ihnen berichten von ihren Erfahrungen mit unserer Glasreinigung.',
      testimonials: [
        ref('testimonial-glas-fensterreinigung-1'),
        ref('testimonial-glas-fensterreinigung-2'),
        ref('testimonial-glas-fensterreinigung-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Zeit für klare Sicht?',
      text: 'Vereinbaren Sie jetzt Ihre kostenlose Besichtigung – Ihr Festpreisangebot erhalten Sie innerhalb von {Antwortzeit}.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Glanzwerk Harz für Ihre Glasreinigung?',
      intro:
        'Seit {Gründungsjahr} sind wir in Goslar zu Hause – mit einem Team, das über {Erfahrungsjahre} Jahre Erfahrung in der Gebäudereinigung mitbringt.',
      items: [
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Ausgezeichneter Meisterbetrieb',
          text: 'Geführt von einem Gebäudereinigermeister und ausgezeichnet auf Landes- und Bundesebene.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Festpreise',
          text: 'Sie kennen den Preis vor dem ersten Einsatz. Keine Nachberechnung, keine versteckten Posten.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Geschult und versichert',
          text: 'Unsere Mitarbeiterinnen und Mitarbeiter sind in der Glasreinigung geschult und bei jedem Einsatz versichert.',
        },
        {
          _type: 'featureItem',
          icon: 'lock',
          title: 'Diskret und sorgfältig',
          text: 'Wir gehen achtsam mit Ihrem Eigentum und Ihren Schlüsseln um – im Privathaus wie in Geschäftsräumen.',
        },
        {
          _type: 'featureItem',
          icon: 'map-pin',
          title: 'Kurze Wege im Harz',
          text: 'Goslar, Bad Harzburg, Seesen, Wernigerode, Clausthal-Zellerfeld: Im Umkreis von {Einsatzradius} sind wir schnell bei Ihnen.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Kostenloses Angebot für Ihre Glasreinigung',
      text: 'Beschreiben Sie uns kurz Ihr Vorhaben. Wir melden uns innerhalb von {Antwortzeit} bei Ihnen – kostenlos und unverbindlich.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} in Goslar',
    description:
      'Einziger Meisterbetrieb für Glasreinigung in der Region: streifenfreie Fenster mit Garantie, {Kundenzahl}+ zufriedene Kunden, Angebot in {Antwortzeit}.',
    keywords: [
      'Fensterreinigung Goslar',
      'Glasreinigung Goslar',
      'Glasfassadenreinigung Harz',
      'Fensterputzer Bad Harzburg',
      'Fensterreinigung Wernigerode',
      'Glasreinigung Seesen',
      'Wintergartenreinigung',
      'Meisterbetrieb Glasreinigung',
    ],
  },
}
