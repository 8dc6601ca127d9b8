import type { MendozaPatch } from './mendoza.ts'

/**
 * The shapes of the lake's data: a document, one document's part of a transaction, and a transaction.
 * Their own module, so the store (store.ts) and the reader of its past (revision-log.ts) both use them
 * without importing each other.
 */

export type LakeDocument = Record<string, unknown> & {
  _id: string
  _type: string
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
}

/** One document's part of a transaction. */
export type DocumentChange = {
  id: string
  previous: LakeDocument | null
  next: LakeDocument | null
  /** The mutations (API format) that turn `previous` into `next`, as listeners receive them. */
  mutations: Record<string, unknown>[]
  effects: { apply: MendozaPatch; revert: MendozaPatch }
}

export type Transaction = {
  dataset: string
  id: string
  /** Position in the lake's history (increasing). */
  seq: number
  timestamp: string
  author: string
  changes: DocumentChange[]
}
