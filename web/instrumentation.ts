/**
 * Runs once when the server starts. With SMTP_URL set, the notification mails that could not be
 * sent (SMTP down) wait in the outbox; this retries them every few minutes while the server runs.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Several instances (REDIS_URL): connected before the first request, which must see the shared tags.
  const { warmUpRedis } = await import('./hosting/redis.ts')
  await warmUpRedis()
  if (!process.env.SMTP_URL?.trim()) return
  const { startOutboxTimer } = await import('./lib/submissions/outbox-timer')
  startOutboxTimer()
}
