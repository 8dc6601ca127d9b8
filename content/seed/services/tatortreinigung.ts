import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

/** Deliberately empty: a confidentiality notice replaces testimonials on this page. */
export const testimonials: Seed<Testimonial>[] = []

export const service: Seed<Service> = {
  _id: 'service-tatortreinigung',
  _type: 'service',
  title: 'Tatortreinigung',
  slug: { _type: 'slug', current: 'tatortreinigung' },
  category: ref(CATEGORY_IDS.spezialreinigung),
  order: 150,
  card: {
    image: image('cleaning-equipment-mop.jpg', 'Flachwischer mit Fransenbezug auf einem glänzenden Holzboden'),
    description:
      'Reinigung und Desinfektion nach Todesfällen, Verbrechen oder Unfällen – diskret, mit neutralen Fahrzeugen und in Abstimmung mit Behörden und Versicherungen.',
    features: [
      'Rund um die Uhr erreichbar',
      'Desinfektion und Geruchsneutralisation',
      'Neutrale Fahrzeuge ohne Aufschrift',
      'Abstimmung mit Behörden und Versicherern',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: '{Name}',
      headline: '{Name} in Goslar und im Harz – diskret, gründlich, einfühlsam',
      subline:
        'Nach einem Todesfall, einem Verbrechen oder einem Unfall reinigen und desinfizieren wir die betroffenen Räume. Wir arbeiten mit Schutzausrüstung, in neutralen Fahrzeugen und mit größter Rücksicht auf Angehörige und Nachbarn.',
      highlights: ['Rund um die Uhr erreichbar', 'Neutrale Fahrzeuge ohne Aufschrift', 'Fachgerechte Desinfektion'],
      action: { _type: 'callToAction', label: 'Diskret anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: 'Rund um die Uhr erreichbar',
      image: image('cleaning-equipment-mop.jpg', 'Flachwischer mit Fransenbezug auf einem glänzenden Holzboden'),
    },
    {
      _type: 'cardsSection',
      heading: 'Wann wir helfen',
      intro:
        'Manche Situationen lassen sich nicht mit einer normalen Reinigung bewältigen. Wir übernehmen, was Angehörige, Vermieter und Hausverwaltungen weder selbst tun können noch sollten.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'lock',
          title: 'Tatortreinigung',
          text: 'Reinigung nach Gewalttaten, Suiziden oder schweren Unfällen – sobald die Ermittlungsbehörden die Räume freigegeben haben.',
        },
        {
          _type: 'featureItem',
          icon: 'home',
          title: 'Leichenfundortreinigung',
          text: 'Wird ein Mensch erst nach längerer Zeit gefunden, reinigen und desinfizieren wir die Wohnung und entfernen belastete Materialien.',
        },
        {
          _type: 'featureItem',
          icon: 'droplet',
          title: 'Desinfektion',
          text: 'Blut und andere Körperflüssigkeiten können Krankheitserreger enthalten. Wir reinigen und desinfizieren alle betroffenen Flächen mit geeigneten Mitteln.',
        },
        {
          _type: 'featureItem',
          icon: 'sparkles',
          title: 'Geruchsneutralisation',
          text: 'Wir beseitigen zuerst die Ursache und neutralisieren den Geruch anschließend, etwa mit Ozon- oder Vernebelungsverfahren.',
        },
        {
          _type: 'featureItem',
          icon: 'trash',
          title: 'Messie-Wohnungen',
          text: 'Stark vermüllte Wohnungen räumen, reinigen und desinfizieren wir – ohne Vorwürfe und mit Blick nach vorn.',
        },
        {
          _type: 'featureItem',
          icon: 'truck',
          title: 'Fachgerechte Entsorgung',
          text: 'Kontaminierte Matratzen, Polstermöbel, Teppiche oder Bodenbeläge entsorgen wir nach den geltenden Vorschriften.',
        },
      ],
    },
    {
      _type: 'textSection',
      eyebrow: 'Erste Orientierung',
      heading: 'Was Sie jetzt wissen sollten',
      body: richText(`
Wenn Sie gerade einen Angehörigen verloren haben oder als Vermieter oder Hausverwaltung mit einem solchen Fall zu tun haben, ist vieles gleichzeitig zu regeln. Diese Hinweise können Ihnen helfen:

- **Nicht selbst reinigen.** Ohne Schutzausrüstung und geeignete Desinfektionsmittel ist der Kontakt mit Körperflüssigkeiten ein Gesundheitsrisiko.
- **Freigabe abwarten.** War die Polizei vor Ort, beginnen wir erst, wenn die Räume freigegeben sind. Bei Bedarf stimmen wir uns direkt mit den Behörden ab.
- **Türen geschlossen halten.** So verteilt sich der Geruch nicht im ganzen Haus. Entfernen Sie möglichst nichts, bis wir die Lage eingeschätzt haben.
- **Versicherung informieren.** Ob eine Versicherung Kosten übernimmt, hängt vom Vertrag und vom Einzelfall ab. Wir dokumentieren den Einsatz mit Fotos und Leistungsbericht, damit Sie ihn einreichen können.

Sie müssen nicht alles allein koordinieren: Wir arbeiten mit Behörden, Versicherungen, Vermietern und Hausverwaltungen zusammen und übernehmen die Abstimmung, wenn Sie das wünschen.
`),
    },
    {
      _type: 'processSection',
      heading: 'So gehen wir vor',
      intro: 'Ruhig, strukturiert und in Ihrem Tempo – vom ersten Anruf bis zur Übergabe der wieder nutzbaren Räume.',
      steps: [
        {
          _type: 'processStep',
          title: 'Erstes Gespräch',
          text: 'Sie erreichen uns rund um die Uhr. Wir hören zu, klären das Nötigste und vereinbaren kurzfristig einen Termin.',
        },
        {
          _type: 'processStep',
          title: 'Begutachtung und Festpreis',
          text: 'Wir sehen uns die Räume kostenlos an, legen den Umfang fest und erstellen ein Festpreisangebot – auf Wunsch in Abstimmung mit Ihrer Versicherung.',
        },
        {
          _type: 'processStep',
          title: 'Reinigung und Desinfektion',
          text: 'Mit Schutzausrüstung entfernen wir belastete Materialien, reinigen und desinfizieren alle Flächen und neutralisieren Gerüche.',
        },
        {
          _type: 'processStep',
          title: 'Kontrolle und Übergabe',
          text: 'Wir prüfen das Ergebnis, übergeben die Räume wieder nutzbar und händigen Ihnen die Dokumentation für Versicherung oder Vermieter aus.',
        },
      ],
    },
    {
      _type: 'confidentialitySection',
      heading: 'Vertraulichkeit hat Vorrang',
      text: 'Auf dieser Seite finden Sie bewusst keine Kundenstimmen. Wer uns nach einem Todesfall oder einem Verbrechen beauftragt, soll sich darauf verlassen können, dass niemand davon erfährt – auch nicht durch eine Bewertung auf unserer Website.',
      points: [
        'Neutrale Fahrzeuge ohne Firmenaufschrift',
        'Keine Auskünfte an Nachbarn, Presse oder andere Dritte',
        'Einsatzzeiten nach Absprache, auf Wunsch früh am Morgen oder am Abend',
        'Persönliche Gegenstände und Dokumente sichern wir und übergeben sie Ihnen',
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Sie brauchen jetzt Unterstützung?',
      text: 'Wir sind rund um die Uhr für Sie erreichbar. Rufen Sie an oder schreiben Sie uns – Ihre Anfrage behandeln wir vertraulich.',
      action: { _type: 'callToAction', label: 'Diskret anfragen', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: 'Rund um die Uhr erreichbar',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Glanzwerk Harz?',
      intro:
        'In einer Ausnahmesituation brauchen Sie jemanden, der ruhig bleibt, fachlich sauber arbeitet und Ihnen Arbeit abnimmt. Dafür stehen wir.',
      items: [
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Meisterbetrieb für Gebäudereinigung',
          text: 'Über {Erfahrungsjahre} Jahre Erfahrung in Reinigung und Hygiene, ausgezeichnet auf Landes- und Bundesebene.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Geschult und geschützt',
          text: 'Unser Team ist für den Umgang mit biologischen Arbeitsstoffen geschult, arbeitet mit persönlicher Schutzausrüstung und ist versichert.',
        },
        {
          _type: 'featureItem',
          icon: 'heart',
          title: 'Einfühlsam',
          text: 'Wir nehmen uns Zeit für Angehörige, erklären jeden Schritt und drängen zu nichts.',
        },
        {
          _type: 'featureItem',
          icon: 'handshake',
          title: 'Abstimmung mit allen Beteiligten',
          text: 'Behörden, Versicherungen, Vermieter und Hausverwaltungen – wir übernehmen die Abstimmung, wenn Sie es wünschen.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Festpreise',
          text: 'Nach der Begutachtung wissen Sie, was der Einsatz kostet. Zusätzliche Arbeiten besprechen wir vorher mit Ihnen.',
        },
        {
          _type: 'featureItem',
          icon: 'map-pin',
          title: 'Schnell in der Region',
          text: 'Von Goslar aus sind wir im gesamten Harz sowie in Braunschweig, Hildesheim und Göttingen im Einsatz.',
        },
      ],
      image: image(
        'deep-cleaning-disinfection.jpg',
        'Person in weißem Schutzanzug und blauen Einweghandschuhen desinfiziert eine Küchenarbeitsfläche',
      ),
    },
    {
      _type: 'inquirySection',
      heading: 'Diskret anfragen',
      text: 'Schildern Sie uns kurz, was geschehen ist und wo – nur so viel, wie Sie möchten. Wir behandeln Ihre Anfrage vertraulich und melden uns innerhalb von {Antwortzeit}, kostenlos und unverbindlich. In dringenden Fällen rufen Sie uns an: Wir sind rund um die Uhr erreichbar.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} in Goslar, im Harz & Umgebung',
    description:
      'Diskrete Tatort- und Leichenfundortreinigung in Goslar, im Harz, in Braunschweig, Hildesheim und Göttingen: Desinfektion, Geruchsbeseitigung, rund um die Uhr.',
    keywords: [
      'Tatortreinigung Goslar',
      'Tatortreinigung Harz',
      'Leichenfundortreinigung',
      'Tatortreinigung Braunschweig',
      'Tatortreinigung Hildesheim',
      'Tatortreinigung Göttingen',
      'Desinfektion nach Todesfall',
      'Geruchsneutralisation',
      'Messie-Wohnung Reinigung',
    ],
  },
}
