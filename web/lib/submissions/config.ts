import { settings } from '@/hosting/runtime.ts'
import type { StoreConfig } from '@/hosting/submission-settings.ts'
import { SanitySubmissionStore } from './sanity-store'
import { SqliteSubmissionStore } from './sqlite-store'
import { StoreUnavailableError, type SubmissionStore } from './store'

/** The store a configuration names (web/hosting/submission-settings.ts: where submissions go). */
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

/** The store of this process, opened on first use (and again when the runtime's configuration changed: tests). */
export function submissionStore(): SubmissionStore {
  const config = settings().submissions.store
  const key = JSON.stringify(config)
  if (opened?.key !== key) {
    const store = openStore(config)
    void opened?.store.close()
    opened = { key, store }
  }
  return opened.store
}
