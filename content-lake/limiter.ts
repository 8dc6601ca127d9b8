/**
 * At most `concurrency` tasks at once, at most `maxWaiting` more in line (first come, first served);
 * beyond that a task is refused at once instead of joining a queue that only grows.
 */
export class Limiter {
  readonly #concurrency: number
  readonly #maxWaiting: number
  #running = 0
  readonly #waiting: (() => void)[] = []

  constructor(concurrency: number, maxWaiting: number) {
    this.#concurrency = concurrency
    this.#maxWaiting = maxWaiting
  }

  /** Runs the task when a place is free; null when refused. */
  async run<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.#running < this.#concurrency) this.#running++
    else if (this.#waiting.length >= this.#maxWaiting) return null
    // A finishing task hands its place over, so nobody arriving meanwhile can take it.
    else await new Promise<void>((resolve) => this.#waiting.push(resolve))
    try {
      return { value: await task() }
    } finally {
      const next = this.#waiting.shift()
      if (next) next()
      else this.#running--
    }
  }
}
