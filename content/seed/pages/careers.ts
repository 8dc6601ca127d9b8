import type { CareersPage } from '@/lib/sanity/sanity.types'
import { image } from '../builders'
import type { Seed } from '../types'

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
