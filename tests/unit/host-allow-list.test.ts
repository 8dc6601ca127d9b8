import { describe, expect, it } from 'vitest'
import { acceptsHost } from '@/server/guards.ts'

/**
 * Issue 42, I3: the server had no Host allow-list. It answers SITE_URL's name (any port: Caddy passes
 * the visitor's Host; a test's Caddy listens elsewhere than 443) and, only from a peer on this
 * machine, its loopback names; npm run test:deploy checks the 421 on a running instance.
 */
describe('the Host allow-list', () => {
  it('accepts the site’s name from anywhere, with or without a port, in any case', () => {
    for (const host of [
      'www.example.de',
      'WWW.Example.DE',
      'www.example.de:443',
      'www.example.de:3174',
      'www.example.de.',
    ])
      expect(acceptsHost(host, '203.0.113.9', 'www.example.de'), host).toBe(true)
  })

  it('accepts localhost, 127.0.0.1 and [::1] only from this machine', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3100', '[::1]:3000', 'localhost']) {
      expect(acceptsHost(host, '127.0.0.1', 'www.example.de'), host).toBe(true)
      expect(acceptsHost(host, '::ffff:127.0.0.1', 'www.example.de'), host).toBe(true)
      expect(acceptsHost(host, '::1', 'www.example.de'), host).toBe(true)
      expect(acceptsHost(host, '203.0.113.9', 'www.example.de'), host).toBe(false)
    }
  })

  it('refuses any other name, a look-alike, and a request without Host', () => {
    for (const host of ['evil.example', 'www.example.de.evil.example', 'example.de', 'www.example.dex', '', undefined])
      expect(acceptsHost(host, '127.0.0.1', 'www.example.de'), String(host)).toBe(false)
  })
})
