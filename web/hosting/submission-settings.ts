/**
 * Where submissions go, whether mail goes out, how the forms are limited: the parsers of the forms'
 * variables, three of those the settings are made of (settings.ts). The code that uses them lives in
 * web/lib/submissions/. Loaded natively by Node, like all of web/hosting/.
 */
import path from 'node:path'
import type { AddressSource } from '../lib/submissions/client-address.ts'
import type { Environment } from './environment.ts'

/**
 * Where submissions go. With SANITY_API_WRITE_TOKEN: documents in a private dataset of the
 * hosted project. Else an SQLite file in SUBMISSIONS_DIR, unless the host's disk is
 * ephemeral (serverless), where the only honest answer is to refuse submissions.
 */
export type StoreConfig =
  | { kind: 'sqlite'; directory: string }
  | { kind: 'sanity'; projectId: string; dataset: string; token: string; apiHost: string | undefined }
  | { kind: 'unavailable'; reason: string }

/** Hosts whose file system does not outlive a request (an SQLite file there would lose submissions). */
const EPHEMERAL_HOSTS: Record<string, string> = {
  VERCEL: 'Vercel',
  AWS_LAMBDA_FUNCTION_NAME: 'AWS Lambda',
  NETLIFY: 'Netlify',
}

export function resolveStoreConfig(env: Environment, cwd = process.cwd()): StoreConfig {
  const token = env.SANITY_API_WRITE_TOKEN?.trim()
  if (token) {
    const projectId = env.SANITY_PROJECT_ID?.trim()
    const dataset = env.SANITY_SUBMISSIONS_DATASET?.trim()
    if (!projectId)
      return { kind: 'unavailable', reason: 'SANITY_API_WRITE_TOKEN is set but SANITY_PROJECT_ID is not.' }
    if (!dataset)
      return {
        kind: 'unavailable',
        reason: 'SANITY_API_WRITE_TOKEN is set but SANITY_SUBMISSIONS_DATASET (a private dataset) is not.',
      }
    if (dataset === (env.SANITY_DATASET?.trim() || 'production'))
      return {
        kind: 'unavailable',
        reason: `SANITY_SUBMISSIONS_DATASET "${dataset}" is the public content dataset; submissions need a private dataset of their own.`,
      }
    return { kind: 'sanity', projectId, dataset, token, apiHost: env.SANITY_API_HOST?.trim() || undefined }
  }
  const host = Object.keys(EPHEMERAL_HOSTS).find((name) => env[name])
  if (host)
    return {
      kind: 'unavailable',
      reason: `No durable storage for submissions: the disk of ${EPHEMERAL_HOSTS[host]} does not keep files. Set SANITY_API_WRITE_TOKEN and SANITY_SUBMISSIONS_DATASET (README, "Forms").`,
    }
  return { kind: 'sqlite', directory: path.resolve(cwd, env.SUBMISSIONS_DIR?.trim() || '.data') }
}

/**
 * The office's notification mail and the visitor's confirmation. Off without SMTP_URL (submissions
 * are still stored and shown in the export or the Studio's inbox). The confirmation repeats nothing
 * the visitor typed and goes at most once an hour to an address, so the form cannot be used to send
 * anyone a text of one's choosing from the company's address.
 */
export type MailConfig =
  | { kind: 'off' }
  | { kind: 'smtp'; url: string; from: string; to: string | null }
  | { kind: 'invalid'; reason: string }

export function resolveMailConfig(env: Environment): MailConfig {
  const url = env.SMTP_URL?.trim()
  if (!url) return { kind: 'off' }
  if (!/^smtps?:\/\//.test(url))
    return {
      kind: 'invalid',
      reason: 'SMTP_URL must start with smtp:// or smtps:// (e.g. smtps://user:pass@host:465).',
    }
  const from = env.MAIL_FROM?.trim()
  if (!from) return { kind: 'invalid', reason: 'MAIL_FROM is required when SMTP_URL is set.' }
  return { kind: 'smtp', url, from, to: env.MAIL_TO?.trim() || null }
}

const DEFAULT_RATE_LIMIT = 5

export type RateLimitConfig = AddressSource & {
  /** Stored submissions per visitor and window; 0 turns every limit off. */
  limit: number
}

function wholeNumber(name: string, value: string | undefined, fallback: number, minimum: number): number {
  const configured = value?.trim()
  const number = configured ? Number(configured) : fallback
  if (!Number.isInteger(number) || number < minimum)
    throw new Error(`${name} "${configured}" must be a whole number ≥ ${minimum}.`)
  return number
}

/**
 * SUBMISSIONS_RATE_LIMIT submissions per visitor and 10 minutes (0 turns the limit off). The visitor's
 * address comes only from the header a trusted proxy sets (SUBMISSIONS_CLIENT_IP_HEADER; on Vercel
 * x-real-ip); of a list such as X-Forwarded-For, the entry SUBMISSIONS_TRUSTED_PROXIES places from the
 * right (default 1: what the nearest proxy saw), never the first entry, which the client writes itself.
 * Without the setting, the socket's peer; behind a proxy on this machine, its X-Forwarded-For
 * (web/lib/submissions/client-address.ts).
 */
export function resolveRateLimit(env: Environment): RateLimitConfig {
  return {
    limit: wholeNumber('SUBMISSIONS_RATE_LIMIT', env.SUBMISSIONS_RATE_LIMIT, DEFAULT_RATE_LIMIT, 0),
    header: env.SUBMISSIONS_CLIENT_IP_HEADER?.trim().toLowerCase() || (env.VERCEL ? 'x-real-ip' : null),
    trustedProxies: wholeNumber('SUBMISSIONS_TRUSTED_PROXIES', env.SUBMISSIONS_TRUSTED_PROXIES, 1, 1),
  }
}

/**
 * SUBMISSIONS_OUTBOX_TIME_SCALE (tests only, 0 < scale ≤ 1, default 1) multiplies the outbox's interval,
 * lease and backoff (web/lib/submissions/outbox.ts), so `npm run test:reliability` lives through retries
 * and `failed` in seconds, not hours.
 */
export function outboxTimeScale(env: Environment): number {
  const configured = env.SUBMISSIONS_OUTBOX_TIME_SCALE?.trim()
  const scale = Number(configured)
  return configured && scale > 0 && scale <= 1 ? scale : 1
}
