import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { auth, client, failure, running, startLakeForThisFile } from '@tests/support/content-lake-api'
import { LAKE_DATASET, LAKE_PRIVATE_DATASET, LAKE_PROJECT_ID } from '@tests/support/local-content-lake'
import { decode as decodeBlurHash, isBlurhashValid } from 'blurhash'
import sharp from 'sharp'
import { thumbHashToRGBA } from 'thumbhash'
import { describe, expect, it } from 'vitest'

/**
 * Assets as @sanity/client uploads them (`client.assets.upload`) and the Studio reads them, against the
 * local Content Lake. Sources: the HTTP API's assets reference (sanity.io/docs/http-reference/assets),
 * „Upload, query, and delete assets“ (sanity.io/docs/content-lake/manage-assets), „Image metadata“
 * (sanity.io/docs/apis-and-sdks/image-metadata), @sanity/client's types (`SanityAssetDocument`,
 * `SanityImageAssetDocument`, `UploadClientConfig`, `AssetMetadataType`) and the Studio 6.16 code that
 * links a file (`${url}?dl`). Where the lake deliberately differs (active content refused, every file
 * a download) the test says so: docs/decisions.md, „Local Content Lake: assets and images (issue 41)“.
 */

startLakeForThisFile()

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')
/** The lake names itself `localhost` in asset URLs; the tests reach it on 127.0.0.1. */
const local = (url: string) => url.replace(/^http:\/\/localhost:/, 'http://127.0.0.1:')
let unique = 0
/** A small PDF whose bytes differ per call (every upload a new asset unless a test says otherwise). */
const pdf = (text = `Preisliste ${Date.now()} ${++unique}`) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`)

describe('file assets: POST /assets/files/<dataset> (sanity.io/docs/http-reference/assets)', () => {
  it('an upload becomes a sanity.fileAsset with the fields of SanityAssetDocument', async () => {
    const bytes = pdf()
    const hash = sha1(bytes)
    const asset = await client.assets.upload('file', bytes, {
      filename: 'Preisliste Glasreinigung 2026.pdf',
      contentType: 'application/pdf',
    })
    expect(asset).toMatchObject({
      _id: `file-${hash}-pdf`,
      _type: 'sanity.fileAsset',
      assetId: hash,
      sha1hash: hash,
      extension: 'pdf',
      mimeType: 'application/pdf',
      size: bytes.length,
      originalFilename: 'Preisliste Glasreinigung 2026.pdf',
      path: `files/${LAKE_PROJECT_ID}/${LAKE_DATASET}/${hash}.pdf`,
    })
    expect(asset.url).toBe(`${running.lake.origin}/files/${LAKE_PROJECT_ID}/${LAKE_DATASET}/${hash}.pdf`)
    expect(typeof asset._rev).toBe('string')
    expect(typeof asset._createdAt).toBe('string')
    // The Studio looks an upload up by its hash before it sends the bytes (uploadSanityAsset).
    expect(await client.fetch('*[_type == "sanity.fileAsset" && sha1hash == $hash][0]._id', { hash })).toBe(asset._id)
  })

  it('the same bytes uploaded again are the same asset, whatever their name (manage-assets: „Gotcha“)', async () => {
    const bytes = pdf()
    const first = await client.assets.upload('file', bytes, { filename: 'Zertifikat.pdf' })
    const second = await client.assets.upload('file', bytes, { filename: 'Zertifikat (Kopie).pdf' })
    expect(second._id).toBe(first._id)
    expect(second._rev).toBe(first._rev)
    expect(second.originalFilename).toBe('Zertifikat.pdf')
    expect(await client.fetch('count(*[_id == $id])', { id: first._id })).toBe(1)
  })

  it('label, title, description, creditLine and source are kept (UploadClientConfig)', async () => {
    const asset = await client.assets.upload('file', pdf(), {
      filename: 'Meisterbrief.pdf',
      label: 'Urkunden',
      title: 'Meisterbrief Gebäudereinigung',
      description: 'Eingescannte Urkunde der Handwerkskammer',
      creditLine: 'Handwerkskammer Braunschweig-Lüneburg-Stade',
      source: { id: 'hwk-42', name: 'archiv', url: 'https://example.org/hwk-42' },
    })
    expect(asset).toMatchObject({
      label: 'Urkunden',
      title: 'Meisterbrief Gebäudereinigung',
      description: 'Eingescannte Urkunde der Handwerkskammer',
      creditLine: 'Handwerkskammer Braunschweig-Lüneburg-Stade',
      source: { id: 'hwk-42', name: 'archiv', url: 'https://example.org/hwk-42' },
    })
  })

  it('a file without a content type gets one from its name; one without a name gets its extension from its type', async () => {
    const csv = Buffer.from(`Leistung;Preis\nGlasreinigung;2,10 €/m²\n${++unique}\n`)
    expect(await client.assets.upload('file', csv, { filename: 'preise.csv' })).toMatchObject({
      extension: 'csv',
      mimeType: 'text/csv',
    })
    const bytes = pdf()
    expect(await client.assets.upload('file', bytes)).toMatchObject({
      _id: `file-${sha1(bytes)}-pdf`,
      extension: 'pdf',
      mimeType: 'application/pdf',
    })
  })

  it('is served at its url without a token (public dataset, as on the asset CDN), byte for byte', async () => {
    const bytes = pdf()
    const asset = await client.assets.upload('file', bytes, { filename: 'Preisliste.pdf' })
    const answer = await fetch(local(asset.url))
    expect(answer.status).toBe(200)
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-length')).toBe(String(bytes.length))
  })

  it('is a download that runs no script, whatever it holds (lake decision: attachment, nosniff, sandbox)', async () => {
    const asset = await client.assets.upload('file', pdf(), { filename: 'Räumdienst Preise.pdf' })
    const answer = await fetch(local(asset.url))
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Raumdienst Preise.pdf"; filename*=UTF-8''R%C3%A4umdienst%20Preise.pdf`,
    )
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
  })

  it('`?dl=<name>` downloads under that name; `?dl` (the Studio’s download link) under the uploaded name', async () => {
    const asset = await client.assets.upload('file', pdf(), { filename: 'Zertifikat DIN 9001.pdf' })
    const named = await fetch(`${local(asset.url)}?dl=zertifikat.pdf`)
    expect(named.headers.get('content-disposition')).toMatch(/^attachment; filename="zertifikat\.pdf"/)
    const studio = await fetch(`${local(asset.url)}?dl`)
    expect(studio.headers.get('content-disposition')).toMatch(/^attachment; filename="Zertifikat DIN 9001\.pdf"/)
  })

  it('a vanity name after the file name serves the same file (asset CDN: „Prettier file names“)', async () => {
    const bytes = pdf()
    const asset = await client.assets.upload('file', bytes, { filename: 'x.pdf' })
    const answer = await fetch(`${local(asset.url)}/preisliste-2026.pdf`)
    expect(answer.status).toBe(200)
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('files of a private dataset need the token', async () => {
    const asset = await running.client({ dataset: LAKE_PRIVATE_DATASET }).assets.upload('file', pdf())
    expect((await fetch(local(asset.url))).status).toBe(401)
    expect((await fetch(local(asset.url), { headers: auth() })).status).toBe(200)
  })

  it('deleting the asset document deletes the file (HTTP assets API: „To delete an asset, delete its document“)', async () => {
    const asset = await client.assets.upload('file', pdf())
    await client.delete(asset._id)
    expect((await fetch(local(asset.url))).status).toBe(404)
  })

  it('a file a browser would open as a page is refused with 415 and nothing is stored (lake decision)', async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.from(`<!doctype html><script>alert(${++unique})</script>`), 'seite.html', 'text/html'],
      [Buffer.from(`<html><body>${++unique}</body></html>`), 'harmlos.txt', 'text/plain'],
      [Buffer.from(`<?xml version="1.0"?><x>${++unique}</x>`), 'daten.dat', 'application/octet-stream'],
      [Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><!-- ${++unique} --></svg>`), 'logo.svg', 'image/svg+xml'],
      [Buffer.from(`alert(${++unique})`), 'skript.js', 'text/javascript'],
    ]
    for (const [bytes, filename, contentType] of cases) {
      const error = await failure(client.assets.upload('file', bytes, { filename, contentType }))
      expect(error.statusCode, filename).toBe(415)
      expect(error.details, filename).toMatchObject({ type: 'invalidFile' })
      expect(await client.fetch('count(*[sha1hash == $hash])', { hash: sha1(bytes) }), filename).toBe(0)
      const stored = path.join(
        running.copy.assetsDir,
        LAKE_DATASET,
        `${sha1(bytes)}.${path.extname(filename).slice(1)}`,
      )
      expect(existsSync(stored), filename).toBe(false)
    }
  })

  it('an empty upload is a 400', async () => {
    const error = await failure(client.assets.upload('file', Buffer.alloc(0)))
    expect(error.statusCode).toBe(400)
  })
})

describe('image metadata (sanity.io/docs/apis-and-sdks/image-metadata; SanityImageAssetDocument)', () => {
  /** 60 × 40: red with a blue square in the middle, so the palette has a clear dominant colour. */
  const picture = async (seed = ++unique) =>
    sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 220, g: 20, b: seed % 50 } } })
      .composite([
        {
          input: await sharp({ create: { width: 16, height: 12, channels: 3, background: '#1030d0' } })
            .png()
            .toBuffer(),
          left: 22,
          top: 14,
        },
      ])
      .removeAlpha()
      .png()
      .toBuffer()

  it('by default: lqip, blurHash and palette, besides dimensions, hasAlpha and isOpaque', async () => {
    const asset = await client.assets.upload('image', await picture())
    const { metadata } = asset
    expect(metadata).toMatchObject({
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width: 60, height: 40, aspectRatio: 1.5 },
      hasAlpha: false,
      isOpaque: true,
    })
    expect(metadata.lqip).toMatch(/^data:image\/jpeg;base64,/)
    const placeholder = await sharp(Buffer.from(String(metadata.lqip).split(',')[1] ?? '', 'base64')).metadata()
    expect(placeholder.width).toBe(20)
    expect(isBlurhashValid(String(metadata.blurHash)).result).toBe(true)
    // The hash decodes to the picture's colour: red at the edge.
    const [r = 0, g = 0, b = 0] = decodeBlurHash(String(metadata.blurHash), 6, 4).subarray(0, 3)
    expect(r).toBeGreaterThan(150)
    expect(g + b).toBeLessThan(150)
    expect(metadata.exif).toBeUndefined()
    expect('location' in metadata).toBe(false)
  })

  it('the palette has Sanity’s shape: dominant and the vibrant/muted swatches with text colours and population', async () => {
    const { palette } = (await client.assets.upload('image', await picture())).metadata
    expect(palette?._type).toBe('sanity.imagePalette')
    const swatches = Object.entries(palette ?? {}).flatMap(([name, swatch]) =>
      typeof swatch === 'object' ? [[name, swatch] as const] : [],
    )
    expect(swatches.map(([name]) => name)).toContain('dominant')
    for (const [name, swatch] of swatches) {
      expect(swatch, name).toMatchObject({ _type: 'sanity.imagePaletteSwatch' })
      expect(swatch.background, name).toMatch(/^#[0-9a-f]{6}$/)
      expect(['#fff', '#000'], name).toContain(swatch.foreground)
      expect(['#fff', '#000'], name).toContain(swatch.title)
      expect(swatch.population, name).toBeGreaterThanOrEqual(0)
      expect(swatch.population, name).toBeLessThanOrEqual(100)
    }
    // The red that covers 92 % of the picture dominates.
    const dominant = palette?.dominant
    const [r, g, b] = [1, 3, 5].map((index) => Number.parseInt(dominant?.background.slice(index, index + 2) ?? '', 16))
    expect(r).toBeGreaterThan(180)
    expect((g ?? 0) + (b ?? 0)).toBeLessThan(120)
    expect(dominant?.population).toBeGreaterThan(50)
  })

  it('`extract: []` asks for none of the optional kinds (the client sends meta=none)', async () => {
    const { metadata } = await client.assets.upload('image', await picture(), { extract: [] })
    expect(Object.keys(metadata).sort()).toEqual(['_type', 'dimensions', 'hasAlpha', 'isOpaque'])
  })

  it('`extract: ["exif", "location", "image"]` reads the camera’s EXIF and GPS', async () => {
    const bytes = await sharp(await picture())
      .jpeg()
      .withExif({
        IFD0: { Make: 'Testkamera', Model: 'T1' },
        IFD2: { DateTimeOriginal: '2026:11:20 10:15:30', ExposureTime: '1/250', FNumber: '28/10' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 54/1 2460/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '10/1 25/1 3000/100',
          GPSAltitudeRef: '0',
          GPSAltitude: '255/1',
        },
      })
      .toBuffer()
    const { metadata } = await client.assets.upload('image', bytes, { extract: ['exif', 'location', 'image'] })
    expect(metadata.exif).toMatchObject({
      _type: 'sanity.imageExifMetadata',
      DateTimeOriginal: '2026-11-20T10:15:30.000Z',
      ExposureTime: 0.004,
      FNumber: 2.8,
    })
    expect(metadata.image).toMatchObject({ _type: 'sanity.imageExifTags', Make: 'Testkamera', Model: 'T1' })
    // 51° 54′ 24.6″ N, 10° 25′ 30″ E: Goslar's market square. (The Studio's schema types `location` as a geopoint.)
    const { location } = metadata as typeof metadata & { location?: { lat: number; lng: number } }
    expect(location).toMatchObject({ _type: 'geopoint', alt: 255 })
    expect(location?.lat).toBeCloseTo(51.90683, 4)
    expect(location?.lng).toBeCloseTo(10.425, 4)
  })

  it('a picture without GPS has no location, even when asked for', async () => {
    const { metadata } = await client.assets.upload('image', await picture(), { extract: ['location'] })
    expect('location' in metadata).toBe(false)
  })

  it('`extract: ["thumbhash"]` gives a ThumbHash of the picture (AssetMetadataType)', async () => {
    const { metadata } = await client.assets.upload('image', await picture(), { extract: ['thumbhash'] })
    const decoded = thumbHashToRGBA(Buffer.from(String(metadata.thumbHash), 'base64'))
    expect(decoded.w / decoded.h).toBeCloseTo(1.5, 0)
    expect(metadata.blurHash).toBeUndefined()
  })

  it('hasAlpha names an alpha channel, isOpaque whether any pixel is transparent', async () => {
    const withAlpha = (alpha: number) =>
      sharp({ create: { width: 20, height: 20, channels: 4, background: { r: ++unique % 200, g: 90, b: 0, alpha } } })
        .png()
        .toBuffer()
    expect((await client.assets.upload('image', await withAlpha(0.5))).metadata).toMatchObject({
      hasAlpha: true,
      isOpaque: false,
    })
    expect((await client.assets.upload('image', await withAlpha(1))).metadata).toMatchObject({
      hasAlpha: true,
      isOpaque: true,
    })
  })

  it('an unknown metadata kind is a 400 that names it (lake decision)', async () => {
    const error = await failure(client.assets.upload('image', await picture(), { extract: ['colours' as 'exif'] }))
    expect(error.statusCode).toBe(400)
    expect(error.details).toMatchObject({ type: 'invalidMetadataType' })
  })
})

describe('picture formats Sanity accepts: JPG, PNG, WebP, GIF, TIFF, AVIF (HEIF); SVG refused (lake decision)', () => {
  it('a TIFF is an image asset, its original served as image/tiff and transformed to JPEG', async () => {
    const bytes = await sharp({
      create: { width: 32, height: 24, channels: 3, background: { r: 10, g: ++unique, b: 90 } },
    })
      .tiff()
      .toBuffer()
    const asset = await client.assets.upload('image', bytes, { filename: 'scan.tif' })
    expect(asset).toMatchObject({
      _id: `image-${sha1(bytes)}-32x24-tiff`,
      extension: 'tiff',
      mimeType: 'image/tiff',
      metadata: { dimensions: { width: 32, height: 24 } },
    })
    const original = await fetch(local(asset.url))
    expect(original.headers.get('content-type')).toBe('image/tiff')
    const resized = await fetch(`${local(asset.url)}?w=16`)
    expect(resized.headers.get('content-type')).toBe('image/jpeg')
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 16,
    })
  })

  it('an AVIF is an image asset, served as image/avif', async () => {
    const bytes = await sharp({
      create: { width: 32, height: 24, channels: 3, background: { r: 200, g: ++unique, b: 9 } },
    })
      .avif({ effort: 0 })
      .toBuffer()
    const asset = await client.assets.upload('image', bytes)
    expect(asset).toMatchObject({ _id: `image-${sha1(bytes)}-32x24-avif`, extension: 'avif', mimeType: 'image/avif' })
    const resized = await fetch(`${local(asset.url)}?w=16`)
    expect(resized.headers.get('content-type')).toBe('image/avif')
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(16)
  })
})
