/**
 * Runs once when a server of the app starts (web/instrumentation-node.ts). Next compiles this file for
 * the Edge runtime as well and writes the runtime's name in place of `process.env.NEXT_RUNTIME` (a
 * constant of the build, not a setting): the Node.js part is imported only in the Node.js build, so
 * the Edge build never meets Node's APIs (and `next dev` has nothing to warn about).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./instrumentation-node')).register()
}
