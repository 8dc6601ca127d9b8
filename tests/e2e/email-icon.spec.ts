import { expect, test } from '@playwright/test'
import { skipUnless } from './support'

/**
 * One icon for e-mail wherever the address is shown with one: the contact cards, the contact
 * details beside the inquiry form and the footer all draw the same envelope.
 */

test('every e-mail address shown with an icon has the same one', async ({ page }, testInfo) => {
  skipUnless(testInfo, 'desktop')
  const drawings = new Map<string, string[]>()
  for (const path of ['/', '/kontakt', '/leistungen/bueroreinigung']) {
    await page.goto(path)
    const found = await page.locator('a[href^="mailto:"]').evaluateAll((links) =>
      links.flatMap((link) => {
        // The icon sits in the link (footer) or beside it in the same entry (contact cards and details).
        const entry = link.closest('li') ?? link
        // The drawing: its symbol in the icon sprite.
        const drawing = entry.querySelector('svg use')?.getAttribute('href')
        const where = link.closest('footer')
          ? 'footer'
          : (link.closest('section')?.querySelector('h2')?.textContent ?? '')
        return drawing ? [{ drawing, where }] : []
      }),
    )
    for (const { drawing, where } of found)
      drawings.set(drawing, [...(drawings.get(drawing) ?? []), `${path} ${where}`])
  }
  // The footer, the contact cards of /kontakt and the details beside the inquiry forms.
  expect([...drawings.values()].flat().length).toBeGreaterThanOrEqual(5)
  expect([...drawings.values()]).toHaveLength(1)
})
