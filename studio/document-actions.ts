import { SINGLETON_TYPES } from '@shared/documents'
import type { DocumentActionComponent } from 'sanity'
import { DeleteAction, OFFLINE_TYPES, TakeOfflineAction } from './document-removal'
import { previousSlugActions } from './previous-slugs'

const SINGLETONS = new Set<string>(SINGLETON_TYPES)
/** A singleton is edited, published, reverted or restored; never duplicated, deleted or taken offline. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

/**
 * The document menu of each type: singletons keep what they need; routed types record old slugs when
 * they publish (previous-slugs.ts); „Löschen“ says first where the document is used (document-removal.tsx);
 * what may leave the site gets „Offline nehmen“ in place of the Studio's unpublish, which the legal texts
 * lose (Impressum and Datenschutz must stay online).
 */
export function documentActions(actions: DocumentActionComponent[], schemaType: string): DocumentActionComponent[] {
  if (SINGLETONS.has(schemaType)) return actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action))
  const withSlugs = previousSlugActions(actions, schemaType).map((action) =>
    action.action === 'delete' ? DeleteAction : action,
  )
  if (!OFFLINE_TYPES.has(schemaType)) return withSlugs.filter(({ action }) => action !== 'unpublish')
  const offline = withSlugs.filter(({ action }) => action !== 'unpublish')
  // Beside „Veröffentlichen“'s menu entries, before the destructive ones (discard, delete).
  const destructive = offline.findIndex(({ action }) => action === 'discardChanges' || action === 'delete')
  const at = destructive < 0 ? offline.length : destructive
  return [...offline.slice(0, at), TakeOfflineAction, ...offline.slice(at)]
}
