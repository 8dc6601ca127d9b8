import { getDraftId, getPublishedId, isDraftId, isVersionId } from '@sanity/client/csm'
import { dataError, notSupported } from './errors.ts'
import { type ApiMutation, applyMutations, validDocumentId, type WorkingSet } from './mutations.ts'
import { strengthenOnPublish } from './references.ts'
import type { LakeDocument } from './store.ts'

/**
 * The Actions API (`POST /data/actions/<dataset>`), with which the Studio edits, publishes,
 * unpublishes, discards, restores and deletes documents: each action is a document operation on a
 * draft and its published document, expressed here as the mutations the Content Lake records for it
 * (which listeners then receive). Of the version actions only `version.discard` applies without
 * releases (its `versionId` may be a draft: the Studio 6 discards changes with it); release actions
 * and the other version actions are not supported by the local lake.
 *
 * https://www.sanity.io/docs/http-reference/actions
 */

type Action = Record<string, unknown> & { actionType?: unknown }

/** One action applied to the transaction's working set; `index` names it in errors. */
type Apply = (action: Action, index: number, working: WorkingSet) => Promise<void>

const PREFIX = 'sanity.action.document.'

function actionError(index: number, description: string, status = 409) {
  return dataError(status, 'actionError', description, {
    items: [{ error: { type: 'actionError', description }, index }],
  })
}

function idField(action: Action, key: string, index: number): string {
  const value = action[key]
  if (typeof value !== 'string' || !validDocumentId(value))
    throw actionError(index, `Action "${String(action.actionType)}" needs a valid \`${key}\``, 400)
  return value
}

function draftIdField(action: Action, index: number): string {
  const draftId = idField(action, 'draftId', index)
  if (!isDraftId(draftId)) throw actionError(index, `"${draftId}" is not a draft id (drafts.<id>)`, 400)
  return draftId
}

function pairOf(action: Action, index: number) {
  const draftId = draftIdField(action, index)
  const publishedId = idField(action, 'publishedId', index)
  if (getPublishedId(draftId) !== publishedId)
    throw actionError(index, `"${draftId}" is not the draft of "${publishedId}"`, 400)
  return { draftId, publishedId }
}

function withoutSystemFields(document: LakeDocument, id: string): LakeDocument {
  const { _rev, _updatedAt, _originalId, ...rest } = document
  return { ...rest, _id: id }
}

/** The mutations an action stands for, applied as part of it (errors name the action). */
const apply = (mutations: ApiMutation[], working: WorkingSet) => applyMutations(mutations, working, { nested: true })

/** Deletes a draft (or a release version) that must exist. */
async function discardVersion(versionId: string, index: number, working: WorkingSet) {
  if (!working.get(versionId)) throw actionError(index, `Cannot discard "${versionId}": it does not exist`)
  await apply([{ delete: { id: versionId } }], working)
}

const ACTIONS: Record<string, Apply> = {
  async create(action, index, working) {
    const attributes = (action.attributes ?? {}) as Record<string, unknown>
    const publishedId = idField(action, 'publishedId', index)
    const id = typeof attributes._id === 'string' ? attributes._id : getDraftId(publishedId)
    if (!isDraftId(id) || getPublishedId(id) !== publishedId)
      throw actionError(index, `Create: "${id}" is not the draft of "${publishedId}"`, 400)
    if (working.get(id) || working.get(publishedId)) {
      if (action.ifExists === 'ignore') return
      throw actionError(index, `Document "${working.get(id) ? id : publishedId}" already exists`)
    }
    await apply([{ create: { ...attributes, _id: id } }], working)
  },

  /**
   * The history's „Wiederherstellen“: the draft becomes the restored revision. The draft or the
   * published document must exist (a deleted document is restored with `create` first).
   */
  async replaceDraft(action, index, working) {
    const publishedId = idField(action, 'publishedId', index)
    const draftId = getDraftId(publishedId)
    if (!working.get(draftId) && !working.get(publishedId))
      throw actionError(index, `Cannot replace the draft of "${publishedId}": neither it nor its draft exists`)
    const attributes = (action.attributes ?? {}) as Record<string, unknown>
    await apply([{ createOrReplace: { ...attributes, _id: draftId } }], working)
  },

  async edit(action, index, working) {
    const { draftId, publishedId } = pairOf(action, index)
    const patch = (action.patch ?? {}) as Record<string, unknown>
    if (!working.get(draftId)) {
      const published = working.get(publishedId)
      if (!published) throw actionError(index, `Cannot edit "${publishedId}": neither it nor its draft exists`)
      // The draft starts as a copy of the published document.
      await apply([{ createIfNotExists: withoutSystemFields(published, draftId) }], working)
    }
    await apply([{ patch: { ...patch, id: draftId } }], working)
  },

  async publish(action, index, working) {
    const { draftId, publishedId } = pairOf(action, index)
    const draft = working.get(draftId)
    const published = working.get(publishedId)
    if (!draft) throw actionError(index, `Cannot publish "${publishedId}": there is no draft ("${draftId}")`)
    if (typeof action.ifDraftRevisionId === 'string' && action.ifDraftRevisionId !== draft._rev)
      throw actionError(index, `The draft "${draftId}" has changed since revision ${action.ifDraftRevisionId}`)
    if (typeof action.ifPublishedRevisionId === 'string' && action.ifPublishedRevisionId !== published?._rev)
      throw actionError(
        index,
        `The published document "${publishedId}" has changed since revision ${action.ifPublishedRevisionId}`,
      )
    // References the Studio made weak until publishing become strong now (references.ts).
    const next = strengthenOnPublish(withoutSystemFields(draft, publishedId))
    if (published?._createdAt) next._createdAt = published._createdAt
    await apply([{ createOrReplace: next }, { delete: { id: draftId } }], working)
  },

  /** The published version becomes the draft, unless there is one already (references may refuse it: references.ts). */
  async unpublish(action, index, working) {
    const { draftId, publishedId } = pairOf(action, index)
    const published = working.get(publishedId)
    if (!published) throw actionError(index, `Cannot unpublish "${publishedId}": it is not published`)
    await apply(
      [{ createIfNotExists: withoutSystemFields(published, draftId) }, { delete: { id: publishedId } }],
      working,
    )
  },

  async discard(action, index, working) {
    await discardVersion(draftIdField(action, index), index, working)
  },

  /** „Änderungen verwerfen“ in Studio 6, and its delete of a document that was never published. */
  async 'version.discard'(action, index, working) {
    const versionId = idField(action, 'versionId', index)
    if (!isDraftId(versionId) && !isVersionId(versionId))
      throw actionError(
        index,
        `"${versionId}" is not a draft or version id (drafts.<id>, versions.<release>.<id>)`,
        400,
      )
    if (action.purge === true)
      throw notSupported('actionError', 'Discarding with `purge` (removing the history) is not supported locally')
    await discardVersion(versionId, index, working)
  },

  /**
   * The published document and the drafts named in `includeDrafts`; a draft that exists and is not
   * named refuses the delete, so none is left behind without its document (@sanity/client's
   * DeleteAction). References may refuse it too (references.ts).
   */
  async delete(action, index, working) {
    const publishedId = idField(action, 'publishedId', index)
    const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.map(String) : []
    for (const id of drafts)
      if (!isDraftId(id) || getPublishedId(id) !== publishedId)
        throw actionError(index, `"${id}" is not a draft of "${publishedId}"`, 400)
    const draftId = getDraftId(publishedId)
    if (working.get(draftId) && !drafts.includes(draftId))
      throw actionError(
        index,
        `Cannot delete "${publishedId}": its draft "${draftId}" exists and is not in \`includeDrafts\``,
      )
    const ids = [publishedId, ...drafts].filter((id) => working.get(id))
    if (ids.length === 0) throw actionError(index, `Cannot delete "${publishedId}": it does not exist`)
    await apply(
      ids.map((id) => ({ delete: { id } })),
      working,
    )
  },
}

/** Applies one request's actions to `working` (one transaction: all or nothing). */
export async function applyActions(actions: unknown, working: WorkingSet): Promise<void> {
  const list = Array.isArray(actions) ? actions : actions && typeof actions === 'object' ? [actions] : []
  if (list.length === 0) throw dataError(400, 'invalidAction', 'The body must hold `actions`')
  for (const [index, raw] of list.entries()) {
    const action = (raw ?? {}) as Action
    const type = String(action.actionType ?? '')
    const run = type.startsWith(PREFIX) ? ACTIONS[type.slice(PREFIX.length)] : undefined
    if (run && Object.hasOwn(ACTIONS, type.slice(PREFIX.length))) {
      working.step = index
      await run(action, index, working)
    } else if (type.startsWith('sanity.action.release.') || type.startsWith(`${PREFIX}version.`))
      throw notSupported(
        'actionError',
        `Action "${type}" is not supported by the local Content Lake: it has no releases`,
        {
          items: [{ error: { type: 'actionError', description: `Action "${type}" is not supported locally` }, index }],
        },
      )
    else throw actionError(index, `Unknown action "${type}"`, 400)
  }
}
