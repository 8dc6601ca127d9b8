import { readFileSync } from 'node:fs'
import { isIPv4 } from 'node:net'
import { endianness } from 'node:os'

/**
 * Which user opened a loopback TCP connection, as identd tells it: Linux lists every socket of the
 * machine in /proc/net/tcp and /proc/net/tcp6 with the user that owns it. The client's end of a
 * connection to the lake is the entry whose local address is the peer's and whose remote address is
 * the lake's. Where the kernel offers no such list (macOS, Windows) the answer is 'unknown'.
 */

export type PeerUser = number | 'not-found' | 'unknown'

const TABLES = ['/proc/net/tcp', '/proc/net/tcp6']

/** The 16 bytes of an IPv6 address (`::` expanded, an embedded IPv4 as its four bytes). */
function ipv6Bytes(address: string): number[] {
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::')
  const groups = (part: string) =>
    part
      ? part.split(':').flatMap((group) => {
          if (isIPv4(group)) {
            const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
            return [(a << 8) | b, (c << 8) | d]
          }
          return [Number.parseInt(group, 16)]
        })
      : []
  const first = groups(head)
  const last = tail === undefined ? [] : groups(tail)
  const all = [...first, ...Array<number>(Math.max(0, 8 - first.length - last.length)).fill(0), ...last]
  return all.flatMap((group) => [(group >> 8) & 0xff, group & 0xff])
}

/** An address as the kernel prints it there: each 32-bit word in the machine's byte order, in hex. */
function kernelHex(bytes: number[]): string {
  let hex = ''
  for (let index = 0; index < bytes.length; index += 4) {
    const word = bytes.slice(index, index + 4)
    if (endianness() === 'LE') word.reverse()
    hex += word.map((byte) => byte.toString(16).padStart(2, '0')).join('')
  }
  return hex.toUpperCase()
}

/** How an address:port appears in /proc/net/tcp (IPv4) and /proc/net/tcp6 (IPv6, IPv4 mapped). */
function endpoints(address: string, port: number): string[] {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0')
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (v4) {
    const bytes = v4.split('.').map(Number)
    return [
      `${kernelHex(bytes)}:${portHex}`,
      `${kernelHex([...Array<number>(10).fill(0), 0xff, 0xff, ...bytes])}:${portHex}`,
    ]
  }
  return [`${kernelHex(ipv6Bytes(address))}:${portHex}`]
}

/** The user id owning the client end of the connection from `peer` to `local`. */
export function peerUser(peer: { address: string; port: number }, local: { address: string; port: number }): PeerUser {
  const clientEnds = new Set(endpoints(peer.address, peer.port))
  const serverEnds = new Set(endpoints(local.address, local.port))
  let readable = false
  for (const table of TABLES) {
    let text: string
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    readable = true
    for (const line of text.split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid …
      const fields = line.trim().split(/\s+/)
      const established = fields[3] === '01'
      if (established && clientEnds.has(fields[1] ?? '') && serverEnds.has(fields[2] ?? '')) return Number(fields[7])
    }
  }
  return readable ? 'not-found' : 'unknown'
}

/**
 * The user id owning the socket that listens on `address:port` (or on the wildcard of its family, which
 * holds the port for every address of it), or undefined when nothing listens there or the system does
 * not say. Names who holds an address the lake or the site cannot bind (content-lake/loopback.ts).
 */
export function listenerUser(address: string, port: number): number | undefined {
  const wildcard = address.includes(':') ? '::' : '0.0.0.0'
  const wanted = new Set([...endpoints(address, port), ...endpoints(wildcard, port)])
  for (const table of TABLES) {
    let text: string
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      if (fields[3] === '0A' && wanted.has(fields[1] ?? '')) return Number(fields[7])
    }
  }
  return undefined
}

/** Whether this system can tell (checked once at start). */
export function canTellPeerUsers(): boolean {
  return TABLES.some((table) => {
    try {
      readFileSync(table)
      return true
    } catch {
      return false
    }
  })
}
