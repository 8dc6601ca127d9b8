import { type ExprNode, evaluate } from 'groq-js'
import { dataError } from './errors.ts'
import type { LakeDocument } from './store.ts'

/**
 * `text::query()`, the Content Lake's full-text search, which groq-js leaves unimplemented: the
 * Studio's search box sends `*[…] | score(boost(_type in [...] && title match text::query($q), 10), …,
 * ([@, _id] match text::query($q) || references($r))) [_score > 0] | order(_score desc)`.
 *
 * Each `<expression> match text::query(<string>)` is computed here, per document the query sees: the
 * expression is evaluated on the document (`title`, `sections[].headline`, `[@, _id]` …), its words are
 * every string it holds (objects included, their `_`-attributes not), and the query's terms must all
 * occur (`word`, `prefix*`, `"a phrase"`) and its `-negated` ones must not. As a filter that is true or
 * false; inside `score()` it counts as much as the terms are worth for this field, BM25 (k1 1.2, b 0.75,
 * the field's length against its mean over the documents): a word in a one-word title weighs more than
 * the same word in a long text, so a service named exactly what was searched comes first.
 *
 * The computed answer replaces the call in the query tree as `_id in […]` (a filter) or as one
 * `boost(_id in […], score - 1)` per score (inside `score()`, where groq-js counts a true filter as 1).
 *
 * https://www.sanity.io/docs/specifications/groq-functions (text::query, score, boost)
 */

/** A term's words in order: one for `word`, several for `"a phrase"` or a joined `Frühjahrsputz-Aktion`. */
type TextTerm = { words: string[]; negated: boolean; prefix: boolean }

const WORD = /[\p{L}\p{N}]+/gu

/**
 * `word`, `"a phrase"`, `-excluded`, `prefix*`, as Sanity's text::query reads them. A term is cut into
 * words as the documents are (Sanity tokenizes both sides): `Frühjahrsputz-Aktion` finds the words
 * „frühjahrsputz“ and „aktion“ one after the other, as the phrase would.
 */
function parseTextQuery(query: string): TextTerm[] {
  const terms: TextTerm[] = []
  for (const match of query.matchAll(/(-?)(?:"([^"]*)"|(\S+))/g)) {
    const phrase = match[2] !== undefined
    const text = (match[2] ?? match[3] ?? '').toLowerCase()
    const words = text.match(WORD) ?? []
    if (words.length > 0) terms.push({ words, negated: match[1] === '-', prefix: !phrase && /\*+$/.test(text) })
  }
  return terms
}

function collectText(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) for (const item of value) collectText(item, into)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) collectText(item, into)
}

type Field = { words: string[] }

function fieldOf(value: unknown): Field {
  const parts: string[] = []
  collectText(value, parts)
  return { words: parts.join(' ').toLowerCase().match(WORD) ?? [] }
}

/** How often the term's words occur in the field, in order; with `*`, the last one as a prefix. */
function frequency(term: TextTerm, { words }: Field): number {
  const last = term.words.length - 1
  const matches = (word: string | undefined, index: number) =>
    word !== undefined &&
    (term.prefix && index === last ? word.startsWith(term.words[index] as string) : word === term.words[index])
  let count = 0
  for (let start = 0; start + last < words.length; start++)
    if (term.words.every((_, index) => matches(words[start + index], index))) count++
  return count
}

const K1 = 1.2
const B = 0.75

/** The field's score for the terms: 0 when a term is missing or a negated one present. */
function score(terms: TextTerm[], field: Field, meanLength: number): number {
  let total = 0
  for (const term of terms) {
    const count = frequency(term, field)
    if (term.negated ? count > 0 : count === 0) return 0
    if (!term.negated)
      total += (count * (K1 + 1)) / (count + K1 * (1 - B + (B * field.words.length) / (meanLength || 1)))
  }
  return terms.some((term) => !term.negated) ? total : 1
}

type Node = Record<string, unknown>

function isTextQuery(node: unknown): node is { args: { type: string; value?: unknown }[] } {
  const record = node as Node | null
  return record?.type === 'FuncCall' && record.namespace === 'text' && record.name === 'query'
}

const idIn = (ids: string[]): Node => ({
  type: 'OpCall',
  op: 'in',
  left: { type: 'AccessAttribute', name: '_id' },
  right: { type: 'Value', value: ids },
})

/** The score of each document (by id) for `<expression> match text::query(<query>)`; absent: 0. */
async function scores(
  expression: ExprNode | undefined,
  query: string,
  documents: LakeDocument[],
  params: Record<string, unknown>,
): Promise<Map<string, number>> {
  const terms = parseTextQuery(query)
  const fields = await Promise.all(
    documents.map(async (document) =>
      fieldOf(expression ? await (await evaluate(expression, { root: document, params })).get() : document),
    ),
  )
  const withText = fields.filter((field) => field.words.length > 0)
  const meanLength = withText.reduce((sum, field) => sum + field.words.length, 0) / (withText.length || 1)
  const result = new Map<string, number>()
  documents.forEach((document, index) => {
    // Rounded: documents of one score share one boost() in the rewritten query.
    const value = Math.round(score(terms, fields[index] as Field, meanLength) * 1000) / 1000
    if (value > 0) result.set(document._id, value)
  })
  return result
}

/** Inside `score()`: one `boost(_id in [ids], s - 1)` per score s, joined by `||` (scores add up). */
function scoreNode(byId: Map<string, number>): Node {
  const groups = new Map<number, string[]>()
  for (const [id, value] of byId) groups.set(value, [...(groups.get(value) ?? []), id])
  const boosts: Node[] = [...groups].map(([value, ids]) => ({
    type: 'FuncCall',
    namespace: 'global',
    name: 'boost',
    args: [idIn(ids), { type: 'Value', value: value - 1 }],
  }))
  if (boosts.length === 0) return { type: 'Value', value: false }
  return boosts.reduce((left, right) => ({ type: 'Or', left, right }))
}

/**
 * Replaces every `text::query()` in the tree (see above). `scored`: the node is evaluated by `score()`
 * (its arguments, and the first argument of `boost()`, `&&` and `||` within them) rather than as a filter.
 */
export async function rewriteTextQueries(
  node: unknown,
  documents: LakeDocument[],
  params: Record<string, unknown>,
  scored = false,
): Promise<void> {
  if (Array.isArray(node)) {
    for (const item of node) await rewriteTextQueries(item, documents, params, scored)
    return
  }
  if (!node || typeof node !== 'object') return
  const record = node as Node
  const matched = record.type === 'OpCall' && record.op === 'match' && isTextQuery(record.right)
  const call = matched ? record.right : record
  if (isTextQuery(call)) {
    const [argument] = call.args ?? []
    if (argument?.type !== 'Value' || typeof argument.value !== 'string')
      throw dataError(400, 'queryParseError', 'text::query() takes a string (a literal or a parameter)')
    const byId = await scores(matched ? (record.left as ExprNode) : undefined, argument.value, documents, params)
    const replacement = scored ? scoreNode(byId) : idIn([...byId.keys()])
    for (const key of Object.keys(record)) delete record[key]
    Object.assign(record, replacement)
    return
  }
  if (record.type === 'PipeFuncCall' && record.name === 'score') {
    await rewriteTextQueries(record.base, documents, params, false)
    await rewriteTextQueries(record.args, documents, params, true)
    return
  }
  if (scored && record.type === 'FuncCall' && record.name === 'boost') {
    const [inner, ...rest] = (record.args ?? []) as unknown[]
    await rewriteTextQueries(inner, documents, params, true)
    await rewriteTextQueries(rest, documents, params, false)
    return
  }
  const keepsScore = scored && (record.type === 'And' || record.type === 'Or')
  for (const value of Object.values(record)) await rewriteTextQueries(value, documents, params, keepsScore)
}
