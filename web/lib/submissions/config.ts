import { submissionsDirOf } from '@/hosting/settings.ts'
import { SanitySubmissionStore } from './sanity-store'
import { SqliteSubmissionStore } from './sqlite-store'
import { StoreUnavailableError, type SubmissionStore } from './store'

type Environment = Record<string, string | undefined>

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

export function resolveStoreConfig(env: Environment = process.env): StoreConfig {
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
  // The one place SUBMISSIONS_DIR is resolved (web/hosting/settings.ts): the server, the deployment
  // check and the store agree on the folder.
  return { kind: 'sqlite', directory: submissionsDirOf(env) }
}

export function openStore(config: StoreConfig): SubmissionStore {
  switch (config.kind) {
    case 'sqlite':
      return new SqliteSubmissionStore(config.directory)
    case 'sanity':
      return new SanitySubmissionStore(config)
    case 'unavailable':
      throw new StoreUnavailableError(config.reason)
  }
}

let opened: { key: string; store: SubmissionStore } | undefined

/** The store of this process, opened on first use (and again when the configuration changed). */
export function submissionStore(env: Environment = process.env): SubmissionStore {
  const config = resolveStoreConfig(env)
  const key = JSON.stringify(config)
  if (opened?.key !== key) {
    const store = openStore(config)
    void opened?.store.close()
    opened = { key, store }
  }
  return opened.store
}
