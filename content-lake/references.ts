import { isPublishedId } from '@sanity/client/csm'
import { type LakeError, mutationError } from './errors.ts'
import type { Outcome, WorkingSet } from './mutations.ts'
import type { LakeDocument } from './store.ts'

/**
 * Referential integrity, as the Content Lake keeps it, checked on what a transaction leaves (so a
 * document may be created together with the documents it references, or deleted together with the
 * documents that reference it, in any order within one request):
 *
 * - every strong reference (a `_ref` without `_weak: true`) of a document the transaction writes
 *   points at a document that exists; a published document's strong references point at published
 *   documents (a draft or release version can only be referenced weakly): 409
 *   `documentReferenceDoesNotExistError`;
 * - a document that is still referenced strongly (drafts count as referrers) is neither deleted nor
 *   given another `_type` (createOrReplace acts as delete and create then): 409
 *   `documentHasExistingReferencesError`.
 *
 * Weak references never block; cross-dataset references (`_dataset`, `_projectId`) are not checked (the
 * Studio itself skips them, `skipCrossDatasetReferenceValidation`). A transaction that breaks several
 * rules is refused for the first mutation or action that broke one.
 *
 * https://www.sanity.io/docs/studio/reference-type, https://www.sanity.io/docs/content-lake/drafts-and-versions,
 * https://www.sanity.io/docs/http-reference/mutation (createOrReplace)
 */

type Reference = {
  _ref: string
  _weak?: unknown
  _dataset?: unknown
  _projectId?: unknown
  _strengthenOnPublish?: { weak?: unknown } & Record<string, unknown>
}

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
 * The document as it is published: a reference the Studio made weak only until then (`_weak: true`
 * with `_strengthenOnPublish`, as for a document created from the reference field) becomes strong,
 * unless the schema wants it weak (`_strengthenOnPublish.weak`); `_strengthenOnPublish` itself is
 * dropped. What the Studio's own publish did before the Actions API (`strengthenOnPublish` in
 * sanity's document operations), and what the Content Lake does for the publish action ("Content Lake
 * will only strengthen the reference if both `_strengthenOnPublish` and `_weak` are truthy",
 * sanity-io/sanity#8609).
 */
export function strengthenOnPublish<T>(value: T): T {
  if (Array.isArray(value)) return value.map(strengthenOnPublish) as T
  if (typeof value !== 'object' || value === null) return value
  if (isReference(value) && value._strengthenOnPublish && value._weak) {
    const { _strengthenOnPublish, _weak, ...reference } = value
    return (_strengthenOnPublish.weak === true ? { ...reference, _weak } : reference) as T
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strengthenOnPublish(item)])) as T
}

/** The first strong reference of a written document that points nowhere it may. */
function danglingReference(write: Outcome, working: WorkingSet): LakeError | undefined {
  const document = write.after
  if (!document) return undefined
  for (const reference of referencesIn(document)) {
    if (!isStrong(reference)) continue
    const target = reference._ref
    const exists = working.get(target) !== null
    if (exists && (isPublishedId(target) || !isPublishedId(document._id))) continue
    const description = exists
      ? `Document "${document._id}" references "${target}", which is not published: only a weak reference may point at a draft or version`
      : `Document "${document._id}" references non-existent document "${target}"`
    return mutationError(409, write.step, {
      type: 'documentReferenceDoesNotExistError',
      description,
      id: document._id,
      referenceID: target,
    })
  }
  return undefined
}

/** A document deleted, or given another type, while documents still reference it strongly. */
function stillReferenced(write: Outcome, after: () => LakeDocument[]): LakeError | undefined {
  const { before } = write
  if (!before) return undefined
  const deleted = write.after === null
  if (!deleted && write.after?._type === before._type) return undefined
  const referencingIDs = strongReferrers(after(), write.id)
  if (referencingIDs.length === 0) return undefined
  const description = deleted
    ? `Document "${write.id}" cannot be deleted as there are references to it from "${referencingIDs[0]}"`
    : `Document "${write.id}" cannot change its type from "${before._type}" to "${write.after?._type}" as there are references to it from "${referencingIDs[0]}"`
  return mutationError(409, write.step, {
    type: 'documentHasExistingReferencesError',
    description,
    id: write.id,
    referencingIDs,
  })
}

/** Refuses a transaction whose outcome breaks a reference (Sanity's 409 `mutationError`). */
export function refuseBrokenReferences(working: WorkingSet): void {
  let after: LakeDocument[] | undefined
  const documentsAfter = () => {
    after ??= working.documents()
    return after
  }
  for (const write of working.outcome()) {
    const error = danglingReference(write, working) ?? stillReferenced(write, documentsAfter)
    if (error) throw error
  }
}
