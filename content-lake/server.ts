import { createHash, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { applyActions } from './actions.ts'
import { imageAsset, MAX_UPLOAD_BYTES, storeAssetFile } from './assets.ts'
import { apiError, dataError, LakeError, notFound, unauthorized } from './errors.ts'
import { documentEvents } from './history.ts'
import {
  admitSiteOrigins,
  corsHeaders,
  isLoopbackHost,
  paramsFromSearch,
  parseJson,
  preflight,
  readBody,
  readJson,
  sendError,
  sendJson,
  sendJsonText,
} from './http.ts'
import { ImageServer } from './image-server.ts'
import { Listeners, LiveEvents, listenOptions } from './listen.ts'
import { applyMutations, type MutationResult, WorkingSet } from './mutations.ts'
import { acceptPresenceSocket } from './presence.ts'
import { DOCUMENT_GRANTS, LOCAL_FEATURES, LOCAL_USER, project, usersLookup } from './project.ts'
import { type Perspective, parsePerspective } from './query.ts'
import { QueryRunner } from './query-runner.ts'
import { answerSession } from './session.ts'
import { type LakeStore, TransactionConflictError } from './store.ts'
import { type DeliveryLog, type WebhookDefinition, Webhooks } from './webhooks.ts'

/**
 * The local Content Lake's HTTP server: the part of Sanity's HTTP API that the Studio,
 * @sanity/client and next-sanity use, over the working copy (store.ts). Loopback only, and nothing
 * without the token, except the session handed to the site's Studio (`/local/session`, session.ts),
 * CORS preflights and the images of public datasets (public on Sanity's CDN too).
 *
 * Routes are `/v<api version>/…` as on `<projectId>.api.sanity.io` (the project may also come as a
 * subdomain of localhost); images are served at `/images/<project>/<dataset>/<file>` as on the CDN.
 */

export type LakeOptions = {
  store: LakeStore
  projectId: string
  token: string
  /** Where asset files are kept. */
  assetsDir: string
  /** Where transformed images are kept (image-server.ts). */
  transformsDir: string
  /**
   * The browser origins of the site that started the lake (launch.ts): only its pages get CORS
   * headers, the session and the presence socket. None: no page may call the lake.
   */
  siteOrigins?: string[]
  /** How long a query may run (default QUERY_TIME_LIMIT_MS of query-runner.ts). */
  queryTimeLimitMs?: number
  webhooks: Omit<WebhookDefinition, 'projectId'>[]
  onDelivery?: (entry: DeliveryLog) => void
  /**
   * How long a write takes before it is answered (default 0). The hosted lake answers a transaction
   * after tens to hundreds of milliseconds; main.ts sets CONTENT_LAKE_WRITE_DELAY_MS (200 ms), since
   * the Studio's Presentation tool loses its preview frame to a race when its first write is
   * answered at once (docs/decisions.md).
   */
  writeDelayMs?: number
}

const JSON_LIMIT = 8 * 1024 * 1024
const VERSIONED = /^\/v(\d{4}-\d{2}-\d{2}|1|X)(\/.*)$/

type Route = {
  request: IncomingMessage
  response: ServerResponse
  url: URL
  version: string
  segments: string[]
}

export class LocalContentLake {
  readonly store: LakeStore
  readonly projectId: string
  readonly listeners: Listeners
  readonly liveEvents: LiveEvents
  readonly webhooks: Webhooks
  readonly #token: string
  readonly #writeDelayMs: number
  readonly #assets: { dir: string }
  readonly #images: ImageServer
  readonly #queries: QueryRunner
  readonly #siteOrigins: ReadonlySet<string>
  readonly #servers: Server[] = []
  readonly #sockets = new Set<Socket>()
  /** The origin the lake names in asset URLs and tells the Studio (`http://localhost:<port>`). */
  origin = ''
  /** Ports that serve the same API for long-lived streams (see docs/architecture.md, "Local Content Lake"). */
  streamPorts: number[] = []

  constructor(options: LakeOptions) {
    this.store = options.store
    this.projectId = options.projectId
    this.#token = options.token
    this.#writeDelayMs = options.writeDelayMs ?? 0
    this.#assets = { dir: options.assetsDir }
    this.#images = new ImageServer({ dir: options.assetsDir, transformsDir: options.transformsDir })
    this.#queries = new QueryRunner({ timeLimitMs: options.queryTimeLimitMs })
    this.#siteOrigins = new Set(options.siteOrigins ?? [])
    this.listeners = new Listeners(this.store)
    this.liveEvents = new LiveEvents(this.store)
    this.webhooks = new Webhooks(
      this.store,
      options.webhooks.map((definition) => ({ ...definition, projectId: options.projectId })),
      options.onDelivery ?? (() => {}),
    )
  }

  /** Listens on 127.0.0.1: `port` (0: any free one) for the API, plus `streamPorts` more for listeners. */
  async listen(port: number, streamPortCount: number): Promise<void> {
    const main = await this.#listenOn(port)
    this.origin = `http://localhost:${main}`
    for (let index = 0; index < streamPortCount; index++) this.streamPorts.push(await this.#listenOn(0))
  }

  get port(): number {
    return Number(new URL(this.origin).port)
  }

  /**
   * One port on 127.0.0.1 and, where the machine has IPv6, on ::1 too: browsers resolve `localhost`
   * to either.
   */
  async #listenOn(port: number): Promise<number> {
    const bound = await this.#bind(port, '127.0.0.1')
    await this.#bind(bound, '::1').catch(() => undefined)
    return bound
  }

  async #bind(port: number, address: string): Promise<number> {
    const server = createServer((request, response) => {
      this.#handle(request, response).catch((error) => sendError(request, response, error))
    })
    server.on('upgrade', (request, socket: Socket) => this.#upgrade(request, socket))
    server.on('connection', (socket) => {
      this.#sockets.add(socket)
      admitSiteOrigins(socket, this.#siteOrigins)
      socket.on('close', () => this.#sockets.delete(socket))
    })
    server.on('clientError', (_error, socket) => socket.destroy())
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, address, () => resolve())
    })
    this.#servers.push(server)
    return (server.address() as AddressInfo).port
  }

  async close(): Promise<void> {
    this.webhooks.stop()
    this.listeners.closeAll()
    this.liveEvents.closeAll()
    await this.#queries.close()
    for (const server of this.#servers) server.close()
    for (const socket of this.#sockets) socket.destroy()
    this.store.close()
  }

  #authorized(request: Pick<IncomingMessage, 'headers'>): boolean {
    const header = request.headers.authorization ?? ''
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    // Compare digests: equal length, constant time for the comparison itself.
    const digest = (value: string) => createHash('sha256').update(value).digest('hex')
    return given !== '' && digest(given) === digest(this.#token)
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!isLoopbackHost(request.headers.host))
      throw apiError(403, 'The local Content Lake answers only requests addressed to localhost')
    if (request.method === 'OPTIONS') return preflight(request, response)
    const url = new URL(request.url ?? '/', 'http://localhost')
    const path = url.pathname.replace(/\/+$/, '') || '/'

    if (path === '/local/session')
      return answerSession(request, response, { token: this.#token, projectId: this.projectId, user: LOCAL_USER })
    if (path.startsWith('/images/')) return this.#image(request, response, url)
    const versioned = VERSIONED.exec(path)
    // The Studio's latency and protocol checks ask without the token; the answer tells nothing.
    if (path === '/ping' || versioned?.[2] === '/ping') return this.#text(request, response, 'PONG')
    // Clients probe CORS without credentials when an event stream fails: this origin is allowed
    // (http.ts decides who gets CORS headers at all).
    if (versioned?.[2] === '/check/cors')
      return sendJson(request, response, 200, { result: { allowed: true, withCredentials: true } })
    // The Live Content API of a public dataset is public, as on Sanity's API; drafts need the token.
    const live = /^\/data\/live\/events\/([^/]+)$/.exec(versioned?.[2] ?? '')
    if (live && request.headers.authorization === undefined && url.searchParams.get('includeDrafts') !== 'true') {
      const dataset = this.#dataset(live[1])
      if (this.store.datasets().find(({ name }) => name === dataset)?.aclMode !== 'public') throw unauthorized()
      return this.liveEvents.open(request, response, dataset, corsHeaders(request))
    }
    if (!this.#authorized(request)) throw unauthorized()
    if (!versioned) throw notFound(`No such endpoint: ${path}`)
    const version = `v${versioned[1]}`
    const segments = (versioned[2] ?? '').split('/').filter(Boolean).map(decodeURIComponent)
    return this.#route({ request, response, url, version, segments })
  }

  #text(request: IncomingMessage, response: ServerResponse, text: string) {
    response.writeHead(200, { ...corsHeaders(request), 'content-type': 'text/plain; charset=utf-8' })
    response.end(text)
  }

  #dataset(name: string | undefined): string {
    if (!name || !this.store.hasDataset(name))
      throw apiError(404, `Dataset "${name ?? ''}" not found for project ID "${this.projectId}"`)
    return name
  }

  async #route(route: Route): Promise<void> {
    const { request, response, segments } = route
    const [first, second, third, fourth] = segments
    const method = request.method ?? 'GET'
    const json = (body: unknown, status = 200) => sendJson(request, response, status, body)
    const { url } = route

    if (first === 'data') {
      switch (second) {
        case 'query':
          return this.#query(route, this.#dataset(third))
        case 'listen':
          return this.#listen(route, this.#dataset(third))
        case 'live':
          if (third === 'events')
            return this.liveEvents.open(request, response, this.#dataset(fourth), corsHeaders(request))
          break
        case 'doc':
          return this.#doc(route, this.#dataset(third), fourth ?? '')
        case 'mutate':
          return this.#mutate(route, this.#dataset(third))
        case 'actions':
          return this.#actions(route, this.#dataset(third))
        case 'history':
          return this.#history(route, this.#dataset(third), segments.slice(3))
      }
    }
    if (first === 'assets' && second === 'images' && method === 'POST') return this.#upload(route, this.#dataset(third))
    if (first === 'users' && second === 'me' && !third) return json(LOCAL_USER)
    if (first === 'users' && second === 'me' && third === 'keyvalue') return this.#keyValue(route, fourth)
    if (first === 'users' && second) return json(usersLookup(second))
    if (first === 'projects' && second === this.projectId) {
      const datasets = this.store.datasets()
      const fifth = segments[4]
      if (!third) return json(project(this.projectId, datasets))
      if (third === 'datasets' && !fourth)
        // Add-on datasets (comments) are asked for with ?datasetProfile=…: there are none.
        return json(url.searchParams.has('datasetProfile') ? [] : datasets)
      if (third === 'datasets' && fifth === 'acl') return json(DOCUMENT_GRANTS)
      if (third === 'grants') return json({})
      if (third === 'user-applications') return json([])
      if (third === 'features') return json(LOCAL_FEATURES)
      if (third === 'roles') return json(LOCAL_USER.roles)
    }
    if (first === 'projects' && second && second !== this.projectId) throw notFound(`Project "${second}" not found`)
    if (first === 'features') return json(LOCAL_FEATURES)
    if (first === 'schedules') return json({ schedules: [] })
    if (first === 'subscriptions') return json({})
    if (first === 'intake' && second === 'telemetry-status') return json({ status: 'denied' })
    if (first === 'intake') return json({})
    if (first === 'auth' && second === 'id') return json({ id: LOCAL_USER.id })
    if (first === 'auth' && second === 'providers') return json({ providers: [] })
    if (first === 'auth' && second === 'logout') return json({})
    // Sanity's help menu, upsell and trial notices: none on a local lake.
    if (first === 'help' || first === 'journey') return json({})
    throw notFound(`No such endpoint: /${route.version}/${segments.join('/')}`)
  }

  // ---- data ------------------------------------------------------------------------------------

  async #query({ request, response, url, version }: Route, dataset: string) {
    let query: string
    let params: Record<string, unknown>
    let options: URLSearchParams = url.searchParams
    if (request.method === 'POST') {
      const body = await readJson(request, JSON_LIMIT)
      query = String(body.query ?? '')
      params = (body.params ?? {}) as Record<string, unknown>
      const merged = new URLSearchParams(url.searchParams)
      for (const [key, value] of Object.entries((body.options ?? {}) as Record<string, unknown>))
        merged.set(key, String(value))
      options = merged
    } else {
      query = url.searchParams.get('query') ?? ''
      params = paramsFromSearch(url.searchParams)
    }
    if (!query) throw dataError(400, 'queryParseError', 'The `query` parameter is missing')
    const perspective: Perspective = parsePerspective(options.get('perspective'), version)
    const sourceMap = options.get('resultSourceMap')
    const body = await this.#queries.run({
      dataset,
      documents: this.store.documents(dataset),
      query,
      params,
      perspective,
      sourceMap: Boolean(sourceMap && sourceMap !== 'false'),
      returnQuery: options.get('returnQuery') !== 'false',
      context: { projectId: this.projectId, dataset, identity: LOCAL_USER.id },
    })
    sendJsonText(request, response, 200, body)
  }

  #listen({ request, response, url }: Route, dataset: string) {
    const query = url.searchParams.get('query') ?? ''
    if (!query) throw dataError(400, 'queryParseError', 'The `query` parameter is missing')
    const params = paramsFromSearch(url.searchParams)
    this.listeners.open(
      request,
      response,
      { dataset, query, params, options: listenOptions(url.searchParams) },
      corsHeaders(request),
    )
  }

  #doc({ request, response }: Route, dataset: string, idList: string) {
    const ids = idList.split(',').filter(Boolean)
    if (ids.length === 0) throw dataError(400, 'invalidRequest', 'No document ids given')
    const documents = ids.map((id) => this.store.get(dataset, id)).filter((document) => document !== undefined)
    const omitted = ids
      .filter((id) => this.store.get(dataset, id) === undefined)
      .map((id) => ({ id, reason: 'existence' as const }))
    sendJson(request, response, 200, { documents, omitted })
  }

  /** Runs a write in a working set and commits it as one transaction (or previews it: dryRun). */
  async #transact<T>(
    dataset: string,
    url: URL,
    body: Record<string, unknown>,
    apply: (working: WorkingSet) => Promise<T>,
  ) {
    if (this.#writeDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.#writeDelayMs))
    const working = new WorkingSet(
      (id) => this.store.get(dataset, id),
      () => this.store.documents(dataset),
    )
    const outcome = await apply(working)
    const transactionId =
      typeof body.transactionId === 'string' && body.transactionId
        ? body.transactionId
        : (url.searchParams.get('transactionId') ?? randomUUID().replaceAll('-', ''))
    const changes = working.changes()
    const dryRun = body.dryRun === true || url.searchParams.get('dryRun') === 'true'
    if (dryRun || changes.length === 0) return { outcome, transactionId, changes, transaction: undefined }
    try {
      const transaction = this.store.commit(dataset, changes, { transactionId, author: LOCAL_USER.id })
      return { outcome, transactionId, changes, transaction }
    } catch (error) {
      if (error instanceof TransactionConflictError)
        throw dataError(409, 'transactionAlreadyExistsError', error.message)
      throw error
    }
  }

  async #mutate({ request, response, url }: Route, dataset: string) {
    if (request.method !== 'POST') throw apiError(405, 'Use POST to mutate')
    const body = await readJson(request, JSON_LIMIT)
    const { outcome, transactionId, transaction } = await this.#transact(dataset, url, body, (working) =>
      applyMutations(body.mutations, working),
    )
    const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
    const results = (outcome as MutationResult[]).map(({ id, operation }) => ({
      id,
      operation,
      ...(returnDocuments ? { document: transaction?.changes.find((change) => change.id === id)?.next ?? null } : {}),
    }))
    sendJson(request, response, 200, {
      transactionId,
      results,
      ...(returnDocuments ? { documents: results.map(({ document }) => document).filter(Boolean) } : {}),
    })
  }

  async #actions({ request, response, url }: Route, dataset: string) {
    if (request.method !== 'POST') throw apiError(405, 'Use POST for actions')
    const body = await readJson(request, JSON_LIMIT)
    const { transactionId } = await this.#transact(dataset, url, body, (working) => applyActions(body.actions, working))
    sendJson(request, response, 200, { transactionId })
  }

  // ---- history ---------------------------------------------------------------------------------

  #history({ request, response, url }: Route, dataset: string, rest: string[]) {
    const [kind, idList = ''] = rest
    const ids = idList.split(',').filter(Boolean)
    if (kind === 'documents') {
      const rev = url.searchParams.get('revision')
      const time = url.searchParams.get('time')
      if (!rev && !time) throw dataError(400, 'invalidRequest', 'Give `revision` or `time`')
      const documents = ids
        .map((id) => this.store.revision(dataset, id, rev ? { rev } : { time: time ?? '' }))
        .filter((document) => document !== null)
      return sendJson(request, response, 200, { documents })
    }
    if (kind === 'transactions') return this.#transactions(request, response, url, dataset, ids)
    if (kind === 'events' && rest[1] === 'documents' && rest[2]) {
      const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 100) || 100, 1), 500)
      return sendJson(
        request,
        response,
        200,
        documentEvents(this.store, dataset, rest[2], { limit, cursor: url.searchParams.get('nextCursor') }),
      )
    }
    throw notFound(`No such history endpoint: ${rest.join('/')}`)
  }

  /** NDJSON, one transaction a line, as the Studio's history timeline reads it. */
  #transactions(request: IncomingMessage, response: ServerResponse, url: URL, dataset: string, ids: string[]) {
    const search = url.searchParams
    const excludeMutations = search.get('excludeMutations') === 'true'
    const identifiedOnly = search.get('includeIdentifiedDocumentsOnly') === 'true'
    let list = this.store.transactions(dataset, ids)
    const from = search.get('fromTransaction')
    const to = search.get('toTransaction')
    if (from)
      list = list.slice(
        Math.max(
          0,
          list.findIndex(({ id }) => id === from),
        ),
      )
    if (to) {
      const end = list.findIndex(({ id }) => id === to)
      if (end >= 0) list = list.slice(0, end + 1)
    }
    if (search.get('reverse') === 'true') list = list.reverse()
    const limit = Number(search.get('limit') ?? '')
    if (Number.isInteger(limit) && limit > 0) list = list.slice(0, limit)
    const lines = list.map((transaction) => {
      const changes = identifiedOnly ? transaction.changes.filter(({ id }) => ids.includes(id)) : transaction.changes
      return JSON.stringify({
        id: transaction.id,
        timestamp: transaction.timestamp,
        author: transaction.author,
        documentIDs: changes.map(({ id }) => id),
        ...(excludeMutations ? {} : { mutations: changes.flatMap(({ mutations }) => mutations) }),
        ...(search.get('effectFormat') === 'mendoza'
          ? { effects: Object.fromEntries(changes.map(({ id, effects }) => [id, effects])) }
          : {}),
      })
    })
    response.writeHead(200, { ...corsHeaders(request), 'content-type': 'application/x-ndjson; charset=utf-8' })
    response.end(lines.length ? `${lines.join('\n')}\n` : '')
  }

  // ---- assets ----------------------------------------------------------------------------------

  async #upload({ request, response, url }: Route, dataset: string) {
    const bytes = await readBody(request, MAX_UPLOAD_BYTES)
    if (bytes.length === 0) throw dataError(400, 'invalidImage', 'The upload is empty')
    const { document, file } = await imageAsset({
      bytes,
      filename: url.searchParams.get('filename') ?? undefined,
      projectId: this.projectId,
      dataset,
      origin: this.origin,
    })
    const existing = this.store.get(dataset, document._id)
    if (existing) return sendJson(request, response, 200, { document: existing })
    storeAssetFile(this.#assets, dataset, file, bytes)
    for (const key of ['label', 'title', 'description', 'creditLine'] as const) {
      const value = url.searchParams.get(key)
      if (value) document[key] = value
    }
    const transaction = this.store.commit(
      dataset,
      [{ id: document._id, next: document, mutations: [{ create: document }] }],
      {
        transactionId: randomUUID().replaceAll('-', ''),
        author: LOCAL_USER.id,
      },
    )
    sendJson(request, response, 200, { document: transaction.changes[0]?.next })
  }

  async #image(request: IncomingMessage, response: ServerResponse, url: URL) {
    const [, , projectId, dataset = '', file = ''] = url.pathname.split('/')
    const info = this.store.datasets().find(({ name }) => name === dataset)
    if (projectId !== this.projectId || !info) throw notFound('No such image')
    if (info.aclMode === 'private' && !this.#authorized(request)) throw unauthorized()
    await this.#images.answer(request, response, {
      dataset,
      file,
      search: url.searchParams,
      cors: corsHeaders(request),
    })
  }

  /** `GET /users/me/keyvalue/<key>,<key>` and `PUT /users/me/keyvalue` with `[{key, value}]`: the Studio's settings. */
  async #keyValue({ request, response }: Route, keyList: string | undefined) {
    if (request.method === 'GET') {
      const keys = (keyList ?? '').split(',').filter(Boolean)
      return sendJson(request, response, 200, this.store.keyValue(keys))
    }
    const body = parseJson((await readBody(request, JSON_LIMIT)).toString('utf8') || '[]', 'The request body')
    const entries = (Array.isArray(body) ? body : [body]) as { key: string; value: unknown }[]
    if (!entries.every((entry) => entry && typeof entry.key === 'string'))
      throw dataError(400, 'invalidRequest', 'Expected [{key, value}]')
    this.store.setKeyValue(entries)
    sendJson(request, response, 200, entries)
  }

  /** The Studio's realtime socket (`/socket/<dataset>`): presence.ts. */
  #upgrade(request: IncomingMessage, socket: Socket) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (!isLoopbackHost(request.headers.host) || !/\/socket\//.test(url.pathname)) {
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n')
      return
    }
    acceptPresenceSocket(request, socket, (header) => this.#authorized({ headers: { authorization: header } }))
  }
}

export { LakeError }
