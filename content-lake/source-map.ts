import type { LakeDocument } from './store.ts'

/**
 * A Content Source Map for a query result (`resultSourceMap=…`): for each string in the result,
 * the document and the path it came from. @sanity/client turns these into the invisible edit links
 * ("stega") of the Presentation tool's click-to-edit overlays.
 *
 * The Content Lake traces every value through the query engine; groq-js cannot, so the lake maps
 * what it can prove: a string under an object that names its document is mapped where that document
 * holds the same string at the same path (arrays matched by `_key`), or else at the one place in the
 * document that holds exactly that string (when no other document holds it). An object names its
 * document by its `_id`, or – for a projection that leaves `_id` out – by the id the lake adds to every
 * projection while it maps (`traceSources`) and removes from the answer (`withoutSources`).
 * Strings it cannot place get no mapping (no edit link), never a wrong one.
 *
 * https://www.sanity.io/docs/visual-editing/content-source-maps
 */

type Segment = string | number | { _key: string }
type Mapping = { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }

export type ContentSourceMap = {
  documents: { _id: string; _type: string }[]
  paths: string[]
  mappings: Record<string, Mapping>
}

const ESCAPES: Record<string, string> = { '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\' }
const escapePathText = (text: string) => text.replace(/[\f\n\r\t'\\]/g, (match) => ESCAPES[match] ?? match)

/** `$['a'][0]` and `$['a'][?(@._key=='k')]`, the JSONPath spelling of @sanity/client. */
function jsonPath(path: Segment[]): string {
  return `$${path
    .map((segment) =>
      typeof segment === 'string'
        ? `['${escapePathText(segment)}']`
        : typeof segment === 'number'
          ? `[${segment}]`
          : `[?(@._key=='${escapePathText(segment._key)}')]`,
    )
    .join('')}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every string leaf of a document with its path (arrays by `_key` where the item has one). */
function stringLeaves(value: unknown, path: Segment[], into: Map<string, Segment[][]>): void {
  if (typeof value === 'string') {
    const list = into.get(value) ?? []
    list.push(path)
    into.set(value, list)
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      stringLeaves(item, [...path, isRecord(item) && typeof item._key === 'string' ? { _key: item._key } : index], into)
    })
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) stringLeaves(item, [...path, key], into)
  }
}

type Context = { document: LakeDocument; node: unknown; path: Segment[] }

/** The attribute a projected object carries its document's id in while the query is traced. */
const SOURCE = '\u0000source'

/** Makes every projection (`{…}`) of the query also give the id of the document it projects. */
export function traceSources(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) traceSources(item)
    return
  }
  if (!node || typeof node !== 'object') return
  const record = node as Record<string, unknown>
  for (const value of Object.values(record)) traceSources(value)
  const expr = record.expr as { type?: string; attributes?: unknown[] } | undefined
  if (record.type === 'Projection' && expr?.type === 'Object' && Array.isArray(expr.attributes))
    expr.attributes.push({
      type: 'ObjectAttributeValue',
      name: SOURCE,
      value: { type: 'AccessAttribute', name: '_id' },
    })
}

/** The result without what `traceSources` added. */
export function withoutSources(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSources)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE)
      .map(([key, item]) => [key, withoutSources(item)]),
  )
}

export function resultSourceMap(result: unknown, documents: LakeDocument[]): ContentSourceMap {
  const byId = new Map(documents.map((document) => [document._id, document]))
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<string, number>()
  const pathIndex = new Map<string, number>()
  const leavesOf = new Map<LakeDocument, Map<string, Segment[][]>>()
  let holders: Map<string, number> | undefined
  /**
   * In how many documents the string occurs. A string found elsewhere too may have been taken from
   * another document (e.g. `"x": *[_id == "other"][0].title`), so it is not placed by value.
   */
  const documentsHolding = (value: string) => {
    if (!holders) {
      holders = new Map()
      for (const document of documents) {
        const leaves = new Map<string, Segment[][]>()
        stringLeaves(document, [], leaves)
        for (const text of leaves.keys()) holders.set(text, (holders.get(text) ?? 0) + 1)
      }
    }
    return holders.get(value) ?? 0
  }

  const record = (resultPath: (string | number)[], context: Context, sourcePath: Segment[]) => {
    const { document } = context
    const id = typeof document._originalId === 'string' ? document._originalId : document._id
    let docIndex = documentIndex.get(id)
    if (docIndex === undefined) {
      docIndex = map.documents.push({ _id: id, _type: document._type }) - 1
      documentIndex.set(id, docIndex)
    }
    const source = jsonPath(sourcePath)
    let index = pathIndex.get(source)
    if (index === undefined) {
      index = map.paths.push(source) - 1
      pathIndex.set(source, index)
    }
    map.mappings[jsonPath(resultPath)] = {
      type: 'value',
      source: { type: 'documentValue', document: docIndex, path: index },
    }
  }

  const walk = (value: unknown, resultPath: (string | number)[], context: Context | undefined) => {
    if (typeof value === 'string') {
      if (!context) return
      if (context.node === value) return record(resultPath, context, context.path)
      let leaves = leavesOf.get(context.document)
      if (!leaves) {
        leaves = new Map()
        stringLeaves(context.document, [], leaves)
        leavesOf.set(context.document, leaves)
      }
      const places = leaves.get(value)
      if (places?.length === 1 && places[0] && documentsHolding(value) === 1) record(resultPath, context, places[0])
      return
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        let child: Context | undefined
        if (context && Array.isArray(context.node)) {
          const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
          const found = key ? context.node.find((entry) => isRecord(entry) && entry._key === key) : context.node[index]
          child = { ...context, node: found, path: [...context.path, key ? { _key: key } : index] }
        } else if (context) child = { ...context, node: undefined, path: [...context.path, index] }
        walk(item, [...resultPath, index], child)
      })
      return
    }
    if (!isRecord(value)) return
    let here = context
    const id = typeof value._id === 'string' ? value._id : value[SOURCE]
    if (typeof id === 'string' && byId.has(id)) {
      const document = byId.get(id) as LakeDocument
      here = { document, node: document, path: [] }
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith('_') || key === SOURCE) continue
      const node = here && isRecord(here.node) ? here.node[key] : undefined
      walk(item, [...resultPath, key], here ? { ...here, node, path: [...here.path, key] } : undefined)
    }
  }

  walk(result, [], undefined)
  return map
}
