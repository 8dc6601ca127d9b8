import { expect, type Locator, test } from '@playwright/test'
import { literally, texts } from '@tests/support/seed'

const CARD_LINK = literally(texts.elements.cardLink)

/** A card title as the link names it: the heading shows soft hyphens (web/lib/hyphenate.ts), the link's text has none. */
const plain = (text: string | null) => (text ?? '').replaceAll('\u00AD', '').trim()

/** Whether the topmost element at the centre of `target` is `target` itself or inside it (the face the user sees). */
function isOnTop(target: Locator) {
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })
}

test('focusing the card link by keyboard turns the card to its back with 4 features', async ({ page }) => {
  await page.goto('/leistungen')
  const firstCard = page.getByRole('main').getByRole('article').first()
  const title = plain(await firstCard.getByRole('heading', { level: 2 }).textContent())
  expect(title).not.toBe('')

  const link = firstCard.getByRole('link', { name: CARD_LINK })
  await expect(link).toHaveAccessibleName(new RegExp(`${CARD_LINK.source}.*${literally(title).source}`))
  const features = firstCard.getByRole('list').getByRole('listitem')
  await expect(features).toHaveCount(4)

  // Front face first: the back (features, link) is turned away.
  await firstCard.scrollIntoViewIfNeeded()
  expect(await isOnTop(features.first())).toBe(false)
  expect(await isOnTop(link)).toBe(false)

  // Tab through the page until the card's link has keyboard focus.
  await page.getByRole('heading', { level: 1 }).click()
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab')
    if (await link.evaluate((element) => element === document.activeElement)) break
  }
  await expect(link).toBeFocused()

  for (const feature of await features.all()) {
    await expect(feature).toBeVisible()
    await expect.poll(() => isOnTop(feature)).toBe(true)
  }
  await expect.poll(() => isOnTop(link)).toBe(true)
  await expect(firstCard.getByRole('heading', { level: 2 })).toBeVisible()
  await expect.poll(() => isOnTop(firstCard.getByRole('heading', { level: 2 }))).toBe(false)
})

test('every card link names its service', async ({ page }) => {
  await page.goto('/leistungen')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(15)
  for (const card of await cards.all()) {
    const title = plain(await card.getByRole('heading', { level: 2 }).textContent())
    expect(title).not.toBe('')
    const name = await card.getByRole('link', { name: CARD_LINK }).evaluate((element) => element.textContent ?? '')
    expect(name).toContain(title)
  }
})
