import { DocumentIcon } from '@sanity/icons/Document'
import { previousSlugsField } from '@schemas/objects/previous-slugs'
import { sectionsField } from '@schemas/sections'
import { checkPlaceholders } from '@shared/placeholders'
import { SANITY_API_VERSION } from '@shared/sanity'
import { checkLandingPageSlug, slugify } from '@shared/slugs'
import { defineField, defineType, type SlugValidationContext } from 'sanity'
import { pageSeoField, pageTitleField } from './pages'

/** Landing pages editors create without a developer, served at /<slug>. */
export const page = defineType({
  name: 'page',
  title: 'Aktionsseite',
  type: 'document',
  icon: DocumentIcon,
  groups: [
    { name: 'content', title: 'Inhalt', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    { ...pageTitleField, group: 'content' },
    defineField({
      name: 'slug',
      title: 'Adresse',
      description:
        'Die Seite erscheint unter /<Adresse>. Ändern Sie sie nach der Veröffentlichung, leitet die alte Adresse automatisch weiter (siehe „Frühere Adressen“).',
      type: 'slug',
      group: 'content',
      options: {
        source: 'title',
        maxLength: 64,
        slugify,
        // A reserved or malformed address counts as taken: that blocks publishing (the explanation
        // comes from the document rule below, which the Studio shows at the address field).
        isUnique: async (slug: string, context: SlugValidationContext) => {
          if (checkLandingPageSlug(slug) !== true) return false
          const { document, getClient } = context
          const id = document?._id.replace(/^drafts\./, '') ?? ''
          const count = await getClient({ apiVersion: SANITY_API_VERSION }).fetch<number>(
            'count(*[_type == "page" && slug.current == $slug && !(_id in [$id, $draft])])',
            { slug, id, draft: `drafts.${id}` },
          )
          return count === 0
        },
      },
      validation: (rule) => rule.required().error('Bitte eine Adresse eingeben oder aus dem Namen erzeugen.'),
    }),
    { ...previousSlugsField('/'), group: 'content' },
    { ...sectionsField(), group: 'content' },
    { ...pageSeoField, group: 'seo' },
  ],
  // Custom rules on object values (a slug, the document) only reach the level "warning" in this
  // Sanity version; the explanation is shown here, isUnique above makes it blocking.
  validation: (rule) => [
    rule.custom(checkPlaceholders).warning(),
    rule
      .custom((document) => {
        const check = checkLandingPageSlug((document?.slug as { current?: string } | undefined)?.current)
        return check === true ? true : { message: check, path: ['slug'] }
      })
      .error(),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({
      title: title || 'Neue Aktionsseite',
      subtitle: slug ? `/${slug}` : 'Noch ohne Adresse',
    }),
  },
})
