import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ICON_NAMES } from '@shared/icons'
import { describe, expect, it } from 'vitest'
import { INITIAL_WIZARD, openedWith } from '@/components/forms/application-state'
import { ICON_PATH_NAMES, iconMasks, iconSprite } from '@/components/ui/icon-drawings'
import { wrapIndex } from '@/lib/carousel'
import { clampPercent, percentForKey, percentFromPointer } from '@/lib/slider'

describe('before/after slider logic', () => {
  // Where it starts (50 %) is what the page renders: tests/e2e/slider.spec.ts reads it from the slider.
  it('clamps to 0–100 (SPEC.md §9)', () => {
    expect(clampPercent(-20)).toBe(0)
    expect(clampPercent(140)).toBe(100)
    expect(clampPercent(Number.NaN)).toBe(0)
    expect(clampPercent(42.5)).toBe(42.5)
  })

  it('maps a pointer position inside the box to a percentage', () => {
    expect(percentFromPointer(150, 100, 200)).toBe(25)
    expect(percentFromPointer(0, 100, 200)).toBe(0)
    expect(percentFromPointer(999, 100, 200)).toBe(100)
    expect(percentFromPointer(150, 100, 0)).toBe(0)
  })

  it('moves by keyboard like a WAI-ARIA slider', () => {
    expect(percentForKey('ArrowRight', 50)).toBe(55)
    expect(percentForKey('ArrowLeft', 50)).toBe(45)
    expect(percentForKey('ArrowLeft', 2)).toBe(0)
    expect(percentForKey('PageUp', 95)).toBe(100)
    expect(percentForKey('Home', 73)).toBe(0)
    expect(percentForKey('End', 12)).toBe(100)
    expect(percentForKey('Enter', 50)).toBeNull()
  })
})

describe('carousel index', () => {
  it('wraps around both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(7, 3)).toBe(1)
    expect(wrapIndex(0, 0)).toBe(0)
  })
})

describe('icons', () => {
  it('renders every icon an editor can pick in the Studio', () => {
    expect([...ICON_PATH_NAMES].sort()).toEqual([...ICON_NAMES].sort())
  })

  it('serves the drawings as they are in the code (after a change: npx tsx scripts/icon-sprite.ts)', () => {
    const file = readFileSync(path.resolve(import.meta.dirname, '../../web/components/ui/icons.svg'), 'utf8')
    expect(file).toBe(iconSprite())
    const masks = readFileSync(path.resolve(import.meta.dirname, '../../web/components/ui/icon-masks.css'), 'utf8')
    expect(masks).toBe(iconMasks())
  })
})

describe('the quick application as „Jetzt bewerben“ opens it', () => {
  const preset = {
    contractType: 'minijob',
    workLocation: 'goslar',
    jobPosting: 'reinigungskraft-goslar-minijob',
    title: 'Reinigungskraft (m/w/d) – Minijob in Goslar',
  }
  const typed = { ...INITIAL_WIZARD, values: { ...INITIAL_WIZARD.values, name: 'Max Muster' }, token: 'a'.repeat(32) }

  it('makes the posting’s choices and names it, keeping what was typed', () => {
    const opened = openedWith(typed, preset)
    expect(opened.values).toMatchObject({
      name: 'Max Muster',
      contractType: 'minijob',
      workLocation: 'goslar',
      jobPosting: 'reinigungskraft-goslar-minijob',
    })
    expect(opened.postingTitle).toBe('Reinigungskraft (m/w/d) – Minijob in Goslar')
    // Other content is another submission: the retry token of the old one does not carry over.
    expect(opened.token).toBeNull()
    // Opened again from the same posting nothing changed, so a retry stays the same submission.
    const again = openedWith({ ...opened, token: 'b'.repeat(32) }, preset)
    expect(again.token).toBe('b'.repeat(32))
  })

  it('from any other button it is a general application; after a sent one it starts empty', () => {
    const general = openedWith(openedWith(typed, preset), null)
    expect(general.values.jobPosting).toBe('')
    expect(general.postingTitle).toBe('')
    // The choices the posting made stay: the visitor may have meant them.
    expect(general.values.contractType).toBe('minijob')
    const afterSending = openedWith({ ...openedWith(typed, preset), status: 'sent' }, null)
    expect(afterSending).toEqual(INITIAL_WIZARD)
  })
})
