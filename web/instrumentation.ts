/**
 * Runs once when the server starts. Checks every setting (web/lib/settings.ts): a production server
 * with a setting that cannot work stops here, one line per problem. With SMTP_URL set, the
 * notification mails that could not be sent (SMTP down) wait in the outbox; this retries them every
 * few minutes while the server runs.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { checkSettings } = await import('./lib/settings')
  const { problems, warnings } = checkSettings()
  for (const warning of warnings) console.warn(`[settings] ${warning}`)
  if (problems.length > 0) {
    for (const problem of problems) console.error(`Refusing to start: ${problem}`)
    // `next dev` keeps running and shows the problem; a production server must not serve half-configured.
    if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') process.exit(1)
  }
  // Several instances (REDIS_URL): connected before the first request, which must see the shared tags.
  const { warmUpRedis } = await import('./hosting/redis.ts')
  await warmUpRedis()
  if (!process.env.SMTP_URL?.trim()) return
  const { startOutboxTimer } = await import('./lib/submissions/outbox-timer')
  startOutboxTimer()
}
