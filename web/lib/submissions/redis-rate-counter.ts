import { randomUUID } from 'node:crypto'
import { runtime } from '@/hosting/runtime.ts'
import { MemoryRateCounter, RATE_WINDOW_MS, type RateCounter } from './rate-limit'

/**
 * One sliding window per key as a sorted set of hit times, checked and counted in one step (a Lua
 * script is atomic in Redis): two instances cannot both let the sixth submission through.
 * Answers -1 when the hit is counted, else the time of the oldest hit in the window.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  return -1
end
return tonumber(redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2])
`

/**
 * The rate limit of the forms shared by every instance through Redis (REDIS_URL), so a visitor gets
 * the same five submissions per 10 minutes (and three confirmations an hour) whichever instance answers. While Redis is away each
 * instance counts on its own (the limit then holds per instance), and the outage is logged.
 */
export class RedisRateCounter implements RateCounter {
  constructor(private readonly local: RateCounter = new MemoryRateCounter()) {}

  private key(key: string): string {
    return `${runtime().redis.keyPrefix}rate:${key}`
  }

  async hit(key: string, limit: number, now: number, windowMs = RATE_WINDOW_MS): Promise<number | null> {
    const oldest = await runtime().redis.run(
      'counting a submission for the rate limit',
      async (client) =>
        Number(
          await client.eval(HIT_SCRIPT, {
            keys: [this.key(key)],
            arguments: [String(now), String(windowMs), String(limit), `${now}:${randomUUID()}`],
          }),
        ),
      undefined,
    )
    if (oldest === undefined) return this.local.hit(key, limit, now, windowMs)
    if (oldest < 0) return null
    return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000))
  }

  async release(key: string): Promise<void> {
    const done = await runtime().redis.run(
      'taking back a rate-limit count',
      async (client) => {
        await client.zPopMax(this.key(key))
        return true
      },
      false,
    )
    if (!done) await this.local.release(key)
  }
}

/** The counter of this deployment: shared through Redis when REDIS_URL is set, else in memory. */
export function rateCounter(): RateCounter {
  return runtime().redis.configured ? new RedisRateCounter() : new MemoryRateCounter()
}
