import { connection } from 'next/server'
import { handleHealth } from '@/lib/health'

/** Health of this instance for monitors: content source, submissions store, outbox (web/lib/health). */
export async function GET(): Promise<Response> {
  await connection()
  return handleHealth()
}
