import { InboxIcon } from '@sanity/icons/Inbox'
import { defineType } from 'sanity'
import { headingField, sectionPreview, textField } from './fields'

/**
 * The inquiry form with the direct contact details. Every „Anfrage“ button of the page
 * scrolls here; on a service page the form preselects that service.
 */
export const inquirySection = defineType({
  name: 'inquirySection',
  title: 'Anfrageformular',
  type: 'object',
  icon: InboxIcon,
  fields: [headingField, textField],
  preview: sectionPreview('Anfrageformular'),
})
