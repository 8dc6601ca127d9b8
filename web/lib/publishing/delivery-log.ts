import { createHash } from 'node:crypto'
import type { SharedRedis } from '@/hosting/redis.ts'
import { DeliveryLog, SIGNATURE_MAX_AGE_MS } from './webhook'

/** Remembered a little longer than a signature is accepted (its window plus the tolerated skew). */
const REMEMBER_MS = SIGNATURE_MAX_AGE_MS + 5 * 60 * 1000

/**
 * Claims both keys of a delivery at once, or neither: 0 when one is known already (a duplicate),
 * else 1 with both written for ARGV[1] milliseconds.
 */
const CLAIM_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('SET', key, '1', 'PX', tonumber(ARGV[1]))
end
return 1
`

const digest = (value: string) => createHash('sha256').update(value).digest('base64url')

/**
 * The webhook deliveries already processed, by idempotency key and by signature (webhook.ts,
 * DeliveryLog), remembered by every instance and across restarts where Redis is configured: a captured
 * delivery replayed to another instance, or after a restart within its 60-minute window, was processed
 * again (issue 42, L6). This process's own log is asked first and always kept; while Redis is away it
 * is the only one (the outage is logged by the runtime's Redis).
 */
export class SharedDeliveryLog {
  private readonly local = new DeliveryLog()

  constructor(private readonly redis: () => SharedRedis) {}

  private keys(idempotencyKey: string | null, signature: string): string[] {
    const prefix = `${this.redis().keyPrefix}webhook:`
    return [
      `${prefix}sig:${digest(signature.trim())}`,
      ...(idempotencyKey ? [`${prefix}key:${digest(idempotencyKey)}`] : []),
    ]
  }

  /** Remembers a delivery unless it is known already here or on any instance; false for a duplicate. */
  async claim(idempotencyKey: string | null, signature: string, now = Date.now()): Promise<boolean> {
    if (!this.local.claim(idempotencyKey, signature, now)) return false
    const claimed = await this.redis().run(
      'remembering a webhook delivery',
      async (client) =>
        Number(
          await client.eval(CLAIM_SCRIPT, {
            keys: this.keys(idempotencyKey, signature),
            arguments: [String(REMEMBER_MS)],
          }),
        ) === 1,
      true,
    )
    // A delivery another instance processed stays a duplicate here too (the local claim is kept).
    return claimed
  }

  /** Forgets a claimed delivery whose processing failed, so Sanity's retry is processed. */
  async release(idempotencyKey: string | null, signature: string): Promise<void> {
    this.local.release(idempotencyKey, signature)
    await this.redis().run(
      'forgetting a webhook delivery',
      async (client) => {
        await client.del(this.keys(idempotencyKey, signature))
        return true
      },
      false,
    )
  }
}
