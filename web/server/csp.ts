/**
 * A hash-based Content-Security-Policy for every HTML document, so pages stay prerendered (no nonce
 * in their HTML, no dynamic rendering): docs/security.md.
 *
 * The inline scripts Next.js and React wrote (recognised by shape, web/lib/csp/inline-scripts.ts) are
 * hashed and the document goes out with the policy for exactly that body (web/lib/csp/policy.ts). A
 * prerendered page is hashed once per ETag, then remembered. Every request also carries a fresh
 * nonce in the *request* header `content-security-policy`: Next puts it on its scripts when it
 * renders dynamically (draft mode, a page's first render after a publish), so those need no hash.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { DRAFT_MODE_COOKIE } from '../hosting/next-internals.ts'
import { classifyInlineScripts } from '../lib/csp/inline-scripts.ts'
import { sitePolicy, studioPolicy } from '../lib/csp/policy.ts'
import type { BuildFacts } from './boot.ts'

/** Hash sources remembered per page version (path + ETag) at most. */
const REMEMBER_MAX = 1000

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const isStudio = (path: string) => path === '/studio' || path.startsWith('/studio/')

/** The value of the cookie `name` in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return undefined
}

type CspOptions = {
  reportOnly: boolean
  projectId: string
  /** The Studio's content API in place of Sanity's hosts (the local Content Lake's sources). */
  contentApi?: readonly string[]
}

export class CspPolicies {
  readonly header: string
  private readonly remembered = new Map<string, string[]>()
  private readonly facts: BuildFacts
  private readonly options: CspOptions

  constructor(facts: BuildFacts, options: CspOptions) {
    this.facts = facts
    this.options = options
    this.header = options.reportOnly ? 'content-security-policy-report-only' : 'content-security-policy'
  }

  /** Gives Next the request's nonce (it reads it while rendering); returns it. */
  issueNonce(req: IncomingMessage): string {
    const nonce = randomBytes(16).toString('base64')
    req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
    return nonce
  }

  /**
   * An editor's preview: only the build's own draft-mode cookie counts. Any other cookie of that
   * name (a visitor can set one) changes nothing.
   */
  isDraftMode(req: IncomingMessage): boolean {
    const id = this.facts.previewModeId
    return id !== null && cookieValue(req.headers.cookie, DRAFT_MODE_COOKIE) === id
  }

  /** The policy for one HTML body. */
  policyFor(req: IncomingMessage, path: string, text: () => string, nonce: string, etag: string | undefined): string {
    const sources = this.scriptSources(path, text, nonce, etag)
    return isStudio(path)
      ? studioPolicy({ projectId: this.options.projectId, scriptSources: sources, contentApi: this.options.contentApi })
      : sitePolicy({ scriptSources: sources, analytics: this.facts.analytics, draftMode: this.isDraftMode(req) })
  }

  private scriptSources(path: string, text: () => string, nonce: string, etag: string | undefined): string[] {
    const key = etag ? `${path} ${etag}` : undefined
    const known = key && this.remembered.get(key)
    if (known) return known
    const { allowed, rejected, withNonce } = classifyInlineScripts(text(), {
      runtimeScripts: this.facts.runtimeScripts,
      nonce,
    })
    if (rejected.length) {
      console.warn(
        `csp: ${path}: ${rejected.length} inline script(s) not allowed, e.g. ${JSON.stringify(rejected[0]?.slice(0, 80))}`,
      )
    }
    const sources = [...(withNonce ? [`'nonce-${nonce}'`] : []), ...allowed.map(sha256)]
    // A dynamic render (nonce) is never remembered.
    if (key && !withNonce) {
      if (this.remembered.size >= REMEMBER_MAX) this.remembered.delete(this.remembered.keys().next().value as string)
      this.remembered.set(key, sources)
    }
    return sources
  }
}
