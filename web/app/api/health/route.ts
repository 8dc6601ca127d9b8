import { connection } from 'next/server'
import { handleHealth } from '@/lib/health'

/** Health of this instance for monitors; the details (content source, store, outbox, launch items) for the operator (web/lib/health). */
export async function GET(request: Request): Promise<Response> {
  await connection()
  return handleHealth(request)
}
