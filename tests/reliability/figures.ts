/** Figures and checks of `npm run test:reliability`: what it measured, and what must hold. */

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

export const ms = (value: number) => `${Math.round(value)} ms`

export function latency(values: number[]): string {
  return `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`
}

const failures: string[] = []

/** Prints one check; a failed one makes the run exit 1 at the end. */
export function check(ok: boolean, what: string, detail = ''): void {
  console.log(`${ok ? '✓' : '✗'} ${what}${detail ? ` (${detail})` : ''}`)
  if (!ok) failures.push(what)
}

export function failed(): string[] {
  return failures
}

/** Waits for a condition (polling), or gives up at the deadline: never a fixed sleep. */
export async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return condition()
}
