import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SanitySubmissionStore } from '@/lib/submissions/sanity-store'
import { SqliteSubmissionStore } from '@/lib/submissions/sqlite-store'

let directory: string

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'dedupe-'))
})
afterEach(() => {
  rmSync(directory, { recursive: true, force: true })
})

const post = (name: string, key: string, windowMs: number | null) => ({
  kind: 'inquiry' as const,
  fields: { name },
  mailStatus: 'off' as const,
  dedupe: { key, windowMs },
  confirmationTo: null,
})

describe('a repeated submission is stored once (SQLite)', () => {
  it('a repeat of a token is answered with the first submission, also much later', async () => {
    const store = new SqliteSubmissionStore(directory)
    const first = await store.save(post('A', 'token:inquiry:1', null))
    const repeats = await Promise.all(Array.from({ length: 5 }, () => store.save(post('A', 'token:inquiry:1', null))))
    expect(first.duplicate).toBe(false)
    expect(repeats.map((repeat) => [repeat.id, repeat.duplicate])).toEqual(repeats.map(() => [first.id, true]))
    expect(await store.list()).toHaveLength(1)
    await store.close()
  })

  it('a fingerprint counts only within its window', async () => {
    const store = new SqliteSubmissionStore(directory)
    await store.save(post('A', 'fingerprint:x', 5 * 60_000))
    expect((await store.save(post('A', 'fingerprint:x', 5 * 60_000))).duplicate).toBe(true)
    // Zero window: the earlier post is outside it, so this one is new.
    expect((await store.save(post('A', 'fingerprint:x', 0))).duplicate).toBe(false)
    expect((await store.save(post('B', 'fingerprint:y', 5 * 60_000))).duplicate).toBe(false)
    expect(await store.list()).toHaveLength(3)
    await store.close()
  })

  it('two connections to one file (two instances) saving the same token store one row', async () => {
    const [a, b] = [new SqliteSubmissionStore(directory), new SqliteSubmissionStore(directory)]
    const saved = await Promise.all([
      a.save(post('A', 'token:inquiry:2', null)),
      b.save(post('A', 'token:inquiry:2', null)),
    ])
    expect(saved.filter((submission) => !submission.duplicate)).toHaveLength(1)
    expect(await a.list()).toHaveLength(1)
    await Promise.all([a.close(), b.close()])
  })
})

describe('a repeated submission is stored once (a private dataset, over real HTTP)', () => {
  let lake: ContentLakeStandIn
  let store: SanitySubmissionStore
  beforeEach(async () => {
    lake = await startContentLake({ documents: [], projectId: 'abc123', dataset: 'submissions', token: 'write-token' })
    store = new SanitySubmissionStore({
      projectId: 'abc123',
      dataset: 'submissions',
      token: 'write-token',
      apiHost: lake.url,
    })
  })
  afterEach(async () => {
    await lake.close()
  })

  it('a repeat of a token, one after the other or at once, returns the first document', async () => {
    const first = await store.save(post('A', 'token:inquiry:1', null))
    const again = await store.save(post('A', 'token:inquiry:1', null))
    const atOnce = await Promise.all([
      store.save(post('B', 'token:inquiry:2', null)),
      store.save(post('B', 'token:inquiry:2', null)),
    ])
    expect(again).toMatchObject({ id: first.id, duplicate: true })
    expect(atOnce.filter((saved) => saved.duplicate)).toHaveLength(1)
    expect(atOnce[0]?.id).toBe(atOnce[1]?.id)
    expect(lake.documents).toHaveLength(2)
  })

  it('a fingerprint counts only within its window', async () => {
    await store.save(post('A', 'fingerprint:x', 5 * 60_000))
    expect((await store.save(post('A', 'fingerprint:x', 5 * 60_000))).duplicate).toBe(true)
    expect((await store.save(post('C', 'fingerprint:z', 5 * 60_000))).duplicate).toBe(false)
    expect(lake.documents).toHaveLength(2)
  })
})
