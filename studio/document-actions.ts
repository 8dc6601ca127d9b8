import { SINGLETON_TYPES } from '@shared/documents'
import type { DocumentActionComponent } from 'sanity'
import { previousSlugActions } from './previous-slugs'
import { OFFLINE_TYPES, TakeOfflineAction } from './take-offline'

const SINGLETONS = new Set<string>(SINGLETON_TYPES)
/** A singleton is edited, published, reverted or restored; never duplicated, deleted or taken offline. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

/**
 * The document menu of each type: singletons keep what they need; routed types record old slugs when
 * they publish (previous-slugs.ts); what may leave the site gets „Offline nehmen“ in place of the
 * Studio's unpublish, which the legal texts lose (Impressum and Datenschutz must stay online).
 */
export function documentActions(actions: DocumentActionComponent[], schemaType: string): DocumentActionComponent[] {
  if (SINGLETONS.has(schemaType)) return actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action))
  const withSlugs = previousSlugActions(actions, schemaType)
  if (!OFFLINE_TYPES.has(schemaType)) return withSlugs.filter(({ action }) => action !== 'unpublish')
  const offline = withSlugs.filter(({ action }) => action !== 'unpublish')
  // Beside „Veröffentlichen“'s menu entries, before the destructive ones (discard, delete).
  const destructive = offline.findIndex(({ action }) => action === 'discardChanges' || action === 'delete')
  const at = destructive < 0 ? offline.length : destructive
  return [...offline.slice(0, at), TakeOfflineAction, ...offline.slice(at)]
}
