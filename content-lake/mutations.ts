import { Mutation } from '@sanity/mutator'
import { uuid } from '@sanity/uuid'
import { dataError, mutationError } from './errors.ts'
import { selectIds } from './query.ts'
import type { LakeDocument, PendingChange } from './store.ts'

/**
 * The mutation API (`POST /data/mutate/<dataset>`): create, createIfNotExists, createOrReplace,
 * delete and patch (by id or by query). The patch operations themselves – set, setIfMissing, unset,
 * inc, dec, insert, diffMatchPatch – are applied by @sanity/mutator, the Studio's own implementation;
 * this adds what only the server decides: ids, existence, revision checks, ordering.
 *
 * A request is one transaction: every mutation applies, or none does.
 */

export type ApiMutation = Record<string, Record<string, unknown>>
export type MutationResult = { id: string; operation: 'create' | 'update' | 'delete' | 'none' }

const ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/
const PATCH_OPERATIONS = new Set(['set', 'setIfMissing', 'unset', 'inc', 'dec', 'insert', 'diffMatchPatch'])

export function validDocumentId(id: string): boolean {
  return ID_PATTERN.test(id) && !id.includes('..') && !id.endsWith('.')
}

/** A working set of documents for one transaction: reads see earlier writes of the same transaction. */
export class WorkingSet {
  readonly #read: (id: string) => LakeDocument | undefined
  readonly #all: () => LakeDocument[]
  readonly #written = new Map<string, LakeDocument | null>()
  readonly #mutations = new Map<string, Record<string, unknown>[]>()
  readonly #deletedAt = new Map<string, number>()
  /** The index of the request's mutation or action being applied (errors name it). */
  step = 0

  constructor(read: (id: string) => LakeDocument | undefined, all: () => LakeDocument[]) {
    this.#read = read
    this.#all = all
  }

  get(id: string): LakeDocument | null {
    return this.#written.has(id) ? (this.#written.get(id) ?? null) : (this.#read(id) ?? null)
  }

  set(id: string, document: LakeDocument | null, mutation: Record<string, unknown>): void {
    this.#written.set(id, document)
    if (document) this.#deletedAt.delete(id)
    else this.#deletedAt.set(id, this.step)
    const list = this.#mutations.get(id) ?? []
    list.push(mutation)
    this.#mutations.set(id, list)
  }

  /** Every document as the transaction sees it so far (for patches and deletes by query). */
  documents(): LakeDocument[] {
    const result = this.#all().filter((document) => !this.#written.has(document._id))
    for (const document of this.#written.values()) if (document) result.push(document)
    return result
  }

  /** The documents that existed before the transaction and do not after it, with the step that deleted each. */
  deletions(): { id: string; step: number }[] {
    return [...this.#deletedAt]
      .filter(([id]) => this.#read(id) !== undefined)
      .map(([id, step]) => ({ id, step }))
      .sort((a, b) => a.step - b.step)
  }

  changes(): PendingChange[] {
    return [...this.#written].map(([id, next]) => ({ id, next, mutations: this.#mutations.get(id) ?? [] }))
  }
}

function clone<T>(value: T): T {
  return structuredClone(value)
}

function documentWithId(argument: Record<string, unknown>, index: number): LakeDocument {
  if (typeof argument._type !== 'string' || argument._type === '')
    throw mutationError(400, 'Document is missing required attribute `_type`', index)
  let id = typeof argument._id === 'string' && argument._id !== '' ? argument._id : uuid()
  // `drafts.` (an id ending in a dot) asks the server for a generated id below that path.
  if (id.endsWith('.')) id = `${id}${uuid()}`
  if (!validDocumentId(id)) throw mutationError(400, `Document ID "${id}" is not valid`, index, id)
  const { _rev, _updatedAt, ...rest } = clone(argument)
  return { ...rest, _id: id, _type: argument._type }
}

function applyPatch(document: LakeDocument, patch: Record<string, unknown>, index: number): LakeDocument {
  let next: LakeDocument | null
  try {
    next = new Mutation({ mutations: [{ patch: { ...clone(patch), id: document._id } as never }] }).apply(
      clone(document) as never,
    ) as LakeDocument | null
  } catch (error) {
    // A malformed operation (e.g. `set: "text"`, a bad path): the request's fault, not the lake's.
    throw mutationError(400, `Invalid patch of "${document._id}": ${(error as Error).message}`, index, document._id)
  }
  if (!next) throw mutationError(400, `Patch removed document "${document._id}"`, index, document._id)
  if (next._id !== document._id || next._type !== document._type)
    throw mutationError(400, 'A patch cannot change `_id` or `_type`', index, document._id)
  return next
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The shape of each patch operation, checked before @sanity/mutator applies it: the mutator is
 * lenient (it inserts `null` for missing `items`, and `inc` by a string concatenates), the Content
 * Lake answers such a patch with a 400.
 */
function checkPatchShape(arg: Record<string, unknown>, operations: string[], index: number): void {
  const invalid = (what: string) => mutationError(400, `Invalid patch: ${what}`, index)
  for (const operation of operations) {
    const value = arg[operation]
    if (operation === 'unset') {
      if (!Array.isArray(value) || !value.every((path) => typeof path === 'string'))
        throw invalid('`unset` takes an array of paths')
    } else if (operation === 'insert') {
      const positions = isPlainObject(value) ? ['before', 'after', 'replace'].filter((key) => key in value) : []
      if (!isPlainObject(value) || positions.length !== 1 || typeof value[positions[0] as string] !== 'string')
        throw invalid('`insert` takes exactly one of `before`, `after` or `replace` (a path)')
      if (!Array.isArray(value.items)) throw invalid('`insert` takes an `items` array')
    } else if (!isPlainObject(value)) throw invalid(`\`${operation}\` takes an object of paths`)
    else if (
      (operation === 'inc' || operation === 'dec') &&
      !Object.values(value).every((amount) => typeof amount === 'number' && Number.isFinite(amount))
    )
      throw invalid(`\`${operation}\` takes numbers`)
    else if (operation === 'diffMatchPatch' && !Object.values(value).every((patch) => typeof patch === 'string'))
      throw invalid('`diffMatchPatch` takes patch strings')
  }
}

async function targets(
  argument: Record<string, unknown>,
  working: WorkingSet,
  index: number,
  what: string,
): Promise<string[]> {
  if (typeof argument.id === 'string') return [argument.id]
  if (typeof argument.query === 'string') {
    const params = (argument.params ?? {}) as Record<string, unknown>
    try {
      return await selectIds(argument.query, params, working.documents())
    } catch (error) {
      throw mutationError(400, `Invalid ${what} query: ${(error as Error).message}`, index)
    }
  }
  throw mutationError(400, `A ${what} needs an \`id\` or a \`query\``, index)
}

/** Applies the mutations of one request to `working`; returns each mutation's results. */
export async function applyMutations(
  mutations: unknown,
  working: WorkingSet,
  { nested = false }: { nested?: boolean } = {},
): Promise<MutationResult[]> {
  if (!Array.isArray(mutations) || mutations.length === 0)
    throw dataError(400, 'invalidMutation', 'The body must hold a non-empty `mutations` array')
  const results: MutationResult[] = []
  for (const [index, mutation] of mutations.entries()) {
    // Inside an action the action's index is the step (actions.ts).
    if (!nested) working.step = index
    const entries = typeof mutation === 'object' && mutation !== null ? Object.entries(mutation) : []
    const [operation, argument] = entries[0] ?? []
    if (entries.length !== 1 || typeof argument !== 'object' || argument === null)
      throw mutationError(400, 'Each mutation must be an object with exactly one operation', index)
    const arg = argument as Record<string, unknown>
    switch (operation) {
      case 'create':
      case 'createIfNotExists':
      case 'createOrReplace': {
        const document = documentWithId(arg, index)
        const existing = working.get(document._id)
        if (existing && operation === 'create')
          throw mutationError(409, `Document by ID "${document._id}" already exists`, index, document._id)
        if (existing && operation === 'createIfNotExists') {
          results.push({ id: document._id, operation: 'none' })
          break
        }
        if (existing && operation === 'createOrReplace') document._createdAt = existing._createdAt
        working.set(document._id, document, { [operation]: document })
        results.push({ id: document._id, operation: existing ? 'update' : 'create' })
        break
      }
      case 'delete': {
        for (const id of await targets(arg, working, index, 'delete')) {
          const existed = working.get(id) !== null
          if (existed) working.set(id, null, { delete: { id } })
          results.push({ id, operation: existed ? 'delete' : 'none' })
        }
        break
      }
      case 'patch': {
        const operations = Object.keys(arg).filter((key) => !['id', 'query', 'params', 'ifRevisionID'].includes(key))
        const unknown = operations.find((key) => !PATCH_OPERATIONS.has(key))
        if (unknown) throw mutationError(400, `Unknown patch operation "${unknown}"`, index)
        checkPatchShape(arg, operations, index)
        for (const id of await targets(arg, working, index, 'patch')) {
          const document = working.get(id)
          if (!document) throw mutationError(404, `Cannot modify document "${id}" because it does not exist`, index, id)
          if (typeof arg.ifRevisionID === 'string' && arg.ifRevisionID !== document._rev)
            throw mutationError(
              409,
              `Document "${id}" has unexpected revision ID ("${document._rev}"), expected "${arg.ifRevisionID}"`,
              index,
              id,
            )
          const { query: _query, params: _params, ...patch } = arg
          working.set(id, applyPatch(document, patch, index), { patch: { ...patch, id } })
          results.push({ id, operation: 'update' })
        }
        break
      }
      default:
        throw mutationError(400, `Unknown mutation "${String(operation)}"`, index)
    }
  }
  return results
}
