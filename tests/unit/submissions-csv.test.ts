import { csv, neutraliseFormulas } from '@scripts/lib/submissions-csv'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Submission } from '@/lib/submissions/store'

/** A cell a spreadsheet runs: it starts, after blanks and quotes, with a formula sign (a leading apostrophe makes text). */
const FORMULA_START = /^[\s"]*[=+\-@]/

/** Every cell a spreadsheet could make of the text: cut at each separator any locale uses, quotes ignored. */
const worstCaseCells = (text: string) => text.split(/[,;\t\r\n]/)

const submission = (fields: Record<string, string>): Submission => ({
  id: '7',
  kind: 'inquiry',
  receivedAt: '2026-01-01T10:00:00.000Z',
  fields,
  handled: false,
  mail: { status: 'off', attempts: 0, lastError: null, sentAt: null, nextAttemptAt: null },
  confirmation: { status: 'off', attempts: 0, lastError: null, sentAt: null, nextAttemptAt: null },
})

describe('the CSV export', () => {
  it('neutralises a formula wherever German Excel would start a cell (x;=1+1;)', () => {
    expect(neutraliseFormulas('x;=1+1;')).toBe("x;'=1+1;")
    expect(neutraliseFormulas('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`)
    expect(neutraliseFormulas('a, "-2+3"')).toBe(`a,' "-2+3"`)
    expect(neutraliseFormulas('Goslar - Markt 1')).toBe('Goslar - Markt 1')
  })

  it('no cell of the file starts a formula, however a spreadsheet cuts it', () => {
    const text = fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', ';', ',', '\t', '\r', '\n', '"', "'", ' ', 'a', '1'),
    })
    fc.assert(
      fc.property(text, text, (name, message) => {
        const file = csv([submission({ name, message })])
        const data = file.split('\r\n').slice(1).join('\r\n')
        for (const cell of worstCaseCells(data)) expect(cell, JSON.stringify(cell)).not.toMatch(FORMULA_START)
      }),
      { numRuns: 500 },
    )
  })

  it('keeps every value readable: only apostrophes are added', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(neutraliseFormulas(value).replaceAll("'", '')).toBe(value.replaceAll("'", ''))
      }),
    )
  })
})
