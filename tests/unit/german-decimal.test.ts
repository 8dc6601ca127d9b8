import { formatGermanDecimal, parseGermanDecimal } from '@shared/decimal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

/** The Studio's number fields read and show numbers as German writes them (schemas/objects/german-number-input.tsx). */
describe('German decimals', () => {
  it.each([
    ['15,5', 15.5],
    ['10,4289', 10.4289],
    ['2008', 2008],
    ['1.500', 1500],
    ['1.500,25', 1500.25],
    ['-3', -3],
    ['−3,5', -3.5],
    ['15,', 15],
    [' 7 ', 7],
  ])('„%s“ is %d', (text, number) => {
    expect(parseGermanDecimal(text)).toEqual({ ok: true, value: number })
  })

  it('an empty field is no number, not zero', () => {
    expect(parseGermanDecimal('')).toEqual({ ok: true, value: undefined })
  })

  it('an English decimal point is refused with the German spelling to use', () => {
    expect(parseGermanDecimal('15.5')).toEqual({ ok: false, message: 'Bitte mit Komma schreiben: 15,5' })
    expect(parseGermanDecimal('10.4289')).toEqual({ ok: false, message: 'Bitte mit Komma schreiben: 10,4289' })
  })

  it.each(['abc', '1,2,3', '12a', '1.50', ','])('„%s“ is refused', (text) => {
    expect(parseGermanDecimal(text).ok).toBe(false)
  })

  it('shows a decimal comma and no grouping (a year stays „2008“)', () => {
    expect(formatGermanDecimal(15.5)).toBe('15,5')
    expect(formatGermanDecimal(51.9057)).toBe('51,9057')
    expect(formatGermanDecimal(2008)).toBe('2008')
    expect(formatGermanDecimal(undefined)).toBe('')
  })

  it('reads back every number it shows (amounts, years, coordinates: up to six decimals)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: -1e12, max: 1e12 })
          .chain((whole) => fc.constantFrom(1, 10, 1e3, 1e6).map((by) => whole / by)),
        (number) => {
          expect(parseGermanDecimal(formatGermanDecimal(number))).toEqual({
            ok: true,
            value: number === 0 ? 0 : number,
          })
        },
      ),
    )
  })
})
