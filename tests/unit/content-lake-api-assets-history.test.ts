import { createHash } from 'node:crypto'
import {
  ACTION,
  auth,
  base,
  client,
  type Doc,
  failure,
  getJson,
  newId,
  running,
  startLakeForThisFile,
  withoutRev,
} from '@tests/support/content-lake-api'
import { LAKE_DATASET, LAKE_PRIVATE_DATASET, LAKE_PROJECT_ID } from '@tests/support/local-content-lake'
import { applyPatch } from 'mendoza'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

/** The local Content Lake's HTTP contract: image uploads and document history (tests/support/content-lake-api.ts). */

startLakeForThisFile()

// ---- assets ------------------------------------------------------------------------------------

describe('image assets (client.assets.upload; sanity.io/docs/http-reference/assets)', () => {
  let png: Buffer
  beforeAll(async () => {
    png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: Date.now() % 255 } },
    })
      .png()
      .toBuffer()
  })

  const local = (url: string) => url.replace(/^http:\/\/localhost:/, 'http://127.0.0.1:')

  it('an upload becomes image-<sha1>-<w>x<h>-<ext>, served publicly at its url, with w and rect transforms', async () => {
    const sha1 = createHash('sha1').update(png).digest('hex')
    const asset = await client.assets.upload('image', png, { filename: 'probe.png' })
    expect(asset).toMatchObject({
      _id: `image-${sha1}-40x30-png`,
      _type: 'sanity.imageAsset',
      sha1hash: sha1,
      assetId: sha1,
      extension: 'png',
      mimeType: 'image/png',
      size: png.length,
      originalFilename: 'probe.png',
      path: `images/${LAKE_PROJECT_ID}/${LAKE_DATASET}/${sha1}-40x30.png`,
      metadata: { dimensions: { width: 40, height: 30, aspectRatio: 40 / 30 } },
    })
    expect(asset.url).toBe(`${running.lake.origin}/images/${LAKE_PROJECT_ID}/${LAKE_DATASET}/${sha1}-40x30.png`)

    // No token: images of a public dataset are public (as on cdn.sanity.io).
    const original = await fetch(local(asset.url))
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true)

    const resized = await fetch(`${local(asset.url)}?w=20`)
    expect(resized.status).toBe(200)
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({ width: 20, height: 15 })
    const cropped = await fetch(`${local(asset.url)}?rect=5,5,10,8&fm=png`)
    expect(await sharp(Buffer.from(await cropped.arrayBuffer())).metadata()).toMatchObject({
      width: 10,
      height: 8,
      format: 'png',
    })
    // The Studio dedupes by sha1hash before uploading (a query it runs itself).
    expect(await client.fetch('*[_type == "sanity.imageAsset" && sha1hash == $hash][0]._id', { hash: sha1 })).toBe(
      asset._id,
    )
  })

  it('the same bytes uploaded again return the same asset document', async () => {
    const first = await client.assets.upload('image', png)
    const second = await client.assets.upload('image', png, { filename: 'other-name.png' })
    expect(second._id).toBe(first._id)
    expect(second._rev).toBe(first._rev)
    expect(await client.fetch('count(*[_id == $id])', { id: first._id })).toBe(1)
  })

  it('images of a private dataset need the token; a file that is not there is a 404', async () => {
    const asset = await running.client({ dataset: LAKE_PRIVATE_DATASET }).assets.upload('image', png)
    expect((await fetch(local(asset.url))).status).toBe(401)
    expect((await fetch(local(asset.url), { headers: auth() })).status).toBe(200)
    expect(
      (await fetch(`${running.apiHost}/images/${LAKE_PROJECT_ID}/${LAKE_DATASET}/${'0'.repeat(40)}-1x1.png`)).status,
    ).toBe(404)
  })

  it('bytes that are not an image are a 400', async () => {
    const error = await failure(client.assets.upload('image', Buffer.from('not an image at all')))
    expect(error.statusCode).toBe(400)
  })
})

// ---- history -----------------------------------------------------------------------------------

describe('history (sanity.io/docs/http-reference/history)', () => {
  it('returns a document at a revision, the transactions as NDJSON with effects, and document events newest first', async () => {
    const id = newId('hist')
    const first = await client.create({ _id: `drafts.${id}`, _type: 'note', title: 'v1' })
    const second = await client.patch(`drafts.${id}`).set({ title: 'v2' }).commit()
    const { transactionId: publish } = await client.action({
      actionType: `${ACTION}.publish`,
      draftId: `drafts.${id}`,
      publishedId: id,
    })

    const atFirst = await getJson(`/data/history/${LAKE_DATASET}/documents/drafts.${id}?revision=${first._rev}`)
    expect(atFirst.status).toBe(200)
    expect(atFirst.body.documents).toEqual([
      expect.objectContaining({ _id: `drafts.${id}`, title: 'v1', _rev: first._rev }),
    ])
    const atSecond = await getJson(`/data/history/${LAKE_DATASET}/documents/drafts.${id}?revision=${second._rev}`)
    expect((atSecond.body.documents as Doc[])[0]?.title).toBe('v2')
    const atPublish = await getJson(`/data/history/${LAKE_DATASET}/documents/${id}?revision=${publish}`)
    expect((atPublish.body.documents as Doc[])[0]).toMatchObject({ _id: id, title: 'v2' })
    const byTime = await getJson(
      `/data/history/${LAKE_DATASET}/documents/drafts.${id}?time=${encodeURIComponent(String(first._updatedAt))}`,
    )
    expect((byTime.body.documents as Doc[])[0]?.title).toBeDefined()

    const response = await fetch(
      `${base}/data/history/${LAKE_DATASET}/transactions/drafts.${id},${id}?effectFormat=mendoza&excludeContent=true`,
      { headers: auth() },
    )
    expect(response.headers.get('content-type')).toMatch(/ndjson/)
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as { id: string; effects: Record<string, { apply: unknown[] }>; mutations: unknown[] },
      )
    expect(lines.map(({ id: transaction }) => transaction)).toEqual([first._rev, second._rev, publish])
    // Replaying the effects from nothing gives each document's history.
    let draft: unknown = null
    for (const line of lines) {
      expect(Array.isArray(line.mutations)).toBe(true)
      const effects = line.effects[`drafts.${id}`]
      if (effects) draft = applyPatch(draft as never, effects.apply as never)
    }
    expect(draft).toBeNull()
    const publishedEffects = lines[2]?.effects[id]
    expect(applyPatch(null, publishedEffects?.apply as never)).toEqual(withoutRev(await client.getDocument(id)))

    const events = await getJson(`/data/history/${LAKE_DATASET}/events/documents/${id}`)
    const list = (events.body.events as Record<string, { type: string; timestamp: string }[]>)[id] ?? []
    expect(list.map(({ type }) => type)).toEqual(['publishDocumentVersion', 'createDocumentVersion'])
    expect(String(list[0]?.timestamp) >= String(list[1]?.timestamp)).toBe(true)
  })
})
