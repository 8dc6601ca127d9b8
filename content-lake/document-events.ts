import { getDraftId, getPublishedId } from '@sanity/client/csm'
import type { HistoryTransaction } from './revision-log.ts'
import type { LakeStore } from './store.ts'

/**
 * The document events of a document group (a published document and its draft), newest first, as
 * the Studio's history panel asks for them (`/data/history/<dataset>/events/documents/<id>`): when a
 * draft was created, published, discarded or unpublished, and when the group was deleted. Edits
 * within a draft are not events: the Studio reads those from the transactions.
 */

type DocumentEvent = Record<string, unknown> & { type: string; timestamp: string; author: string }

function eventsOf(transaction: HistoryTransaction, publishedId: string): DocumentEvent[] {
  const draftId = getDraftId(publishedId)
  const draft = transaction.changes.find(({ id }) => id === draftId)
  const published = transaction.changes.find(({ id }) => id === publishedId)
  const base = { timestamp: transaction.timestamp, author: transaction.author, documentId: publishedId }
  const events: DocumentEvent[] = []
  const draftDeleted = draft?.previousRev && !draft.resultRev
  if (published?.resultRev && draftDeleted)
    events.push({
      ...base,
      type: 'publishDocumentVersion',
      revisionId: transaction.id,
      versionId: draftId,
      versionRevisionId: draft.previousRev,
      publishCause: 'document.publish',
    })
  else if (published && !published.resultRev && !draft?.previousRev && draft?.resultRev)
    events.push({ ...base, type: 'unpublishDocument', versionId: draftId, versionRevisionId: transaction.id })
  else if (published && !published.resultRev && (draftDeleted || !draft))
    events.push({ ...base, type: 'deleteDocumentGroup' })
  else {
    if (published?.resultRev)
      events.push({
        ...base,
        type: published.previousRev ? 'updateLiveDocument' : 'createLiveDocument',
        revisionId: transaction.id,
      })
    if (draft?.resultRev && !draft.previousRev)
      events.push({ ...base, type: 'createDocumentVersion', versionId: draftId, versionRevisionId: transaction.id })
    if (draftDeleted)
      events.push({
        ...base,
        type: 'deleteDocumentVersion',
        versionId: draftId,
        versionRevisionId: draft.previousRev,
      })
  }
  return events
}

export function documentEvents(
  store: LakeStore,
  dataset: string,
  variantId: string,
  { limit, cursor }: { limit: number; cursor: string | null },
) {
  const publishedId = getPublishedId(variantId)
  let transactions = store.transactions(dataset, [publishedId, getDraftId(publishedId)]).reverse()
  if (cursor) transactions = transactions.filter(({ seq }) => seq < Number(cursor))
  const events: DocumentEvent[] = []
  let last: HistoryTransaction | undefined
  for (const transaction of transactions) {
    if (events.length >= limit) break
    events.push(...eventsOf(transaction, publishedId))
    last = transaction
  }
  const more = last !== undefined && transactions.indexOf(last) < transactions.length - 1
  return {
    events: { [variantId]: events },
    nextCursor: more && last ? String(last.seq) : '',
  }
}
