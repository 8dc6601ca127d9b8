import { picturesInGuide, picturesOnDisk } from '@tests/support/editor-guide'
import { describe, expect, it } from 'vitest'

/**
 * The editor guide (docs/redaktion.md) and the pictures in docs/editor-guide match one for one: every
 * picture it shows is there, and none lies there unused. That each was taken by this run of the Studio
 * tests is the browser suite's teardown check (tests/e2e/global-teardown.ts).
 */
describe('the editor guide’s pictures', () => {
  it('shows only pictures that exist, and every picture is shown', () => {
    const shown = picturesInGuide()
    expect(shown.length).toBeGreaterThanOrEqual(12)
    expect(new Set(picturesOnDisk())).toEqual(new Set(shown))
  })
})
