import { RocketIcon } from '@sanity/icons/Rocket'
import { FIXED_PAGE_TYPES, FIXED_PAGES } from '@shared/documents'
import type { StructureResolver } from 'sanity/structure'
import { LaunchChecklist } from './launch-checklist'
import { documentViews } from './share-preview/views'

const SINGLETONS = [
  { type: 'siteSettings', title: 'Einstellungen' },
  { type: 'siteTexts', title: 'Texte der Website' },
  { type: 'menus', title: 'Menüs' },
  ...FIXED_PAGE_TYPES.map((type) => ({ type, title: FIXED_PAGES[type].title })),
]

/**
 * „Vor dem Start“ first (sample data still to replace), then singletons as single entries, services
 * grouped by their category, everything else as lists.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Inhalte')
    .items([
      S.listItem()
        .title('Vor dem Start')
        .id('vor-dem-start')
        .icon(RocketIcon)
        .child(S.component(LaunchChecklist).id('vor-dem-start').title('Vor dem Start')),
      S.divider(),
      ...SINGLETONS.map(({ type, title }) =>
        S.listItem()
          .title(title)
          .id(type)
          .child(S.document().schemaType(type).documentId(type).title(title).views(documentViews(S, type))),
      ),
      S.divider(),
      S.listItem()
        .title('Leistungen nach Kategorie')
        .id('services-by-category')
        .child(
          S.documentTypeList('serviceCategory')
            .title('Kategorien')
            .defaultOrdering([{ field: 'order', direction: 'asc' }])
            .child((categoryId) =>
              S.documentList()
                .title('Leistungen')
                .schemaType('service')
                .filter('_type == "service" && category._ref == $categoryId')
                .params({ categoryId })
                .defaultOrdering([{ field: 'order', direction: 'asc' }])
                .initialValueTemplates([]),
            ),
        ),
      // In menu order, not by last edit: the list stays put while an editor works through it.
      S.listItem()
        .title('Alle Leistungen')
        .id('service')
        .schemaType('service')
        .child(
          S.documentTypeList('service')
            .title('Alle Leistungen')
            .defaultOrdering([
              { field: 'order', direction: 'asc' },
              { field: 'title', direction: 'asc' },
            ]),
        ),
      S.documentTypeListItem('serviceCategory').title('Leistungskategorien'),
      S.documentTypeListItem('page').title('Aktionsseiten'),
      S.documentTypeListItem('jobPosting').title('Stellenangebote'),
      S.divider(),
      S.documentTypeListItem('testimonial').title('Kundenstimmen'),
      S.documentTypeListItem('award').title('Auszeichnungen'),
      S.documentTypeListItem('membership').title('Mitgliedschaften'),
      S.divider(),
      S.documentTypeListItem('legalPage').title('Rechtstexte'),
      S.documentTypeListItem('redirect').title('Weiterleitungen'),
    ])
