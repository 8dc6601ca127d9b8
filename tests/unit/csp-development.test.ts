import { describe, expect, it } from 'vitest'
import { securityHeaderRules } from '@/lib/csp/headers'
import { NON_DOCUMENT_POLICY } from '@/lib/csp/policy'

/**
 * `next dev` reads the same headers() as the production build (next.config.ts). Its overlay and
 * React's development build evaluate code (`eval`), its dev tools add <style> elements, and Fast
 * Refresh talks over a WebSocket to the dev server: the development policy allows exactly these,
 * the production policy none of them.
 */

type Rules = ReturnType<typeof securityHeaderRules>

/**
 * The policies of pages (the site, draft mode, the Studio); uploaded files and answers that are never
 * documents have their own (csp.test.ts).
 */
function policies(rules: Rules): string[] {
  return rules
    .filter((rule) => !rule.source.startsWith('/images/') && !rule.source.startsWith('/files/'))
    .flatMap((rule) => rule.headers)
    .flatMap((header) =>
      header.key === 'Content-Security-Policy' && header.value !== NON_DOCUMENT_POLICY ? [header.value] : [],
    )
}

function directive(policy: string, name: string): string[] {
  const entry = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
  return entry ? entry.slice(1) : []
}

const OPTIONS = { analytics: true, projectId: 'abc123', uploadsPolicy: "default-src 'none'; sandbox" }

describe('the Content-Security-Policy of next.config.ts headers()', () => {
  it('production (default): no eval, no inline <style> for visitors, no WebSocket', () => {
    const rules = securityHeaderRules(OPTIONS)
    expect(securityHeaderRules({ ...OPTIONS, development: false })).toEqual(rules)
    const all = policies(rules)
    expect(all.length).toBeGreaterThanOrEqual(3)
    for (const policy of all) {
      expect(policy).not.toContain("'unsafe-eval'")
      expect(policy).not.toMatch(/ws:/)
    }
    const site = rules.find((rule) => rule.source === '/:path*' && !rule.has)
    const sitePolicy = policies(site ? [site] : [])[0] ?? ''
    expect(directive(sitePolicy, 'style-src')).toEqual(["'self'"])
  })

  it('development: eval, inline styles and the dev server WebSocket on every policy (site, draft mode, Studio)', () => {
    const all = policies(securityHeaderRules({ ...OPTIONS, development: true }))
    expect(all.length).toBeGreaterThanOrEqual(3)
    for (const policy of all) {
      expect(directive(policy, 'script-src')).toContain("'unsafe-eval'")
      expect(directive(policy, 'style-src')).toContain("'unsafe-inline'")
      const connect = directive(policy, 'connect-src')
      expect(connect).toContain("'self'")
      expect(connect).toEqual(expect.arrayContaining(['ws://localhost:*', 'ws://127.0.0.1:*']))
      // Everything else stays as strict as in production.
      expect(directive(policy, 'object-src')).toEqual(["'none'"])
      expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
      expect(policy).not.toMatch(/(^|\s)\*(\s|;|$)/)
    }
  })

  it('development changes only those three directives', () => {
    const production = policies(securityHeaderRules(OPTIONS))
    const development = policies(securityHeaderRules({ ...OPTIONS, development: true }))
    expect(development).toHaveLength(production.length)
    production.forEach((policy, index) => {
      const names = policy.split(';').map((part) => part.trim().split(/\s+/)[0])
      const changed = names.filter(
        (name) =>
          directive(policy, String(name)).join(' ') !== directive(development[index] ?? '', String(name)).join(' '),
      )
      expect(changed.every((name) => ['script-src', 'style-src', 'connect-src'].includes(String(name)))).toBe(true)
      expect(development[index]?.split(';').map((part) => part.trim().split(/\s+/)[0])).toEqual(names)
    })
  })
})
