import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { apiError, LakeError, notFound, unauthorized } from './errors.ts'
import { admitSiteOrigins, isLoopbackHost, preflight, sendError } from './http.ts'
import { ImageServer } from './image-server.ts'
import { type Journal, requestJournal } from './journal.ts'
import { Listeners, LiveEvents } from './listen.ts'
import { acceptPresenceSocket } from './presence.ts'
import { QueryRunner } from './query-runner.ts'
import { type LakeContext, resolve } from './router.ts'
import { ROUTES } from './routes.ts'
import type { LakeStore } from './store.ts'
import { type DeliveryLog, type WebhookDefinition, Webhooks } from './webhooks.ts'

/**
 * The local Content Lake's HTTP server: binds its ports and hands each request to its route
 * (routes.ts, the whole HTTP surface; handlers/ by concern), over the working copy (store.ts).
 * Loopback only, and nothing without the token, except the session handed to the site's Studio
 * (`/local/session`, session.ts), CORS preflights, the Studio's checks and the images of public datasets
 * (public on Sanity's CDN too).
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
  /** A file to append the request journal to (journal.ts; CONTENT_LAKE_JOURNAL, tests only). */
  journalFile?: string
}

export class LocalContentLake {
  readonly store: LakeStore
  readonly projectId: string
  readonly listeners: Listeners
  readonly liveEvents: LiveEvents
  readonly webhooks: Webhooks
  readonly #context: LakeContext
  readonly #journal: Journal
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
    this.listeners = new Listeners(this.store)
    this.liveEvents = new LiveEvents(this.store)
    this.webhooks = new Webhooks(
      this.store,
      options.webhooks.map((definition) => ({ ...definition, projectId: options.projectId })),
      options.onDelivery ?? (() => {}),
    )
    this.#journal = requestJournal(options.journalFile)
    this.#queries = new QueryRunner({ timeLimitMs: options.queryTimeLimitMs })
    this.#siteOrigins = new Set(options.siteOrigins ?? [])
    const digest = (value: string) => createHash('sha256').update(value).digest('hex')
    const tokenDigest = digest(options.token)
    const lake = this
    this.#context = {
      store: this.store,
      projectId: this.projectId,
      token: options.token,
      get origin() {
        return lake.origin
      },
      assetsDir: options.assetsDir,
      images: new ImageServer({ dir: options.assetsDir, transformsDir: options.transformsDir }),
      queries: this.#queries,
      listeners: this.listeners,
      liveEvents: this.liveEvents,
      writeDelayMs: options.writeDelayMs ?? 0,
      authorized(request) {
        const header = request.headers.authorization ?? ''
        // The scheme is case-insensitive (RFC 9110 §11.1): @sanity/migrate sends `bearer`.
        const given = /^bearer /i.test(header) ? header.slice('bearer '.length) : ''
        // Compare digests: equal length, constant time for the comparison itself.
        return given !== '' && digest(given) === tokenDigest
      },
    }
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
    const server = createServer((request, response) => void this.#serve(request, response))
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

  /** Answers a request, and writes it to the journal. */
  async #serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const noted: { route: string | null } = { route: null }
    let failure: unknown
    try {
      await this.#handle(request, response, noted)
    } catch (error) {
      failure = error
      sendError(request, response, error)
    }
    this.#journal({
      method: request.method ?? '',
      path: (request.url ?? '').split('?')[0] ?? '',
      route: noted.route,
      status: response.statusCode,
      ...(failure instanceof LakeError ? { error: failure.type } : {}),
      ...(failure instanceof LakeError && failure.unsupported ? { unsupported: true as const } : {}),
    })
  }

  async #handle(request: IncomingMessage, response: ServerResponse, noted: { route: string | null }): Promise<void> {
    if (!isLoopbackHost(request.headers.host))
      throw apiError(403, 'The local Content Lake answers only requests addressed to localhost')
    if (request.method === 'OPTIONS') {
      noted.route = 'preflight'
      return preflight(request, response)
    }
    // As a path, never as a URL of its own: `//v2024-01-29/data/…` (what @sanity/migrate sends) is not
    // the host `v2024-01-29`.
    const url = new URL(`http://localhost${request.url?.startsWith('/') ? request.url : '/'}`)
    const path = url.pathname.replace(/\/+$/, '') || '/'
    const found = resolve(ROUTES, request.method ?? 'GET', path)
    if (found.kind !== 'unknown') noted.route = found.route.pattern
    // Without the token, nothing but the open routes tells what exists.
    if ((found.kind === 'unknown' || found.route.access === 'token') && !this.#context.authorized(request))
      throw unauthorized()
    if (found.kind === 'unknown') throw notFound(`No such endpoint: ${path}`)
    if (found.kind === 'method') throw apiError(405, `Use ${found.allowed.join(' or ')} for ${path}`)
    const { route, params, version } = found
    await route.handler({ lake: this.#context, request, response, url, params, version })
  }

  /** The Studio's realtime socket (`/socket/<dataset>`): presence.ts. */
  #upgrade(request: IncomingMessage, socket: Socket) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (!isLoopbackHost(request.headers.host) || !/\/socket\//.test(url.pathname)) {
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n')
      return
    }
    acceptPresenceSocket(request, socket, (header) => this.#context.authorized({ headers: { authorization: header } }))
  }
}

export { LakeError }
