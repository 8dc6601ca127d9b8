import { expect, test } from '@playwright/test'

for (const path of ['/', '/kontakt']) {
  test(`${path} loads nothing from other hosts`, async ({ page, baseURL }) => {
    const ownHost = new URL(baseURL ?? 'http://127.0.0.1').hostname
    expect(ownHost).toBe('127.0.0.1')
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))

    await page.goto(path)
    // Bring every lazy image and deferred script into play, then let the network go quiet.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')

    const web = requested.filter((url) => /^(https?|wss?):/.test(url))
    expect(web.length, 'requests were recorded').toBeGreaterThan(0)
    const foreign = web.filter((url) => new URL(url).hostname !== ownHost)
    expect(foreign, `requests to other hosts from ${path}`).toEqual([])
    // The map stays a consent notice: no embed is requested.
    expect(page.frames()).toHaveLength(1)
  })
}
