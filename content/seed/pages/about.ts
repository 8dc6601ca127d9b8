import type { AboutPage } from '@/lib/sanity/sanity.types'
import { image, ref, richText } from '../builders'
import type { Seed } from '../types'

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
      levelLabels: { region: 'Regional', land: 'Landesebene', bund: 'Bundesebene', international: 'International' },
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
