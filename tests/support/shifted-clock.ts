import { readFileSync } from 'node:fs'

/**
 * Moves this process's clock into the future without restarting it: `Date` and `performance.now()`
 * run ahead by the number of milliseconds written in the file SHIFTED_CLOCK_FILE (re-read at most
 * every 100 ms). A browser test starts a production server with `node --import` of this module and
 * then lets a day pass in a second (tests/e2e/publishing-expiry.spec.ts). Nothing else is changed:
 * the server, its caches and the dataset are the real ones.
 */
const file = process.env.SHIFTED_CLOCK_FILE

if (file) {
  const RealDate = Date
  const realNow = Date.now.bind(Date)
  const realPerformanceNow = performance.now.bind(performance)
  let offset = 0
  let readAt = Number.NEGATIVE_INFINITY
  const currentOffset = () => {
    const now = realPerformanceNow()
    if (now - readAt > 100) {
      readAt = now
      try {
        offset = Number(readFileSync(file, 'utf8')) || 0
      } catch {
        offset = 0
      }
    }
    return offset
  }
  const shiftedNow = () => realNow() + currentOffset()
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [shiftedNow()], newTarget),
    apply: () => new RealDate(shiftedNow()).toString(),
    get: (target, property, receiver) => (property === 'now' ? shiftedNow : Reflect.get(target, property, receiver)),
  })
  performance.now = () => realPerformanceNow() + currentOffset()
}
