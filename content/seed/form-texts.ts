import type { SiteTexts } from '@/lib/sanity/sanity.types'

/** What the inquiry form and the quick application say (site texts, group „Formulare“). */
export const formTexts: NonNullable<SiteTexts['forms']> = {
  problems: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
    tooLong: 'Dieser Text ist zu lang.',
    singleLine: 'Bitte ohne Zeilenumbruch in eine Zeile schreiben.',
    characters: 'Dieser Text enthält unzulässige Steuerzeichen. Bitte geben Sie ihn erneut ein.',
    choice: 'Bitte wählen Sie eine der angebotenen Möglichkeiten.',
    days: 'Wählen Sie mindestens einen Tag aus',
  },
  inquiry: {
    fields: {
      // Placeholders are examples: label and required mark stand above every field.
      name: { label: 'Name', placeholder: 'z. B. Maria Schneider' },
      email: { label: 'E-Mail', placeholder: 'z. B. name@beispiel.de' },
      phone: { label: 'Telefon', placeholder: 'z. B. 05321 123456' },
      location: { label: 'Einsatzort', placeholder: 'z. B. Goslar-Oker' },
      service: { label: 'Leistung', placeholder: 'Gewünschte Leistung' },
      message: { label: 'Nachricht', placeholder: 'z. B. Büro mit 250 m², Reinigung zweimal pro Woche' },
    },
    otherService: 'Andere Leistung',
    submit: 'Kostenloses Angebot anfordern',
    sending: 'Wird gesendet...',
    requiredAlert: 'Bitte füllen Sie alle Pflichtfelder aus.',
    failed: 'Es gab einen Fehler beim Senden. Bitte versuchen Sie es erneut oder rufen Sie uns direkt an.',
    privacyNote: 'Ihre Angaben verwenden wir nur, um Ihre Anfrage zu beantworten. Mehr dazu in der',
    privacyLinkLabel: 'Datenschutzerklärung',
    successHeading: 'Vielen Dank für Ihre Anfrage!',
    successText: 'Wir melden uns innerhalb von {Antwortzeit} mit einem kostenlosen, unverbindlichen Angebot bei Ihnen.',
    newForm: 'Neues Formular',
  },
  application: {
    heading: 'Schnellbewerbung',
    intro: 'In 60 Sekunden beworben – ohne Anschreiben und Lebenslauf.',
    close: 'Schnellbewerbung schließen',
    stepTitles: ['Ihre Kontaktdaten', 'Ihre Wünsche', 'Ihre verfügbaren Tage'],
    step: 'Schritt',
    stepOf: 'von',
    timeLeft: 'Noch ca.',
    seconds: 'Sekunden',
    fields: {
      name: { label: 'Vor- und Nachname', placeholder: 'Max Mustermann' },
      phone: { label: 'Telefon', placeholder: '0170 1234567' },
      email: { label: 'E-Mail', placeholder: 'max@beispiel.de' },
      contractType: { label: 'Anstellungsart' },
      workLocation: { label: 'Bevorzugter Einsatzort', placeholder: 'Bitte wählen' },
      workTimeFrom: { label: 'Verfügbar ab' },
      workTimeTo: { label: 'Verfügbar bis' },
      workDays: { label: 'An welchen Tagen können Sie arbeiten?' },
      jobPosting: { label: 'Ihre Bewerbung für:' },
    },
    contractTypes: { minijob: 'Minijob', teilzeit: 'Teilzeit', vollzeit: 'Vollzeit' },
    workLocations: {
      goslar: 'Goslar',
      badHarzburg: 'Bad Harzburg',
      salzgitter: 'Salzgitter',
      badGandersheim: 'Bad Gandersheim',
      wernigerode: 'Wernigerode',
      ilsenburg: 'Ilsenburg',
    },
    anyTime: 'Keine Angabe',
    next: 'Weiter',
    back: 'Zurück',
    submit: 'Bewerbung abschicken',
    sending: 'Wird gesendet...',
    daysHint: 'Wählen Sie mindestens einen Tag aus',
    failed:
      'Ihre Bewerbung konnte gerade nicht gesendet werden. Ihre Angaben bleiben erhalten – bitte versuchen Sie es erneut oder rufen Sie uns an:',
    successHeading: 'Vielen Dank für Ihre Bewerbung!',
    successText: 'Wir melden uns innerhalb von {Bewerbungsfrist} bei Ihnen.',
  },
  confirmation: {
    inquirySubject: 'Ihre Anfrage bei Glanzwerk Harz ist angekommen',
    inquiryText: `Guten Tag,

vielen Dank für Ihre Anfrage über unsere Website. Sie ist bei uns eingegangen, und wir melden uns innerhalb von {Antwortzeit} bei Ihnen – mit Rückfragen, einem Termin für eine kostenlose Besichtigung oder direkt mit einem Angebot.

Sie möchten etwas ergänzen oder es ist eilig? Rufen Sie uns an: {Telefon} ({Bürozeiten}).

Freundliche Grüße
Ihr Team von Glanzwerk Harz

Diese E-Mail wurde automatisch versendet, weil über das Anfrageformular unserer Website eine Anfrage mit dieser E-Mail-Adresse gesendet wurde. Waren Sie das nicht, können Sie diese E-Mail einfach ignorieren.`,
    applicationSubject: 'Ihre Bewerbung bei Glanzwerk Harz ist angekommen',
    applicationText: `Guten Tag,

vielen Dank für Ihre Bewerbung über unsere Website. Sie ist bei uns eingegangen. Wir sehen sie uns an und melden uns innerhalb von {Bewerbungsfrist} bei Ihnen, meist telefonisch.

Fragen vorab beantworten wir gern unter {Telefon} ({Bürozeiten}).

Freundliche Grüße
Ihr Team von Glanzwerk Harz

Diese E-Mail wurde automatisch versendet, weil über die Schnellbewerbung unserer Website eine Bewerbung mit dieser E-Mail-Adresse gesendet wurde. Waren Sie das nicht, können Sie diese E-Mail einfach ignorieren.`,
  },
  invalidHeading: 'Bitte prüfen Sie Ihre Angaben',
  backLabel: 'Zurück zum Formular',
  homeLabel: 'Zur Startseite',
  rateLimited:
    'Sie haben in kurzer Zeit mehrere Formulare gesendet. Bitte versuchen Sie es in einigen Minuten erneut oder rufen Sie uns direkt an.',
}
