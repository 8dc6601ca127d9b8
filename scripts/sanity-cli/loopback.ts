/**
 * Preloaded into every Node process and worker of Sanity's CLI by `npm run sanity` (NODE_OPTIONS
 * `--import`, scripts/sanity-cli/index.ts), so the CLI reaches an API host on this machine without
 * any change to the system or to the CLI:
 *
 *  - `<projectId>.localhost` resolves to loopback. The CLI addresses the project API as
 *    `<projectId>.<api host>` (`http://local.localhost:<port>`); browsers resolve every `*.localhost`
 *    name to loopback by themselves (RFC 6761), Node asks the system resolver, which does not know
 *    them (`getaddrinfo ENOTFOUND local.localhost`).
 *  - TLS to the API host's own loopback port is a plain connection. `@sanity/migrate` always builds
 *    `https://<projectId>.<api host>` whatever protocol the host has (its sanityRequestOptions.js);
 *    the local Content Lake speaks HTTP on loopback, where TLS would protect nothing.
 *
 * The API host is the one the CLI itself uses (SANITY_INTERNAL_ENV). Nothing else is touched: other
 * names resolve as before, every other TLS connection is TLS.
 */
import dns from 'node:dns'
import { syncBuiltinESMExports } from 'node:module'
import net from 'node:net'
import tls from 'node:tls'

const LOCALHOST = /(^|\.)localhost\.?$/i

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void

const systemLookup = dns.lookup
function lookup(hostname: string, options: unknown, callback?: unknown): void {
  if (typeof hostname !== 'string' || !LOCALHOST.test(hostname)) {
    ;(systemLookup as (...args: unknown[]) => void)(hostname, options, callback)
    return
  }
  const done = (typeof options === 'function' ? options : callback) as LookupCallback
  const settings = (typeof options === 'object' && options !== null ? options : {}) as dns.LookupOptions
  const family = settings.family === 6 || settings.family === 'IPv6' || options === 6 ? 6 : 4
  const address = family === 6 ? '::1' : '127.0.0.1'
  process.nextTick(() => (settings.all ? done(null, [{ address, family }]) : done(null, address, family)))
}
dns.lookup = lookup as typeof dns.lookup

/** The port of the CLI's API host when it is plain HTTP on a loopback name, else null. */
function plainLoopbackPort(apiHost: string | undefined): number | null {
  try {
    const url = new URL(apiHost ?? '')
    if (url.protocol !== 'http:' || !LOCALHOST.test(url.hostname)) return null
    return Number(url.port || 80)
  } catch {
    return null
  }
}

const plainPort = plainLoopbackPort(process.env.SANITY_INTERNAL_ENV)
if (plainPort !== null) {
  const secureConnect = tls.connect
  tls.connect = ((...args: unknown[]) => {
    const [options, callback] = args
    const host = typeof options === 'object' && options ? ((options as tls.ConnectionOptions).host ?? '') : ''
    const port = typeof options === 'object' && options ? Number((options as tls.ConnectionOptions).port) : 0
    if (port !== plainPort || !LOCALHOST.test(host))
      return (secureConnect as (...a: unknown[]) => tls.TLSSocket)(...args)
    const socket = net.connect({ host, port })
    // Callers of tls.connect wait for `secureConnect`.
    if (typeof callback === 'function') socket.once('secureConnect', callback as () => void)
    socket.once('connect', () => socket.emit('secureConnect'))
    return socket as unknown as tls.TLSSocket
  }) as typeof tls.connect
}

syncBuiltinESMExports()
