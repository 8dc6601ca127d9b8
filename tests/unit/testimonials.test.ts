import { describe, expect, it } from 'vitest'
import { testimonialsShown } from '@/lib/testimonials'

describe('testimonials in the layout „Karussell“ (testimonialsShown)', () => {
  it('SPEC.md: of 4, phones browse the first 3, tablets show all 4, large screens hide the 4th', () => {
    expect(testimonialsShown(4)).toEqual({ phone: 3, tablet: 4, large: 3 })
  })

  it.each([
    [1, { phone: 1, tablet: 1, large: 1 }],
    [2, { phone: 2, tablet: 2, large: 2 }],
    [3, { phone: 3, tablet: 2, large: 3 }],
    [5, { phone: 3, tablet: 4, large: 3 }],
    [6, { phone: 3, tablet: 6, large: 6 }],
  ])('of %i: only full rows from tablet width (two, three), all of fewer than a row', (count, shown) => {
    expect(testimonialsShown(count)).toEqual(shown)
  })

  it('shows nothing of none', () => {
    expect(testimonialsShown(0)).toEqual({ phone: 0, tablet: 0, large: 0 })
  })

  it('never shows a row with a gap, nor hides a whole row', () => {
    for (let count = 1; count <= 12; count += 1) {
      const { tablet, large } = testimonialsShown(count)
      expect(tablet === count || tablet % 2 === 0, `${count} on tablets`).toBe(true)
      expect(large === count || large % 3 === 0, `${count} on large screens`).toBe(true)
      expect(count - tablet, `${count} on tablets`).toBeLessThan(2)
      expect(count - large, `${count} on large screens`).toBeLessThan(3)
    }
  })
})
