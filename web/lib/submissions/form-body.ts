import { MIMEType } from 'node:util'

/**
 * The one reader of a form post's body, for urlencoded and multipart alike: it counts the fields
 * while it parses them, so the count the field limit judges is the count of what is parsed.
 * (A separate count once read `boundary=` differently from undici's parser:
 * `multipart/form-data; x="; boundary=A"; boundary=B` counted 0 parts while undici parsed 1,200.
 * docs/security.md, fourth review, L1.)
 */

export type FormBody =
  | { kind: 'fields'; entries: [string, string][] }
  | { kind: 'too-many'; count: number }
  | { kind: 'file' }
  | { kind: 'unreadable'; reason: string }

const AMPERSAND = 0x26
const CRLF = Buffer.from('\r\n')
const HEADERS_END = Buffer.from('\r\n\r\n')
const DASH_DASH = Buffer.from('--')

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

/**
 * The fields of `body`, posted with `contentType` (urlencoded or multipart/form-data), or why not.
 * Stops at `maxFields` + 1 fields, before the rest is decoded.
 */
export function readFormBody(body: Uint8Array, contentType: string, maxFields: number): FormBody {
  let mime: MIMEType
  try {
    // WHATWG's MIME type parser, the one the Fetch standard (and so undici) reads parameters with.
    mime = new MIMEType(contentType)
  } catch {
    return { kind: 'unreadable', reason: 'The Content-Type header is not a valid MIME type.' }
  }
  if (mime.essence === 'multipart/form-data') {
    const boundary = mime.params.get('boundary')
    if (!boundary) return { kind: 'unreadable', reason: 'multipart/form-data without a boundary.' }
    return readMultipart(Buffer.from(body.buffer, body.byteOffset, body.byteLength), boundary, maxFields)
  }
  let count = 1
  for (const byte of body) if (byte === AMPERSAND) count++
  if (count > maxFields) return { kind: 'too-many', count }
  return { kind: 'fields', entries: [...new URLSearchParams(text(body))] }
}

/**
 * RFC 7578 as browsers write it: parts between `--boundary` lines, each with a Content-Disposition
 * of `form-data` naming the field (HTML escapes `"`, CR and LF in names as %22, %0D, %0A). A part with
 * a `filename` is a file, which no form of this site sends.
 */
function readMultipart(body: Buffer, boundary: string, maxFields: number): FormBody {
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  // The first delimiter may open the body without a line break before it.
  const bytes = Buffer.concat([CRLF, body])
  let at = bytes.indexOf(delimiter)
  if (at === -1) return { kind: 'unreadable', reason: 'The multipart body has no boundary line.' }
  const parts: Buffer[] = []
  for (;;) {
    let lineEnd = at + delimiter.length
    if (bytes.subarray(lineEnd, lineEnd + 2).equals(DASH_DASH)) break
    // Transport padding (spaces, tabs) may follow a boundary before its line break.
    while (bytes[lineEnd] === 0x20 || bytes[lineEnd] === 0x09) lineEnd++
    if (!bytes.subarray(lineEnd, lineEnd + 2).equals(CRLF))
      return { kind: 'unreadable', reason: 'A multipart boundary line is malformed.' }
    const next = bytes.indexOf(delimiter, lineEnd + 2)
    if (next === -1) return { kind: 'unreadable', reason: 'The multipart body has no closing boundary.' }
    parts.push(bytes.subarray(lineEnd + 2, next))
    if (parts.length > maxFields) return { kind: 'too-many', count: parts.length }
    at = next
  }
  const entries: [string, string][] = []
  for (const part of parts) {
    const headersEnd = part.indexOf(HEADERS_END)
    // A part without headers has an empty header block: its content starts after one CRLF.
    const [head, content] =
      headersEnd === -1 ? [null, null] : [text(part.subarray(0, headersEnd)), part.subarray(headersEnd + 4)]
    if (head === null || content === null) return { kind: 'unreadable', reason: 'A multipart part has no headers.' }
    const disposition = head
      .split('\r\n')
      .find((line) => /^content-disposition\s*:/i.test(line))
      ?.replace(/^content-disposition\s*:/i, '')
    const parameters = disposition ? dispositionParameters(disposition) : null
    if (parameters?.type !== 'form-data' || parameters.name === undefined)
      return { kind: 'unreadable', reason: 'A multipart part is not a form-data field with a name.' }
    if (parameters.filename !== undefined) return { kind: 'file' }
    entries.push([parameters.name, text(content)])
  }
  return { kind: 'fields', entries }
}

/** `form-data; name="a"; filename="b"` → its type and parameters (names as HTML escapes them). */
function dispositionParameters(value: string): { type: string; name?: string; filename?: string } | null {
  const [type = '', ...rest] = value.split(';')
  const result: { type: string; name?: string; filename?: string } = { type: type.trim().toLowerCase() }
  const pattern = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=\s*(?:"([^"]*)"|([^\s";]*))\s*$/
  // Split on `;` outside quotes.
  for (const parameter of rest.join(';').match(/(?:[^;"]|"[^"]*")+/g) ?? []) {
    const match = pattern.exec(parameter)
    if (!match) return null
    const name = match[1]?.toLowerCase()
    const raw = match[2] ?? match[3] ?? ''
    const decoded = raw.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n')
    if (name === 'name' || name === 'filename') result[name] = decoded
  }
  return result
}
