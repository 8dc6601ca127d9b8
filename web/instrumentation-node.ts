import { runtime, unreportedSettingsCheck } from '@/hosting/runtime.ts'
import { startOutboxTimer } from '@/lib/submissions/outbox-timer'

/**
 * When a server of the app starts: under `next start` and `next dev` the runtime's settings check is
 * reported here (the production server reported it before Next started, web/server/boot.ts); a
 * production server with a setting that cannot work stops here, one line per problem. Then Redis is
 * connected before the first request, which must see the shared tags, and with mail configured the
 * outbox timer retries the notification mails that could not be sent (SMTP down).
 */
export async function register() {
  const check = unreportedSettingsCheck()
  if (check) {
    for (const warning of check.warnings) console.warn(`[settings] ${warning}`)
    for (const problem of check.problems) console.error(`Refusing to start: ${problem}`)
    // `next dev` keeps running and shows the problem; a production server must not serve half-configured.
    if (check.problems.length > 0 && check.phase === 'server') process.exit(1)
    if (!check.settings) return
  }
  const { redis, settings } = runtime()
  await redis.warmUp()
  if (settings.submissions.mail.kind === 'smtp') startOutboxTimer()
}
