import { ROUTES } from '@shared/routes'
import type { FormKind } from '@/lib/forms/form-fields'
import { refererPath } from '@/lib/http/redirect-path'

/**
 * The answer to a form post without JavaScript when it cannot be accepted: a small page
 * written here (not a route), so the static form pages stay static. It names the problem,
 * lists the fields to correct and links back to the form.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Visitors' input and editors' texts stay text in this hand-written HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character)
}

const FORM_PAGE: Record<FormKind, string> = { inquiry: ROUTES.contact, application: ROUTES.applicationForm }

export function problemPage({
  request,
  kind,
  status,
  heading,
  items = [],
  backLabel,
  headers = {},
}: {
  request: Request
  kind: FormKind
  status: number
  heading: string
  /** One line per field to correct. */
  items?: string[]
  backLabel: string
  headers?: Record<string, string>
}): Response {
  // The page the form was sent from (this site only), else the form's own page.
  const back = refererPath(request) ?? FORM_PAGE[kind]
  const list = items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title>
<style>body{font:1.0625rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1.25rem;color:#10242b}
h1{font-size:1.5rem;line-height:1.3}a{color:#0b4f5c;font-weight:600}li{margin:.25rem 0}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1>${list}
<p><a href="${escapeHtml(back)}">${escapeHtml(backLabel)}</a></p></main></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })
}
