import { BulbOutlineIcon } from '@sanity/icons/BulbOutline'
import { defineField, defineType } from 'sanity'
import { actionField, headingField, phoneLabelField, sectionPreview, showPhoneField, textField } from './fields'

const CTA_BAND_TONES = [
  { value: 'dark', title: 'Dunkel (Petrol)' },
  { value: 'light', title: 'Hell (Sand)' },
] as const

/** A full-width band between sections that invites an inquiry, a call or a visit to another page. */
export const ctaBandSection = defineType({
  name: 'ctaBandSection',
  title: 'Handlungsaufforderung (Band)',
  type: 'object',
  icon: BulbOutlineIcon,
  fields: [
    headingField,
    textField,
    actionField(),
    showPhoneField,
    phoneLabelField,
    defineField({
      name: 'tone',
      title: 'Farbe',
      type: 'string',
      options: { list: [...CTA_BAND_TONES], layout: 'radio', direction: 'horizontal' },
      initialValue: 'dark',
      validation: (rule) => rule.required(),
    }),
  ],
  initialValue: { tone: 'dark', showPhone: true, action: { kind: 'inquiry', label: 'Jetzt Angebot anfragen' } },
  preview: sectionPreview('Handlungsaufforderung'),
})
