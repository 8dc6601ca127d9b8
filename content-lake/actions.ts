import { dataError } from './errors.ts'
import { applyMutations, validDocumentId, type WorkingSet } from './mutations.ts'
import { isDraftId, publishedIdOf } from './query.ts'
import type { LakeDocument } from './store.ts'

/**
 * The Actions API (`POST /data/actions/<dataset>`), with which the Studio edits, publishes,
 * unpublishes, discards and deletes documents: each action is a document operation on a draft and
 * its published document, expressed here as the mutations the Content Lake records for it (which
 * listeners then receive). Release and version actions are not supported by the local lake.
 *
 * https://www.sanity.io/docs/http-reference/actions
 */

type Action = Record<string, unknown> & { actionType?: unknown }

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
  if (publishedIdOf(draftId) !== publishedId)
    throw actionError(index, `"${draftId}" is not the draft of "${publishedId}"`, 400)
  return { draftId, publishedId }
}

function withoutSystemFields(document: LakeDocument, id: string): LakeDocument {
  const { _rev, _updatedAt, _originalId, ...rest } = document
  return { ...rest, _id: id }
}

/** Applies one request's actions to `working` (one transaction: all or nothing). */
export async function applyActions(actions: unknown, working: WorkingSet): Promise<void> {
  const list = Array.isArray(actions) ? actions : actions && typeof actions === 'object' ? [actions] : []
  if (list.length === 0) throw dataError(400, 'invalidAction', 'The body must hold `actions`')
  for (const [index, raw] of list.entries()) {
    const action = (raw ?? {}) as Action
    const type = String(action.actionType ?? '')
    switch (type) {
      case `${PREFIX}create`: {
        const attributes = (action.attributes ?? {}) as Record<string, unknown>
        const publishedId = idField(action, 'publishedId', index)
        const id = typeof attributes._id === 'string' ? attributes._id : `drafts.${publishedId}`
        if (!isDraftId(id) || publishedIdOf(id) !== publishedId)
          throw actionError(index, `Create: "${id}" is not the draft of "${publishedId}"`, 400)
        if (working.get(id) || working.get(publishedId)) {
          if (action.ifExists === 'ignore') break
          throw actionError(index, `Document "${working.get(id) ? id : publishedId}" already exists`)
        }
        await applyMutations([{ create: { ...attributes, _id: id } }], working)
        break
      }
      case `${PREFIX}replaceDraft`: {
        const publishedId = idField(action, 'publishedId', index)
        const attributes = (action.attributes ?? {}) as Record<string, unknown>
        await applyMutations([{ createOrReplace: { ...attributes, _id: `drafts.${publishedId}` } }], working)
        break
      }
      case `${PREFIX}edit`: {
        const { draftId, publishedId } = pairOf(action, index)
        const patch = (action.patch ?? {}) as Record<string, unknown>
        if (!working.get(draftId)) {
          const published = working.get(publishedId)
          if (!published) throw actionError(index, `Cannot edit "${publishedId}": neither it nor its draft exists`)
          // The draft starts as a copy of the published document.
          await applyMutations([{ createIfNotExists: withoutSystemFields(published, draftId) }], working)
        }
        await applyMutations([{ patch: { ...patch, id: draftId } }], working)
        break
      }
      case `${PREFIX}publish`: {
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
        const next = withoutSystemFields(draft, publishedId)
        if (published?._createdAt) next._createdAt = published._createdAt
        await applyMutations([{ createOrReplace: next }, { delete: { id: draftId } }], working)
        break
      }
      case `${PREFIX}unpublish`: {
        const { draftId, publishedId } = pairOf(action, index)
        const published = working.get(publishedId)
        if (!published) throw actionError(index, `Cannot unpublish "${publishedId}": it is not published`)
        // The published version becomes the draft, unless there is one already.
        await applyMutations(
          [{ createIfNotExists: withoutSystemFields(published, draftId) }, { delete: { id: publishedId } }],
          working,
        )
        break
      }
      case `${PREFIX}discard`: {
        const draftId = draftIdField(action, index)
        if (!working.get(draftId)) throw actionError(index, `Cannot discard "${draftId}": the draft does not exist`)
        await applyMutations([{ delete: { id: draftId } }], working)
        break
      }
      case `${PREFIX}delete`: {
        const publishedId = idField(action, 'publishedId', index)
        const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.map(String) : []
        for (const id of drafts)
          if (!isDraftId(id) || publishedIdOf(id) !== publishedId)
            throw actionError(index, `"${id}" is not a draft of "${publishedId}"`, 400)
        const ids = [publishedId, ...drafts].filter((id) => working.get(id))
        if (ids.length === 0) throw actionError(index, `Cannot delete "${publishedId}": it does not exist`)
        await applyMutations(
          ids.map((id) => ({ delete: { id } })),
          working,
        )
        break
      }
      default:
        throw actionError(
          index,
          type.startsWith('sanity.action.release.') || type.startsWith(`${PREFIX}version.`)
            ? `Action "${type}" is not supported by the local Content Lake: it has no releases or versions`
            : `Unknown action "${type}"`,
          400,
        )
    }
  }
}
