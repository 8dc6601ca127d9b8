import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { localLake } from '@shared/local-lake'
import { UPLOADED_FILE_HEADERS } from '@shared/uploaded-images'
import { describe, expect, it } from 'vitest'
import { permissionsPolicy, securityHeaderRules } from '@/lib/csp/headers'
import { classifyInlineScripts, runtimeScriptsOf } from '@/lib/csp/inline-scripts'
import { NON_DOCUMENT_POLICY, sitePolicy, studioPolicy } from '@/lib/csp/policy'
import { handleCspReport, MAX_BODY, MAX_KEYS, parseReports, ViolationLog } from '@/lib/csp/report'

const RUNTIME = new Set([
  '$RX=function(b){b()};;$RX("B:0","")',
  'requestAnimationFrame(function(){$RT=performance.now()});',
])
const page = (...scripts: string[]) => `<!DOCTYPE html><html><head></head><body>${scripts.join('')}</body></html>`

describe('inline scripts that may run', () => {
  it('hashes flight data, Turbopack bootstrap, React instructions and the known runtime', () => {
    const html = page(
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
      '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"],"runtimeModuleIds":[1]});</script>',
      '<script>$RX("B:1","")</script>',
      '<script>$RX=function(b){b()};;$RX("B:0","")</script>',
    )
    const { allowed, rejected } = classifyInlineScripts(html, { runtimeScripts: RUNTIME })
    expect(rejected).toEqual([])
    expect(allowed).toHaveLength(5)
  })

  it.each([
    ['an injected script', 'alert(document.cookie)'],
    ['code after flight data', 'self.__next_f.push([1,"x"]);alert(1)'],
    ['flight-shaped code', 'self.__next_f.push(alert(1))'],
    ['a fake React runtime', '$RX=function(){alert(1)}'],
    ['an instruction with code', '$RX("B:1",alert(1))'],
    ['Turbopack-shaped code', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));'],
  ])('does not hash %s', (_, script) => {
    const { allowed, rejected } = classifyInlineScripts(page(`<script>${script}</script>`), { runtimeScripts: RUNTIME })
    expect(allowed).toEqual([])
    expect(rejected).toEqual([script])
  })

  it('skips JSON-LD data blocks, external scripts and scripts with this response’s nonce', () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script nonce="abc">anything()</script>',
      '<script nonce="other">stolen()</script>',
    )
    expect(classifyInlineScripts(html, { runtimeScripts: RUNTIME, nonce: 'abc' })).toEqual({
      allowed: [],
      rejected: ['stolen()'],
      withNonce: 1,
    })
  })

  // Runs after `npm run build:e2e`: every inline script Next.js and React wrote is recognised.
  const appDir = join(process.cwd(), 'web', process.env.NEXT_DIST_DIR || '.next', 'server', 'app')
  it.runIf(existsSync(appDir))('recognises every inline script of every prerendered page', () => {
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (path.endsWith('.html')) files.push(path)
      }
    }
    walk(appDir)
    const documents = files.map((file) => readFileSync(file, 'utf8'))
    const runtimeScripts = runtimeScriptsOf(documents)
    for (const [index, html] of documents.entries()) {
      expect(classifyInlineScripts(html, { runtimeScripts }).rejected, files[index]).toEqual([])
    }
  })
})

describe('policies', () => {
  it('locks the site down: no unsafe-eval, no wildcard, inline only by hash', () => {
    const policy = sitePolicy({ scriptSources: ["'sha256-abc='"] })
    expect(policy).not.toMatch(/unsafe-eval|\*/)
    expect(policy).toContain("script-src 'self' 'sha256-abc=' 'report-sample' https://www.googletagmanager.com/gtag/;")
    expect(policy).toContain("object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'")
    expect(policy).toContain('frame-src https://www.google.com;')
    expect(sitePolicy({ analytics: false })).not.toContain('google-analytics')
  })
  it('lets the Studio reach its project and Sanity, without eval', () => {
    const policy = studioPolicy({ projectId: 'abc123' })
    expect(policy).toContain('https://abc123.api.sanity.io wss://abc123.api.sanity.io')
    expect(policy).not.toMatch(/unsafe-eval|\*/)
  })
  it('on the local Content Lake lets the Studio reach only the lake, at the addresses its launcher set', () => {
    const lake = localLake({
      CONTENT_LAKE: 'local',
      CONTENT_LAKE_ORIGIN: 'http://localhost:4100',
      CONTENT_LAKE_STREAM_PORTS: '4101,4102',
    })
    const policy = studioPolicy({ projectId: 'local', contentApi: lake?.sources })
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''
    expect(directive('connect-src')).toBe(
      "connect-src 'self' http://localhost:4100 http://*.localhost:4100 http://localhost:4101 http://localhost:4102 ws://localhost:4100",
    )
    expect(directive('img-src')).toContain('http://localhost:4100 http://*.localhost:4100')
    expect(policy).not.toContain('sanity.io')
    expect(policy).not.toContain('sanity-cdn.com')
    expect(localLake({ CONTENT_LAKE_ORIGIN: 'http://localhost:4100' })).toBeUndefined()
  })
})

describe('violation reports', () => {
  const reportTo = JSON.stringify([
    {
      type: 'csp-violation',
      age: 3,
      url: 'https://www.example.com/kontakt?name=x',
      user_agent: 'Chrome',
      body: {
        documentURL: 'https://www.example.com/kontakt?name=x',
        effectiveDirective: 'script-src-elem',
        blockedURL: 'inline',
        disposition: 'enforce',
        sample: 'alert(1)',
        sourceFile: 'https://www.example.com/kontakt',
        lineNumber: 1,
        statusCode: 200,
      },
    },
  ])
  const reportUri = JSON.stringify({
    'csp-report': {
      'document-uri': 'https://www.example.com/',
      'violated-directive': 'connect-src',
      'effective-directive': 'connect-src',
      'blocked-uri': 'https://evil.example/steal?c=1',
      disposition: 'enforce',
      'original-policy': "default-src 'self'",
    },
  })
  const post = (body: string, type: string) =>
    new Request('http://localhost/api/csp-report', { method: 'POST', body, headers: { 'content-type': type } })

  it('reads both formats, without query strings', () => {
    expect(parseReports('application/reports+json', reportTo)).toEqual([
      {
        documentPath: '/kontakt',
        directive: 'script-src-elem',
        blocked: 'inline',
        disposition: 'enforce',
        sample: 'alert(1)',
        source: '/kontakt:1',
      },
    ])
    expect(parseReports('application/csp-report', reportUri)[0]).toMatchObject({
      documentPath: '/',
      directive: 'connect-src',
      blocked: 'https://evil.example',
    })
  })

  it('answers 204 to reports, junk and wrong types, and 413 at once to an oversized body', async () => {
    const lines: string[] = []
    const log = new ViolationLog((line) => lines.push(line))
    for (const request of [
      post(reportTo, 'application/reports+json'),
      post(reportUri, 'application/csp-report'),
      post('{not json', 'application/csp-report'),
      post('hello', 'text/plain'),
    ]) {
      expect((await handleCspReport(request, log)).status).toBe(204)
    }
    expect((await handleCspReport(post(`[${'1,'.repeat(MAX_BODY)}1]`, 'application/reports+json'), log)).status).toBe(
      413,
    )
    expect(lines).toHaveLength(2)
  })

  it('logs a repeated violation once per hour and remembers a bounded number', () => {
    let now = 0
    const lines: string[] = []
    const log = new ViolationLog(
      (line) => lines.push(line),
      () => now,
    )
    const violation = {
      documentPath: '/',
      directive: 'img-src',
      blocked: 'https://x.example',
      disposition: 'enforce',
      sample: '',
      source: '',
    }
    for (let i = 0; i < 100; i++) log.record(violation)
    expect(lines).toHaveLength(1)
    now += 60 * 60 * 1000
    log.record(violation)
    expect(lines[1]).toContain('(99 more in the last window)')
    for (let i = 0; i < MAX_KEYS * 3; i++) log.record({ ...violation, documentPath: `/${i}` })
    expect(log.size).toBeLessThanOrEqual(MAX_KEYS)
    expect(lines.length).toBeLessThanOrEqual(MAX_KEYS + 2)
  })
})

describe('the other security headers', () => {
  const rules = securityHeaderRules({
    analytics: true,
    projectId: 'abc123',
    uploadsPolicy: UPLOADED_FILE_HEADERS['content-security-policy'],
  })
  const header = (source: string, key: string) =>
    rules
      .filter((rule) => rule.source === source && !rule.has)
      .flatMap((rule) => rule.headers)
      .findLast((entry) => entry.key === key)?.value

  it('deny every powerful feature on the site, each named once', () => {
    const policy = permissionsPolicy()
    const features = policy.split(', ').map((entry) => entry.split('=')[0])
    expect(new Set(features).size).toBe(features.length)
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(features).toContain(feature)
    expect(policy.split(', ').every((entry) => entry.endsWith('=()'))).toBe(true)
    expect(header('/:path*', 'Permissions-Policy')).toBe(policy)
  })

  it('isolate the window and the resources of the site; the Studio may open its sign-in window', () => {
    expect(header('/:path*', 'Cross-Origin-Opener-Policy')).toBe('same-origin')
    expect(header('/:path*', 'Cross-Origin-Resource-Policy')).toBe('same-origin')
    expect(header('/studio/:path*', 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups')
    expect(header('/studio/:path*', 'Permissions-Policy')).toContain('clipboard-write=(self)')
    expect(header('/studio/:path*', 'Content-Security-Policy')).toContain('https://abc123.api.sanity.io')
  })

  it('give the local Content Lake’s pictures at /images/ and files at /files/ the policy of uploads, after every other rule, in development too', () => {
    const uploads = [
      { key: 'Content-Security-Policy', value: "default-src 'none'; style-src 'unsafe-inline'; sandbox" },
    ]
    expect(rules.slice(-2)).toEqual([
      { source: '/images/:path*', headers: uploads },
      { source: '/files/:path*', headers: uploads },
    ])
    const development = securityHeaderRules({
      analytics: true,
      projectId: 'abc123',
      uploadsPolicy: UPLOADED_FILE_HEADERS['content-security-policy'],
      development: true,
    })
    expect(development.slice(-2)).toEqual(rules.slice(-2))
  })

  it('give an editor in draft mode inline styles, and visitors never', () => {
    const draft = rules.find((rule) => rule.has)
    expect(draft?.has).toEqual([{ type: 'cookie', key: '__prerender_bypass' }])
    expect(draft?.headers[0]?.value).toContain("style-src 'self' 'unsafe-inline'")
    expect(header('/:path*', 'Content-Security-Policy')).toContain("style-src 'self';")
  })

  it('give answers that are never documents the policy that runs nothing, after the draft-mode cookie’s rule (issue 42, L4)', () => {
    const draftRule = rules.findIndex((rule) => rule.has)
    for (const source of ['/sitemap.xml', '/robots.txt', '/icon.svg', '/api/health', '/og-image/:path*']) {
      expect(header(source, 'Content-Security-Policy'), source).toBe(NON_DOCUMENT_POLICY)
      expect(rules.findIndex((rule) => rule.source === source)).toBeGreaterThan(draftRule)
    }
    expect(NON_DOCUMENT_POLICY).not.toContain('unsafe-inline')
  })
})
