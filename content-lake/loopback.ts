import { connect, createServer, type Server } from 'node:net'
import { listenerUser } from './peer-user.ts'

/**
 * The loopback addresses a browser reaches `localhost` at, and holding them. Chromium resolves
 * `localhost` (and every `*.localhost`) to ::1 and 127.0.0.1 and tries ::1 first, so whoever listens on
 * [::1]:<port> is `http://localhost:<port>` to it, whichever account that is. The lake and the site
 * therefore hold a port on both addresses or not at all, and say who holds it when they cannot
 * (docs/decisions.md, „The token stays with its owner“).
 */

export const IPV4_LOOPBACK = '127.0.0.1'
export const IPV6_LOOPBACK = '::1'

/** `127.0.0.1` or `[::1]`, as an address is written before `:port`. */
export function bracketed(address: string): string {
  return address.includes(':') ? `[${address}]` : address
}

/** Who listens on address:port, in words for a message (Linux names the owner, content-lake/peer-user.ts). */
function holderOf(address: string, port: number): string {
  const uid = listenerUser(address, port)
  if (uid === undefined) return 'another program'
  if (uid === process.getuid?.()) return 'another program of this user'
  return `another account of this machine (uid ${uid})`
}

/** A loopback address:port that someone else already listens on. */
export class AddressHeldError extends Error {
  override name = 'AddressHeldError'
  readonly address: string
  readonly port: number

  constructor(address: string, port: number) {
    super(`${bracketed(address)}:${port} is held by ${holderOf(address, port)}`)
    this.address = address
    this.port = port
  }
}

/**
 * Listens on address:port. True once bound; false when the address does not exist here (a machine
 * without IPv6 loopback: nobody can listen there either); AddressHeldError when it is taken.
 */
export async function bind(server: Server, port: number, address: string): Promise<boolean> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, address, () => {
        server.off('error', reject)
        resolve()
      })
    })
    return true
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (address === IPV6_LOOPBACK && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT')) return false
    if (code === 'EADDRINUSE') throw new AddressHeldError(address, port)
    throw error
  }
}

/** Throws AddressHeldError unless address:port is free now (a check before a slow start, not a hold). */
export async function expectFree(port: number, address: string): Promise<void> {
  const probe = createServer()
  if (await bind(probe, port, address)) await new Promise((resolve) => probe.close(resolve))
}

/**
 * Holds `from`:port and hands every connection to `to`:port byte for byte: the second loopback address
 * of a server that binds one itself (`next dev`, the production server). False when `from` does not
 * exist on this machine.
 */
export async function forwardLoopback(port: number, from: string, to: string): Promise<Server | null> {
  const server = createServer((client) => {
    const upstream = connect(port, to)
    const end = () => {
      client.destroy()
      upstream.destroy()
    }
    client.pipe(upstream).pipe(client)
    for (const socket of [client, upstream]) socket.on('error', end).on('close', end)
  })
  return (await bind(server, port, from)) ? server : null
}

/**
 * Resolves once a program of this user listens on address:port (a server started beside the lake, such
 * as `next dev`), checked every 200 ms while `alive()`; AddressHeldError when another account does.
 */
export async function whenListening(port: number, address: string, alive: () => boolean): Promise<boolean> {
  while (alive()) {
    const connected = await new Promise<boolean>((resolve) => {
      const socket = connect(port, address)
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false))
      socket.once('connect', () => socket.destroy())
    })
    if (connected) {
      const uid = listenerUser(address, port)
      if (uid !== undefined && uid !== process.getuid?.()) throw new AddressHeldError(address, port)
      return true
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return false
}

/**
 * The browser origins of a site on `port` that its own process holds: each loopback address it
 * listens on, and `localhost` only when it holds every address `localhost` resolves to here.
 */
export function heldOrigins(port: number, held: { ipv4: boolean; ipv6: boolean | 'absent' }): string[] {
  return [
    ...(held.ipv4 ? [`http://${IPV4_LOOPBACK}:${port}`] : []),
    ...(held.ipv6 === true ? [`http://[${IPV6_LOOPBACK}]:${port}`] : []),
    ...(held.ipv4 && held.ipv6 !== false ? [`http://localhost:${port}`] : []),
  ]
}
