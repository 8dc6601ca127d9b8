import { isIP } from 'node:net'

/**
 * Who sent a form post, as far as it can be trusted: the address the form limits count
 * (rate-limit.ts). docs/decisions.md, „Forms“, and docs/security.md (second and third rounds).
 */

/**
 * The request header in which the production server (server.mjs, also in the standalone build) names
 * the TCP peer of every request, after deleting any value the client sent. `next start` and
 * `next dev` do not set it (nor delete it): behind them a client could name any peer.
 */
export const PEER_ADDRESS_HEADER = 'x-glanzwerk-peer-address'

/** Where the visitor's address comes from (SUBMISSIONS_CLIENT_IP_HEADER, SUBMISSIONS_TRUSTED_PROXIES). */
export type AddressSource = {
  /** The header a trusted proxy sets with the visitor's address, or null. */
  header: string | null
  /** How many proxies append to that header: the address is the entry this far from the right. */
  trustedProxies: number
}

/**
 * The visitor's address, or null when there is none to trust: with SUBMISSIONS_CLIENT_IP_HEADER the
 * entry the trusted proxies appended; else the TCP peer the server names (PEER_ADDRESS_HEADER),
 * unless that peer is a proxy (peerAddress). An IPv4 address mapped into IPv6
 * (`::ffff:203.0.113.9`) is given as IPv4.
 */
export function clientAddress(headers: Headers, source: AddressSource): string | null {
  if (!source.header) return peerAddress(headers)
  return forwardedEntry(headers.get(source.header), source.trustedProxies)
}

/** The entry `fromRight` places from the right of a list such as X-Forwarded-For, when it is an address. */
function forwardedEntry(value: string | null, fromRight: number): string | null {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // Fewer entries than proxies: the header did not pass through all of them, so nothing in it is trusted.
  const address = entries[entries.length - fromRight]
  return address && address.length <= 64 ? unmapped(address) : null
}

const told = { localProxy: false, unknownProxy: false }

/**
 * The TCP peer, when it is the visitor. A peer that forwards `X-Forwarded-For` or `Forwarded`
 * (forwardedByProxy) is a reverse proxy, and counting it would make every visitor one client (five
 * submissions locked everybody out, 200 the flood guard for ten minutes):
 *  - on loopback it is a proxy on this machine, the shipped setup (deploy/Caddyfile: Caddy on the
 *    same host sets X-Forwarded-For to the address it saw). Only a process of this machine can
 *    connect from there, so its X-Forwarded-For is trusted: the visitor is its last entry, what the
 *    proxy itself wrote (a proxy that sends only `Forwarded` leaves the visitor unknown, as below).
 *    The operator is told once what this assumes;
 *  - on a private network (a container network, another host) it may be anything: the visitor is
 *    unknown, as without any address, and the operator is told once to set SUBMISSIONS_CLIENT_IP_HEADER.
 * A visitor on the Internet cannot change its address by sending these headers.
 */
function peerAddress(headers: Headers): string | null {
  const peer = unmapped(headers.get(PEER_ADDRESS_HEADER)?.trim() ?? '')
  if (!peer || peer.length > 64 || isIP(peer) === 0) return null
  if (!isInternal(peer) || !forwardedByProxy(headers, peer)) return peer
  const forwarded = isLoopback(peer) ? forwardedEntry(headers.get('x-forwarded-for'), 1) : null
  const visitor = forwarded && isIP(forwarded) !== 0 ? forwarded : null
  if (visitor && !told.localProxy) {
    told.localProxy = true
    console.warn(
      `[submissions] Requests come through a proxy on this machine (${peer}) and SUBMISSIONS_CLIENT_IP_HEADER is not set: the form limits count the last X-Forwarded-For entry as the visitor, as Caddy of deploy/Caddyfile writes it. Set SUBMISSIONS_CLIENT_IP_HEADER (and SUBMISSIONS_TRUSTED_PROXIES) when more proxies are in front.`,
    )
  }
  if (!visitor && !told.unknownProxy) {
    told.unknownProxy = true
    console.warn(
      `[submissions] Requests come through a proxy at ${peer} (they carry X-Forwarded-For or Forwarded), but SUBMISSIONS_CLIENT_IP_HEADER is not set: the form limits cannot tell visitors apart and fall back to counting per e-mail address with a shared flood guard. Set SUBMISSIONS_CLIENT_IP_HEADER to the header your proxy sets (and SUBMISSIONS_TRUSTED_PROXIES to the number of proxies).`,
    )
  }
  return visitor
}

/**
 * Whether a proxy forwarded the request: a `Forwarded` header, or an `X-Forwarded-For` that names
 * someone else than the peer. Next.js itself sets X-Forwarded-For to the socket's address when a
 * request comes without one (base-server.js), so that value alone means no proxy.
 */
function forwardedByProxy(headers: Headers, peer: string): boolean {
  if (headers.has('forwarded')) return true
  const forwardedFor = headers.get('x-forwarded-for')
  return forwardedFor !== null && unmapped(forwardedFor.trim()) !== peer
}

const unmapped = (address: string) => /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address

/** The eight groups of an IPv6 address as numbers (`::` expanded, an embedded IPv4 as two groups). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::')
  const groups = (part: string) =>
    part
      ? part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
          return [a * 256 + b, c * 256 + d]
        })
      : []
  const first = groups(head)
  const last = tail === undefined ? [] : groups(tail)
  return [...first, ...Array<number>(Math.max(0, 8 - first.length - last.length)).fill(0), ...last]
}

function isLoopback(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.')
  const groups = ipv6Groups(address)
  return groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1
}

/** Loopback, private (RFC 1918, shared 100.64/10, IPv6 unique local), link-local: where proxies live. */
function isInternal(address: string): boolean {
  if (isLoopback(address)) return true
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number)
    return (
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254)
    )
  }
  const first = ipv6Groups(address)[0] ?? 0
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80
}

const prefix = (address: string, groups: number) =>
  `${ipv6Groups(address)
    .slice(0, groups)
    .map((group) => group.toString(16))
    .join(':')}::/${groups * 16}`

/**
 * The client a limit counts: an IPv4 address, or the /64 network of an IPv6 address (one household
 * or server gets a whole /64 and can use any address in it).
 */
export function clientKey(address: string): string {
  return isIP(address) === 6 ? prefix(address, 4) : address
}

/**
 * The network around a client, which gets a budget of its own: an IPv6 /48 (what one site, or one
 * tunnel broker's free account, gets: 65,536 /64s to rotate through) or an IPv4 /24.
 */
export function networkKey(address: string): string {
  if (isIP(address) === 6) return prefix(address, 3)
  return `${address.split('.').slice(0, 3).join('.')}.0/24`
}
