import { randomUUID } from 'node:crypto'
import { runtime } from '@/hosting/runtime.ts'
import { type Budget, MemoryRateCounter, type RateCounter, type Refusal, secondsUntilRoom } from './rate-limit'

/**
 * One sliding window per key as a sorted set of hit times. Every budget of a limit is checked, then
 * all are counted, in one step (a Lua script is atomic in Redis): two instances cannot both let the
 * sixth submission through, and a refused attempt writes nothing. ARGV: now, the hit's member, then
 * limit and window per key. Answers 0 when counted, else the 1-based index of the first full budget
 * and the time of its oldest hit in the window.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + 2 * i])
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= limit then
    return { i, tonumber(redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')[2]) }
  end
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + 2 * i]))
end
return { 0, 0 }
`

/**
 * The rate limit of the forms shared by every instance through Redis (REDIS_URL), so a visitor,
 * a network and everybody together get the same budgets whichever instance answers. While Redis is
 * away each instance counts on its own (the budgets then hold per instance), and the outage is logged.
 */
export class RedisRateCounter implements RateCounter {
  constructor(private readonly local: RateCounter = new MemoryRateCounter()) {}

  private key(key: string): string {
    return `${runtime().redis.keyPrefix}rate:${key}`
  }

  async take(budgets: readonly Budget[], now: number): Promise<Refusal | null> {
    const answer = await runtime().redis.run(
      'counting a submission for the rate limit',
      async (client) =>
        (await client.eval(TAKE_SCRIPT, {
          keys: budgets.map((budget) => this.key(budget.key)),
          arguments: [
            String(now),
            `${now}:${randomUUID()}`,
            ...budgets.flatMap((budget) => [String(budget.limit), String(budget.windowMs)]),
          ],
        })) as [number, number],
      undefined,
    )
    if (answer === undefined) return this.local.take(budgets, now)
    const [index, oldest] = answer.map(Number) as [number, number]
    const budget = budgets[index - 1]
    return budget ? { budget, retryAfter: secondsUntilRoom(oldest, budget.windowMs, now) } : null
  }

  async release(keys: readonly string[]): Promise<void> {
    const done = await runtime().redis.run(
      'taking back a rate-limit count',
      async (client) => {
        await Promise.all(keys.map((key) => client.zPopMax(this.key(key))))
        return true
      },
      false,
    )
    if (!done) await this.local.release(keys)
  }
}

/** The counter of this deployment: shared through Redis when REDIS_URL is set, else in memory. */
export function rateCounter(): RateCounter {
  return runtime().redis.configured ? new RedisRateCounter() : new MemoryRateCounter()
}
