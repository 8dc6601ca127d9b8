import { children, type GroqNode, isNode, parseQuery } from '@/lib/sanity/groq-ast'

/**
 * A lint rule for the site's GROQ queries (run by tests/unit/publishing.test.ts over every
 * query in web/lib/sanity/queries.ts): every document a query returns or dereferences must
 * project its `_id`, because cache tags are derived from the ids in a result
 * (web/lib/sanity/dependencies.ts). A query that drops one would miss that document's
 * refreshes. Kept out of web/: the site never runs it.
 */

function yieldsDocuments(node: unknown, thisIsDocument: boolean): boolean {
  if (!isNode(node)) return false
  switch (node.type) {
    case 'Everything':
    case 'Deref':
      return true
    case 'This':
      return thisIsDocument
    case 'Filter':
    case 'AccessElement':
    case 'Slice':
    case 'PipeFuncCall':
    case 'Group':
      return yieldsDocuments(node.base ?? node.expr, thisIsDocument)
    default:
      return false
  }
}

function projectsId(object: GroqNode): boolean {
  return (object.attributes as GroqNode[]).some(
    (attribute) =>
      (attribute.type === 'ObjectAttributeValue' && attribute.name === '_id') ||
      (attribute.type === 'ObjectSplat' && isNode(attribute.value) && attribute.value.type === 'This'),
  )
}

/**
 * Places where a query returns part of a document without its `_id`, so a change to
 * that document would not reach the result's cache tags. Empty for a well-formed query.
 */
export function projectionProblems(query: string): string[] {
  const problems: string[] = []
  const check = (node: GroqNode, thisIsDocument: boolean): void => {
    if (node.type === 'Map' || node.type === 'FlatMap') {
      check(node.base as GroqNode, thisIsDocument)
      check(node.expr as GroqNode, yieldsDocuments(node.base, thisIsDocument))
      return
    }
    if (node.type === 'Projection') {
      const documents = yieldsDocuments(node.base, thisIsDocument)
      if (documents && !projectsId(node.expr as GroqNode))
        problems.push(`a projection of documents without _id: {${summarize(node.expr as GroqNode)}}`)
      check(node.base as GroqNode, thisIsDocument)
      check(node.expr as GroqNode, documents)
      return
    }
    if (node.type === 'AccessAttribute' && isNode(node.base) && node.base.type === 'Deref')
      problems.push(`a dereference that reads "${node.name as string}" without the document's _id`)
    for (const child of children(node)) check(child, thisIsDocument)
  }
  check(parseQuery(query), false)
  return problems
}

function summarize(object: GroqNode): string {
  return (object.attributes as GroqNode[])
    .slice(0, 3)
    .map((attribute) => (attribute.name as string | undefined) ?? '…')
    .join(', ')
}
