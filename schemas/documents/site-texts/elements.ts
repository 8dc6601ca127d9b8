import { box, text } from './fields'

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

export const elements = box('elements', 'Karten, Slider und Kundenstimmen', [
  text('cardLink', 'Link auf Leistungskarten', 'Zum Beispiel „Mehr erfahren“.'),
  text('cardLinkAbout', 'Verbindungswort für Screenreader', '„Mehr erfahren über Winterdienst“: hier „über“.'),
  text('sliderHint', 'Hinweis auf dem Vorher-Nachher-Slider'),
  text('sliderLabel', 'Name des Vorher-Nachher-Sliders (für Screenreader)', '„Vergleich“ Vorher/Nachher'),
  text('carouselPrevious', 'Kundenstimmen: Schaltfläche zurück (für Screenreader)'),
  text('carouselNext', 'Kundenstimmen: Schaltfläche weiter (für Screenreader)'),
  text('carouselShow', 'Kundenstimmen: Punkt-Schaltflächen (für Screenreader)', '„Kundenstimme anzeigen:“ 2'),
  text('carouselOf', 'Kundenstimmen: Position (für Screenreader)', '2 „von“ 3'),
  text('newWindow', 'Hinweis auf Links, die ein neues Fenster öffnen (für Screenreader)'),
])
