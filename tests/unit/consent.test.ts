import { describe, expect, it } from 'vitest'
import { CONSENT_REVISION, parseStoredConsent } from '@/lib/consent'

const valid = {
  necessary: true,
  analytics: true,
  marketing: false,
  revision: CONSENT_REVISION,
  timestamp: '2026-11-23T10:00:00.000Z',
}
const stored = (value: unknown) => parseStoredConsent(JSON.stringify(value))

describe('stored consent', () => {
  it('reads a stored choice exactly', () => {
    expect(stored(valid)).toEqual({ status: 'valid', preferences: valid })
  })

  it('asks when nothing is stored', () => {
    expect(parseStoredConsent(null)).toEqual({ status: 'none' })
  })

  it('asks again after the revision was raised, without calling the old value broken', () => {
    expect(stored({ ...valid, revision: CONSENT_REVISION - 1 })).toEqual({ status: 'outdated' })
  })

  it.each([
    ['not JSON', '{"necessary":true,'],
    ['not an object', '[true]'],
    ['not an object', 'null'],
    ['revision is not an integer', JSON.stringify({ ...valid, revision: '1' })],
    ['unknown revision 99', JSON.stringify({ ...valid, revision: 99 })],
    ['necessary is not true', JSON.stringify({ ...valid, necessary: false })],
    ['analytics or marketing is not a boolean', JSON.stringify({ ...valid, analytics: 'yes' })],
    ['analytics or marketing is not a boolean', JSON.stringify({ ...valid, marketing: undefined })],
    ['timestamp is not a date', JSON.stringify({ ...valid, timestamp: 'gestern' })],
  ])('calls an unreadable value unreadable (%s)', (reason, raw) => {
    expect(parseStoredConsent(raw)).toEqual({ status: 'invalid', reason })
  })

  it('keeps only the known fields', () => {
    const result = stored({ ...valid, extra: 'x' })
    expect(result.status === 'valid' && Object.keys(result.preferences).sort()).toEqual([
      'analytics',
      'marketing',
      'necessary',
      'revision',
      'timestamp',
    ])
  })
})
