/**
 * GROQ fields that no schema type declares, named with the query and the line they are on.
 *
 * TypeGen types a field the schema does not know as `null` and says nothing, so a typo (`areaServd`) passes
 * the type check or fails far away (`Property 'seo' does not exist on type '{}'` in another file). The
 * evaluator TypeGen uses (groq-js `typeEvaluate`) does notice: it logs `attribute "areaServd" not found in
 * object` on its debug channel `typeEvaluator:evaluate:warn`. This runs it over every query with that channel
 * on and turns each notice into an error. tests/unit/typegen-scratch.test.ts fails if groq-js stops noticing.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT, SCHEMA_JSON } from './inputs.ts'

const CHANNELS = ['typeEvaluator:evaluate:warn', 'typeEvaluator:evaluate:debug']
const NOT_FOUND = /typeEvaluator:evaluate:warn attribute "([^"]+)" not found in object/
const FOUND = /typeEvaluator:evaluate:debug accessAttribute\.attribute found (\S+)/

export type UnknownField = { file: string; line: number; query: string; field: string }

export async function unknownFields(files: string[]): Promise<UnknownField[]> {
  // The channel is read when groq-js loads its debug module: set it before the first import.
  process.env.DEBUG = [process.env.DEBUG, ...CHANNELS].filter(Boolean).join(',')
  const [{ typeEvaluate }, codegen] = await Promise.all([import('groq-js'), import('@sanity/codegen')])
  const schema = JSON.parse(readFileSync(path.join(ROOT, SCHEMA_JSON), 'utf8'))
  codegen.registerBabel()
  const { queries } = codegen.findQueriesInPath({
    path: files.map((file) => path.join(ROOT, file)),
    resolver: codegen.getResolver(ROOT),
  })
  const found: UnknownField[] = []
  for await (const module of queries) {
    for (const error of module.errors) throw error
    for (const extracted of module.queries) {
      const file = path.relative(ROOT, extracted.filename)
      for (const field of notFoundWhile(() => typeEvaluate(codegen.safeParseQuery(extracted.query), schema)))
        found.push({ file, line: lineOf(file, extracted.query, field), query: extracted.variable.id.name, field })
    }
  }
  return found
}

/**
 * The names groq-js looked up while `evaluate` ran and found in no object. A query over several document types
 * (`*[_type in [...]]{seo}`) looks a field up in each type and misses it in some: only a name that is found
 * nowhere in the query is unknown. groq-js logs synchronously, to stdout or stderr depending on the order its
 * loggers were made: both are read.
 */
function notFoundWhile(evaluate: () => unknown): string[] {
  const missed = new Set<string>()
  const found = new Set<string>()
  const streams = [process.stdout, process.stderr]
  const writes = streams.map((stream) => stream.write)
  streams.forEach((stream, index) => {
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const line = String(chunk)
      const notFound = line.match(NOT_FOUND)?.[1]
      const isFound = line.match(FOUND)?.[1]
      if (notFound) missed.add(notFound)
      if (isFound) found.add(isFound)
      if (notFound || line.includes(' typeEvaluator:evaluate:')) return true
      return (writes[index] as (...args: unknown[]) => boolean).call(stream, chunk, ...rest)
    }) as typeof stream.write
  })
  try {
    evaluate()
  } finally {
    streams.forEach((stream, index) => {
      stream.write = writes[index] as typeof stream.write
    })
  }
  return [...missed].filter((name) => !found.has(name))
}

/** The line of the field's first use inside the query's text in the file (the query's first line if not found). */
function lineOf(file: string, query: string, field: string): number {
  const source = readFileSync(path.join(ROOT, file), 'utf8')
  const firstLine = query.split('\n')[0] ?? query
  const start = Math.max(0, source.indexOf(firstLine))
  const use = new RegExp(`(?<![\\w$])${field.replace(/[$]/g, '\\$')}(?!\\w)`).exec(source.slice(start))
  const offset = start + (use?.index ?? 0)
  return source.slice(0, offset).split('\n').length
}

export function describeUnknownFields(problems: UnknownField[]): string {
  return problems
    .map(
      ({ file, line, query, field }) =>
        `${file}:${line}: ${query} reads "${field}", which no schema type declares there (a typo, or a field not yet in schemas/?).`,
    )
    .join('\n')
}
