import { connection } from 'next/server'

/**
 * Liveness for the load balancer (deploy/Caddyfile): 200 while this process answers requests.
 * Not /api/health: a store that cannot write is shared by every instance, and taking them all
 * out of the pool would turn a broken form into a site that is down.
 */
export async function GET(): Promise<Response> {
  await connection()
  return new Response('ok\n', { headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' } })
}
