import { FIXED_PAGE_TYPES } from '@shared/documents'
import type { DefaultDocumentNodeResolver, StructureBuilder } from 'sanity/structure'
import { SharePreview } from './share-preview'

/** Documents with a page of their own: they get the „Vorschau: Google & Teilen“ tab. */
const PAGE_LIKE_TYPES: ReadonlySet<string> = new Set([
  ...FIXED_PAGE_TYPES,
  'service',
  'page',
  'legalPage',
  'jobPosting',
])

/** The form, and for page-like documents the Google and share preview beside it. */
export function documentViews(S: StructureBuilder, schemaType: string) {
  return PAGE_LIKE_TYPES.has(schemaType)
    ? [S.view.form(), S.view.component(SharePreview).id('vorschau-teilen').title('Vorschau: Google & Teilen')]
    : [S.view.form()]
}

export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  S.document().views(documentViews(S, schemaType))
