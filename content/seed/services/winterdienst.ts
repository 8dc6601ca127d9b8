import { image, ref, richText } from '@content/seed/builders'
import { CATEGORY_IDS } from '@content/seed/categories'
import type { Seed } from '@content/seed/types'
import type { Service, Testimonial } from '@/lib/sanity/sanity.types'

export const testimonials: Seed<Testimonial>[] = [
  {
    _id: 'testimonial-winterdienst-1',
    _type: 'testimonial',
    name: 'Wolfgang E.',
    town: 'Clausthal-Zellerfeld',
    quote:
      'Hier oben liegt morgens oft schon ordentlich Neuschnee. Wenn ich aus dem Haus gehe, ist der Gehweg geräumt und gestreut – den ganzen Winter über, ohne dass ich einmal anrufen musste.',
    rating: 5,
  },
  {
    _id: 'testimonial-winterdienst-2',
    _type: 'testimonial',
    name: 'Petra N.',
    role: 'Hausverwaltung',
    town: 'Goslar',
    quote:
      'Für unsere Wohnanlagen ist das Räumprotokoll Gold wert. Als nach einem Sturz die Versicherung nachfragte, konnten wir sofort belegen, wann geräumt und gestreut worden war.',
    rating: 5,
  },
  {
    _id: 'testimonial-winterdienst-3',
    _type: 'testimonial',
    name: 'Oliver G.',
    role: 'Geschäftsführer eines Autohauses',
    town: 'Seesen',
    quote:
      'Kundenparkplatz und Zufahrt sind jeden Morgen frei, bevor wir öffnen. Im Sommer kehrt dasselbe Team unseren Hof – ein Ansprechpartner für das ganze Jahr.',
    rating: 5,
  },
]

export const service: Seed<Service> = {
  _id: 'service-winterdienst',
  _type: 'service',
  title: 'Winterdienst',
  slug: { _type: 'slug', current: 'winterdienst' },
  category: ref(CATEGORY_IDS.aussenanlagen),
  order: 100,
  card: {
    image: image(
      'winter-service-illustration.jpg',
      'Illustration: geräumter und gestreuter Gehweg vor einem verschneiten Wohnhaus',
      { isIllustration: true },
    ),
    description:
      'Schnee räumen und Glätte streuen nach den Vorgaben Ihrer Gemeinde – mit Räumprotokoll als Nachweis. Im Sommer übernehmen wir auf Wunsch den Kehrdienst.',
    features: [
      'Räumen und Streuen nach Satzung',
      'Lückenloses Räumprotokoll',
      'Für Privat, Wohnanlagen und Gewerbe',
      'Sommerdienst: Kehren, Laub, Dachrinnen',
    ],
  },
  sections: [
    {
      _type: 'heroSection',
      eyebrow: '{Name} in Goslar und im Harz',
      headline: '{Name} in Goslar und im Harz – zuverlässig geräumt, wenn es schneit',
      subline:
        'Im Harz kommt der Winter früh und bleibt lange. Wir räumen und streuen Gehwege, Zufahrten, Parkplätze und Eingänge – rechtzeitig zu den Zeiten, die Ihre Gemeinde vorschreibt, und mit lückenlosem Räumprotokoll.',
      highlights: [
        'Räumen und Streuen nach Satzung',
        'Räumprotokoll als Nachweis',
        'Jetzt rechtzeitig vor dem Winter buchen',
      ],
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfordern', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
      image: image(
        'winter-service-illustration.jpg',
        'Illustration: geräumter und gestreuter Gehweg vor einem verschneiten Wohnhaus',
        { isIllustration: true },
      ),
    },
    {
      _type: 'cardsSection',
      heading: 'Ihre Pflicht – unsere Aufgabe',
      intro:
        'Als Eigentümer oder Vermieter sind Sie in den meisten Gemeinden für das Räumen und Streuen der angrenzenden Gehwege verantwortlich. Wer diese Verkehrssicherungspflicht verletzt, haftet bei Unfällen. Wir übernehmen die Arbeit – verlässlich und nachweisbar.',
      cards: [
        {
          _type: 'featureItem',
          icon: 'snowflake',
          title: 'Schneeräumung',
          text: 'Gehwege, Hauszugänge, Zufahrten, Parkplätze und Außentreppen räumen wir von Hand oder maschinell – je nach Fläche.',
        },
        {
          _type: 'featureItem',
          icon: 'shield',
          title: 'Streuen gegen Glätte',
          text: 'Bei Eis und überfrierender Nässe streuen wir abstumpfende Mittel wie Splitt oder Granulat. Salz nur dort, wo Ihre Gemeinde es erlaubt.',
        },
        {
          _type: 'featureItem',
          icon: 'clock',
          title: 'Einsatz nach Satzung',
          text: 'Viele Gemeinden verlangen geräumte Gehwege an Werktagen ab 7 Uhr. Wir richten unsere Touren nach den Zeiten Ihrer örtlichen Satzung aus.',
        },
        {
          _type: 'featureItem',
          icon: 'clipboard',
          title: 'Räumprotokoll',
          text: 'Jeder Einsatz wird mit Datum, Uhrzeit, Wetterlage und ausgeführten Arbeiten dokumentiert. So haben Sie im Schadensfall einen belastbaren Nachweis.',
        },
        {
          _type: 'featureItem',
          icon: 'building',
          title: 'Für jedes Objekt',
          text: 'Einfamilienhäuser, Wohnanlagen, Praxen, Geschäfte und Betriebsgelände – wir betreuen Objekte jeder Größe.',
        },
        {
          _type: 'featureItem',
          icon: 'calendar',
          title: 'Früh buchen lohnt sich',
          text: 'Unsere Touren für die Saison sind schnell verplant. Buchen Sie rechtzeitig vor dem Winter, am besten bis Ende Oktober.',
        },
      ],
    },
    {
      _type: 'textSection',
      eyebrow: 'Sommerdienst',
      heading: 'Auch ohne Schnee sauber: unser Kehrdienst',
      body: richText(`
Die Reinigungspflicht endet nicht mit dem letzten Schnee. In vielen Gemeinden müssen Eigentümer Gehwege und Rinnsteine auch im Sommer regelmäßig kehren. Mit unserem **Sommerdienst** übernehmen wir das – auf Wunsch als Ganzjahresvertrag zusammen mit dem Winterdienst.

Im Frühjahr entfernen wir zuerst das Streugut des Winters. Danach kehren wir in dem Rhythmus, den Ihre Gemeinde vorgibt oder den Sie sich wünschen.
`),
      items: [
        {
          _type: 'featureItem',
          icon: 'broom',
          title: 'Wege und Gehwege kehren',
          text: 'Gehwege, Zufahrten, Hofflächen und Rinnsteine – regelmäßig und gründlich.',
        },
        {
          _type: 'featureItem',
          icon: 'leaf',
          title: 'Laub entfernen',
          text: 'Im Herbst halten wir Wege, Treppen und Eingänge frei von nassem, rutschigem Laub.',
        },
        {
          _type: 'featureItem',
          icon: 'droplet',
          title: 'Dachrinnen reinigen',
          text: 'Verstopfte Rinnen lassen Wasser an Fassade und Mauerwerk laufen. Wir reinigen sie vor und nach der Laubsaison.',
        },
        {
          _type: 'featureItem',
          icon: 'trash',
          title: 'Streugut und Unrat beseitigen',
          text: 'Splitt aus dem Winter, Papier, Zigarettenreste und Wildkraut an den Rändern nehmen wir gleich mit.',
        },
      ],
    },
    {
      _type: 'processSection',
      heading: 'So starten Sie sicher in den Winter',
      intro: 'Je früher wir Ihr Objekt kennen, desto reibungsloser läuft der erste Einsatz.',
      steps: [
        {
          _type: 'processStep',
          title: 'Kostenlose Objektbegehung',
          text: 'Wir sehen uns Ihre Flächen an und klären, welche Wege Sie laut Satzung räumen müssen und welche Flächen darüber hinaus sinnvoll sind.',
        },
        {
          _type: 'processStep',
          title: 'Angebot und Einsatzplan',
          text: 'Innerhalb von {Antwortzeit} erhalten Sie ein Festpreisangebot für die Saison. Nach der Beauftragung nehmen wir Ihr Objekt in unsere Tourenplanung auf.',
        },
        {
          _type: 'processStep',
          title: 'Einsatz bei Schnee und Glätte',
          text: 'Wir behalten die Wetterlage im Blick und rücken aus, sobald Schnee fällt oder Glätte droht – auch frühmorgens, am Wochenende und an Feiertagen.',
        },
        {
          _type: 'processStep',
          title: 'Dokumentation',
          text: 'Jeder Einsatz landet im Räumprotokoll. Auf Anfrage erhalten Sie die Aufzeichnungen, etwa für Ihre Versicherung oder Ihre Eigentümergemeinschaft.',
        },
      ],
    },
    {
      _type: 'testimonialsSection',
      layout: 'grid',
      heading: 'Das sagen unsere Kunden',
      intro: 'Vom Oberharz bis ins Harzvorland – Kunden, die sich im Winter auf uns verlassen.',
      testimonials: [
        ref('testimonial-winterdienst-1'),
        ref('testimonial-winterdienst-2'),
        ref('testimonial-winterdienst-3'),
      ],
    },
    {
      _type: 'ctaBandSection',
      tone: 'dark',
      heading: 'Jetzt rechtzeitig vor dem Winter buchen',
      text: 'Sichern Sie sich Ihren Platz in unserer Tourenplanung, bevor der erste Schnee fällt. Die Objektbegehung ist kostenlos und unverbindlich.',
      action: { _type: 'callToAction', label: 'Jetzt Angebot anfordern', kind: 'inquiry' },
      showPhone: true,
      phoneLabel: '{Bürozeiten}',
    },
    {
      _type: 'whyChooseSection',
      heading: 'Warum Glanzwerk Harz für Ihren Winterdienst',
      intro:
        'Im Winterdienst zählt vor allem eines: dass er kommt, wenn er gebraucht wird. Darauf können Sie sich bei uns verlassen.',
      items: [
        {
          _type: 'featureItem',
          icon: 'map-pin',
          title: 'Ortskenntnis im Harz',
          text: 'Von Goslar und Seesen bis Clausthal-Zellerfeld kennen wir die Höhenlagen und planen unsere Touren entsprechend.',
        },
        {
          _type: 'featureItem',
          icon: 'clipboard',
          title: 'Nachweisbare Arbeit',
          text: 'Das Räumprotokoll dokumentiert jeden Einsatz – für Sie, Ihre Hausverwaltung und Ihre Versicherung.',
        },
        {
          _type: 'featureItem',
          icon: 'euro',
          title: 'Transparente Festpreise',
          text: 'Saisonpauschale oder Abrechnung pro Einsatz: Sie wissen vorher, woran Sie sind.',
        },
        {
          _type: 'featureItem',
          icon: 'users',
          title: 'Geschult und versichert',
          text: 'Unser Team ist für den Winterdienst eingewiesen und für alle Einsätze versichert.',
        },
        {
          _type: 'featureItem',
          icon: 'sun',
          title: 'Ganzjährig ein Ansprechpartner',
          text: 'Winterdienst, Sommerdienst und Grundstückspflege aus einer Hand – ohne zweiten Dienstleister.',
        },
        {
          _type: 'featureItem',
          icon: 'award',
          title: 'Meisterbetrieb seit {Gründungsjahr}',
          text: 'Über {Erfahrungsjahre} Jahre Erfahrung, mehr als {Kundenzahl} zufriedene Kunden und Auszeichnungen auf Landes- und Bundesebene.',
        },
      ],
    },
    {
      _type: 'inquirySection',
      heading: 'Kostenloses Angebot für Ihren Winterdienst',
      text: 'Beschreiben Sie kurz Ihr Objekt und die Flächen, die wir räumen sollen. Wir antworten innerhalb von {Antwortzeit} mit einem kostenlosen, unverbindlichen Angebot – für den Winterdienst allein oder zusammen mit dem Sommerdienst.',
    },
  ],
  seo: {
    _type: 'seo',
    title: '{Name} Goslar & Harz',
    description:
      'Winterdienst in Goslar und im Harz: Schnee räumen und streuen nach Satzung, mit Räumprotokoll. Rechtzeitig vor dem Winter buchen – Angebot in 24 h.',
    keywords: [
      'Winterdienst Goslar',
      'Räumdienst Harz',
      'Streudienst Bad Harzburg',
      'Winterdienst Wernigerode',
      'Schneeräumung Clausthal-Zellerfeld',
      'Winterdienst Seesen',
      'Räum- und Streupflicht Eigentümer',
      'Sommerdienst Kehrdienst Goslar',
    ],
  },
}
