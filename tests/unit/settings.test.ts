import { describe, expect, it } from 'vitest'
import { checkSettings } from '@/hosting/settings.ts'

/** Every setting of the site, checked once at start (web/hosting/settings.ts, web/instrumentation-node.ts). */
describe('the settings check', () => {
  it('passes the embedded default (no variables) with a warning for the missing SITE_URL', () => {
    const { settings, problems, warnings } = checkSettings({})
    expect(problems).toEqual([])
    expect(settings?.content.kind).toBe('local')
    expect(settings?.submissions.store.kind).toBe('sqlite')
    expect(warnings).toEqual([expect.stringContaining('SITE_URL')])
  })

  it('names each variable that cannot work, all at once', () => {
    const { settings, problems } = checkSettings({
      PORT: 'achtzig',
      SANITY_PROJECT_ID: 'Kein Projekt',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SUBMISSIONS_RATE_LIMIT: '-1',
    })
    expect(settings).toBeNull()
    expect(problems).toEqual([
      expect.stringContaining('PORT must be a whole number'),
      expect.stringContaining('SANITY_PROJECT_ID'),
      expect.stringContaining('SUBMISSIONS_RATE_LIMIT'),
      expect.stringContaining('MAIL_FROM'),
    ])
  })

  it('warns when hosted content has no webhook secret, and when submissions have nowhere to go', () => {
    const { problems, warnings } = checkSettings({
      SITE_URL: 'https://www.example.de',
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      VERCEL: '1',
    })
    expect(problems).toEqual([])
    expect(warnings).toEqual([
      expect.stringContaining('Submissions are refused'),
      expect.stringContaining('SANITY_REVALIDATE_SECRET'),
    ])
  })
})
