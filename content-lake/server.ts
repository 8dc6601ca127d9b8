import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { apiError, LakeError, notFound, unauthorized } from './errors.ts'
import { admitSiteOrigins, isLoopbackHost, preflight, sendError } from './http.ts'
import { ImageServer } from './image-server.ts'
import { type Journal, requestJournal } from './journal.ts'
import { Listeners, LiveEvents } from './listen.ts'
import { bind, IPV4_LOOPBACK, IPV6_LOOPBACK } from './loopback.ts'
import { acceptPresenceSocket, PresenceHub } from './presence.ts'
import { QueryRunner } from './query-runner.ts'
import { type LakeContext, resolve } from './router.ts'
import { ROUTES } from './routes.ts'
import { ANONYMOUS, mayUseDataset, Sessions } from './session.ts'
import type { LakeStore } from './store.ts'
import { type DeliveryLog, type WebhookDefinition, Webhooks } from './webhooks.ts'

/**
 * The local Content Lake's HTTP server: binds its ports and hands each request to its route
 * (routes.ts, the whole HTTP surface; handlers/ by concern), over the working copy (store.ts).
 * Loopback only, on 127.0.0.1 and ::1 alike (loopback.ts), and nothing without a token, except the
 * sessions (`/local/session`, session.ts), CORS preflights, the Studio's checks and the images of public
 * datasets (public on Sanity's CDN too). A private dataset only for the office (shared/inbox-access.ts).
 */

export type LakeOptions = {
  store: LakeStore
  projectId: string
  /** The server token (session.ts); default a fresh random one, as every start of main.ts makes. */
  token?: string
  /** Where asset files are kept. */
  assetsDir: string
  /** Where transformed images are kept (image-server.ts). */
  transformsDir: string
  /**
   * The browser origins of the site that started the lake, once the site holds them (launch.ts; later
   * `trustSiteOrigins`): only its pages get CORS headers, a session and the presence socket. None: no
   * page may call the lake.
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
  readonly sessions: Sessions
  readonly #presence = new PresenceHub()
  readonly #siteOrigins: Set<string>
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
    const sessions = new Sessions(this.store, options.token)
    this.sessions = sessions
    const lake = this
    this.#context = {
      store: this.store,
      projectId: this.projectId,
      sessions,
      get origin() {
        return lake.origin
      },
      assetsDir: options.assetsDir,
      images: new ImageServer({ dir: options.assetsDir, transformsDir: options.transformsDir }),
      queries: this.#queries,
      listeners: this.listeners,
      liveEvents: this.liveEvents,
      writeDelayMs: options.writeDelayMs ?? 0,
      authorized: (request) => sessions.userOf(request.headers.authorization) !== undefined,
    }
  }

  /** The server token (session.ts). */
  get token(): string {
    return this.sessions.serverToken
  }

  /**
   * Trusts the site's pages at these origins from now on (CORS, a browser session, the presence
   * socket): the launcher says so once the site holds them (launch.ts).
   */
  trustSiteOrigins(origins: readonly string[]): void {
    for (const origin of origins) this.#siteOrigins.add(origin)
  }

  /**
   * Listens on `port` (0: any free one) for the API, plus `streamPorts` more for listeners, each on
   * 127.0.0.1 and ::1. A fixed port held by someone else on either address stops the start
   * (AddressHeldError, loopback.ts): the Studio talks to `localhost`, which Chromium tries at ::1
   * first, and would hand that listener its token.
   */
  async listen(port: number, streamPortCount: number): Promise<void> {
    const main = await this.#listenOn(port)
    this.origin = `http://localhost:${main}`
    for (let index = 0; index < streamPortCount; index++) this.streamPorts.push(await this.#listenOn(0))
  }

  get port(): number {
    return Number(new URL(this.origin).port)
  }

  /** One port on 127.0.0.1 and on ::1 (where the machine has it); a free port is chosen again when ::1 is taken. */
  async #listenOn(port: number): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      const ipv4 = this.#server()
      await bind(ipv4, port, IPV4_LOOPBACK)
      const bound = (ipv4.address() as AddressInfo).port
      const ipv6 = this.#server()
      try {
        if (await bind(ipv6, bound, IPV6_LOOPBACK)) this.#servers.push(ipv6)
        this.#servers.push(ipv4)
        return bound
      } catch (error) {
        ipv4.close()
        if (port !== 0 || attempt >= 20) throw error
      }
    }
  }

  #server(): Server {
    const server = createServer((request, response) => void this.#serve(request, response))
    server.on('upgrade', (request, socket: Socket) => this.#upgrade(request, socket))
    server.on('connection', (socket) => {
      this.#sockets.add(socket)
      admitSiteOrigins(socket, this.#siteOrigins)
      socket.on('close', () => this.#sockets.delete(socket))
    })
    server.on('clientError', (_error, socket) => socket.destroy())
    return server
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
    const user = this.sessions.userOf(request.headers.authorization)
    // Without a token, nothing but the open routes tells what exists.
    if ((found.kind === 'unknown' || found.route.access === 'token') && !user) throw unauthorized()
    if (found.kind === 'unknown') throw notFound(`No such endpoint: ${path}`)
    if (found.kind === 'method') throw apiError(405, `Use ${found.allowed.join(' or ')} for ${path}`)
    const { route, params, version } = found
    // The project API answers about a dataset (its grants: none); its documents are the office's alone.
    const dataset = route.pattern.includes('/projects/') ? undefined : params.dataset
    const info = dataset && user ? this.store.datasets().find(({ name }) => name === dataset) : undefined
    if (user && info && !mayUseDataset(user, info.aclMode))
      throw apiError(403, `Forbidden: "${user.name}" has no role that may read dataset "${info.name}"`)
    await route.handler({ lake: this.#context, request, response, url, params, version, user: user ?? ANONYMOUS })
  }

  /** The Studio's realtime socket (`/socket/<dataset>`): presence.ts. */
  #upgrade(request: IncomingMessage, socket: Socket) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (!isLoopbackHost(request.headers.host) || !/\/socket\//.test(url.pathname)) {
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n')
      return
    }
    const dataset = /\/socket\/([^/?]+)/.exec(url.pathname)?.[1] ?? ''
    acceptPresenceSocket(request, socket, {
      hub: this.#presence,
      dataset,
      userOf: (header) => this.sessions.userOf(header),
    })
  }
}

export { LakeError }
