import { dataError } from './errors.ts'
import type { WorkingSet } from './mutations.ts'
import type { LakeDocument } from './store.ts'

/**
 * Referential integrity, as the Content Lake keeps it: a document that another document of the
 * dataset references strongly (a `_ref` without `_weak: true`; drafts count too) cannot be deleted,
 * so neither the `delete` mutation nor the delete and unpublish actions may remove it. The check runs
 * on the transaction's outcome, so deleting a document together with every document that references
 * it in one transaction works. Weak references never block; cross-dataset references (`_dataset`)
 * are not checked (the Studio itself skips them, `skipCrossDatasetReferenceValidation`).
 *
 * https://www.sanity.io/docs/studio/reference-type (weak and strong references)
 */

type Reference = { _ref: string; _weak?: unknown; _dataset?: unknown; _projectId?: unknown }

function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference)._ref === 'string'
}

/** Every reference in the document (nested in objects and arrays), strong and weak. */
export function referencesIn(value: unknown, into: Reference[] = []): Reference[] {
  if (Array.isArray(value)) for (const item of value) referencesIn(item, into)
  else if (typeof value === 'object' && value !== null) {
    if (isReference(value)) into.push(value)
    for (const item of Object.values(value)) referencesIn(item, into)
  }
  return into
}

const isStrong = (reference: Reference) =>
  reference._weak !== true && reference._dataset === undefined && reference._projectId === undefined

/** The ids of the documents that reference `id` strongly, sorted. */
export function strongReferrers(documents: readonly LakeDocument[], id: string): string[] {
  return documents
    .filter(
      (document) =>
        document._id !== id && referencesIn(document).some((reference) => reference._ref === id && isStrong(reference)),
    )
    .map(({ _id }) => _id)
    .sort()
}

/**
 * Refuses a transaction that deletes a document still referenced strongly after it, with Sanity's
 * answer: a 409 `mutationError` whose item (`index`: the mutation or action that deleted it) is a
 * `documentHasExistingReferencesError` naming the document (`id`) and its referrers
 * (`referencingIDs`), which the Studio shows when a delete or unpublish fails.
 */
export function refuseDeletingReferenced(working: WorkingSet): void {
  const deleted = working.deletions()
  if (deleted.length === 0) return
  const after = working.documents()
  for (const { id, step } of deleted) {
    const referencingIDs = strongReferrers(after, id)
    if (referencingIDs.length === 0) continue
    const description = `Document "${id}" cannot be deleted as there are references to it from "${referencingIDs[0]}"`
    throw dataError(409, 'mutationError', `the mutation(s) failed: ${description}`, {
      items: [{ error: { type: 'documentHasExistingReferencesError', description, id, referencingIDs }, index: step }],
    })
  }
}
