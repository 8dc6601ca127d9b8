/**
 * Signs and sends a publishing webhook delivery for one document, like Sanity does.
 *
 *   npm run webhook:send -- <documentId> [--url <endpoint>] [--type <type> --slug <slug>]
 *
 * The document's type and slug are read from the content source the site uses (the
 * bundled dataset, or the Content Lake when SANITY_PROJECT_ID is set). For a deleted
 * document, pass --type (and --slug) yourself. The secret is SANITY_REVALIDATE_SECRET;
 * the endpoint defaults to WEBHOOK_URL or http://localhost:3000/api/revalidate.
 */
import { parseArgs } from 'node:util'
import { runQuery } from '@/lib/sanity/fetch'
import { DOCUMENT_CHANGE_QUERY } from '@/lib/sanity/queries'
import { sendDelivery } from './lib/webhook-delivery'

const USAGE = 'Usage: npm run webhook:send -- <documentId> [--url <endpoint>] [--type <type>] [--slug <slug>]'

function fail(message: string): never {
  console.error(`webhook:send: ${message}`)
  process.exit(2)
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, type: { type: 'string' }, slug: { type: 'string' } },
})
const [id] = positionals
if (!id || positionals.length > 1) fail(USAGE)
const secret = process.env.SANITY_REVALIDATE_SECRET?.trim()
if (!secret) fail('SANITY_REVALIDATE_SECRET is not set; use the same secret as the site.')
const url = values.url ?? process.env.WEBHOOK_URL ?? 'http://localhost:3000/api/revalidate'

const found = await runQuery({ query: DOCUMENT_CHANGE_QUERY, params: { id } }).catch((error: Error) =>
  fail(error.message),
)
const change = found
  ? { _id: found._id, _type: values.type ?? found._type, slug: values.slug ?? found.slug ?? null }
  : values.type
    ? { _id: id, _type: values.type, slug: values.slug ?? null }
    : fail(`No document "${id}" in the content source. For a deleted document pass --type (and --slug).`)

const result = await sendDelivery({ url, change, secret }).catch((error: Error) =>
  fail(`Could not reach ${url}: ${error.message}. Is the site running?`),
)
console.log(`${result.status} ${url}`)
console.log(JSON.stringify(result.body, null, 2))
if (result.status < 200 || result.status >= 300) process.exit(1)
