import { describe, expect, it } from 'vitest'
import { resolveContentSource } from '@/hosting/content-settings.ts'
import { createContentReaders } from '@/lib/content/readers'
import { runQuery } from '@/lib/sanity/fetch'
import { imageRemotePatterns } from '@/lib/sanity/image-patterns'

describe('the image optimiser', () => {
  it('fetches remote images only from this project and dataset on the Sanity CDN', () => {
    expect(
      imageRemotePatterns(resolveContentSource({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' })),
    ).toEqual([{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/abc123/production/**' }])
  })

  it('fetches no remote image at all on the bundled dataset', () => {
    expect(imageRemotePatterns(resolveContentSource({}))).toEqual([])
  })
})

describe('blur placeholders', () => {
  it('every image of the bundled dataset has an lqip, like a Content Lake asset', async () => {
    const page = await createContentReaders(runQuery).getFixedPage('homePage')
    const hero = page.sections?.find((section) => section._type === 'heroSection')
    const lqip = hero?._type === 'heroSection' ? hero.image?.asset?.lqip : null
    expect(lqip).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/=]{100,}$/)
  })
})
