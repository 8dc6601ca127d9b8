import { createImageUrlBuilder, type ImageUrlBuilder } from '@sanity/image-url'
import { client, running, startLakeForThisFile } from '@tests/support/content-lake-api'
import { LAKE_DATASET, LAKE_PROJECT_ID } from '@tests/support/local-content-lake'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * Image URLs as @sanity/image-url builds them, answered by the local Content Lake's image server.
 * Sources: „Image transformations“ (sanity.io/docs/apis-and-sdks/image-urls: every URL parameter),
 * @sanity/image-url's README (each builder method) and the AVIF help article (sanity.io/docs/help/avif).
 * Each test decodes the answer with sharp and checks its pixels, size or format. Where the
 * documentation is silent (the order of `or` and `flip`, what invert does to padding) the lake's
 * choice is written down in docs/decisions.md, „Local Content Lake: assets and images (issue 41)“.
 */

startLakeForThisFile()

/** The test picture: 300 × 200 in four quadrants, red | green over blue | yellow. */
const QUADRANTS = { topLeft: [255, 0, 0], topRight: [0, 255, 0], bottomLeft: [0, 0, 255], bottomRight: [255, 255, 0] }
let assetId: string
let urlFor: () => ImageUrlBuilder

beforeAll(async () => {
  const quadrant = (colour: number[], left: number, top: number) => ({
    input: {
      create: {
        width: 150,
        height: 100,
        channels: 3 as const,
        background: { r: colour[0] ?? 0, g: colour[1] ?? 0, b: colour[2] ?? 0 },
      },
    },
    left,
    top,
  })
  const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#000000' } })
    .composite([
      quadrant(QUADRANTS.topLeft, 0, 0),
      quadrant(QUADRANTS.topRight, 150, 0),
      quadrant(QUADRANTS.bottomLeft, 0, 100),
      quadrant(QUADRANTS.bottomRight, 150, 100),
    ])
    .png()
    .toBuffer()
  assetId = (await client.assets.upload('image', bytes, { filename: 'quadranten.png' }))._id
  const builder = createImageUrlBuilder({ projectId: LAKE_PROJECT_ID, dataset: LAKE_DATASET, baseUrl: running.apiHost })
  urlFor = () => builder.image(assetId)
})

type Picture = { width: number; height: number; format: string | undefined; at: (x: number, y: number) => number[] }

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  expect(response.status, url).toBe(200)
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** The picture at the URL, decoded: its size, format and the colour at a pixel. */
async function picture(builder: ImageUrlBuilder, headers: Record<string, string> = {}): Promise<Picture> {
  const { bytes } = await get(builder.url(), headers)
  const { format } = await sharp(bytes).metadata()
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  return {
    width: info.width,
    height: info.height,
    format,
    at: (x, y) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)],
  }
}

/** Colours within JPEG's and scaling's error. */
function expectColour(actual: number[], expected: number[], what: string) {
  for (const [index, value] of expected.entries()) expect(Math.abs((actual[index] ?? 0) - value), what).toBeLessThan(40)
}

const corners = (image: Picture) => ({
  topLeft: image.at(1, 1),
  topRight: image.at(image.width - 2, 1),
  bottomLeft: image.at(1, image.height - 2),
  bottomRight: image.at(image.width - 2, image.height - 2),
})

describe('size: w, h, dpr, max-w/min-w (image-urls: „w“, „h“, „dpr“, „max-w“)', () => {
  it('width() scales to that width, the height following the aspect ratio', async () => {
    const image = await picture(urlFor().width(150))
    expect([image.width, image.height]).toEqual([150, 100])
  })

  it('small pictures are scaled up to the width asked for (fit=clip, the default)', async () => {
    const image = await picture(urlFor().width(600))
    expect([image.width, image.height]).toEqual([600, 400])
  })

  it('dpr(2) doubles the pixels', async () => {
    const image = await picture(urlFor().width(100).dpr(2))
    expect([image.width, image.height]).toEqual([200, 133])
  })

  it('maxWidth() bounds the width fit=crop may choose', async () => {
    const image = await picture(urlFor().height(100).maxWidth(100).fit('crop'))
    expect([image.width, image.height]).toEqual([100, 100])
  })

  it('minWidth() is the least width fit=crop gives', async () => {
    const image = await picture(urlFor().height(20).minWidth(60).fit('crop'))
    expect([image.width, image.height]).toEqual([60, 20])
  })
})

describe('fit (image-urls: „fit“)', () => {
  it('clip: within the box, aspect ratio kept', async () => {
    const image = await picture(urlFor().size(100, 100).fit('clip').ignoreImageParams())
    expect([image.width, image.height]).toEqual([100, 67])
  })

  it('max: within the box, never scaled up', async () => {
    const image = await picture(urlFor().size(600, 600).fit('max').ignoreImageParams())
    expect([image.width, image.height]).toEqual([300, 200])
  })

  it('scale: exactly the box, the aspect ratio not kept', async () => {
    const image = await picture(urlFor().size(60, 60).fit('scale'))
    expect([image.width, image.height]).toEqual([60, 60])
    expectColour(image.at(5, 5), QUADRANTS.topLeft, 'top left')
    expectColour(image.at(54, 54), QUADRANTS.bottomRight, 'bottom right')
  })

  it('crop: fills the box, cutting what is over (centred)', async () => {
    const image = await picture(urlFor().size(100, 100).fit('crop'))
    expect([image.width, image.height]).toEqual([100, 100])
    // The middle 200 × 200 of 300 × 200: all four quadrants, each a quarter.
    expectColour(image.at(10, 10), QUADRANTS.topLeft, 'top left')
    expectColour(image.at(90, 90), QUADRANTS.bottomRight, 'bottom right')
  })

  it('fill: within the box, the rest in the bg colour', async () => {
    const image = await picture(urlFor().size(100, 100).fit('fill').bg('ff00ffff').format('png').ignoreImageParams())
    expect([image.width, image.height]).toEqual([100, 100])
    // 100 × 67 in the middle, 16 and 17 rows of background above and below.
    expectColour(image.at(50, 2), [0, 255, 255], 'band above')
    expectColour(image.at(50, 97), [0, 255, 255], 'band below')
    expectColour(image.at(10, 30), QUADRANTS.topLeft, 'picture')
  })

  it('fillmax: the box, the picture never scaled up, the rest in the bg colour', async () => {
    const image = await picture(urlFor().size(400, 300).fit('fillmax').bg('ff00ff').format('png').ignoreImageParams())
    expect([image.width, image.height]).toEqual([400, 300])
    // The 300 × 200 picture unscaled in the middle: 50 pixels of background on every side.
    expectColour(image.at(25, 150), [255, 0, 255], 'left band')
    expectColour(image.at(200, 25), [255, 0, 255], 'top band')
    expectColour(image.at(55, 55), QUADRANTS.topLeft, 'picture')
    expectColour(image.at(344, 244), QUADRANTS.bottomRight, 'picture')
  })

  it('min: the aspect ratio asked for, never beyond the original’s pixels', async () => {
    const image = await picture(urlFor().size(800, 400).fit('min').ignoreImageParams())
    expect([image.width, image.height]).toEqual([300, 150])
  })
})

describe('crop and focal point (image-urls: „crop“, „fp-x“, „fp-y“)', () => {
  const square = () => urlFor().size(50, 50).fit('crop')

  it('crop("left") keeps the left edge, crop("right") the right', async () => {
    // A tall box takes a 100 × 200 strip of the 300 × 200 picture.
    const tall = () => urlFor().size(50, 100).fit('crop')
    expectColour((await picture(tall().crop('left'))).at(45, 10), QUADRANTS.topLeft, 'left strip')
    expectColour((await picture(tall().crop('right'))).at(5, 10), QUADRANTS.topRight, 'right strip')
  })

  it('crop("top") and crop("bottom") on a wide box', async () => {
    const wide = () => urlFor().size(300, 50).fit('crop')
    const top = await picture(wide().crop('top'))
    expectColour(top.at(10, 25), QUADRANTS.topLeft, 'top')
    const bottom = await picture(wide().crop('bottom'))
    expectColour(bottom.at(10, 25), QUADRANTS.bottomLeft, 'bottom')
  })

  it('focalPoint() keeps that point in the middle of the crop, within the picture', async () => {
    const tall = () => urlFor().size(50, 100).fit('crop')
    const right = await picture(tall().focalPoint(0.9, 0.5))
    expectColour(right.at(25, 10), QUADRANTS.topRight, 'around x = 0.9')
    expectColour(right.at(25, 90), QUADRANTS.bottomRight, 'around x = 0.9, below')
    expectColour((await picture(tall().focalPoint(0.1, 0.5))).at(25, 10), QUADRANTS.topLeft, 'around x = 0.1')
  })

  it('crop("entropy") gives the size asked for', async () => {
    const image = await picture(square().crop('entropy'))
    expect([image.width, image.height]).toEqual([50, 50])
  })

  it('rect() cuts a rectangle in pixels of the original', async () => {
    const image = await picture(urlFor().rect(150, 100, 150, 100))
    expect([image.width, image.height]).toEqual([150, 100])
    expectColour(image.at(75, 50), QUADRANTS.bottomRight, 'bottom right quadrant')
  })
})

describe('orientation and mirrors (image-urls: „or“, „flip“)', () => {
  it('orientation(90) turns clockwise: the bottom left comes to the top left', async () => {
    const image = await picture(urlFor().orientation(90))
    expect([image.width, image.height]).toEqual([200, 300])
    const { topLeft, topRight } = corners(image)
    expectColour(topLeft, QUADRANTS.bottomLeft, 'top left')
    expectColour(topRight, QUADRANTS.topLeft, 'top right')
  })

  it('orientation(180) and orientation(270)', async () => {
    expectColour(corners(await picture(urlFor().orientation(180))).topLeft, QUADRANTS.bottomRight, '180')
    const turned = await picture(urlFor().orientation(270))
    expect([turned.width, turned.height]).toEqual([200, 300])
    expectColour(corners(turned).topLeft, QUADRANTS.topRight, '270')
  })

  it('flipHorizontal() mirrors left and right, flipVertical() top and bottom', async () => {
    expectColour(corners(await picture(urlFor().flipHorizontal())).topLeft, QUADRANTS.topRight, 'flip=h')
    expectColour(corners(await picture(urlFor().flipVertical())).topLeft, QUADRANTS.bottomLeft, 'flip=v')
    expectColour(
      corners(await picture(urlFor().flipHorizontal().flipVertical())).topLeft,
      QUADRANTS.bottomRight,
      'flip=hv',
    )
  })

  it('a mirror applies to the turned picture, a rect to the original', async () => {
    const image = await picture(urlFor().rect(0, 0, 150, 200).orientation(90).flipHorizontal())
    expect([image.width, image.height]).toEqual([200, 150])
    // The left half (red over blue) turned: blue | red; mirrored: red | blue.
    expectColour(image.at(10, 75), QUADRANTS.topLeft, 'left')
    expectColour(image.at(190, 75), QUADRANTS.bottomLeft, 'right')
  })
})

describe('effects (image-urls: „blur“, „sharp“, „invert“, „sat“, „pad“, „bg“)', () => {
  /** The spread of the red channel across the border between the red and green quadrants. */
  const edge = (image: Picture, y: number) => {
    const row = Array.from({ length: 20 }, (_, index) => image.at(image.width / 2 - 10 + index, y)[0] ?? 0)
    return Math.max(...row) - Math.min(...row)
  }

  it('blur() softens the edges between the quadrants', async () => {
    const sharpEdge = edge(await picture(urlFor().width(300).format('png')), 50)
    const blurred = await picture(urlFor().width(300).blur(20).format('png'))
    expect([blurred.width, blurred.height]).toEqual([300, 200])
    expect(edge(blurred, 50)).toBeLessThan(sharpEdge)
    // Far from any edge the colour stays.
    expectColour(blurred.at(20, 20), QUADRANTS.topLeft, 'inside red')
  })

  it('the widest blur the pipeline takes (2000) answers a picture of the size asked for', async () => {
    const image = await picture(urlFor().width(1200).blur(2000))
    expect([image.width, image.height]).toEqual([1200, 800])
  })

  it('sharpen() changes the pixels, not the size', async () => {
    const plain = await get(urlFor().width(120).format('png').url())
    const sharpened = await get(urlFor().width(120).sharpen(100).format('png').url())
    expect(sharpened.bytes.equals(plain.bytes)).toBe(false)
    expect((await sharp(sharpened.bytes).metadata()).width).toBe(120)
  })

  it('invert(true) inverts the colours', async () => {
    const image = await picture(urlFor().width(150).invert(true))
    expectColour(corners(image).topLeft, [0, 255, 255], 'red inverted')
  })

  it('saturation(-100) gives a greyscale picture', async () => {
    const [r = 0, g = 0, b = 0] = (await picture(urlFor().width(150).saturation(-100))).at(10, 10)
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(10)
  })

  it('pad() adds pixels on every side in the bg colour', async () => {
    const image = await picture(urlFor().width(100).pad(10).bg('0000ff').format('png'))
    expect([image.width, image.height]).toEqual([120, 87])
    expectColour(image.at(2, 2), [0, 0, 255], 'padding')
    expectColour(image.at(15, 15), QUADRANTS.topLeft, 'picture')
  })
})

describe('format and quality (image-urls: „fm“, „auto“, „q“; help: AVIF)', () => {
  it('format() converts: jpg, png, webp', async () => {
    expect((await picture(urlFor().width(50).format('jpg'))).format).toBe('jpeg')
    expect((await picture(urlFor().width(50).format('png'))).format).toBe('png')
    expect((await picture(urlFor().width(50).format('webp'))).format).toBe('webp')
  })

  it('format("pjpg") is a progressive JPEG', async () => {
    const { bytes } = await get(urlFor().width(80).format('pjpg').url())
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', isProgressive: true })
    const { bytes: baseline } = await get(urlFor().width(80).format('jpg').url())
    expect((await sharp(baseline).metadata()).isProgressive).toBe(false)
  })

  it('auto("format") answers AVIF to a browser that accepts it (WebP until the AVIF is encoded), else WebP, else the original format', async () => {
    const url = urlFor().width(60).auto('format').url()
    const accept = { accept: 'image/avif,image/webp,image/*' }
    // help/avif: „The first few requests for an AVIF may get the second best option (WebP …). Subsequent
    // requests will eventually get an AVIF back.“
    const first = await get(url, accept)
    expect(['image/avif', 'image/webp']).toContain(first.response.headers.get('content-type'))
    let avif = first
    for (let tries = 0; avif.response.headers.get('content-type') !== 'image/avif'; tries++) {
      expect(tries, 'AVIF eventually').toBeLessThan(200)
      await new Promise((resolve) => setTimeout(resolve, 25))
      avif = await get(url, accept)
    }
    expect(await sharp(avif.bytes).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: 60 })
    const webp = await get(url, { accept: 'image/webp,image/*' })
    expect(webp.response.headers.get('content-type')).toBe('image/webp')
    const other = await get(url, { accept: 'image/*' })
    expect(other.response.headers.get('content-type')).toBe('image/png')
    expect(other.response.headers.get('vary')).toMatch(/accept/i)
  })

  it('quality() trades size for fidelity', async () => {
    const low = await get(urlFor().width(300).format('jpg').quality(10).url())
    const high = await get(urlFor().width(300).format('jpg').quality(95).url())
    expect(low.bytes.length).toBeLessThan(high.bytes.length)
  })
})

describe('downloads, names and frames (image-urls: „dl“, vanity names, „frame“)', () => {
  it('forceDownload(name) makes the picture a download under that name', async () => {
    const { response } = await get(urlFor().width(40).forceDownload('Fassade Goslar.jpg').url())
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Fassade Goslar\.jpg"/)
  })

  it('`dl` without a name downloads under the uploaded name', async () => {
    const { response } = await get(`${urlFor().url()}?dl=`)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="quadranten\.png"/)
  })

  it('without dl the picture is shown, not downloaded', async () => {
    const { response } = await get(urlFor().width(40).url())
    expect(response.headers.get('content-disposition')).toBeNull()
  })

  it('vanityName() adds a name to the path and serves the same picture', async () => {
    const named = await get(urlFor().width(40).vanityName('fassade.png').url())
    const plain = await get(urlFor().width(40).url())
    expect(named.bytes.equals(plain.bytes)).toBe(true)
  })

  it('frame(1) gives the first frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 20, height: 20, channels: 3, background } })
        .png()
        .toBuffer()
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff'), await frame('#00ff00')], {
      join: { animated: true },
    })
      .gif({ delay: 100 })
      .toBuffer()
    const asset = await client.assets.upload('image', gif)
    const builder = createImageUrlBuilder({
      projectId: LAKE_PROJECT_ID,
      dataset: LAKE_DATASET,
      baseUrl: running.apiHost,
    })
    const { bytes } = await get(builder.image(asset._id).width(20).frame(1).url())
    const first = await sharp(bytes, { animated: true }).metadata()
    expect([first.pages ?? 1, first.width, first.height]).toEqual([1, 20, 20])
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    expectColour([...data.subarray(0, 3)], [255, 0, 0], 'the first frame is the red one')
  })
})

describe('what the pipeline does not take', () => {
  it('parameters it does not know are ignored: the same picture (image-urls: unknown parameters)', async () => {
    const plain = await get(urlFor().width(70).url())
    const extra = await get(`${urlFor().width(70).url()}&utm_source=newsletter&cs=srgb`)
    expect(extra.bytes.equals(plain.bytes)).toBe(true)
  })

  it('a known parameter with a value out of range is a 400 naming it (lake decision)', async () => {
    const base = urlFor().url()
    for (const query of [
      'or=45',
      'flip=x',
      'bg=zzz',
      'blur=3000',
      'sharp=101',
      'sat=-101',
      'fp-x=2',
      'crop=middle',
      'frame=2',
    ]) {
      const response = await fetch(`${base}?w=50&${query}`)
      expect(response.status, query).toBe(400)
      const body = (await response.json()) as { error: { type: string; description: string } }
      expect(body.error.type, query).toBe('invalidImageParameter')
      expect(body.error.description, query).toContain(query.split('=')[0])
    }
  })
})
