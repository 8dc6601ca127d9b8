import { type ContentLakeStandIn, startContentLake } from '@tests/support/content-lake-server'
import { bundledDocuments, LOCAL_SOURCE } from '@tests/support/dataset'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContentSource } from '@/hosting/content-settings.ts'
import { getHostedClient } from '@/lib/sanity/client'
import { ContentFetchError, runQuery } from '@/lib/sanity/fetch'
import { FIXED_PAGE_QUERY, MENUS_QUERY, SERVICE_QUERY, SETTINGS_QUERY } from '@/lib/sanity/queries'

const PROJECT_ID = 'test-project'
const DATASET = 'production'
const TOKEN = 'sk-test-read-token'

let lake: ContentLakeStandIn
let hosted: Extract<ContentSource, { kind: 'hosted' }>

beforeAll(async () => {
  lake = await startContentLake({
    documents: bundledDocuments(),
    projectId: PROJECT_ID,
    dataset: DATASET,
    token: TOKEN,
  })
  hosted = { kind: 'hosted', projectId: PROJECT_ID, dataset: DATASET, token: TOKEN, apiHost: lake.url }
})

afterAll(async () => {
  await lake.close()
})

describe('the hosted Content Lake backend (real @sanity/client over HTTP)', () => {
  it.each([
    ['SETTINGS_QUERY', SETTINGS_QUERY, {}],
    ['MENUS_QUERY', MENUS_QUERY, {}],
    ['FIXED_PAGE_QUERY', FIXED_PAGE_QUERY, { id: 'homePage' }],
    ['SERVICE_QUERY', SERVICE_QUERY, { slug: 'winterdienst' }],
  ] as const)('returns for %s exactly what the bundled backend returns', async (_name, query, params) => {
    const before = lake.requests.length
    const remote = await runQuery({ query, params, source: hosted })
    const local = await runQuery({ query, params, source: LOCAL_SOURCE })
    expect(remote).toEqual(local)
    expect(remote).not.toBeNull()
    expect(lake.requests.length).toBe(before + 1)
    const request = lake.requests.at(-1)
    expect(request?.path).toMatch(new RegExp(`^/v\\d{4}-\\d{2}-\\d{2}/data/query/${DATASET}$`))
    expect(request?.query).toBe(query)
    expect(request?.params).toEqual(params)
    expect(request?.authorization).toBe(`Bearer ${TOKEN}`)
  })

  it('fails with a message naming the variables when the dataset does not exist', async () => {
    const promise = runQuery({ query: SETTINGS_QUERY, source: { ...hosted, dataset: 'staging' } })
    await expect(promise).rejects.toBeInstanceOf(ContentFetchError)
    await expect(promise).rejects.toThrow(/SANITY_PROJECT_ID.*SANITY_DATASET.*not found/s)
  })

  it('fails clearly when the token is missing for a private dataset', async () => {
    await expect(runQuery({ query: SETTINGS_QUERY, source: { ...hosted, token: undefined } })).rejects.toThrow(
      /SANITY_API_READ_TOKEN/,
    )
  })

  it('fails clearly when the host cannot be reached', async () => {
    const unreachable = { ...hosted, apiHost: 'http://127.0.0.1:9' }
    await expect(runQuery({ query: SETTINGS_QUERY, source: unreachable })).rejects.toThrow(
      /Sanity query failed for project "test-project" \(SANITY_PROJECT_ID\)/,
    )
  })
})

describe('the hosted client', () => {
  it('never reads through the API CDN, so a re-render after a publish gets the new version', () => {
    for (const mode of ['published', 'preview'] as const)
      expect(getHostedClient(hosted, mode).config().useCdn).toBe(false)
  })

  it('reads the published perspective for visitors and drafts with stega only for previews', () => {
    const published = getHostedClient(hosted, 'published').config()
    expect(published.perspective).toBe('published')
    expect(published.stega.enabled).toBe(false)
    const preview = getHostedClient(hosted, 'preview').config()
    expect(preview.perspective).toBe('drafts')
    expect(preview.stega.enabled).toBe(true)
  })
})
