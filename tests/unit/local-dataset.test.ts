import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DATASET_DIR } from '@tests/support/dataset'
import { describe, expect, it } from 'vitest'
import { runQuery } from '@/lib/sanity/fetch'
import { DatasetError, loadDataset, parseDataset, readImageSize } from '@/lib/sanity/local-dataset'

function tempDataset(lines: object[], images: string[] = []) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dataset-'))
  mkdirSync(path.join(dir, 'images'))
  for (const image of images) copyFileSync(path.join(DATASET_DIR, 'images', image), path.join(dir, 'images', image))
  writeFileSync(path.join(dir, 'data.ndjson'), `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`)
  return dir
}

describe('the bundled dataset loader', () => {
  it('reads JPEG dimensions from the file header', () => {
    const buffer = readFileSync(path.join(DATASET_DIR, 'images', 'window-cleaning.jpg'))
    expect(readImageSize(buffer, 'window-cleaning.jpg')).toEqual({ width: 1400, height: 933 })
  })

  it('turns _sanityAsset references into asset documents, like `sanity dataset import`', async () => {
    const dir = tempDataset(
      [
        {
          _id: 'a',
          _type: 'testimonial',
          photo: { _type: 'image', _sanityAsset: 'image@file://./images/window-cleaning.jpg', alt: 'Fenster' },
        },
      ],
      ['window-cleaning.jpg'],
    )
    const result = await runQuery({
      query:
        '*[_id == "a"][0]{ "alt": photo.alt, "asset": photo.asset->{ _type, url, "w": metadata.dimensions.width } }',
      source: { kind: 'local', datasetDir: dir },
    })
    expect(result).toEqual({
      alt: 'Fenster',
      asset: { _type: 'sanity.imageAsset', url: '/dataset-assets/window-cleaning.jpg', w: 1400 },
    })
  })

  it('leaves drafts and release versions out, like the published perspective', () => {
    const documents = parseDataset(
      [
        { _id: 'x', _type: 'award' },
        { _id: 'drafts.x', _type: 'award' },
        { _id: 'versions.r1.x', _type: 'award' },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
      '/nowhere',
    )
    expect(documents.map((document) => document._id)).toEqual(['x'])
  })

  it('names the line of a broken export', () => {
    expect(() => parseDataset('{"_id":"a","_type":"b"}\n{oops', '/nowhere')).toThrow(/line 2 is not valid JSON/)
    expect(() => parseDataset('{"_type":"b"}', '/nowhere')).toThrow(DatasetError)
  })

  it('names a missing image file', () => {
    const dir = tempDataset([{ _id: 'a', _type: 'x', image: { _sanityAsset: 'image@file://./images/missing.jpg' } }])
    expect(() => loadDataset(dir)).toThrow(/images\/missing\.jpg/)
  })

  it('explains how to fix a missing dataset', () => {
    expect(() => loadDataset('/nowhere')).toThrow(/npm run dataset:build|CONTENT_DATASET_DIR/)
  })

  it('re-reads data.ndjson after it changes', async () => {
    const dir = tempDataset([{ _id: 'a', _type: 'award', title: 'Alt' }])
    const source = { kind: 'local', datasetDir: dir } as const
    expect(await runQuery({ query: '*[_id == "a"][0].title', source })).toBe('Alt')
    writeFileSync(path.join(dir, 'data.ndjson'), `${JSON.stringify({ _id: 'a', _type: 'award', title: 'Neu' })}\n`)
    const later = new Date(Date.now() + 5000)
    const { utimesSync } = await import('node:fs')
    utimesSync(path.join(dir, 'data.ndjson'), later, later)
    expect(await runQuery({ query: '*[_id == "a"][0].title', source })).toBe('Neu')
  })
})
