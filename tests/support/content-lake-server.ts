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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
