import type { SiteSettings } from '@/lib/sanity/sanity.types'
import { image } from './builders'
import type { Seed } from './types'

/**
 * Company constants. Street, phone, e-mail, register data, VAT ID and the
 * managing director are PLACEHOLDERS: no real person's or company's data.
 */
export const siteSettings: Seed<SiteSettings> = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  companyName: 'Glanzwerk Harz Gebäudereinigung GmbH',
  brandName: 'Glanzwerk Harz',
  tagline:
    'Ihr Meisterbetrieb für Gebäudereinigung und Gebäudedienste in Goslar und im Harz – zuverlässig, gründlich und persönlich seit {Gründungsjahr}.',
  masterBadge: 'Zertifizierter Meisterbetrieb',
  menuNote: 'Nicht sicher, welche Leistung passt? Wir beraten Sie gern – kostenlos und unverbindlich.',
  address: {
    street: 'Musterstraße 12',
    postalCode: '38640',
    city: 'Goslar',
    region: 'Niedersachsen',
    country: 'DE',
  },
  geo: { lat: 51.9059, lng: 10.4289 },
  phone: '05321 000 000',
  email: 'kontakt@example.com',
  openingHours: [
    {
      _type: 'openingHoursEntry',
      label: 'Mo – Fr',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      byArrangement: false,
      opens: '08:00',
      closes: '17:00',
    },
    {
      _type: 'openingHoursEntry',
      label: 'Sa & So',
      days: ['Saturday', 'Sunday'],
      byArrangement: true,
    },
  ],
  emergencyNote: '24/7-Notdienst bei Wasserschäden, für Hausmeister-Notfälle und Tatortreinigung',
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
  },
  foundingYear: 2013,
  experienceYears: 20,
  customerCount: 500,
  experienceClaim: 'Über {Erfahrungsjahre} Jahre Erfahrung',
  customersClaim: '{Kundenzahl}+ zufriedene Kunden',
  aggregateRating: { ratingValue: 4.8, reviewCount: 47 },
  quoteResponseHours: 24,
  quoteResponseUnit: 'Stunden',
  applicationResponseDays: 2,
  applicationResponseUnit: 'Werktagen',
  serviceArea: {
    center: 'Goslar',
    radiusKm: 50,
    radiusUnit: 'km',
    structuredDataRadiusMeters: 100000,
    towns: ['Goslar', 'Seesen', 'Bad Harzburg', 'Wernigerode', 'Clausthal-Zellerfeld', 'Harz'],
  },
  registerCourt: 'Amtsgericht [Registergericht eintragen]',
  registerNumber: 'HRB [Nummer eintragen]',
  managingDirector: '[Name der Geschäftsführung eintragen]',
  vatId: 'DE [USt-IdNr. eintragen]',
  agencyCredit: {
    name: 'Beispiel Webagentur',
    url: 'https://example.com/',
    address: 'Beispielweg 1\n38640 Goslar',
  },
  titleTemplate: '%s | Glanzwerk Harz',
  defaultSeo: {
    _type: 'seo',
    title: 'Gebäudereinigung in Goslar & im Harz – Meisterbetrieb',
    description:
      'Glanzwerk Harz: Ihr Meisterbetrieb für Gebäudereinigung, Glasreinigung, Hausmeisterdienst und Winterdienst in Goslar und {Einsatzradius} Umkreis. Angebot in {Antwortzeit}.',
    keywords: ['Gebäudereinigung Goslar', 'Reinigungsfirma Harz', 'Meisterbetrieb Gebäudereinigung'],
    noIndex: false,
  },
  shareImage: {
    ...image('modern-glass-facade.jpg', 'Moderne Glasfassade eines Bürogebäudes vor blauem Himmel'),
    // A share preview is a wider strip than the photo: it keeps the upper floors against the sky.
    hotspot: { _type: 'sanity.imageHotspot', x: 0.5, y: 0.35, width: 0.6, height: 0.3 },
  },
}
