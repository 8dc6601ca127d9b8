/**
 * Which inline scripts of an HTML response Next.js and React wrote, as CSP hash sources.
 * No imports (see policy.ts); `sha256` is passed in (node:crypto or WebCrypto).
 *
 * Hashed, because they are data or the framework's own constant code:
 *  - flight data `self.__next_f.push(<JSON>)` and `(self.__next_f=self.__next_f||[]).push(<JSON>)`
 *    whose argument parses as JSON;
 *  - Turbopack's bootstrap `(globalThis["TURBOPACK"] || (…)).push(<JSON>);`;
 *  - React's streaming instructions `$RX("B:1","")` (string arguments only);
 *  - exact texts in `runtimeScripts` (React's `$RX=function…`, `$RT` timer, Next's resume fetch):
 *    constants of the installed React/Next, taken from the build's prerendered pages.
 * Not hashed: anything else (an injected script stays blocked and is reported), scripts carrying
 * the response's nonce (dynamic renders), and data blocks (`application/ld+json`), to which
 * script-src does not apply.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const FLIGHT = /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*)\)$/
const TURBOPACK = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/
const REACT_CALL = /^(?:\$R[A-Z]{1,2}\("(?:[^"\\]|\\.)*"(?:,"(?:[^"\\]|\\.)*")*\);?)+$/
/** Where React's and Next's constant inline code starts (never editor content). */
export const RUNTIME_SCRIPT =
  /^(?:requestAnimationFrame\(function\(\)\{\$RT=|\$R[A-Z]{1,2}=function|\$RB=\[\]|__NEXT_CLIENT_RESUME=fetch\()/
const JS_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i

function isJson(text: string | undefined): boolean {
  if (text === undefined) return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

export type InlineScript = { attributes: string; text: string }

/** The inline, executable scripts of a document (no `src`, a JavaScript type). */
export function inlineScripts(html: string): InlineScript[] {
  const found: InlineScript[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (JS_TYPE.test(type)) found.push({ attributes, text })
  }
  return found
}

export function isFrameworkData(text: string): boolean {
  return isJson(FLIGHT.exec(text)?.[1]) || isJson(TURBOPACK.exec(text)?.[1]) || REACT_CALL.test(text)
}

export type Classified = { allowed: string[]; rejected: string[]; withNonce: number }

export function classifyInlineScripts(
  html: string,
  { runtimeScripts, nonce }: { runtimeScripts: ReadonlySet<string>; nonce?: string },
): Classified {
  const allowed = new Set<string>()
  const rejected: string[] = []
  let withNonce = 0
  for (const { attributes, text } of inlineScripts(html)) {
    if (nonce && attributes.includes(`nonce="${nonce}"`)) withNonce++
    else if (isFrameworkData(text) || runtimeScripts.has(text)) allowed.add(text)
    else rejected.push(text)
  }
  return { allowed: [...allowed], rejected, withNonce }
}

/** React's and Next's constant runtime scripts found in prerendered pages (the build's .html files). */
export function runtimeScriptsOf(documents: Iterable<string>): Set<string> {
  const found = new Set<string>()
  for (const html of documents) {
    for (const { text } of inlineScripts(html)) if (!isFrameworkData(text) && RUNTIME_SCRIPT.test(text)) found.add(text)
  }
  return found
}
