import { ArrowRightIcon } from '@sanity/icons/ArrowRight'
import { checkRedirectDestination, checkRedirectSource } from '@shared/redirect-paths'
import { checkRedirectDocument, livePathsOf, type RedirectDocument, type RoutedDocument } from '@shared/redirects'
import { SANITY_API_VERSION } from '@shared/sanity'
import { defineField, defineType, type ValidationContext } from 'sanity'

/** Published documents only: drafts and release versions make no address yet. */
const PUBLISHED = '!(_id in path("drafts.**")) && !(_id in path("versions.**"))'

/** What the map needs of the published content, without the redirect being edited. */
const ROUTING_CONTENT_QUERY = `{
  "documents": *[_type in ["service", "page", "jobPosting"] && defined(slug.current) && ${PUBLISHED}
    && (_type != "jobPosting" || visible == true)]{ _id, _type, _updatedAt, "slug": slug.current, previousSlugs },
  "others": *[_type == "redirect" && ${PUBLISHED} && !(_id in [$id, $draft])]{ _id, _updatedAt, source, destination, permanent }
}`

/** The whole document against the published content: a live page, a previous slug, a second rule, a loop. */
async function checkAgainstContent(context: ValidationContext): Promise<true | string> {
  const document = context.document as (RedirectDocument & { _type: string }) | undefined
  if (!document) return true
  if (checkRedirectSource(document.source) !== true || checkRedirectDestination(document.destination) !== true)
    return true
  const id = document._id.replace(/^drafts\./, '')
  const content = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<{ documents: RoutedDocument[]; others: RedirectDocument[] }>(ROUTING_CONTENT_QUERY, {
      id,
      draft: `drafts.${id}`,
    })
  return checkRedirectDocument(
    { ...document, _id: id },
    { livePaths: livePathsOf(content.documents), documents: content.documents, others: content.others },
  )
}

/**
 * A redirect an editor adds, e.g. for an address of the company's previous website („Weiterleitungen“).
 * Renamed pages need none: their old slugs redirect by themselves (`previousSlugs`).
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Weiterleitung',
  type: 'document',
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: 'source',
      title: 'Alte Adresse',
      description:
        'Der Pfad, der weitergeleitet wird, ohne Domain, z. B. /glasreinigung.html. Eine Abfrage (?…) wird an das Ziel weitergegeben.',
      type: 'string',
      validation: (rule) => [
        rule.custom((source: string | undefined) => checkRedirectSource(source)),
        rule.custom((_source, context) => checkAgainstContent(context)),
      ],
    }),
    defineField({
      name: 'destination',
      title: 'Ziel',
      description:
        'Eine Adresse der Website, z. B. /leistungen/glas-fensterreinigung, oder eine vollständige Adresse einer anderen Website (https://…).',
      type: 'string',
      validation: (rule) => rule.custom((destination: string | undefined) => checkRedirectDestination(destination)),
    }),
    defineField({
      name: 'permanent',
      title: 'Dauerhaft',
      description:
        'An: Die alte Adresse ist für immer ersetzt (Suchmaschinen übernehmen das Ziel, Browser merken es sich). Aus: nur vorübergehend, z. B. für eine Aktion.',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'note',
      title: 'Notiz',
      description: 'Nur für die Redaktion, z. B. woher die alte Adresse stammt.',
      type: 'text',
      rows: 2,
    }),
  ],
  preview: {
    select: { source: 'source', destination: 'destination', permanent: 'permanent' },
    prepare: ({ source, destination, permanent }) => ({
      title: `${source || 'Ohne alte Adresse'} → ${destination || '…'}`,
      subtitle: permanent === false ? 'Vorübergehend (307)' : 'Dauerhaft (308)',
    }),
  },
})
