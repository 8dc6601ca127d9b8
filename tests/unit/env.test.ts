import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ContentConfigError, resolveContentSource } from '@/hosting/content-settings.ts'

describe('resolveContentSource', () => {
  it('uses the bundled dataset when no project is configured', () => {
    const source = resolveContentSource({})
    expect(source.kind).toBe('local')
    expect(source.kind === 'local' && source.datasetDir).toBe(path.join(process.cwd(), 'content', 'dataset'))
  })

  it('lets CONTENT_DATASET_DIR point at another export', () => {
    expect(resolveContentSource({ CONTENT_DATASET_DIR: '/tmp/export' })).toEqual({
      kind: 'local',
      datasetDir: '/tmp/export',
    })
  })

  it('goes to the Content Lake with project and dataset', () => {
    expect(
      resolveContentSource({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', SANITY_API_READ_TOKEN: 'sk' }),
    ).toEqual({ kind: 'hosted', projectId: 'abc123', dataset: 'production', token: 'sk', apiHost: undefined })
  })

  it.each([
    [{ SANITY_PROJECT_ID: 'abc123' }, /SANITY_DATASET is required/],
    [{ SANITY_PROJECT_ID: 'Not Valid!', SANITY_DATASET: 'production' }, /SANITY_PROJECT_ID "Not Valid!"/],
    [{ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'Prod Data' }, /SANITY_DATASET "Prod Data"/],
    [{ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', SANITY_API_HOST: 'ftp://x' }, /SANITY_API_HOST/],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => resolveContentSource(env)).toThrow(ContentConfigError)
    expect(() => resolveContentSource(env)).toThrow(message)
  })
})
