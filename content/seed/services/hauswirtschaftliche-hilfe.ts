import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-hauswirtschaftliche-hilfe-1',
    _type: 'testimonial',
    name: 'Gisela W.',
    town: 'Goslar',
    quote:
      'Seit meiner Hüftoperation kommt jeden Dienstag dieselbe Helferin zu mir. Sie putzt, bezieht die Betten und bringt die Einkäufe mit – so kann ich in meiner Wohnung bleiben.',
    rating: 5,
  },
  {
    _id: 'testimonial-hauswirtschaftliche-hilfe-2',
    _type: 'testimonial',
    name: 'Andreas P.',
    role: 'Sohn einer Kundin',
    town: 'Bad Harzburg',
    quote:
      'Ich wohne weit weg und bin froh, dass sich jemand Verlässliches um den Haushalt meiner Mutter kümmert. Auch bei den Unterlagen für die Pflegekasse hat man uns geduldig geholfen.',
    rating: 5,
  },
  {
    _id: 'testimonial-hauswirtschaftliche-hilfe-3',
    _type: 'testimonial',
    name: 'Julia K.',
    role: 'Mutter von Zwillingen',
    town: 'Clausthal-Zellerfeld',
    quote:
      'Nach der Geburt unserer Zwillinge ging im Haushalt nichts mehr. Zweimal pro Woche Hilfe beim Putzen und bei der Wäsche hat uns die ersten Monate spürbar leichter gemacht.',
    rating: 5,
  },
]

export const service: Seed<Service> = {
  _id: 'service-hauswirtschaftliche-hilfe',
  _type: 'service',
  title: 'Hauswirtschaftliche Hilfe',
  slug: { _type: 'slug', current: 'hauswirtschaftliche-hilfe' },
  category: ref(CATEGORY_IDS.weitere),
  order: 120,
  card: {
    image: image(
      'domestic-help-mopping.jpg',
      'Person wischt mit einem Bodenwischer den Holzboden eines hellen Wohnzimmers',
    ),
    description:
      'Unterstützung im Haushalt für Seniorinnen und Senioren, pflegende Angehörige und Familien – mit fester Bezugsperson. Mit Pflegegrad über den Entlastungsbetrag nutzbar.',
    features: [
      'Putzen, Wäsche und Einkäufe',
      'Feste Bezugsperson',
      'Angebot nach § 45a SGB XI',
      'Entlastungsbetrag bei Pflegegrad',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: '{Name}',
      headline: '{Name} in Goslar und im Harz – Entlastung für Ihren Alltag',
      subline:
        'Für Seniorinnen und Senioren, pflegende Angehörige und Familien: Wir übernehmen Putzen, Wäsche, Einkäufe und kleine Besorgungen – zuverlässig, freundlich und möglichst immer mit derselben Person.',
      highlights: ['Feste Bezugsperson', 'Entlastungsbetrag bei Pflegegrad', 'Kostenloses Kennenlernen'],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: 'Mo–Fr 08:00–17:00 Uhr',
      image: image(
        'domestic-help-mopping.jpg',
        'Person wischt mit einem Bodenwischer den Holzboden eines hellen Wohnzimmers',
      ),
    },
    {
      _type: 'cardsSection',
      heading: 'Wobei wir Sie unterstützen',
      intro:
        'Sie bestimmen, was wir übernehmen und wie oft wir kommen – ob einmal pro Woche für zwei Stunden oder mehrmals wöchentlich. Gemeinsam finden wir die Hilfe, die zu Ihrem Alltag passt.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'home',
          title: 'Wohnung sauber halten',
          text: 'Staubwischen, Staubsaugen, Böden wischen, Küche und Bad reinigen – gründlich und mit Rücksicht auf Ihre Gewohnheiten.',
        },
        {
          _type: 'featureItem',
          icon: 'sparkles',
          title: 'Wäsche und Betten',
          text: 'Waschen, Aufhängen, Bügeln und Zusammenlegen, Betten frisch beziehen und Kleidung ordentlich verstauen.',
        },
        {
          _type: 'featureItem',
          icon: 'clipboard',
          title: 'Einkäufe und Besorgungen',
          text: 'Wir erledigen den Wocheneinkauf nach Ihrer Liste, holen Rezepte ab oder bringen Post und Pakete weg.',
        },
        {
          _type: 'featureItem',
          icon: 'handshake',
          title: 'Begleitung im Alltag',
          text: 'Auf Wunsch begleiten wir Sie zum Arzt, zu Behörden oder auf einen Spaziergang – mit Zeit für ein Gespräch.',
        },
        {
          _type: 'featureItem',
          icon: 'window',
          title: 'Fenster und Gardinen',
          text: 'Fenster putzen, Gardinen ab- und aufhängen: Arbeiten, bei denen niemand mehr selbst auf die Leiter steigen sollte.',
        },
        {
          _type: 'featureItem',
          icon: 'heart',
          title: 'Familien entlasten',
          text: 'Nach einer Geburt, bei Krankheit oder in anstrengenden Phasen halten wir Ihnen im Haushalt den Rücken frei.',
        },
      ],
    },
    {
      _type: 'textSection',
      eyebrow: 'Für Menschen mit Pflegegrad',
      heading: 'Unterstützung im Alltag nach § 45a SGB XI',
      body: richText(`
Unsere hauswirtschaftliche Hilfe ist als Angebot zur Unterstützung im Alltag im Sinne von § 45a SGB XI ausgerichtet. Sie soll pflegebedürftigen Menschen helfen, möglichst lange selbstständig im eigenen Zuhause zu leben – und pflegende Angehörige entlasten.

Wer einen Pflegegrad hat und zu Hause gepflegt wird, hat Anspruch auf den **Entlastungsbetrag nach § 45b SGB XI**. Dieser zweckgebundene Betrag kann unter anderem für Angebote zur Unterstützung im Alltag eingesetzt werden, also zum Beispiel für Hilfe im Haushalt.

### Gut zu wissen

- Der Entlastungsbetrag steht grundsätzlich allen Pflegegraden zu, auch bei Pflegegrad 1.
- Nicht genutzte Beträge können in der Regel noch bis zur Mitte des Folgejahres eingesetzt werden.
- Ob und in welchem Umfang die Kosten übernommen werden, klären Sie am besten vorab mit Ihrer Pflegekasse. Bei Anträgen und Unterlagen helfen wir Ihnen gern.
- Ohne Pflegegrad buchen Sie uns ganz normal als Privatleistung. Als haushaltsnahe Dienstleistung sind die Arbeitskosten dann in der Regel teilweise steuerlich absetzbar (§ 35a EStG).

Bitte beachten Sie: Wir übernehmen hauswirtschaftliche und alltagsbegleitende Aufgaben, aber keine Pflege. Körperpflege und medizinische Versorgung bleiben bei Ihrem Pflegedienst oder Ihren Angehörigen.
`),
    },
    {
      _type: 'processSection',
      heading: 'So beginnt die Unterstützung',
      intro:
        'Uns ist wichtig, dass Sie sich mit der Hilfe in Ihrem Zuhause wohlfühlen. Deshalb nehmen wir uns für den Anfang Zeit.',
      steps: [
        {
          _type: 'processStep',
          title: 'Kennenlernen bei Ihnen',
          text: 'Wir besuchen Sie kostenlos zu Hause, gern auch gemeinsam mit Angehörigen, und besprechen, wobei Sie Hilfe wünschen.',
        },
        {
          _type: 'processStep',
          title: 'Angebot und Klärung',
          text: 'Innerhalb von {Antwortzeit} erhalten Sie ein transparentes Angebot. Haben Sie einen Pflegegrad, besprechen wir die Abrechnung über die Pflegekasse.',
        },
        {
          _type: 'processStep',
          title: 'Ihre feste Bezugsperson',
          text: 'Wir stellen Ihnen Ihre Helferin oder Ihren Helfer persönlich vor. Bei Urlaub oder Krankheit kommt eine bekannte Vertretung.',
        },
        {
          _type: 'processStep',
          title: 'Verlässlich im Alltag',
          text: 'Wir kommen zu festen Zeiten. Ändert sich Ihr Bedarf, passen wir Umfang und Häufigkeit unkompliziert an.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Was unsere Kundinnen und Kunden sagen',
      intro:
        'Ob nach einer Operation, im Alter oder mit kleinen Kindern – so erleben Familien im Harz unsere Unterstützung.',
      testimonials: [
        ref('testimonial-hauswirtschaftliche-hilfe-1'),
        ref('testimonial-hauswirtschaftliche-hilfe-2'),
        ref('testimonial-hauswirtschaftliche-hilfe-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Mehr Zeit für das, was Ihnen wichtig ist',
      text: 'Lernen Sie uns bei einem kostenlosen Besuch kennen. Ihr Angebot erhalten Sie innerhalb von {Antwortzeit}.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: 'Mo–Fr 08:00–17:00 Uhr',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Glanzwerk Harz?',
      intro:
        'Wer jemanden in die eigene Wohnung lässt, braucht Vertrauen. Das verdienen wir uns mit Verlässlichkeit, Respekt und klaren Absprachen.',
      items: [
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Feste Bezugsperson',
          text: 'Möglichst immer dieselbe Person – das schafft Vertrauen und erspart Ihnen ständiges Erklären.',
        },
        {
          _type: 'featureItem',
          icon: 'lock',
          title: 'Diskret und respektvoll',
          text: 'Was wir in Ihrem Zuhause sehen und hören, bleibt dort. Ihre Wünsche und Gewohnheiten haben Vorrang.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Geschult und versichert',
          text: 'Unser Personal ist für die Arbeit in Privathaushalten geschult und versichert.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Preise',
          text: 'Sie wissen vorher, was die Unterstützung kostet – ohne versteckte Zuschläge.',
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
          title: 'In Ihrer Nähe',
          text: 'Wir sind in Goslar, Bad Harzburg, Seesen, Wernigerode, Clausthal-Zellerfeld und im Umkreis von {Einsatzradius} für Sie da.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Hauswirtschaftliche Hilfe anfragen',
      text: 'Schreiben Sie uns, wobei Sie Unterstützung wünschen – gern auch als Angehörige oder Angehöriger. Wir melden uns innerhalb von {Antwortzeit}, kostenlos und unverbindlich.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} in Goslar & im Harz',
    description:
      'Haushaltshilfe für Senioren und Familien in Goslar und im Harz: Putzen, Wäsche, Einkäufe. Angebot nach § 45a SGB XI, Entlastungsbetrag bei Pflegegrad nutzbar.',
    keywords: [
      'Hauswirtschaftliche Hilfe Goslar',
      'Haushaltshilfe Harz',
      'Haushaltshilfe Senioren',
      'Entlastungsbetrag § 45b SGB XI',
      'Angebote zur Unterstützung im Alltag',
      'Haushaltshilfe Bad Harzburg',
      'Haushaltshilfe Wernigerode',
      'Haushaltshilfe Seesen',
    ],
  },
}
