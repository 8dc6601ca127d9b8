import { RATING_SLOT } from '@shared/placeholders'
import { defineField } from 'sanity'
import { box, REQUIRED, text } from './fields'

/** „Bausteine“: contact labels and the texts of cards, sliders and carousels. */

export const contact = box(
  'contact',
  'Kontaktangaben',
  [
    text('phone', 'Beschriftung Telefon'),
    text('email', 'Beschriftung E-Mail'),
    text('hours', 'Beschriftung Öffnungszeiten'),
    text('byArrangement', 'Öffnungszeit „nach Vereinbarung“'),
    text('timeSuffix', 'Nach Uhrzeiten', 'Zum Beispiel „Uhr“ in „08:00 – 17:00 Uhr“.'),
  ],
  'Fußzeile, Kontaktbereich der Seiten und Impressum.',
)

export const elements = box('elements', 'Karten, Vorher-Nachher-Vergleich und Kundenstimmen', [
  text('cardLink', 'Link auf Leistungskarten', 'Zum Beispiel „Mehr erfahren“.'),
  text('cardLinkAbout', 'Verbindungswort für Screenreader', '„Mehr erfahren über Winterdienst“: hier „über“.'),
  text('sliderHint', 'Hinweis auf dem Vorher-Nachher-Vergleich'),
  text('sliderLabel', 'Name des Vorher-Nachher-Vergleichs (für Screenreader)', '„Vergleich“ Vorher/Nachher'),
  text('carouselPrevious', 'Kundenstimmen: Schaltfläche zurück (für Screenreader)'),
  text('carouselNext', 'Kundenstimmen: Schaltfläche weiter (für Screenreader)'),
  text('carouselShow', 'Kundenstimmen: Punkt-Schaltflächen (für Screenreader)', '„Kundenstimme anzeigen:“ 2'),
  text('carouselOf', 'Kundenstimmen: Position (für Screenreader)', '2 „von“ 3'),
  text(
    'carouselRole',
    'Kundenstimmen: Art des Bereichs auf dem Handy (für Screenreader)',
    'Screenreader nennen sie vor dem Namen des Bereichs, z. B. „Karussell“.',
  ),
  text(
    'slideRole',
    'Kundenstimmen: Art einer Kundenstimme im Karussell (für Screenreader)',
    'Screenreader nennen sie vor der Position, z. B. „Folie“ in „Folie, 2 von 3“.',
  ),
  defineField({
    name: 'rating',
    title: 'Sternebewertung (für Screenreader)',
    description: `${RATING_SLOT} wird durch die Zahl der Sterne ersetzt: „${RATING_SLOT} von 5 Sternen“ wird zu „5 von 5 Sternen“.`,
    type: 'string',
    validation: (rule) => [
      rule.required().error(REQUIRED),
      rule.custom((value: string | undefined) =>
        !value || value.includes(RATING_SLOT)
          ? true
          : `Bitte ${RATING_SLOT} schreiben: dort steht die Zahl der Sterne.`,
      ),
    ],
  }),
  text('newWindow', 'Hinweis auf Links, die ein neues Fenster öffnen (für Screenreader)'),
])
