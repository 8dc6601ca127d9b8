/**
 * Liveness and a graceful stop (docs/deployment.md, "Updates without downtime").
 *
 * /api/health/live is answered here, not by the app: it says whether this process takes requests,
 * which only the server knows (200, or 503 while draining). /api/health (the app) reports the store,
 * content and build.
 *
 * SIGTERM (systemd, a rolling update) or SIGINT:
 *  1. Draining (SHUTDOWN_DRAIN_MS, 2500 in deploy/glanzwerk@.service): everything is served as before
 *     but liveness answers 503, so the load balancer (Caddy checks every 2 s) stops sending here.
 *  2. Closing: connections are still accepted until none arrived for QUIET_MS (closing the listener
 *     would reset those waiting in the kernel's accept queue), then the listener closes; connections
 *     already accepted are served, each answer with `Connection: close`. A keep-alive connection between requests is closed at once; one that was
 *     accepted but has not sent its request yet gets ACCEPT_GRACE_MS to send it. A request whose body
 *     is still arriving after BODY_GRACE_MS is answered 503 with Retry-After (the forms send again,
 *     stored once by their token): every request is either answered or never read.
 *  3. When no connection is left: the local Content Lake stops, exit 0. After SHUTDOWN_TIMEOUT_MS
 *     whatever is left is cut off, exit 1.
 * The runtime's shutdown hooks (the outbox timer) run when the stop begins (`onStopping`).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { answerPlain } from './guards.ts'

export const LIVENESS_PATH = '/api/health/live'
/** A connection accepted just before the listener closed has this long to send its request. */
const ACCEPT_GRACE_MS = 1_000
/** The listener closes once no connection arrived for this long. */
const QUIET_MS = 500
/** A request body still arriving this long into the stop is answered 503. */
const BODY_GRACE_MS = 2_000

type Connection = { requests: number; active: number }

type LifecycleOptions = {
  drainMs: number
  timeoutMs: number
  /** When the stop begins: nothing new should start. */
  onStopping: () => Promise<void>
  /** When no connection is left, before the exit. */
  onStopped: () => Promise<void>
}

export class Lifecycle {
  private draining = false
  private closing = false
  private readonly connections = new Map<Socket, Connection>()
  private readonly inFlight = new Map<IncomingMessage, ServerResponse>()
  private lastConnectionAt = 0

  private readonly server: Server
  private readonly options: LifecycleOptions

  constructor(server: Server, options: LifecycleOptions) {
    this.server = server
    this.options = options
    server.on('connection', (socket: Socket) => {
      this.lastConnectionAt = performance.now()
      this.connections.set(socket, { requests: 0, active: 0 })
      socket.once('close', () => {
        this.connections.delete(socket)
        this.maybeDone()
      })
    })
  }

  /**
   * Called first for every request: answers liveness, tracks the request. Returns true when it
   * answered the request itself.
   */
  admit(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    const connection = this.connections.get(req.socket)
    if (connection) {
      connection.requests++
      connection.active++
    }
    this.inFlight.set(req, res)
    res.once('close', () => {
      this.inFlight.delete(req)
      if (connection) connection.active--
      if (this.closing && connection?.active === 0 && !req.socket.destroyed) req.socket.end()
    })
    if (this.closing) res.setHeader('connection', 'close')
    if (path === LIVENESS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      const live = !this.draining
      res.writeHead(live ? 200 : 503, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
      res.end(live ? 'ok\n' : 'shutting down\n')
      return true
    }
    return false
  }

  listenForSignals(): void {
    process.once('SIGTERM', () => this.stop('SIGTERM'))
    process.once('SIGINT', () => this.stop('SIGINT'))
  }

  stop(signal: string): void {
    if (this.draining) return
    this.draining = true
    const { drainMs, timeoutMs } = this.options
    console.log(
      `${signal}: ${drainMs > 0 ? `draining for ${drainMs} ms, then ` : ''}no new connections; finishing requests in flight (at most ${timeoutMs} ms)`,
    )
    void this.options.onStopping()
    const deadline = setTimeout(() => {
      console.error(
        `Shutdown: ${this.inFlight.size} request(s) and ${this.connections.size} connection(s) still open after ${timeoutMs} ms, closing them`,
      )
      this.server.closeAllConnections()
      process.exit(1)
    }, timeoutMs)
    deadline.unref()
    setTimeout(() => this.close(), drainMs)
  }

  /**
   * Closing the listener resets the connections still waiting in the kernel's accept queue (sent,
   * never read by us, but the client sees a reset). So new connections are accepted, and served with
   * `Connection: close`, until none arrived for QUIET_MS (at most half the stop's time).
   */
  private close(): void {
    this.closing = true
    const started = performance.now()
    const closeWhenQuiet = () => {
      const now = performance.now()
      if (now - this.lastConnectionAt < QUIET_MS && now - started < this.options.timeoutMs / 2) {
        setTimeout(closeWhenQuiet, QUIET_MS).unref()
        return
      }
      this.closeListener()
    }
    closeWhenQuiet()
  }

  private listenerClosed = false
  private closeListener(): void {
    this.listenerClosed = true
    this.server.close()
    for (const [socket, connection] of this.connections) {
      // Between two requests of a keep-alive connection: nothing is in flight, close it now.
      if (connection.active === 0 && connection.requests > 0) socket.end()
    }
    setTimeout(() => {
      for (const [socket, connection] of this.connections) if (connection.active === 0) socket.end()
    }, ACCEPT_GRACE_MS).unref()
    setTimeout(() => {
      for (const [req, res] of this.inFlight) {
        if (req.complete || res.headersSent) continue
        // The body is still arriving: answered now instead of cut off at the deadline.
        answerPlain(res, 503, '503 – Der Server startet neu. Bitte senden Sie die Anfrage erneut.', {
          'retry-after': '5',
        })
        res.once('finish', () => req.socket.destroySoon())
      }
    }, BODY_GRACE_MS).unref()
    this.maybeDone()
  }

  private done = false
  private maybeDone(): void {
    if (!this.listenerClosed || this.done || this.connections.size > 0) return
    this.done = true
    void this.options.onStopped().then(
      () => {
        console.log('Shutdown complete')
        process.exit(0)
      },
      (error) => {
        console.error('Shutdown: stopping failed', error)
        process.exit(1)
      },
    )
  }
}
