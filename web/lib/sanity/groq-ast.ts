import { parse } from 'groq-js'

/**
 * The GROQ syntax tree as groq-js parses it, walked generically: the tag derivation
 * (dependencies.ts) and the query linter (tests/support/query-lint.ts) read the same tree.
 */
export type GroqNode = { type: string } & Record<string, unknown>

export function isNode(value: unknown): value is GroqNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

/** The direct child nodes, whatever their attribute names (`base`, `expr`, `left`, `attributes`, …). */
export function children(node: GroqNode): GroqNode[] {
  const result: GroqNode[] = []
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) result.push(...value.filter(isNode))
    else if (isNode(value)) result.push(value)
  }
  return result
}

export function parseQuery(query: string, params: Record<string, unknown> = {}): GroqNode {
  return parse(query, { params }) as unknown as GroqNode
}
