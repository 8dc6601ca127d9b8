import { internationalPhoneNumber, phoneNumberProblem } from '@shared/phone'
import { describe, expect, it } from 'vitest'

describe('the company phone number, typed once as people write it', () => {
  it('gives links and search engines its international form', () => {
    expect(internationalPhoneNumber('05321 000 000')).toBe('+495321000000')
    expect(internationalPhoneNumber('(05321) 12 34-56')).toBe('+495321123456')
    expect(internationalPhoneNumber('05321/123456')).toBe('+495321123456')
    expect(internationalPhoneNumber('+49 5321 123456')).toBe('+495321123456')
    expect(internationalPhoneNumber('0049 5321 123456')).toBe('+495321123456')
    expect(internationalPhoneNumber('0171 1234567')).toBe('+491711234567')
    expect(internationalPhoneNumber('0800 1234567')).toBe('+498001234567')
  })

  it('refuses what cannot be dialled, with a German message for the Studio', () => {
    for (const written of ['12345', '0532', '05321 9', 'Büro anrufen', '0123 4'])
      expect(internationalPhoneNumber(written), written).toBeNull()
    expect(phoneNumberProblem('12345')).toMatch(/^Diese Telefonnummer kann so nicht gewählt werden/)
    expect(phoneNumberProblem('05321 987654')).toBe(true)
    // Empty is the required rule's business, not this one's.
    expect(phoneNumberProblem('')).toBe(true)
    expect(internationalPhoneNumber(undefined)).toBeNull()
  })

  it('refuses a German number with digits missing after the area code („05321 12“, issue 43)', () => {
    expect(internationalPhoneNumber('05321 12')).toBeNull()
    expect(phoneNumberProblem('05321 12')).toMatch(/^Diese Telefonnummer ist zu kurz: Nach der Vorwahl fehlen Ziffern/)
    expect(internationalPhoneNumber('05321 1234')).toBe('+4953211234')
    expect(phoneNumberProblem('05321 123456')).toBe(true)
  })
})
