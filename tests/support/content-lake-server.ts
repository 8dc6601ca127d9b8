import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'

/**
 * A small HTTP server on localhost that answers like the Content Lake query
 * endpoint (`GET|POST /v<date>/data/query/<dataset>`), evaluating GROQ with
 * groq-js over the documents it is given. The real @sanity/client talks to it
 * through SANITY_API_HOST, so the hosted code path runs over real HTTP.
 */
export type ContentLakeStandIn = {
  url: string
  /** The variables that make a site (or `launch:check`) read this stand-in as its hosted Content Lake. */
  siteEnv: Record<string, string>
  /** The dataset as it stands, mutations included. */
  documents: Record<string, unknown>[]
  /** While true, the mutate endpoint answers 503 like an outage. */
  failMutations: boolean
  requests: { method: string; path: string; query: string; params: Record<string, unknown>; authorization?: string }[]
  close: () => Promise<void>
}

type Options = {
  documents: Record<string, unknown>[]
  projectId: string
  dataset: string
  /** When set, requests without `Authorization: Bearer <token>` get 401, like a private dataset. */
  token?: string
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  return params
}

export async function startContentLake({ documents, projectId, dataset, token }: Options): Promise<ContentLakeStandIn> {
  const requests: ContentLakeStandIn['requests'] = []
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const mutate = /^\/v[\d-]+\/data\/mutate\/([^/]+)$/.exec(url.pathname)
    if (mutate) return handleMutate(request, response, mutate[1] ?? '')
    const match = /^\/v[\d-]+\/data\/query\/([^/]+)$/.exec(url.pathname)
    if (!match) return send(response, 404, { error: { description: `No route ${url.pathname}`, type: 'notFound' } })
    if (match[1] !== dataset)
      return send(response, 404, {
        error: { description: `Dataset "${match[1]}" not found for project ID "${projectId}"`, type: 'httpNotFound' },
      })
    const authorization = request.headers.authorization
    if (token && authorization !== `Bearer ${token}`)
      return send(response, 401, { error: { description: 'Unauthorized - Session not found', type: 'unauthorized' } })

    let query: string
    let params: Record<string, unknown>
    if (request.method === 'POST') {
      const body = JSON.parse(await readBody(request)) as { query: string; params?: Record<string, unknown> }
      query = body.query
      params = body.params ?? {}
    } else {
      query = url.searchParams.get('query') ?? ''
      params = paramsFromSearch(url.searchParams)
    }
    requests.push({ method: request.method ?? 'GET', path: url.pathname, query, params, authorization })
    try {
      const started = performance.now()
      const result = await (await evaluate(parse(query, { params }), { dataset: documents, params })).get()
      send(response, 200, { query, result, ms: Math.round(performance.now() - started) })
    } catch (error) {
      send(response, 400, { error: { description: (error as Error).message, type: 'queryParseError' } })
    }
  })
  /**
   * `POST /v<date>/data/mutate/<dataset>` with create, createOrReplace, delete and patch
   * (set, inc, ifRevisionID): enough of Sanity's mutation API for the submissions store. A request
   * is one transaction, as in the Content Lake: all its mutations apply, or none (on a conflict).
   */
  async function handleMutate(request: IncomingMessage, response: ServerResponse, target: string) {
    const authorization = request.headers.authorization
    if (target !== dataset)
      return send(response, 404, { error: { description: `Dataset "${target}" not found`, type: 'httpNotFound' } })
    if (!token || authorization !== `Bearer ${token}`)
      return send(response, 401, { error: { description: 'Unauthorized - Session not found', type: 'unauthorized' } })
    if (standIn.failMutations)
      return send(response, 503, { error: { description: 'Service unavailable', type: 'serviceUnavailable' } })
    const body = JSON.parse(await readBody(request)) as { mutations: Record<string, Record<string, unknown>>[] }
    requests.push({ method: 'POST', path: request.url ?? '', query: '', params: {}, authorization })
    const working = structuredClone(documents)
    const results: { id: string; operation: string }[] = []
    for (const mutation of body.mutations) {
      const [operation, argument] = Object.entries(mutation)[0] ?? []
      if (!operation || !argument) continue
      const id = String(argument._id ?? argument.id ?? '')
      const index = working.findIndex((document) => document._id === id)
      if (operation === 'create' && index >= 0)
        return send(response, 409, { error: { description: `Document "${id}" already exists`, type: 'conflict' } })
      if (operation === 'create' || operation === 'createOrReplace') {
        const document = { ...argument, _createdAt: new Date().toISOString(), _rev: crypto.randomUUID() }
        if (index >= 0) working[index] = document
        else working.push(document)
      } else if (operation === 'delete') {
        if (index >= 0) working.splice(index, 1)
      } else if (operation === 'patch') {
        const document = working[index]
        if (!document) return send(response, 404, { error: { description: `Document "${id}" not found` } })
        // Optimistic locking as the Content Lake does it: a stale revision is a conflict.
        if (argument.ifRevisionID !== undefined && argument.ifRevisionID !== document._rev)
          return send(response, 409, {
            error: { description: `Document "${id}" has unexpected revision ID`, type: 'conflict' },
          })
        document._rev = crypto.randomUUID()
        for (const [path, value] of Object.entries((argument.set ?? {}) as Record<string, unknown>))
          setPath(document, path, value)
        for (const [path, value] of Object.entries((argument.inc ?? {}) as Record<string, number>))
          setPath(document, path, Number(getPath(document, path) ?? 0) + value)
      } else return send(response, 400, { error: { description: `Unsupported mutation ${operation}` } })
      results.push({ id, operation: operation === 'createOrReplace' ? 'create' : operation })
    }
    documents.splice(0, documents.length, ...working)
    send(response, 200, { transactionId: crypto.randomUUID(), results })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const standIn: ContentLakeStandIn = {
    url: `http://127.0.0.1:${port}`,
    siteEnv: {
      SANITY_PROJECT_ID: projectId,
      SANITY_DATASET: dataset,
      SANITY_API_HOST: `http://127.0.0.1:${port}`,
      ...(token ? { SANITY_API_READ_TOKEN: token } : {}),
    },
    documents,
    failMutations: false,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
  return standIn
}

function getPath(document: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], document)
}

function setPath(document: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.')
  let target = document
  for (const key of keys.slice(0, -1)) {
    target[key] ??= {}
    target = target[key] as Record<string, unknown>
  }
  target[keys.at(-1) as string] = value
}
