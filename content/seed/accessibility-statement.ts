import type { LegalPage } from '@/lib/sanity/sanity.types'
import { richText } from './builders'
import type { Seed } from './types'

/**
 * „Erklärung zur Barrierefreiheit“ (BFSG § 14 with Anlage 3): what the service is, which standard
 * it aims at and how far it gets, what is known not to work, how to report a barrier and where to
 * turn next. Every claim is what the site's own checks measure (README, docs/decisions.md); the
 * enforcement body and its sources are in docs/decisions.md („Accessibility statement“).
 */
const body = richText(`
## Für welches Angebot diese Erklärung gilt

Diese Erklärung gilt für unsere Website mit allen Seiten, dem Anfrageformular, der Schnellbewerbung und den Stellenangeboten. Auf der Website informieren wir über unsere Leistungen rund um die Gebäudereinigung im Harz. Über das Anfrageformular können Sie ein kostenloses, unverbindliches Angebot anfordern, über die Schnellbewerbung bewerben Sie sich in drei Schritten bei uns. Ein Vertrag kommt über die Website nicht zustande: Wir melden uns nach Ihrer Anfrage oder Bewerbung telefonisch oder per E-Mail bei Ihnen.

## Welche Anforderungen wir erfüllen wollen

Maßstab ist die Europäische Norm EN 301 549, die für Websites die Erfolgskriterien der Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA übernimmt. Wir richten die Website zusätzlich an der neueren Fassung WCAG 2.2 auf Stufe AA aus.

## Wie weit wir sie erfüllen

Nach unserer eigenen Prüfung erfüllt die Website diese Anforderungen weitgehend. Die unten genannten Einschränkungen sind uns bekannt.

So prüfen wir die Website, bevor eine Änderung online geht:

- Ein automatischer Test ruft jede Seite in zwei Bildschirmbreiten (375 und 1440 Pixel) auf und prüft sie mit dem Werkzeug axe gegen die Kriterien der WCAG 2.0, 2.1 und 2.2 der Stufen A und AA.
- Startseite, Leistungsübersicht, eine Leistungsseite und die Kontaktseite müssen im Barrierefreiheitstest von Google Lighthouse 100 von 100 Punkten erreichen.
- Weitere automatische Tests prüfen, dass sich alle Seiten mit der Tastatur bedienen lassen und der Tastaturfokus sich mit einem Kontrast von mindestens 3 : 1 von seiner Umgebung abhebt, dass bei 320 Pixel Breite nichts seitlich verrutscht oder abgeschnitten wird, dass sich der Vorher-Nachher-Vergleich mit der Tastatur bedienen lässt und dass alle Inhalte auch ohne JavaScript sichtbar sind.

Automatische Tests finden nur einen Teil möglicher Barrieren. Eine Prüfung durch eine unabhängige Prüfstelle oder gemeinsam mit Menschen, die assistive Technologien nutzen, hat bisher nicht stattgefunden. Diese Erklärung beruht daher auf einer Selbstbewertung.

## Was die Nutzung erleichtert

- Alle Funktionen lassen sich mit der Tastatur bedienen; ein Sprunglink führt direkt zum Inhalt.
- Texte lassen sich auf 200 Prozent vergrößern, Inhalte passen sich schmalen Bildschirmen an.
- Bilder mit Informationsgehalt haben Alternativtexte.
- Formularfelder haben sichtbare Beschriftungen; fehlerhafte Angaben werden am Feld erklärt.
- Wenn Sie in Ihrem Gerät „Bewegung reduzieren“ eingestellt haben, verzichtet die Website auf Animationen.
- Die Schnellbewerbung gibt es auch als einfache Seite ohne JavaScript.

## Bekannte Einschränkungen

- **Karte auf der Kontaktseite:** Die eingebettete Karte stammt von Google Maps. Ihre Bedienung liegt nicht in unserer Hand und ist mit Screenreadern nur eingeschränkt möglich. Unsere Anschrift steht deshalb auch als Text neben der Karte.
- **Leichte Sprache und Gebärdensprache:** Inhalte in Leichter Sprache oder in Deutscher Gebärdensprache bieten wir derzeit nicht an.

## Barrieren melden und Kontakt

Ist Ihnen eine Barriere aufgefallen, oder brauchen Sie Inhalte dieser Website in einer anderen Form? Schreiben Sie uns an {E-Mail} oder rufen Sie uns an unter {Telefon} ({Bürozeiten}). Wir melden uns so schnell wie möglich und beheben gemeldete Barrieren, soweit es in unserer Hand liegt.

## Marktüberwachung und Schlichtung

Zuständig für die Überwachung der Barrierefreiheit von Dienstleistungen nach dem Barrierefreiheitsstärkungsgesetz (BFSG) ist die gemeinsame **Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)**, eine Anstalt des öffentlichen Rechts mit Sitz in Magdeburg (E-Mail: MLBF@ms.sachsen-anhalt.de). Wenn Sie der Ansicht sind, dass diese Website die Anforderungen nicht erfüllt, können Sie dort beantragen, dass die Behörde Maßnahmen ergreift (§ 32 BFSG).

Für eine außergerichtliche Einigung können Sie außerdem ein kostenloses Schlichtungsverfahren bei der Schlichtungsstelle beim Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen beantragen (§ 34 BFSG): [www.schlichtungsstelle-bgg.de](https://www.schlichtungsstelle-bgg.de).
`)

export const accessibilityStatement: Seed<LegalPage> = {
  _id: 'legal-barrierefreiheit',
  _type: 'legalPage',
  // docs/decisions.md, „Accessibility statement“: the MLBF's own address was not yet published.
  launchNote:
    'Auf der Website der Marktüberwachungsstelle der Länder (MLBF) prüfen, welche Anschrift sie selbst angibt, und sie im Abschnitt „Marktüberwachung und Schlichtung“ eintragen (bisher steht dort nur die E-Mail-Adresse, die das Land Sachsen-Anhalt für sie veröffentlicht hat).',
  title: 'Erklärung zur Barrierefreiheit',
  slug: { _type: 'slug', current: 'barrierefreiheit' },
  intro: 'Wie zugänglich diese Website ist, was noch nicht funktioniert und wie Sie uns Barrieren melden.',
  body,
  updatedAt: '2026-11-23',
  seo: {
    _type: 'seo',
    title: 'Erklärung zur Barrierefreiheit',
    description:
      'Wie barrierefrei die Website der Glanzwerk Harz Gebäudereinigung GmbH ist: Stand nach WCAG 2.2 AA, bekannte Einschränkungen, Kontakt.',
    noIndex: true,
  },
}
