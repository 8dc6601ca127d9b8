import { expect, type Page, test } from '@playwright/test'

test.use({ javaScriptEnabled: false })

/**
 * Headings and paragraphs in <main> that are rendered (not display:none / visibility:hidden)
 * but fully transparent through their own or an ancestor's opacity.
 */
async function transparentText(page: Page) {
  // Let the CSS page transition (which runs without JavaScript) finish first.
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0)
  return page.evaluate(() => {
    const main = document.querySelector('main')
    if (!main) return ['<main> missing']
    const sample = Array.from(main.querySelectorAll<HTMLElement>('h1, h2, h3, p, li'))
    return sample
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => {
        for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
          if (Number.parseFloat(getComputedStyle(node).opacity) === 0) return true
        }
        return false
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 60)}`)
  })
}

const CASES = [
  {
    path: '/',
    heading: 'Ihr Meisterbetrieb für Gebäudereinigung in Goslar und im Harz',
    text: 'Unsere Leistungen',
    cards: 6,
  },
  { path: '/leistungen', heading: 'Alle Leistungen rund um Ihr Gebäude', text: 'Nicht das Richtige dabei?', cards: 15 },
  {
    path: '/leistungen/winterdienst',
    heading: 'Winterdienst in Goslar und im Harz',
    text: 'Auch ohne Schnee sauber: unser Kehrdienst',
    cards: 0,
  },
  { path: '/ueber-uns', heading: 'Sauberkeit mit Meisterbrief aus Goslar', text: 'Was uns auszeichnet', cards: 0 },
]

for (const { path, heading, text, cards } of CASES) {
  test(`${path} is complete and visible without JavaScript`, async ({ page }) => {
    await page.goto(path)
    expect(await page.evaluate(() => document.querySelectorAll('[data-fade]').length)).toBe(0)
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(main.getByRole('heading', { name: text })).toBeVisible()
    await expect(main.locator('p').first()).toBeVisible()

    const cardLinks = main.getByRole('link', { name: /Mehr erfahren/ })
    await expect(cardLinks).toHaveCount(cards)
    for (const link of await cardLinks.all()) {
      await expect(link).toHaveAttribute('href', /^\/leistungen\/[a-z-]+$/)
    }

    // The header still offers the quote link as a real link to the form on /kontakt.
    await expect(page.getByRole('banner').locator('a[href="/kontakt#unverbindliche-anfrage"]').first()).toBeAttached()

    expect(await transparentText(page), 'text in <main> with opacity 0').toEqual([])
  })
}

test.describe('content is visible at first paint', () => {
  test.use({ javaScriptEnabled: false })

  test('no heading or section is hidden, animated in, or transparent without JavaScript', async ({ page }) => {
    for (const path of ['/', '/leistungen/photovoltaikreinigung', '/ueber-uns']) {
      await page.goto(path)
      const hidden = await page.evaluate(() =>
        [...document.querySelectorAll('main h1, main h2, main section')].flatMap((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            const style = getComputedStyle(node)
            if (Number(style.opacity) < 1 || style.animationName !== 'none' || style.visibility === 'hidden')
              return [
                `${element.tagName} „${element.textContent?.trim().slice(0, 30)}“ (${node.tagName}.${node.className})`,
              ]
          }
          return []
        }),
      )
      expect(hidden, path).toEqual([])
    }
  })
})

test('print shows every section (no fade-in state can hide content)', async ({ page }) => {
  await page.emulateMedia({ media: 'print' })
  await page.goto('/ueber-uns')
  const transparent = await page.evaluate(
    () =>
      [...document.querySelectorAll('main section')].filter((element) => Number(getComputedStyle(element).opacity) < 1)
        .length,
  )
  expect(transparent).toBe(0)
})

test('the hero image carries its blurred preview (lqip) in the HTML, lazy images below the fold do not', async ({
  page,
}) => {
  await page.goto('/')
  const images = page.getByRole('main').locator('img')
  const hero = images.first()
  expect(await hero.getAttribute('style')).toMatch(/background-image:\s*url\("?data:image\/svg\+xml/)
  expect(await hero.getAttribute('loading')).not.toBe('lazy')
  const lazy = page.getByRole('main').locator('img[loading="lazy"]')
  expect(await lazy.count()).toBeGreaterThan(3)
  for (const style of await lazy.evaluateAll((all) => all.map((image) => image.getAttribute('style') ?? ''))) {
    expect(style).not.toContain('data:image')
  }
})

test('sections after the hero and the footer are written in place, each a boundary hydrated after the page', async ({
  page,
}) => {
  for (const path of ['/', '/leistungen/winterdienst']) {
    await page.goto(path)
    // Without JavaScript the server's markers stay in the DOM: an Activity boundary (DeferredHydration) is
    // <!--&-->…<!--/&--> around its content where it stands; a Suspense boundary that React's streaming
    // renderer had moved to the end of the page would be a <template id="B:…"> here instead.
    const blocks = await page.evaluate(() =>
      [...document.querySelectorAll('main > section, body > footer')].map((element) => ({
        name: `${element.tagName.toLowerCase()}#${element.id || element.getAttribute('aria-labelledby')}`,
        deferred:
          element.previousSibling?.nodeType === Node.COMMENT_NODE && element.previousSibling.textContent === '&',
      })),
    )
    expect(blocks.length, path).toBeGreaterThan(4)
    const [hero, ...rest] = blocks
    expect(hero?.deferred, `${path}: the hero hydrates with the page`).toBe(false)
    expect(
      rest.filter((block) => !block.deferred).map((block) => block.name),
      path,
    ).toEqual([])
    expect(await page.locator('main template[id^="B:"]').count(), path).toBe(0)
  }
})
