import { expect, type Page, test } from '@playwright/test'
import { MENU_CATEGORIES, megaMenu, openMobileMenu, skipUnless } from './support'

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y)
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow)

/** Role and name of every node in Chromium's accessibility tree that is not ignored (what screen readers get). */
async function accessibleNodes(page: Page) {
  const session = await page.context().newCDPSession(page)
  const { nodes } = await session.send('Accessibility.getFullAXTree')
  await session.detach()
  return nodes
    .filter((node) => !node.ignored)
    .map((node) => ({ role: String(node.role?.value ?? ''), name: String(node.name?.value ?? '') }))
}

test('the header turns solid after 10 px of scrolling and transparent again at the top', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header).toHaveAttribute('data-scrolled', 'false')

  await scrollTo(page, 10)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(10)
  await expect(header).toHaveAttribute('data-scrolled', 'false')

  await scrollTo(page, 11)
  await expect(header).toHaveAttribute('data-scrolled', 'true')

  await scrollTo(page, 0)
  await expect(header).toHaveAttribute('data-scrolled', 'false')
})

test.describe('desktop navigation', () => {
  test.beforeEach(({ page: _page }, testInfo) => skipUnless(testInfo, 'desktop'))

  const navigation = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Hauptnavigation' })

  test('the mega-menu opens on hover over Leistungen and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/')
    const panel = megaMenu(page)
    // One button whose name says what it does next: „öffnen“ while closed, „schließen“ while open.
    const toggle = navigation(page).locator('button[aria-controls="mega-menu"]')
    await expect(panel).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAccessibleName('Leistungen-Menü öffnen')

    await navigation(page).getByRole('link', { name: 'Leistungen', exact: true }).hover()
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAccessibleName('Leistungen-Menü schließen')
    for (const category of MENU_CATEGORIES) {
      await expect(panel.getByText(category, { exact: true })).toBeVisible()
      await expect(panel.getByRole('list', { name: category })).toBeVisible()
    }
    await expect(panel.getByRole('link', { name: 'Winterdienst' })).toHaveAttribute('href', '/leistungen/winterdienst')
    await expect(panel.getByRole('link', { name: 'Alle Leistungen' })).toHaveAttribute('href', '/leistungen')
    await expect(panel.getByRole('link', { name: 'Kostenlos anfragen' })).toHaveAttribute('href', '/kontakt')

    // Leave the item and the panel: the panel sits over the hero, so move to the bottom of the viewport.
    const viewport = page.viewportSize()
    await page.mouse.move(10, (viewport?.height ?? 900) - 10, { steps: 5 })
    await expect(panel).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('the mega-menu opens with Enter and closes with Escape, returning focus to its button', async ({ page }) => {
    await page.goto('/')
    const panel = megaMenu(page)
    const toggle = navigation(page).locator('button[aria-controls="mega-menu"]')

    // Reach the button by keyboard: Tab from the Leistungen link right before it.
    await navigation(page).getByRole('link', { name: 'Leistungen', exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await expect(panel).toBeHidden()

    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')

    // Focus can move into the panel; Escape from there also closes it and returns focus.
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('the active route is marked with aria-current="page"', async ({ page }) => {
    await page.goto('/ueber-uns')
    const nav = navigation(page)
    await expect(nav.getByRole('link', { name: 'Über uns' })).toHaveAttribute('aria-current', 'page')
    for (const name of ['Startseite', 'Leistungen', 'Karriere', 'Kontakt']) {
      await expect(nav.getByRole('link', { name, exact: true })).not.toHaveAttribute('aria-current', /.+/)
    }
  })

  test('on a service page Leistungen and the service in the mega-menu are current', async ({ page }) => {
    await page.goto('/leistungen/winterdienst')
    const nav = navigation(page)
    await expect(nav.getByRole('link', { name: 'Leistungen', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Startseite', exact: true })).not.toHaveAttribute('aria-current', /.+/)

    await nav.locator('button[aria-controls="mega-menu"]').click()
    const panel = megaMenu(page)
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Winterdienst' })).toHaveAttribute('aria-current', 'page')
    await expect(panel.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(panel.getByRole('link', { name: 'Pflasterreinigung' })).not.toHaveAttribute('aria-current', /.+/)
    await expect(panel.getByRole('link', { name: 'Alle Leistungen' })).not.toHaveAttribute('aria-current', /.+/)
  })
})

test.describe('mobile menu', () => {
  test.beforeEach(({ page: _page }, testInfo) => skipUnless(testInfo, 'mobile'))

  test('opens as a full-screen dialog that locks scrolling and keeps focus inside', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('dialog', { name: 'Hauptmenü' })).toBeHidden()
    expect(await bodyOverflow(page)).not.toBe('hidden')

    const dialog = await openMobileMenu(page)
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
    const box = await dialog.boundingBox()
    const viewport = page.viewportSize()
    expect(box).toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height })
    await expect.poll(() => bodyOverflow(page)).toBe('hidden')
    await expect(dialog.getByRole('button', { name: 'Menü schließen' })).toBeFocused()
    for (const name of ['Startseite', 'Über uns', 'Karriere', 'Kontakt', 'Angebot anfragen']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible()
    }
    // Everything behind the overlay is out of reach: the header bar, the skip link, main and footer.
    // Screen readers (the browser's accessibility tree) find only the dialog, and its close button
    // is the only menu button; focus cannot be moved behind it.
    const reachable = await accessibleNodes(page)
    expect(reachable.filter((node) => /^Menü (öffnen|schließen)$/.test(node.name))).toEqual([
      { role: 'button', name: 'Menü schließen' },
    ])
    expect(reachable.filter((node) => ['main', 'contentinfo'].includes(node.role))).toEqual([])
    expect(reachable.filter((node) => node.name === 'Zum Inhalt springen')).toEqual([])
    expect(
      await page.evaluate(() =>
        ['main a[href]', 'footer a[href]', 'header > a'].map((selector) => {
          const target = document.querySelector<HTMLElement>(selector)
          target?.focus()
          return target !== null && document.activeElement === target
        }),
      ),
    ).toEqual([false, false, false])

    const focusInside = () =>
      page.evaluate(() => document.getElementById('mobile-menu')?.contains(document.activeElement) ?? false)
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInside(), `focus left the menu after Tab #${i + 1}`).toBe(true)
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside(), `focus left the menu after Shift+Tab #${i + 1}`).toBe(true)
    }

    await dialog.getByRole('button', { name: 'Menü schließen' }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' })).toBeFocused()
  })

  test('Escape closes it and returns focus to the toggle; following a link closes it and moves on', async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' })
    let dialog = await openMobileMenu(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden')

    dialog = await openMobileMenu(page)
    await dialog.getByRole('link', { name: 'Über uns', exact: true }).click()
    await expect(page).toHaveURL(/\/ueber-uns$/)
    await expect(dialog).toBeHidden()
    await expect(toggle).not.toBeFocused()
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden')
  })

  test('the Leistungen accordion expands the services', async ({ page }) => {
    await page.goto('/')
    const dialog = await openMobileMenu(page)
    const accordion = dialog.getByRole('button', { name: 'Leistungen' })
    await expect(accordion).toHaveAttribute('aria-expanded', 'false')
    await expect(dialog.getByRole('link', { name: 'Winterdienst' })).toBeHidden()

    await accordion.click()
    await expect(accordion).toHaveAttribute('aria-expanded', 'true')
    await expect(dialog.getByRole('link', { name: 'Alle Leistungen' })).toBeVisible()
    for (const category of MENU_CATEGORIES) {
      await expect(dialog.getByRole('list', { name: category })).toBeVisible()
    }
    const winter = dialog.getByRole('link', { name: 'Winterdienst' })
    await expect(winter).toBeVisible()
    await expect(winter).toHaveAttribute('href', '/leistungen/winterdienst')
    const categoryLists = dialog.getByRole('list', { name: new RegExp(`^(${MENU_CATEGORIES.join('|')})$`) })
    await expect(categoryLists).toHaveCount(4)
    await expect(categoryLists.getByRole('link')).toHaveCount(15)

    await accordion.click()
    await expect(accordion).toHaveAttribute('aria-expanded', 'false')
    await expect(winter).toBeHidden()
  })

  test('widening the window to 1024 px closes the overlay and unlocks scrolling', async ({ page }) => {
    await page.goto('/')
    const dialog = await openMobileMenu(page)
    await expect.poll(() => bodyOverflow(page)).toBe('hidden')

    await page.setViewportSize({ width: 1024, height: 812 })
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden')
    await expect(dialog).toBeHidden()

    // The menu really closed, it is not just hidden by CSS at this width.
    await page.setViewportSize({ width: 375, height: 812 })
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(dialog).toBeHidden()
    expect(await bodyOverflow(page)).not.toBe('hidden')
  })
})
