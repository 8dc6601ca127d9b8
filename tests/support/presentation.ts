import { bundledDocuments } from '@tests/support/dataset'
import { evaluate, parse } from 'groq-js'

/** The bundled dataset, for the tests of the Studio's Presentation tool (locations, main documents). */
export const documents = bundledDocuments()

export type Doc = { _id: string; _type: string; title?: string; slug?: { current?: string } }
export const ofType = (type: string) => (documents as Doc[]).filter((document) => document._type === type)

/** Runs GROQ over the bundled dataset, as the Content Lake would over the published documents. */
export async function groq<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  return (await (await evaluate(parse(query, { params }), { dataset: documents, params })).get()) as T
}
