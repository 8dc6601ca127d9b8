import { LinkIcon } from '@sanity/icons/Link'
import { PAGE_DOCUMENT_TYPES } from '@shared/documents'
import { defineField, defineType } from 'sanity'

/** What a button does. The site turns each kind into the right link (web/components/sections/action-link.tsx). */
const ACTION_KINDS = [
  { value: 'inquiry', title: 'Zum Anfrageformular (auf dieser Seite, sonst auf „Kontakt“)' },
  { value: 'application', title: 'Zur Schnellbewerbung' },
  { value: 'page', title: 'Zu einer Seite der Website' },
  { value: 'email', title: 'E-Mail an die Adresse aus den Einstellungen' },
] as const

export const callToAction = defineType({
  name: 'callToAction',
  title: 'Schaltfläche',
  type: 'object',
  icon: LinkIcon,
  options: { collapsible: false },
  fields: [
    defineField({
      name: 'label',
      title: 'Beschriftung',
      description: 'Kurz und als Aufforderung, z. B. „Jetzt Angebot anfragen“.',
      type: 'string',
      validation: (rule) => rule.required().error('Bitte eine Beschriftung eingeben.').max(40),
    }),
    defineField({
      name: 'kind',
      title: 'Ziel',
      type: 'string',
      options: { list: [...ACTION_KINDS], layout: 'radio' },
      initialValue: 'inquiry',
      validation: (rule) => rule.required().error('Bitte ein Ziel wählen.'),
    }),
    defineField({
      name: 'page',
      title: 'Seite',
      type: 'reference',
      to: PAGE_DOCUMENT_TYPES.map((type) => ({ type })),
      hidden: ({ parent }) => parent?.kind !== 'page',
      validation: (rule) =>
        rule
          .custom((value, context) => {
            const parent = context.parent as { kind?: string } | undefined
            return parent?.kind === 'page' && !value ? 'Bitte die Seite wählen, zu der die Schaltfläche führt.' : true
          })
          .error(),
    }),
    defineField({
      name: 'emailSubject',
      title: 'Betreff der E-Mail',
      type: 'string',
      hidden: ({ parent }) => parent?.kind !== 'email',
    }),
  ],
  preview: {
    select: { title: 'label', kind: 'kind' },
    prepare: ({ title, kind }) => ({
      title,
      subtitle: ACTION_KINDS.find((entry) => entry.value === kind)?.title,
    }),
  },
})
