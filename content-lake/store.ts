import { chmodSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { documentEffects } from './mendoza.ts'
import { RevisionLog, type StoredChange } from './revision-log.ts'
import type { DocumentChange, LakeDocument, Transaction } from './transactions.ts'

/**
 * The working copy: every dataset's documents, every transaction and every revision, in one SQLite
 * file (WAL, synchronous=FULL). A transaction is written in one SQLite transaction before anything
 * answers or announces it, so a crash or `kill -9` loses nothing that was acknowledged, and nothing
 * half-written survives. The documents are also kept in memory, where queries run (groq-js).
 */

export type { DocumentChange, LakeDocument, Transaction } from './transactions.ts'

/** A change before it is committed: what the document becomes (null: deleted). */
export type PendingChange = { id: string; next: LakeDocument | null; mutations: Record<string, unknown>[] }

export type DatasetInfo = { name: string; aclMode: 'public' | 'private' }

type CommitListener = (transaction: Transaction) => void

export class TransactionConflictError extends Error {
  override name = 'TransactionConflictError'
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS datasets (name TEXT PRIMARY KEY, acl_mode TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS documents (
    dataset TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (dataset, id)
  );
  CREATE TABLE IF NOT EXISTS transactions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, dataset TEXT NOT NULL,
    timestamp TEXT NOT NULL, author TEXT NOT NULL, document_ids TEXT NOT NULL, changes TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS revisions (
    dataset TEXT NOT NULL, id TEXT NOT NULL, seq INTEGER NOT NULL, rev TEXT, body TEXT,
    PRIMARY KEY (dataset, id, seq)
  );
  CREATE TABLE IF NOT EXISTS keyvalue (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`

export class LakeStore extends RevisionLog {
  readonly #db: DatabaseSync
  readonly #documents = new Map<string, Map<string, LakeDocument>>()
  readonly #snapshots = new Map<string, LakeDocument[]>()
  readonly #listeners = new Set<CommitListener>()

  constructor(file: string) {
    const db = new DatabaseSync(file)
    super(db)
    this.#db = db
    chmodSync(file, 0o600)
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;')
    this.#db.exec(SCHEMA)
    for (const { name } of this.datasets()) this.#documents.set(name, new Map())
    const rows = this.#db.prepare('SELECT dataset, id, body FROM documents').all() as {
      dataset: string
      id: string
      body: string
    }[]
    for (const row of rows) this.#documents.get(row.dataset)?.set(row.id, JSON.parse(row.body) as LakeDocument)
  }

  /**
   * Asset documents name the server of their files in `url` (on Sanity: the CDN). The lake's address
   * can change between starts, so `url` is derived from `path` and the current origin, not stored.
   */
  #assetOrigin = ''

  setAssetOrigin(origin: string): void {
    this.#assetOrigin = origin
    for (const [dataset, documents] of this.#documents) {
      for (const [id, document] of documents) documents.set(id, this.#withAssetUrl(document))
      this.#snapshots.delete(dataset)
    }
  }

  #withAssetUrl(document: LakeDocument): LakeDocument {
    if (!document._type.startsWith('sanity.') || !document._type.endsWith('Asset') || typeof document.path !== 'string')
      return document
    const url = `${this.#assetOrigin}/${document.path}`
    return document.url === url ? document : { ...document, url }
  }

  meta(key: string): string | undefined {
    const row = this.#db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined
    return row?.value
  }

  setMeta(key: string, value: string): void {
    this.#db
      .prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = ?')
      .run(key, value, value)
  }

  datasets(): DatasetInfo[] {
    return (
      this.#db.prepare('SELECT name, acl_mode FROM datasets ORDER BY name').all() as {
        name: string
        acl_mode: DatasetInfo['aclMode']
      }[]
    ).map(({ name, acl_mode }) => ({ name, aclMode: acl_mode }))
  }

  hasDataset(name: string): boolean {
    return this.#documents.has(name)
  }

  /**
   * Creates a dataset with its first documents in one write (the seed: nothing is announced, no
   * history is written, like `sanity dataset import` into a new dataset).
   */
  createDataset(name: string, aclMode: DatasetInfo['aclMode'], documents: LakeDocument[] = []): void {
    const insert = this.#db.prepare('INSERT INTO documents (dataset, id, body) VALUES (?, ?, ?)')
    // Revision 0 of each document: what history shows before its first transaction.
    const revision = this.#db.prepare('INSERT INTO revisions (dataset, id, seq, rev, body) VALUES (?, ?, 0, ?, ?)')
    const map = new Map<string, LakeDocument>()
    this.#db.exec('BEGIN IMMEDIATE')
    try {
      this.#db.prepare('INSERT INTO datasets (name, acl_mode) VALUES (?, ?)').run(name, aclMode)
      for (const document of documents) {
        insert.run(name, document._id, JSON.stringify(document))
        revision.run(name, document._id, document._rev ?? null, JSON.stringify(document))
        map.set(document._id, document)
      }
      this.#db.exec('COMMIT')
    } catch (error) {
      this.#db.exec('ROLLBACK')
      throw error
    }
    this.#documents.set(name, map)
    this.#snapshots.delete(name)
  }

  get(dataset: string, id: string): LakeDocument | undefined {
    return this.#documents.get(dataset)?.get(id)
  }

  /** Every document of the dataset, as an array for groq-js (the same array until the next commit). */
  documents(dataset: string): LakeDocument[] {
    let snapshot = this.#snapshots.get(dataset)
    if (!snapshot) {
      snapshot = [...(this.#documents.get(dataset)?.values() ?? [])]
      this.#snapshots.set(dataset, snapshot)
    }
    return snapshot
  }

  hasTransaction(id: string): boolean {
    return this.#db.prepare('SELECT 1 FROM transactions WHERE id = ?').get(id) !== undefined
  }

  /**
   * What the changes make of each document when committed as `transactionId` at `timestamp`: `_rev` =
   * the transaction id, `_updatedAt` = its time, `_createdAt` kept (a document given another `_type`
   * by createOrReplace is deleted and created anew, so it starts again). Writes nothing (dryRun shows it).
   */
  preview(
    dataset: string,
    pending: PendingChange[],
    { transactionId, timestamp }: { transactionId: string; timestamp: string },
  ): DocumentChange[] {
    const documents = this.#documents.get(dataset)
    if (!documents) throw new Error(`Unknown dataset ${dataset}`)
    return pending.map(({ id, next, mutations }) => {
      const previous = documents.get(id) ?? null
      const kept = previous?._type === next?._type ? previous?._createdAt : undefined
      const result: LakeDocument | null = next
        ? {
            ...next,
            _id: id,
            _createdAt: kept ?? (typeof next._createdAt === 'string' ? next._createdAt : timestamp),
            _updatedAt: timestamp,
            _rev: transactionId,
          }
        : null
      return { id, previous, next: result, mutations, effects: documentEffects(previous, result) }
    })
  }

  /**
   * Writes the changes as one transaction (documents as `preview` makes them). Durable before it
   * returns; listeners hear of it afterwards.
   */
  commit(
    dataset: string,
    pending: PendingChange[],
    {
      transactionId,
      author,
      timestamp = new Date().toISOString(),
    }: {
      transactionId: string
      author: string
      timestamp?: string
    },
  ): Transaction {
    const documents = this.#documents.get(dataset)
    if (!documents) throw new Error(`Unknown dataset ${dataset}`)
    if (this.hasTransaction(transactionId))
      throw new TransactionConflictError(`Transaction ID "${transactionId}" has already been used`)
    const changes = this.preview(dataset, pending, { transactionId, timestamp })
    const stored: StoredChange[] = changes.map(({ id, previous, next, mutations, effects }) => ({
      id,
      previousRev: previous?._rev ?? null,
      resultRev: next?._rev ?? null,
      mutations,
      effects,
    }))

    const upsert = this.#db.prepare(
      'INSERT INTO documents (dataset, id, body) VALUES (?, ?, ?) ON CONFLICT (dataset, id) DO UPDATE SET body = excluded.body',
    )
    const remove = this.#db.prepare('DELETE FROM documents WHERE dataset = ? AND id = ?')
    const revision = this.#db.prepare('INSERT INTO revisions (dataset, id, seq, rev, body) VALUES (?, ?, ?, ?, ?)')
    let seq: number
    this.#db.exec('BEGIN IMMEDIATE')
    try {
      const inserted = this.#db
        .prepare(
          'INSERT INTO transactions (id, dataset, timestamp, author, document_ids, changes) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          transactionId,
          dataset,
          timestamp,
          author,
          JSON.stringify(changes.map(({ id }) => id)),
          JSON.stringify(stored),
        )
      seq = Number(inserted.lastInsertRowid)
      for (const { id, next } of changes) {
        if (next) upsert.run(dataset, id, JSON.stringify(next))
        else remove.run(dataset, id)
        revision.run(dataset, id, seq, next?._rev ?? null, next ? JSON.stringify(next) : null)
      }
      this.#db.exec('COMMIT')
    } catch (error) {
      this.#db.exec('ROLLBACK')
      throw error
    }
    for (const { id, next } of changes) {
      if (next) documents.set(id, this.#withAssetUrl(next))
      else documents.delete(id)
    }
    this.#snapshots.delete(dataset)
    const transaction: Transaction = { dataset, id: transactionId, seq, timestamp, author, changes }
    for (const listener of this.#listeners) {
      try {
        listener(transaction)
      } catch (error) {
        console.error('content-lake: a commit listener failed', error)
      }
    }
    return transaction
  }

  onCommit(listener: CommitListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  keyValue(keys: string[]): { key: string; value: unknown }[] {
    const select = this.#db.prepare('SELECT value FROM keyvalue WHERE key = ?')
    return keys.map((key) => {
      const row = select.get(key) as { value: string } | undefined
      return { key, value: row ? (JSON.parse(row.value) as unknown) : null }
    })
  }

  setKeyValue(entries: { key: string; value: unknown }[]): void {
    const upsert = this.#db.prepare(
      'INSERT INTO keyvalue (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    )
    this.#db.exec('BEGIN IMMEDIATE')
    try {
      for (const { key, value } of entries) upsert.run(key, JSON.stringify(value))
      this.#db.exec('COMMIT')
    } catch (error) {
      this.#db.exec('ROLLBACK')
      throw error
    }
  }

  close(): void {
    this.#db.close()
  }
}
