import { ICON_NAMES } from '@shared/icons'
import { describe, expect, it } from 'vitest'
import { ICON_PATH_NAMES } from '@/components/ui/icon'
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
})
