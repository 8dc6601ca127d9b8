import type { DatabaseSync } from 'node:sqlite'
import type { DocumentChange, LakeDocument, Transaction } from './transactions.ts'

/**
 * What the working copy remembers of its past (store.ts writes it): every transaction with its
 * mutations and mendoza effects, and every revision of every document. The history API, the
 * Studio's timeline and restore, and listeners resuming after a reconnect read it here.
 */

/** How a transaction is stored: its changes without the documents (those are in `revisions`). */
export type StoredChange = {
  id: string
  previousRev: string | null
  resultRev: string | null
  mutations: Record<string, unknown>[]
  effects: DocumentChange['effects']
}

export type HistoryTransaction = {
  id: string
  seq: number
  timestamp: string
  author: string
  documentIDs: string[]
  changes: StoredChange[]
}

export class RevisionLog {
  protected readonly db: DatabaseSync

  constructor(db: DatabaseSync) {
    this.db = db
  }

  /** The dataset's transactions that touched any of `ids` (every transaction when none is named), oldest first. */
  transactions(dataset: string, ids: string[]): HistoryTransaction[] {
    const rows = (
      ids.length === 0
        ? this.db
            .prepare(
              'SELECT seq, id, timestamp, author, document_ids, changes FROM transactions WHERE dataset = ? ORDER BY seq',
            )
            .all(dataset)
        : this.db
            .prepare(
              `SELECT DISTINCT t.seq, t.id, t.timestamp, t.author, t.document_ids, t.changes FROM transactions t
         JOIN revisions r ON r.seq = t.seq WHERE t.dataset = ? AND r.dataset = ? AND r.id IN (SELECT value FROM json_each(?))
         ORDER BY t.seq`,
            )
            .all(dataset, dataset, JSON.stringify(ids))
    ) as {
      seq: number
      id: string
      timestamp: string
      author: string
      document_ids: string
      changes: string
    }[]
    return rows.map((row) => ({
      id: row.id,
      seq: row.seq,
      timestamp: row.timestamp,
      author: row.author,
      documentIDs: JSON.parse(row.document_ids) as string[],
      changes: JSON.parse(row.changes) as StoredChange[],
    }))
  }

  /** The transactions committed after `seq` in the dataset (a listener resuming), oldest first. */
  transactionsAfter(dataset: string, seq: number, limit: number): { seq: number; id: string }[] {
    return this.db
      .prepare('SELECT seq, id FROM transactions WHERE dataset = ? AND seq > ? ORDER BY seq LIMIT ?')
      .all(dataset, seq, limit) as { seq: number; id: string }[]
  }

  transactionSeq(id: string): number | undefined {
    const row = this.db.prepare('SELECT seq FROM transactions WHERE id = ?').get(id) as { seq: number } | undefined
    return row?.seq
  }

  /** A transaction with its documents, as listeners saw it (for resuming a listener). */
  transaction(id: string): Transaction | undefined {
    const row = this.db
      .prepare('SELECT seq, id, dataset, timestamp, author, changes FROM transactions WHERE id = ?')
      .get(id) as
      | { seq: number; id: string; dataset: string; timestamp: string; author: string; changes: string }
      | undefined
    if (!row) return undefined
    const stored = JSON.parse(row.changes) as StoredChange[]
    const changes = stored.map(({ id: documentId, mutations, effects }) => ({
      id: documentId,
      previous: this.#revisionBefore(row.dataset, documentId, row.seq),
      next: this.#revisionAt(row.dataset, documentId, row.seq),
      mutations,
      effects,
    }))
    return { dataset: row.dataset, id: row.id, seq: row.seq, timestamp: row.timestamp, author: row.author, changes }
  }

  #revisionAt(dataset: string, id: string, seq: number): LakeDocument | null {
    const row = this.db
      .prepare('SELECT body FROM revisions WHERE dataset = ? AND id = ? AND seq = ?')
      .get(dataset, id, seq) as { body: string | null } | undefined
    return row?.body ? (JSON.parse(row.body) as LakeDocument) : null
  }

  #revisionBefore(dataset: string, id: string, seq: number): LakeDocument | null {
    const row = this.db
      .prepare('SELECT body FROM revisions WHERE dataset = ? AND id = ? AND seq < ? ORDER BY seq DESC LIMIT 1')
      .get(dataset, id, seq) as { body: string | null } | undefined
    return row?.body ? (JSON.parse(row.body) as LakeDocument) : null
  }

  /**
   * The document as it was at revision `rev`, at `time`, or in its last revision that existed (`last`:
   * what the Studio restores a deleted document from); null when it did not exist then.
   */
  revision(dataset: string, id: string, at: { rev: string } | { time: string } | 'last'): LakeDocument | null {
    const row =
      at === 'last'
        ? this.db
            .prepare(
              'SELECT body FROM revisions WHERE dataset = ? AND id = ? AND body IS NOT NULL ORDER BY seq DESC LIMIT 1',
            )
            .get(dataset, id)
        : 'rev' in at
          ? this.db
              .prepare('SELECT body FROM revisions WHERE dataset = ? AND id = ? AND rev = ? ORDER BY seq DESC LIMIT 1')
              .get(dataset, id, at.rev)
          : this.db
              .prepare(
                `SELECT r.body FROM revisions r LEFT JOIN transactions t ON t.seq = r.seq
               WHERE r.dataset = ? AND r.id = ? AND (r.seq = 0 OR t.timestamp <= ?) ORDER BY r.seq DESC LIMIT 1`,
              )
              .get(dataset, id, at.time)
    const body = (row as { body: string | null } | undefined)?.body
    return body ? (JSON.parse(body) as LakeDocument) : null
  }
}
