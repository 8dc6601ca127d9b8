import type { ContactPage } from '@/lib/sanity/sanity.types'
import type { Seed } from '../types'

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
