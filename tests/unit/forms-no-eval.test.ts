import { readdirSync } from 'node:fs'
import path from 'node:path'
import { runtimeImports } from '@tests/support/import-graph'
import { describe, expect, it, vi } from 'vitest'

/**
 * The site's Content-Security-Policy has no 'unsafe-eval' (docs/security.md): code that builds code
 * from strings is blocked, and browsers report even a probe that catches the error (Firefox: "blocked
 * a JavaScript eval"). zod 4 probes with `new Function("")` when its first object schema is made and
 * compiles parsers with `new Function` unless `jitless` is set. The quick application loads zod in
 * the browser (its steps are checked there), so the forms must never reach either.
 */

const WEB = path.resolve(import.meta.dirname, '../../web')

/** Every `new Function(…)`, `Function(…)` and `eval(…)` while `run` runs. */
async function codeFromStrings(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = []
  const RealFunction = globalThis.Function
  // biome-ignore lint/security/noGlobalEval: kept to be put back after the trap; never called here
  const realEval = globalThis.eval
  const describeCall = (kind: string, args: unknown[]) =>
    `${kind}(${args.map((arg) => JSON.stringify(arg).slice(0, 40)).join(', ')})`
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args, newTarget) {
      seen.push(describeCall('new Function', args))
      return Reflect.construct(target, args, newTarget)
    },
    apply(target, self, args) {
      seen.push(describeCall('Function', args))
      return Reflect.apply(target, self, args)
    },
  })
  globalThis.eval = new Proxy(realEval, {
    apply(target, self, args) {
      seen.push(describeCall('eval', args))
      return Reflect.apply(target, self, args)
    },
  })
  try {
    await run()
  } finally {
    globalThis.Function = RealFunction
    globalThis.eval = realEval
  }
  return seen
}

describe('the forms build no code from strings (CSP without unsafe-eval)', () => {
  it('loading the quick application and checking every step and both forms calls neither Function nor eval', async () => {
    const seen = await codeFromStrings(async () => {
      vi.resetModules()
      // The client entry of the quick application (application-host loads it on the first click).
      await import('@/components/forms/application-dialog')
      const { validateStep, validate, applicationSchema, inquirySchema } = await import('@/lib/forms/validation')
      for (const step of [0, 1, 2]) validateStep(step, {})
      validateStep(0, { name: 'Max', phone: '0170 1234567', email: 'max@example.org' })
      validate(applicationSchema([]), { name: 'Max' })
      validate(inquirySchema(['winterdienst']), { name: 'Erika', email: 'erika@example.org' })
    })
    expect(seen).toEqual([])
  })

  it('zod is imported only through web/lib/forms/zod.ts, which switches its code generation off first', () => {
    const files = (readdirSync(WEB, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.split(path.sep).some((part) => part.startsWith('.')))
      .map((file) => path.join(WEB, file))
    const importers = files.filter((file) =>
      runtimeImports(file).some((specifier) => specifier === 'zod' || specifier.startsWith('zod/')),
    )
    expect(importers.map((file) => path.relative(WEB, file))).toEqual([path.join('lib', 'forms', 'zod.ts')])
  })
})
