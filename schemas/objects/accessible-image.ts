import { RASTER_IMAGE_TYPES } from '@shared/uploaded-images'
import { defineField, defineType } from 'sanity'
import { AccessibleImageInput } from './accessible-image-input'

type ImageValue = { asset?: { _ref?: string } } | undefined

/** The alt text is asked for as soon as there is a picture, and only then (an empty optional image needs none). */
export function altTextProblem(alt: string | undefined, image: ImageValue): true | string {
  if (!image?.asset?._ref) return true
  return alt?.trim() ? true : 'Bitte beschreiben Sie das Bild in einem Satz (Alternativtext).'
}

/** An image that always carries a German alt text (WCAG 1.1.1). */
export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Bild',
  type: 'image',
  // Raster pictures only, as the site shows them: an SVG may carry script (shared/uploaded-images.ts).
  options: { hotspot: true, accept: RASTER_IMAGE_TYPES.join(',') },
  components: { input: AccessibleImageInput },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternativtext',
      description:
        'Beschreibt das Bild für Screenreader und Suchmaschinen, z. B. „Reinigungskraft putzt eine Glasfassade“. Rein dekorative Bilder: „dekorativ“ eintragen.',
      type: 'string',
      validation: (rule) => [
        rule.custom((alt: string | undefined, context) => altTextProblem(alt, context.parent as ImageValue)),
        rule.max(160),
      ],
    }),
    defineField({
      name: 'isIllustration',
      title: 'Platzhalter-Illustration',
      description: 'Markiert ein generiertes oder bearbeitetes Bild, das durch ein echtes Foto ersetzt werden sollte.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
})
