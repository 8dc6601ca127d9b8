import { SLUG_PATTERN } from '@shared/slugs'
import { defineArrayMember, defineField } from 'sanity'

/**
 * The slugs a service, landing page or job posting had before (`previousSlugs`). The publish action
 * (studio/previous-slugs.ts) adds the old slug when a published document is renamed; each one
 * redirects permanently to the current address (web/proxy.ts).
 */
export function previousSlugsField(addressPrefix: string) {
  return defineField({
    name: 'previousSlugs',
    title: 'Frühere Adressen',
    description: `Wenn Sie die Adresse einer veröffentlichten Seite ändern, trägt das Studio beim Veröffentlichen die alte hier ein. Jede frühere Adresse (${addressPrefix}…) leitet dauerhaft auf die aktuelle weiter, so bleiben Links, Lesezeichen und Suchergebnisse gültig. Nur löschen, wenn die alte Adresse wieder frei werden soll.`,
    type: 'array',
    of: [
      defineArrayMember({
        type: 'string',
        validation: (rule) =>
          rule.custom((slug: string | undefined) =>
            slug && !SLUG_PATTERN.test(slug)
              ? 'Nur der letzte Teil der Adresse, z. B. „glasreinigung“: Kleinbuchstaben, Ziffern und einzelne Bindestriche.'
              : true,
          ),
      }),
    ],
    validation: (rule) =>
      rule.unique().custom((slugs: string[] | undefined, context) => {
        const current = (context.document?.slug as { current?: string } | undefined)?.current
        return current && slugs?.includes(current)
          ? `„${current}“ ist die aktuelle Adresse und kann nicht zugleich eine frühere sein.`
          : true
      }),
  })
}
