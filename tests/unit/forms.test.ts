import { describe, expect, it } from 'vitest'
import { APPLICATION_STEPS, FORM_FIELDS, INQUIRY_FIELDS, WORK_TIMES } from '@/lib/forms/form-fields'
import { applicationSchema, formFields, inquirySchema, validate, validateStep } from '@/lib/forms/validation'

const SERVICES = ['bueroreinigung', 'winterdienst']
const inquiry = {
  'form-name': 'contact',
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  phone: '05321 123456',
  location: 'Goslar',
  service: 'winterdienst',
  message: 'Bitte um ein Angebot.',
}
const application = {
  name: 'Max Muster',
  phone: '+49 170 1234567',
  email: 'max@example.org',
  contractType: 'teilzeit',
  workLocation: 'bad-harzburg',
  workTimeFrom: '06:00',
  workTimeTo: '20:00',
  workDays: 'Montag, Freitag',
}

describe('the inquiry schema', () => {
  it('accepts a complete inquiry and trims it, dropping what is not a field', () => {
    const result = validate(inquirySchema(SERVICES), { ...inquiry, name: '  Erika Mustermann ' })
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Erika Mustermann',
        email: 'erika@example.org',
        phone: '05321 123456',
        location: 'Goslar',
        service: 'winterdienst',
        message: 'Bitte um ein Angebot.',
      },
    })
  })

  it('makes the service optional, accepts „andere“ and rejects a service the site does not offer', () => {
    expect(validate(inquirySchema(SERVICES), { ...inquiry, service: '' }).ok).toBe(true)
    expect(validate(inquirySchema(SERVICES), { ...inquiry, service: undefined }).ok).toBe(true)
    expect(validate(inquirySchema(SERVICES), { ...inquiry, service: 'andere' }).ok).toBe(true)
    expect(validate(inquirySchema(SERVICES), { ...inquiry, service: 'rasenmähen' })).toEqual({
      ok: false,
      problems: { service: 'choice' },
    })
  })

  it('names one problem per field: required, e-mail, phone, too long', () => {
    const result = validate(inquirySchema(SERVICES), {
      name: '   ',
      email: 'erika.example.org',
      phone: 'ruf mich an',
      location: 'x'.repeat(121),
    })
    expect(result).toEqual({
      ok: false,
      problems: { name: 'required', email: 'email', phone: 'phone', location: 'tooLong', message: 'required' },
    })
  })

  it('accepts as many characters as a field lets the visitor type (its maxLength), and not one more', () => {
    const limits = Object.fromEntries(
      Object.entries(INQUIRY_FIELDS).flatMap(([name, spec]) => ('maxLength' in spec ? [[name, spec.maxLength]] : [])),
    )
    expect(limits).toEqual({ name: 100, email: 254, phone: 40, location: 120, message: 5000 })
    const ofLength = (name: string, length: number) =>
      name === 'email'
        ? `${'e'.repeat(length - 12)}@example.org`
        : name === 'phone'
          ? '0'.repeat(length)
          : 'x'.repeat(length)
    for (const [name, limit] of Object.entries(limits)) {
      expect(validate(inquirySchema(SERVICES), { ...inquiry, [name]: ofLength(name, limit) }).ok, name).toBe(true)
      expect(validate(inquirySchema(SERVICES), { ...inquiry, [name]: ofLength(name, limit + 1) })).toEqual({
        ok: false,
        problems: { [name]: 'tooLong' },
      })
    }
  })

  it('refuses line breaks and control characters in one-line fields, with a reason per field', () => {
    const problems = (fields: Record<string, string>) => {
      const result = validate(inquirySchema(SERVICES), { ...inquiry, ...fields })
      return result.ok ? {} : result.problems
    }
    expect(problems({ name: 'Eve\r\nBcc: opfer@example.org' })).toEqual({ name: 'singleLine' })
    expect(problems({ location: 'Goslar\tHof' })).toEqual({ location: 'singleLine' })
    expect(problems({ name: 'Eve\u0000', phone: '05321\u2028123456' })).toEqual({
      name: 'characters',
      phone: 'characters',
    })
    expect(problems({ name: 'Eve\u0085' })).toEqual({ name: 'characters' })
  })

  it('lets the message have lines and tabs, stored with one kind of line break, but no other control character', () => {
    const result = validate(inquirySchema(SERVICES), {
      ...inquiry,
      message: 'Zeile 1\r\nZeile 2\rZeile 3\n\tEingerückt',
    })
    expect(result.ok && result.value.message).toBe('Zeile 1\nZeile 2\nZeile 3\n\tEingerückt')
    const bell = validate(inquirySchema(SERVICES), { ...inquiry, message: 'Hallo\u0007' })
    expect(bell.ok ? null : bell.problems).toEqual({ message: 'characters' })
  })

  it('takes one e-mail address, never a list or a display name', () => {
    for (const email of ['a@b.de,c', 'a@b.de;c@d.de', 'Eve <a@b.de>', '"a"@b.de', 'a@b.de\nBcc: c@d.de'])
      expect(validate(inquirySchema(SERVICES), { ...inquiry, email }).ok, JSON.stringify(email)).toBe(false)
    expect(validate(inquirySchema(SERVICES), { ...inquiry, email: 'erika.m+angebot@sub.example.org' }).ok).toBe(true)
  })

  it('refuses addresses that mail systems read differently: empty labels, % routes, encoded words', () => {
    for (const email of [
      'a@b..cd',
      'a@.b.de',
      'a@b.de.',
      '.a@b.de',
      'a.@b.de',
      'a..b@c.de',
      'x%evil.test@relay.example',
      '=?utf-8?q?a=40evil.test?=@x.de',
      '=?UTF-8?B?YUBldmlsLnRlc3Q=?=@x.de',
    ])
      expect(validate(inquirySchema(SERVICES), { ...inquiry, email }), email).toEqual({
        ok: false,
        problems: { email: 'email' },
      })
    for (const email of ['erika.m+angebot@sub.example.org', 'o_neil-2@x.co', 'jörg@müller.de', 'a=b@x.de'])
      expect(validate(inquirySchema(SERVICES), { ...inquiry, email }).ok, email).toBe(true)
  })

  it('strips bidi controls and zero-width characters from every text field, keeping umlauts and emoji', () => {
    const invisible =
      '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u200B\u200C\u200D\u2060\uFEFF'
    const result = validate(inquirySchema(SERVICES), {
      ...inquiry,
      name: `Jörg\u202E Müller${invisible}`,
      email: `erika\u200B@example.org\u2060`,
      phone: '\u2066+49 5321 123456\u2069',
      location: `${invisible}Goslar 👋`,
      message: `Grüße 👩‍💻 und 👨‍👩‍👧 und 🏳️‍🌈\u200D${invisible}\nZeile\u202E 2`,
    })
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Jörg Müller',
        email: 'erika@example.org',
        phone: '+49 5321 123456',
        location: 'Goslar 👋',
        service: 'winterdienst',
        message: 'Grüße 👩‍💻 und 👨‍👩‍👧 und 🏳️‍🌈\nZeile 2',
      },
    })
    // Nothing but invisible characters is nothing.
    expect(validate(inquirySchema(SERVICES), { ...inquiry, name: invisible })).toEqual({
      ok: false,
      problems: { name: 'required' },
    })
    expect(validateStep(0, { name: 'Max\u200F', phone: '0170 1234567', email: 'max@example.org' })).toEqual({
      ok: true,
      value: { name: 'Max', phone: '0170 1234567', email: 'max@example.org' },
    })
  })

  it('keeps HTML as typed (it is escaped wherever it is shown)', () => {
    const result = validate(inquirySchema(SERVICES), { ...inquiry, message: '<script>alert(1)</script>' })
    expect(result.ok && result.value.message).toBe('<script>alert(1)</script>')
  })
})

describe('the quick application schema', () => {
  it('offers times from 06:00 to 20:00 every 30 minutes', () => {
    expect(WORK_TIMES).toHaveLength(29)
    expect(WORK_TIMES.slice(0, 3)).toEqual(['06:00', '06:30', '07:00'])
    expect(WORK_TIMES.at(-1)).toBe('20:00')
  })

  it('accepts a complete application and joins the days in week order with comma and space', () => {
    const result = validate(applicationSchema([]), { ...application, workDays: 'Freitag, Montag' })
    // No posting was named: a general application.
    expect(result).toEqual({ ok: true, value: { ...application, workDays: 'Montag, Freitag', jobPosting: '' } })
  })

  it('records the job posting applied for when it is open, and drops any other value instead of refusing', () => {
    const open = ['reinigungskraft-goslar-minijob']
    const forPosting = (jobPosting: string) => validate(applicationSchema(open), { ...application, jobPosting })
    expect(forPosting('reinigungskraft-goslar-minijob')).toMatchObject({
      ok: true,
      value: { jobPosting: 'reinigungskraft-goslar-minijob' },
    })
    // Closed meanwhile, or made up: the visitor could not correct a value the page set.
    expect(forPosting('vorarbeiter-gebaeudereinigung-wernigerode-vollzeit')).toMatchObject({
      ok: true,
      value: { jobPosting: '' },
    })
    expect(forPosting('<script>')).toMatchObject({ ok: true, value: { jobPosting: '' } })
  })

  it('takes times off the grid, unknown choices and no day as problems; times are optional', () => {
    expect(validate(applicationSchema([]), { ...application, workTimeFrom: '', workTimeTo: undefined }).ok).toBe(true)
    expect(
      validate(applicationSchema([]), {
        ...application,
        workTimeFrom: '06:15',
        workTimeTo: '21:00',
        contractType: 'praktikum',
        workLocation: 'berlin',
        workDays: '',
      }),
    ).toEqual({
      ok: false,
      problems: {
        workTimeFrom: 'choice',
        workTimeTo: 'choice',
        contractType: 'choice',
        workLocation: 'choice',
        workDays: 'days',
      },
    })
    expect(validate(applicationSchema([]), { ...application, workDays: 'Montag, Feiertag' })).toEqual({
      ok: false,
      problems: { workDays: 'choice' },
    })
  })

  it('splits into three steps that together are the whole form', () => {
    expect(APPLICATION_STEPS).toEqual([
      ['name', 'phone', 'email'],
      ['contractType', 'workLocation', 'workTimeFrom', 'workTimeTo'],
      ['workDays'],
    ])
    // The job posting is set by the page („Jetzt bewerben“), not asked in a step.
    expect([...APPLICATION_STEPS.flat(), 'jobPosting']).toEqual(FORM_FIELDS.application)
    expect(validateStep(0, { name: 'Max', phone: '', email: 'max@example.org' })).toEqual({
      ok: false,
      problems: { phone: 'required' },
    })
    expect(validateStep(1, { contractType: 'minijob', workLocation: 'goslar' }).ok).toBe(true)
    expect(validateStep(2, { workDays: '' })).toEqual({ ok: false, problems: { workDays: 'days' } })
  })

  it('reads repeated form fields (the day checkboxes without JavaScript) as one joined text', () => {
    const form = new FormData()
    form.append('name', 'Max')
    form.append('workDays', 'Montag')
    form.append('workDays', 'Mittwoch')
    expect(formFields(form)).toEqual({ name: 'Max', workDays: 'Montag, Mittwoch' })
  })
})
