import type { SiteTexts } from '../../web/lib/sanity/sanity.types'
import { formTexts } from './form-texts'
import type { Seed } from './types'

/** The site's fixed texts outside the pages' sections (Studio: „Texte der Website“). */
export const siteTexts: Seed<SiteTexts> = {
  _id: 'siteTexts',
  _type: 'siteTexts',
  navigation: {
    home: 'Home',
    about: 'Über uns',
    services: 'Leistungen',
    careers: 'Karriere',
    contact: 'Kontakt',
    label: 'Hauptnavigation',
  },
  header: {
    skipLink: 'Zum Inhalt springen',
    homeLink: 'Startseite',
    quoteButton: 'Angebot anfragen',
    phoneLabel: 'Telefon:',
    servicesMenuOpen: 'Leistungen-Menü öffnen',
    servicesMenuClose: 'Leistungen-Menü schließen',
    allServices: 'Alle Leistungen',
    megaMenuCta: 'Kostenlos anfragen',
    mobileMenuLabel: 'Hauptmenü',
  },
  footer: {
    navigationHeading: 'Navigation',
    servicesHeading: 'Leistungen',
    allServices: 'Alle Leistungen',
    contactHeading: 'Kontakt',
    hoursHeading: 'Öffnungszeiten',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    cookieSettings: 'Cookie-Einstellungen',
  },
  contact: {
    phone: 'Telefon',
    email: 'E-Mail',
    hours: 'Öffnungszeiten',
    byArrangement: 'nach Vereinbarung',
    timeSuffix: 'Uhr',
  },
  elements: {
    cardLink: 'Mehr erfahren',
    cardLinkAbout: 'über',
    sliderHint: 'Zum Vergleichen ziehen',
    sliderLabel: 'Vergleich',
    carouselPrevious: 'Vorherige Kundenstimme',
    carouselNext: 'Nächste Kundenstimme',
    carouselShow: 'Kundenstimme anzeigen:',
    carouselOf: 'von',
    newWindow: '(öffnet in neuem Fenster)',
  },
  forms: formTexts,
  notFound: {
    heading: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite existiert nicht oder wurde verschoben. Vielleicht hilft Ihnen ein Blick auf unsere Startseite weiter.',
    homeLink: 'Zurück zur Startseite',
  },
  legal: {
    updated: 'Stand:',
    imprintHeading: 'Angaben gemäß § 5 DDG',
    register: 'Handelsregister',
    registerCourt: 'Registergericht',
    representedBy: 'Vertreten durch die Geschäftsführung',
    contactHeading: 'Kontakt',
    vatHeading: 'Umsatzsteuer-ID',
    vatText: 'Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz:',
    agencyCredit: 'Konzeption und Umsetzung',
  },
}
