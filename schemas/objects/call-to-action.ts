import { LinkIcon } from '@sanity/icons/Link'
import { PAGE_DOCUMENT_TYPES } from '@shared/documents'
import { defineField, defineType } from 'sanity'

/**
 * What a button does. The site turns each kind into the right link (web/components/sections/action-link.tsx);
 * „Keine Schaltfläche“ (also an action without a kind) shows nothing, so an optional button costs an editor nothing.
 */
const ACTION_KINDS = [
  { value: 'none', title: 'Keine Schaltfläche' },
  { value: 'inquiry', title: 'Zum Anfrageformular (auf dieser Seite, sonst auf „Kontakt“)' },
  { value: 'application', title: 'Zur Schnellbewerbung' },
  { value: 'page', title: 'Zu einer Seite der Website' },
  { value: 'email', title: 'E-Mail an die Adresse aus den Einstellungen' },
] as const

type ActionValue = { kind?: string; label?: string } | undefined

const hasTarget = (action: ActionValue) => Boolean(action?.kind && action.kind !== 'none')

export const callToAction = defineType({
  name: 'callToAction',
  title: 'Schaltfläche',
  type: 'object',
  icon: LinkIcon,
  options: { collapsible: false },
  fields: [
    defineField({
      name: 'kind',
      title: 'Ziel',
      type: 'string',
      options: { list: [...ACTION_KINDS], layout: 'radio' },
      initialValue: 'none',
      validation: (rule) =>
        rule.custom((kind: string | undefined, context) =>
          !kind && (context.parent as ActionValue)?.label?.trim() ? 'Bitte ein Ziel wählen.' : true,
        ),
    }),
    defineField({
      name: 'label',
      title: 'Beschriftung',
      description: 'Kurz und als Aufforderung, z. B. „Jetzt Angebot anfragen“.',
      type: 'string',
      hidden: ({ parent }) => (parent as ActionValue)?.kind === 'none',
      // Asked for only when the button leads somewhere: an optional button left at „Keine Schaltfläche“ needs none.
      validation: (rule) => [
        rule.custom((label: string | undefined, context) =>
          hasTarget(context.parent as ActionValue) && !label?.trim()
            ? 'Bitte eine Beschriftung eingeben – oder „Keine Schaltfläche“ wählen.'
            : true,
        ),
        rule.max(40),
      ],
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
      title: hasTarget({ kind }) ? title : 'Keine Schaltfläche',
      subtitle: hasTarget({ kind }) ? ACTION_KINDS.find((entry) => entry.value === kind)?.title : undefined,
    }),
  },
})
