/**
 * Debian's Chromium, as Playwright, Lighthouse and the benchmarks launch it on this kind of machine
 * (no browser downloads; see ../shared/ENVIRONMENT.md): one path, one set of flags.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

/** Chrome for Lighthouse: chrome-launcher starts it headless with the flags above. */
export async function launchChromeForLighthouse() {
  const chromeLauncher = await import('chrome-launcher')
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
}
