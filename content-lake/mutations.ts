import { extract, Mutation } from '@sanity/mutator'
import { uuid } from '@sanity/uuid'
import { patchWithArrayKeys, withArrayKeys } from './array-keys.ts'
import { dataError, invalidMutation, mutationError } from './errors.ts'
import { selectIds } from './query.ts'
import type { LakeDocument, PendingChange } from './store.ts'

/**
 * The mutation API (`POST /data/mutate/<dataset>`): create, createIfNotExists, createOrReplace,
 * delete and patch (by id or by query). The patch operations themselves – set, setIfMissing, unset,
 * inc, dec, insert, diffMatchPatch – are applied by @sanity/mutator, the Studio's own implementation;
 * this adds what only the server decides: ids, existence, revision checks, ordering.
 *
 * A request is one transaction: every mutation applies, or none does. What a transaction must leave
 * intact across documents (references) is checked on its outcome (references.ts).
 *
 * https://www.sanity.io/docs/http-reference/mutation, https://www.sanity.io/docs/content-lake/http-patches
 */

export type ApiMutation = Record<string, Record<string, unknown>>
export type MutationResult = { id: string; operation: 'create' | 'update' | 'delete' | 'none' }

const ID_CHARACTERS = /^[A-Za-z0-9._-]{1,128}$/
const PATCH_OPERATIONS = new Set(['set', 'setIfMissing', 'unset', 'inc', 'dec', 'insert', 'diffMatchPatch'])

/**
 * Sanity's rules for a document id (sanity.io/docs/content-lake/ids): the characters a-zA-Z0-9._-,
 * separated by periods into path segments none of which is empty or starts with a dash (so neither
 * does the id). At most 128 characters.
 */
export function validDocumentId(id: string): boolean {
  return ID_CHARACTERS.test(id) && id.split('.').every((segment) => segment !== '' && !segment.startsWith('-'))
}

/** A write to one document in the transaction: what it was before, what it is now, the step that made it so. */
export type Outcome = { id: string; before: LakeDocument | null; after: LakeDocument | null; step: number }

/** A working set of documents for one transaction: reads see earlier writes of the same transaction. */
export class WorkingSet {
  readonly #read: (id: string) => LakeDocument | undefined
  readonly #all: () => LakeDocument[]
  readonly #written = new Map<string, LakeDocument | null>()
  readonly #mutations = new Map<string, Record<string, unknown>[]>()
  readonly #steps = new Map<string, number>()
  /** The request's `autoGenerateArrayKeys` (array-keys.ts). */
  readonly autoGenerateArrayKeys: boolean
  /** The index of the request's mutation or action being applied (errors name it). */
  step = 0

  constructor(
    read: (id: string) => LakeDocument | undefined,
    all: () => LakeDocument[],
    { autoGenerateArrayKeys = false }: { autoGenerateArrayKeys?: boolean } = {},
  ) {
    this.#read = read
    this.#all = all
    this.autoGenerateArrayKeys = autoGenerateArrayKeys
  }

  get(id: string): LakeDocument | null {
    return this.#written.has(id) ? (this.#written.get(id) ?? null) : (this.#read(id) ?? null)
  }

  set(id: string, document: LakeDocument | null, mutation: Record<string, unknown>): void {
    this.#written.set(id, document)
    this.#steps.set(id, this.step)
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

  /** Each document the transaction wrote, before and after it, ordered by the step that last wrote it. */
  outcome(): Outcome[] {
    return [...this.#written]
      .map(([id, after]) => ({ id, before: this.#read(id) ?? null, after, step: this.#steps.get(id) ?? 0 }))
      .sort((a, b) => a.step - b.step)
  }

  changes(): PendingChange[] {
    return [...this.#written].map(([id, next]) => ({ id, next, mutations: this.#mutations.get(id) ?? [] }))
  }
}

function clone<T>(value: T): T {
  return structuredClone(value)
}

function documentWithId(argument: Record<string, unknown>, index: number, working: WorkingSet): LakeDocument {
  if (typeof argument._type !== 'string' || argument._type === '')
    throw invalidMutation('Document is missing required attribute `_type`', index)
  let id = typeof argument._id === 'string' && argument._id !== '' ? argument._id : uuid()
  // `drafts.` (an id ending in a dot) asks the server for a generated id below that path.
  if (id.endsWith('.')) id = `${id}${uuid()}`
  if (!validDocumentId(id)) throw invalidMutation(`Document ID "${id}" is not valid`, index, id)
  const { _rev, _updatedAt, ...rest } = working.autoGenerateArrayKeys ? withArrayKeys(argument) : clone(argument)
  return { ...rest, _id: id, _type: argument._type }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function mutate(document: LakeDocument, patch: Record<string, unknown>, index: number): LakeDocument {
  let next: LakeDocument | null
  try {
    next = new Mutation({ mutations: [{ patch: { ...clone(patch), id: document._id } as never }] }).apply(
      clone(document) as never,
    ) as LakeDocument | null
  } catch (error) {
    // A malformed operation (e.g. `set: "text"`, a bad path): the request's fault, not the lake's.
    throw invalidMutation(`Invalid patch of "${document._id}": ${(error as Error).message}`, index, document._id)
  }
  if (!next) throw invalidMutation(`Patch removed document "${document._id}"`, index, document._id)
  return next
}

/**
 * `inc` and `dec` change numbers that are there: a path that holds no number when they apply (after the
 * patch's setIfMissing, set, unset and diffMatchPatch, in @sanity/mutator's order) refuses the patch
 * instead of being skipped, as on Sanity ("Cannot increment because it is not present").
 */
function checkIncrements(document: LakeDocument, patch: Record<string, unknown>, index: number): void {
  const { inc, dec, insert: _insert, ...before } = patch
  const counted = { ...(isPlainObject(inc) ? inc : {}), ...(isPlainObject(dec) ? dec : {}) }
  if (Object.keys(counted).length === 0) return
  const state = mutate(document, before, index)
  for (const path of Object.keys(counted)) {
    let values: unknown[]
    try {
      values = extract(path, state)
    } catch (error) {
      throw invalidMutation(`Invalid patch of "${document._id}": ${(error as Error).message}`, index, document._id)
    }
    const verb = path in (isPlainObject(inc) ? inc : {}) ? 'increment' : 'decrement'
    const problem =
      values.length === 0
        ? 'it is not present'
        : values.some((value) => typeof value !== 'number')
          ? 'it is not a number'
          : undefined
    if (problem)
      throw mutationError(409, index, {
        type: 'documentError',
        description: `Cannot ${verb} "${path}" of document "${document._id}" because ${problem}`,
        id: document._id,
        path,
      })
  }
}

function applyPatch(document: LakeDocument, patch: Record<string, unknown>, index: number): LakeDocument {
  checkIncrements(document, patch, index)
  const next = mutate(document, patch, index)
  if (next._id !== document._id || next._type !== document._type)
    throw invalidMutation('A patch cannot change `_id` or `_type`', index, document._id)
  return next
}

/**
 * The shape of each patch operation, checked before @sanity/mutator applies it: the mutator is
 * lenient (it inserts `null` for missing `items`, and `inc` by a string concatenates), the Content
 * Lake answers such a patch with a 400.
 */
function checkPatchShape(arg: Record<string, unknown>, operations: string[], index: number): void {
  const invalid = (what: string) => invalidMutation(`Invalid patch: ${what}`, index)
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
      throw invalidMutation(`Invalid ${what} query: ${(error as Error).message}`, index)
    }
  }
  throw invalidMutation(`A ${what} needs an \`id\` or a \`query\``, index)
}

/** `ifRevisionID` of a patch that does not match: Sanity's 409, naming both revisions. */
function revisionMismatch(id: string, current: string | undefined, expected: string, index: number) {
  return mutationError(409, index, {
    type: 'documentRevisionIDDoesNotMatchError',
    description: `Document "${id}" has unexpected revision ID ("${current ?? ''}"), expected "${expected}"`,
    currentRevisionID: current ?? '',
    expectedRevisionID: expected,
  })
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
  for (const [position, mutation] of mutations.entries()) {
    // Inside an action the action's index is the step (actions.ts), and errors name the action.
    if (!nested) working.step = position
    const index = working.step
    const entries = typeof mutation === 'object' && mutation !== null ? Object.entries(mutation) : []
    const [operation, argument] = entries[0] ?? []
    if (entries.length !== 1 || typeof argument !== 'object' || argument === null)
      throw invalidMutation('Each mutation must be an object with exactly one operation', index)
    const arg = argument as Record<string, unknown>
    switch (operation) {
      case 'create':
      case 'createIfNotExists':
      case 'createOrReplace': {
        const document = documentWithId(arg, index, working)
        const existing = working.get(document._id)
        if (existing && operation === 'create')
          throw mutationError(409, index, {
            type: 'documentAlreadyExistsError',
            description: `Document by ID "${document._id}" already exists`,
            id: document._id,
          })
        if (existing && operation === 'createIfNotExists') {
          results.push({ id: document._id, operation: 'none' })
          break
        }
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
        if (unknown) throw invalidMutation(`Unknown patch operation "${unknown}"`, index)
        checkPatchShape(arg, operations, index)
        for (const id of await targets(arg, working, index, 'patch')) {
          const document = working.get(id)
          if (!document)
            throw mutationError(404, index, {
              type: 'documentError',
              description: `Cannot modify document "${id}" because it does not exist`,
              id,
            })
          if (typeof arg.ifRevisionID === 'string' && arg.ifRevisionID !== document._rev)
            throw revisionMismatch(id, document._rev, arg.ifRevisionID, index)
          const { query: _query, params: _params, ...given } = arg
          // Listeners and the history get the patch as applied, with the keys it added.
          const patch = working.autoGenerateArrayKeys ? patchWithArrayKeys(given) : given
          working.set(id, applyPatch(document, patch, index), { patch: { ...patch, id } })
          results.push({ id, operation: 'update' })
        }
        break
      }
      default:
        throw invalidMutation(`Unknown mutation "${String(operation)}"`, index)
    }
  }
  return results
}
