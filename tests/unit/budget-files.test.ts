import { changedFiles } from '@scripts/lib/budget-files'
import { describe, expect, it } from 'vitest'

/**
 * A route over its JS or CSS budget names the files behind it (scripts/check-budgets.ts, issue 44): before, the
 * failure gave only the total, on every route sharing the stylesheet, and left finding the file to the reader.
 */

const CSS_BEFORE = '/_next/static/chunks/2pdwmvgd31tu4.css'
const CSS_NOW = '/_next/static/chunks/3eq0dpsz9338d.css'
const JS = '/_next/static/chunks/0a1b2c3d.js'
const before = { [CSS_BEFORE]: 13_000, [JS]: 60_000 }

describe('an over-budget message names the files', () => {
  it('a stylesheet that grew: the new name and its size, the old one gone', () => {
    const assets = [
      { file: CSS_NOW, kind: 'css' as const, bytes: 13_005 },
      { file: JS, kind: 'js' as const, bytes: 60_000 },
    ]
    expect(changedFiles(before, assets, 'css')).toBe(
      ` Since the budgets were set: ${CSS_NOW} 12.7 KB is new or changed; ${CSS_BEFORE} (12.7 KB) is gone.`,
    )
    expect(changedFiles(before, assets, 'js')).toBe(' The same files as when the budgets were set.')
  })

  it('a new script beside the old ones', () => {
    const added = '/_next/static/chunks/9f8e7d.js'
    const assets = [
      { file: JS, kind: 'js' as const, bytes: 60_000 },
      { file: added, kind: 'js' as const, bytes: 2_048 },
    ]
    expect(changedFiles(before, assets, 'js')).toBe(` Since the budgets were set: ${added} 2.0 KB is new or changed.`)
  })

  it('without recorded files (budgets.json before --update): every file of the kind, largest first', () => {
    const assets = [
      { file: JS, kind: 'js' as const, bytes: 1_024 },
      { file: '/b.js', kind: 'js' as const, bytes: 4_096 },
    ]
    expect(changedFiles(undefined, assets, 'js')).toBe(` Its files: /b.js 4.0 KB, ${JS} 1.0 KB.`)
  })
})
