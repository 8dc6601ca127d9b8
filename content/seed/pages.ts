import type {
  AboutPage,
  CareersPage,
  ContactPage,
  HomePage,
  ServicesPage,
  Testimonial,
} from '@/lib/sanity/sanity.types'
import { image, ref, richText } from './builders'
import type { Seed } from './types'

export const homeTestimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-home-1',
    _type: 'testimonial',
    name: 'Martina S.',
    role: 'Hausverwaltung',
    town: 'Goslar',
    text: 'Seit vier Jahren betreut Glanzwerk Harz unsere Wohnanlagen. Die Treppenhäuser sind immer tadellos, und wenn einmal etwas ist, ruft der Meister persönlich zurück.',
    rating: 5,
  },
  {
    _id: 'testimonial-home-2',
    _type: 'testimonial',
    name: 'Dr. Frank W.',
    role: 'Zahnarztpraxis',
    town: 'Bad Harzburg',
    text: 'Hygiene ist in unserer Praxis das A und O. Das Team arbeitet abends nach Plan, gründlich und absolut diskret – wir mussten nie nachbessern lassen.',
    rating: 5,
  },
  {
    _id: 'testimonial-home-3',
    _type: 'testimonial',
    name: 'Jens R.',
    role: 'Geschäftsführer, Autohaus',
    town: 'Seesen',
    text: 'Glasfassade, Showroom und Werkstatt aus einer Hand: Das Angebot kam am nächsten Tag, der Preis war fest, und die Scheiben glänzen seitdem streifenfrei.',
    rating: 5,
  },
  {
    _id: 'testimonial-home-4',
    _type: 'testimonial',
    name: 'Elke und Dieter M.',
    town: 'Wernigerode',
    text: 'Nach dem Umbau unseres Hauses war alles voller Staub. Zwei Tage später konnten wir in ein blitzsauberes Zuhause einziehen. Sehr freundlich und zuverlässig!',
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

export const servicesPage: Seed<ServicesPage> = {
  _id: 'servicesPage',
  _type: 'servicesPage',
  title: 'Leistungen',
  sections: [
    {
      _type: 'heroSection',
      eyebrow: 'Leistungen',
      headline: 'Alle Leistungen rund um Ihr Gebäude',
      subline:
        'Gebäudereinigung, Spezialreinigung, Außenanlagen und Gebäudedienste – vom Meisterbetrieb aus Goslar, für die ganze Region Harz.',
      showPhone: false,
    },
    {
      _type: 'serviceGridSection',
      intro:
        'Wählen Sie eine Leistung, um mehr über Ablauf, Intervalle und Preise zu erfahren. Sie finden nicht, was Sie suchen? Fragen Sie uns – oft finden wir eine Lösung.',
      selection: 'all',
    },
    {
      _type: 'ctaBandSection',
      heading: 'Nicht das Richtige dabei?',
      text: 'Wir kombinieren Leistungen und erstellen Ihnen ein individuelles Angebot – kostenlos und unverbindlich.',
      action: { _type: 'callToAction', label: 'Kontakt aufnehmen', kind: 'page', page: ref('contactPage') },
      showPhone: false,
      tone: 'light',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Leistungen – Gebäudereinigung im Harz',
    description:
      '15 Leistungen vom Meisterbetrieb: Glas-, Unterhalts-, Treppenhaus- und Industriereinigung, PV-Reinigung, Winterdienst, Hausmeisterdienst und mehr.',
    keywords: ['Gebäudereinigung Leistungen', 'Reinigung Goslar', 'Gebäudedienste Harz'],
  },
}

export const aboutPage: Seed<AboutPage> = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  title: 'Über uns',
  sections: [
    {
      _type: 'heroSection',
      eyebrow: 'Über uns',
      headline: 'Sauberkeit mit Meisterbrief aus Goslar',
      subline:
        'Seit {Gründungsjahr} sorgen wir für saubere Gebäude im Harz. Mit über {Erfahrungsjahre} Jahren Erfahrung, einem festen Team und dem Anspruch, jeden Auftrag so zu erledigen, als wäre es unser eigenes Haus.',
      showPhone: false,
      image: image('modern-glass-facade.jpg', 'Moderne Glasfassade eines Bürogebäudes vor blauem Himmel'),
    },
    {
      _type: 'founderStorySection',
      eyebrow: 'Unsere Geschichte',
      heading: 'Vom Ein-Mann-Betrieb zum Meisterbetrieb mit Team',
      body: richText(`
Angefangen hat alles mit einem Transporter, einem Satz Leitern und einer Überzeugung: Gute Reinigung ist Handwerk. Unser Gründer hat das Gebäudereiniger-Handwerk von der Pike auf gelernt, in großen Reinigungsunternehmen Erfahrung gesammelt und {Gründungsjahr} mit dem Meisterbrief in der Tasche den eigenen Betrieb in Goslar gegründet.

Aus den ersten Glasreinigungs-Aufträgen für Geschäfte in der Altstadt wurden schnell feste Unterhaltsreinigungen für Büros, Praxen und Hausverwaltungen. Heute betreuen wir über {Kundenzahl} Kundinnen und Kunden zwischen Seesen, Clausthal-Zellerfeld, Bad Harzburg und Wernigerode.

Gewachsen sind wir, ohne das Wichtigste aus den Augen zu verlieren: kurze Wege, feste Ansprechpartner und ein Chef, der selbst noch auf die Baustelle kommt. Wir bilden aus, bezahlen fair und setzen auf festangestellte Mitarbeiterinnen und Mitarbeiter – weil zufriedene Teams die beste Arbeit machen.
`),
      image: image('cleaning-equipment-mop.jpg', 'Wischmopp und Reinigungseimer auf einem glänzenden Boden'),
      factLabels: { founded: 'gegründet', experience: 'Erfahrung', customers: 'Kunden' },
    },
    {
      _type: 'cardsSection',
      eyebrow: 'Stärken',
      heading: 'Was uns auszeichnet',
      intro: 'Sechs Gründe, warum Unternehmen, Verwaltungen und Privatleute im Harz auf uns setzen.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Meisterqualität',
          text: 'Ausbildung, Verfahren und Qualitätskontrolle nach den Regeln des Gebäudereiniger-Handwerks.',
        },
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Feste Teams',
          text: 'Sie kennen die Menschen, die bei Ihnen reinigen – keine wechselnden Aushilfen.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Preise',
          text: 'Festpreise nach kostenloser Besichtigung, ohne versteckte Zuschläge.',
        },
        {
          _type: 'featureItem',
          icon: 'clock',
          title: 'Schnelle Reaktion',
          text: 'Angebot innerhalb von {Antwortzeit}, 24/7-Notdienst bei Wasserschäden.',
        },
        {
          _type: 'featureItem',
          icon: 'leaf',
          title: 'Umweltbewusst',
          text: 'Dosierte, möglichst umweltschonende Reinigungsmittel und wassersparende Verfahren.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Geschult und versichert',
          text: 'Regelmäßige Schulungen, Arbeitsschutz und Betriebshaftpflichtversicherung.',
        },
      ],
    },
    {
      _type: 'awardsSection',
      eyebrow: 'Auszeichnungen',
      heading: 'Auszeichnungen',
      intro: 'Unsere Arbeit wurde auf Landes- und Bundesebene ausgezeichnet – ein Ansporn, jeden Tag gut zu sein.',
      levelLabels: { land: 'Landesebene', bund: 'Bundesebene' },
    },
    {
      _type: 'membershipsSection',
      eyebrow: 'Netzwerk',
      heading: 'Mitgliedschaften',
      intro: 'Wir sind im Handwerk und in der Region gut vernetzt.',
    },
    {
      _type: 'ctaBandSection',
      heading: 'Lernen Sie uns kennen',
      text: 'Wir kommen kostenlos zu Ihnen, sehen uns Ihr Objekt an und erstellen Ihnen innerhalb von {Antwortzeit} ein Angebot.',
      action: { _type: 'callToAction', label: 'Angebot anfragen', kind: 'page', page: ref('contactPage') },
      showPhone: false,
      tone: 'dark',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Über uns – Meisterbetrieb aus Goslar',
    description:
      'Glanzwerk Harz: seit {Gründungsjahr} Meisterbetrieb für Gebäudereinigung in Goslar. Über {Erfahrungsjahre} Jahre Erfahrung, ausgezeichnet auf Landes- und Bundesebene.',
    keywords: ['Gebäudereinigung Meisterbetrieb', 'Reinigungsfirma Goslar', 'über uns'],
  },
}

export const careersPage: Seed<CareersPage> = {
  _id: 'careersPage',
  _type: 'careersPage',
  title: 'Karriere',
  sections: [
    {
      _type: 'heroSection',
      eyebrow: 'Karriere',
      headline: 'Arbeiten bei Glanzwerk Harz',
      subline:
        'Wir suchen Reinigungskräfte, Glasreiniger und Objektleitungen in Goslar und Umgebung – als Minijob, in Teilzeit oder Vollzeit. Faire Bezahlung, feste Teams, planbare Zeiten.',
      action: { _type: 'callToAction', label: 'In 60 Sekunden bewerben', kind: 'application' },
      showPhone: false,
      image: image(
        'office-cleaning-open-plan-office.jpg',
        'Aufgeräumtes Großraumbüro mit Schreibtischen und Fensterfront',
      ),
    },
    {
      _type: 'jobPostingsSection',
      eyebrow: 'Stellenangebote',
      heading: 'Offene Stellen',
      intro:
        'Wählen Sie eine Stelle, lesen Sie, was Sie erwartet, und bewerben Sie sich direkt in drei kurzen Schritten.',
      emptyText:
        'Gerade ist keine Stelle ausgeschrieben. Wir suchen trotzdem das ganze Jahr über Verstärkung: Bewerben Sie sich einfach mit der Schnellbewerbung.',
    },
    {
      _type: 'cardsSection',
      eyebrow: 'Vorteile',
      heading: 'Was wir Ihnen bieten',
      intro: 'Gute Arbeit braucht gute Bedingungen. Darauf können Sie sich bei uns verlassen.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Faire Bezahlung',
          text: 'Mindestens nach Tarif des Gebäudereiniger-Handwerks, pünktlich zum Monatsende.',
        },
        {
          _type: 'featureItem',
          icon: 'calendar',
          title: 'Planbare Arbeitszeiten',
          text: 'Feste Objekte und Zeiten, die zu Familie und Alltag passen.',
        },
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Festes Team',
          text: 'Kolleginnen und Kollegen, die zusammenhalten, und eine Objektleitung, die ansprechbar ist.',
        },
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Weiterbildung',
          text: 'Schulungen, Einarbeitung und die Chance auf Verantwortung – bis zur Meisterschule.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Sicherer Arbeitsplatz',
          text: 'Unbefristete Verträge in einem gesunden, wachsenden Betrieb.',
        },
        {
          _type: 'featureItem',
          icon: 'map-pin',
          title: 'Kurze Wege',
          text: 'Einsatzorte in Goslar, Bad Harzburg, Salzgitter, Wernigerode und Umgebung.',
        },
      ],
    },
    {
      _type: 'processSection',
      eyebrow: 'Bewerbung',
      heading: 'So einfach bewerben Sie sich',
      intro: 'Kein Anschreiben, kein Lebenslauf: Die Schnellbewerbung dauert etwa eine Minute.',
      steps: [
        {
          _type: 'processStep',
          title: 'Schnellbewerbung ausfüllen',
          text: 'Name, Telefon, gewünschte Anstellung, Ort und Tage – in drei kurzen Schritten.',
        },
        {
          _type: 'processStep',
          title: 'Rückruf in {Bewerbungsfrist}',
          text: 'Wir melden uns telefonisch und beantworten Ihre Fragen.',
        },
        {
          _type: 'processStep',
          title: 'Kennenlernen',
          text: 'Ein kurzes Gespräch in Goslar oder direkt im Objekt – ganz ohne Stress.',
        },
        {
          _type: 'processStep',
          title: 'Start mit Einarbeitung',
          text: 'Sie starten im Team und werden in Ruhe eingearbeitet.',
        },
      ],
    },
    {
      _type: 'applicationCtaSection',
      heading: 'Bereit für den nächsten Schritt?',
      text: 'Starten Sie jetzt die Schnellbewerbung – wir melden uns innerhalb von {Bewerbungsfrist}.',
      buttonLabel: 'Schnellbewerbung starten',
      questions: {
        heading: 'Fragen zur Bewerbung?',
        text: 'Rufen Sie uns einfach an. Wir beraten Sie gern zu offenen Stellen, Arbeitszeiten und Einsatzorten.',
        emailButtonLabel: 'Bewerbung per E-Mail',
        emailSubject: 'Bewerbung',
      },
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Karriere – Jobs in der Gebäudereinigung',
    description:
      'Jobs in Goslar und Umgebung: Minijob, Teilzeit oder Vollzeit in der Gebäudereinigung. Faire Bezahlung, feste Teams. In 60 Sekunden bewerben.',
    keywords: ['Reinigungskraft Job Goslar', 'Minijob Reinigung Harz', 'Gebäudereiniger Stellenangebote'],
  },
}

export const contactPage: Seed<ContactPage> = {
  _id: 'contactPage',
  _type: 'contactPage',
  title: 'Kontakt',
  sections: [
    {
      _type: 'heroSection',
      eyebrow: 'Kontakt',
      headline: 'Sprechen Sie mit uns',
      subline:
        'Ob Angebot, Besichtigung oder kurze Frage: Wir sind für Sie da – telefonisch, per E-Mail oder über das Anfrageformular.',
      showPhone: false,
    },
    {
      _type: 'contactDetailsSection',
      label: 'Kontaktwege',
      phone: { title: 'Telefon', text: 'Rufen Sie uns an – wir beraten Sie persönlich.' },
      email: { title: 'E-Mail', text: 'Schreiben Sie uns, wir antworten innerhalb von {Antwortzeit}.' },
      hours: { title: 'Öffnungszeiten', text: '{Notdienst}.' },
    },
    {
      _type: 'cardsSection',
      heading: 'Warum Glanzwerk Harz?',
      intro: 'Was Sie von uns erwarten dürfen – vom ersten Anruf bis zur laufenden Betreuung.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'search',
          title: 'Kostenlose Besichtigung',
          text: 'Wir sehen uns Ihr Objekt vor Ort an und analysieren Ihren Bedarf.',
        },
        {
          _type: 'featureItem',
          icon: 'clock',
          title: 'Angebot in {Antwortzeit}',
          text: 'Schnell, schriftlich und verständlich.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Preise',
          text: 'Festpreise ohne versteckte Kosten.',
        },
        {
          _type: 'featureItem',
          icon: 'lock',
          title: 'Diskretion',
          text: 'Vertraulicher Umgang mit Schlüsseln, Daten und Räumen.',
        },
      ],
    },
    {
      _type: 'serviceAreaSection',
      eyebrow: 'Einsatzgebiet',
      heading: 'Unser Einsatzgebiet',
      text: 'Wir sind in Goslar und im Umkreis von {Einsatzradius} für Sie im Einsatz – unter anderem in Seesen, Bad Harzburg, Wernigerode, Clausthal-Zellerfeld und im gesamten Harz.',
      townsLabel: 'Orte im Einsatzgebiet',
    },
    {
      _type: 'inquirySection',
      heading: 'Unverbindliche Anfrage',
      text: 'Füllen Sie das Formular aus – wir melden uns innerhalb von {Antwortzeit} mit einem kostenlosen Angebot.',
    },
    {
      _type: 'mapSection',
      heading: 'So finden Sie uns',
      consentNotice:
        'Um die Karte anzuzeigen, stimmen Sie bitte in den Cookie-Einstellungen den Marketing-Cookies zu. Erst dann wird eine Verbindung zu Google Maps aufgebaut.',
      settingsButton: 'Cookie-Einstellungen öffnen',
      mapTitle: 'Karte:',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Kontakt – Angebot für Gebäudereinigung anfragen',
    description:
      'Kontakt zu Glanzwerk Harz in Goslar: kostenloses Angebot in {Antwortzeit}, Besichtigung vor Ort, Einsatzgebiet Goslar und {Einsatzradius} Umkreis.',
    keywords: ['Kontakt Gebäudereinigung Goslar', 'Angebot Reinigung Harz'],
  },
}
