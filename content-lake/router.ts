import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ImageServer } from './image-server.ts'
import type { Listeners, LiveEvents } from './listen.ts'
import type { QueryRunner } from './query-runner.ts'
import type { LakeUser, Sessions } from './session.ts'
import type { LakeStore } from './store.ts'

/**
 * The lake's HTTP surface as a table (routes.ts): each route is a method (or several) and a path
 * pattern, the access it needs and its handler. `:name` matches one path segment (decoded), `*name`
 * the rest of the path. API routes live under `/v<api version>` as on `<projectId>.api.sanity.io`
 * (`/v2025-02-19`, `/v1`, `/vX`); the few others (the session, images at the CDN's path) at the root.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** What handlers reach of the lake (server.ts builds it once). */
export type LakeContext = {
  readonly store: LakeStore
  readonly projectId: string
  /** The lake's tokens and their users (session.ts). */
  readonly sessions: Sessions
  /** The origin the lake names in asset URLs (`http://localhost:<port>`). */
  readonly origin: string
  readonly assetsDir: string
  /** Serves and transforms uploaded images, bounded and cached (image-server.ts). */
  readonly images: ImageServer
  /** Runs queries in worker threads with a time limit (query-runner.ts). */
  readonly queries: QueryRunner
  readonly listeners: Listeners
  readonly liveEvents: LiveEvents
  /** How long a write takes before it is answered (LakeOptions.writeDelayMs). */
  readonly writeDelayMs: number
  /** Whether the request carries a token of the lake. */
  authorized(request: Pick<IncomingMessage, 'headers'>): boolean
}

export type Call = {
  lake: LakeContext
  request: IncomingMessage
  response: ServerResponse
  url: URL
  /** The path parameters, decoded (`*rest`: the remaining segments joined by `/`). */
  params: Record<string, string>
  /** `v2025-02-19`, `v1`, `vX`; empty on routes outside the API. */
  version: string
  /** Whose token the request carries (ANONYMOUS on an open route without one). */
  user: LakeUser
}

export type Handler = (call: Call) => void | Promise<void>

/**
 * `token`: only with the lake's token (401 otherwise); `open`: the handler decides (the session, the
 * version checks, public images and public live events are answered without the token, as on Sanity).
 */
export type Access = 'token' | 'open'

export type Route = {
  methods: readonly Method[]
  /** The pattern as written in the table, e.g. `/v{version}/data/query/:dataset` (the journal names it). */
  pattern: string
  access: Access
  handler: Handler
  match: (path: string) => { params: Record<string, string>; version: string } | null
}

const VERSION = /^v(\d{4}-\d{2}-\d{2}|1|X)$/

function compile(segments: string[], versioned: boolean): Route['match'] {
  return (path) => {
    const parts = path.split('/').filter(Boolean)
    let version = ''
    if (versioned) {
      const first = parts.shift() ?? ''
      if (!VERSION.test(first)) return null
      version = first
    }
    const params: Record<string, string> = {}
    for (const [index, segment] of segments.entries()) {
      if (segment.startsWith('*')) {
        params[segment.slice(1)] = parts.slice(index).map(decodeURIComponent).join('/')
        return { params, version }
      }
      const part = parts[index]
      if (part === undefined) return null
      if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(part)
      else if (segment !== part) return null
    }
    return parts.length === segments.length ? { params, version } : null
  }
}

function define(
  methods: Method | readonly Method[],
  path: string,
  handler: Handler,
  access: Access,
  versioned: boolean,
): Route {
  const segments = path.split('/').filter(Boolean)
  return {
    methods: typeof methods === 'string' ? [methods] : methods,
    pattern: versioned ? `/v{version}${path}` : path,
    access,
    handler,
    match: compile(segments, versioned),
  }
}

/** A route of the API, below `/v<api version>`. */
export const api = (methods: Method | readonly Method[], path: string, handler: Handler, access: Access = 'token') =>
  define(methods, path, handler, access, true)

/** A route at the root (no API version). */
export const root = (methods: Method | readonly Method[], path: string, handler: Handler, access: Access = 'token') =>
  define(methods, path, handler, access, false)

export type Resolution =
  | { kind: 'found'; route: Route; params: Record<string, string>; version: string }
  /** The path is known, the method is not (405); `route` names the first route of the path. */
  | { kind: 'method'; route: Route; allowed: Method[] }
  | { kind: 'unknown' }

/** The route for a request: HEAD is answered by a GET route. */
export function resolve(routes: readonly Route[], method: string, path: string): Resolution {
  const asked = method === 'HEAD' ? 'GET' : method
  let known: Route | undefined
  const allowed: Method[] = []
  for (const route of routes) {
    const matched = route.match(path)
    if (!matched) continue
    if (route.methods.includes(asked as Method)) return { kind: 'found', route, ...matched }
    known ??= route
    allowed.push(...route.methods)
  }
  return known ? { kind: 'method', route: known, allowed } : { kind: 'unknown' }
}
