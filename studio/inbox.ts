import { submissionSchemaTypes } from '@schemas/submissions'
import { mayReadInbox } from '@shared/inbox-access'
import type { LocalLake } from '@shared/local-lake'
import { INBOX_STUDIO_PATH } from '@shared/sanity'
import { defineConfig } from 'sanity'
import { type StructureResolver, structureTool } from 'sanity/structure'
import { InboxForOfficeOnly } from './inbox-for-office-only'
import { StudioLayout } from './layout'
import { localLakeDocumentOptions, localLakeOptions } from './local-lake'
import { germanLocale } from './locale'

const LISTS = [
  { type: 'inquiry', title: 'Anfragen' },
  { type: 'application', title: 'Bewerbungen' },
] as const

/**
 * Open first, then done; newest first in each; at the end what the office was never mailed about.
 * Only for the office and administrators (shared/inbox-access.ts): everybody else sees why not, and
 * the Content Lake refuses them the dataset anyway (docs/security.md, „M3“).
 */
const inboxStructure: StructureResolver = (S, { currentUser }) =>
  !mayReadInbox(currentUser?.roles)
    ? S.component(InboxForOfficeOnly).id('nur-fuer-das-buero').title('Posteingang')
    : S.list()
        .title('Posteingang')
        .items([
          ...LISTS.flatMap(({ type, title }) => [
            S.listItem()
              .title(`${title}: offen`)
              .id(`${type}-open`)
              .child(
                S.documentList()
                  .title(`${title}: offen`)
                  .schemaType(type)
                  .filter('_type == $type && handled != true')
                  .params({ type })
                  .defaultOrdering([{ field: 'receivedAt', direction: 'desc' }])
                  .initialValueTemplates([]),
              ),
            S.listItem()
              .title(`${title}: alle`)
              .id(`${type}-all`)
              .child(
                S.documentTypeList(type)
                  .title(`${title}: alle`)
                  .defaultOrdering([{ field: 'receivedAt', direction: 'desc' }])
                  .initialValueTemplates([]),
              ),
          ]),
          S.divider(),
          S.listItem()
            .title('E-Mail-Benachrichtigung fehlgeschlagen')
            .id('mail-failed')
            .child(
              S.documentList()
                .title('E-Mail-Benachrichtigung fehlgeschlagen')
                .filter('_type in ["inquiry", "application"] && mail.status == "failed"')
                .defaultOrdering([{ field: 'receivedAt', direction: 'desc' }])
                .initialValueTemplates([]),
            ),
        ])

/** Office staff only mark submissions as handled; the site creates them, retention deletes them. */
const INBOX_ACTIONS = new Set(['publish', 'discardChanges', 'delete'])

export function inboxWorkspace({ projectId, dataset, lake }: { projectId: string; dataset: string; lake?: LocalLake }) {
  return defineConfig({
    name: 'posteingang',
    title: 'Posteingang',
    basePath: INBOX_STUDIO_PATH,
    projectId,
    dataset,
    ...localLakeOptions(lake),
    i18n: germanLocale.i18n,
    studio: { components: { layout: StudioLayout } },
    plugins: [structureTool({ structure: inboxStructure, title: 'Posteingang' }), germanLocale.plugin()],
    schema: { types: submissionSchemaTypes, templates: () => [] },
    document: {
      ...localLakeDocumentOptions(lake),
      actions: (actions) => actions.filter(({ action }) => action && INBOX_ACTIONS.has(action)),
    },
  })
}
