import sharp, { type Sharp } from 'sharp'
import { dataError } from './errors.ts'
import {
  atLeastOne,
  type Colour,
  type Crop,
  FITS,
  MAX_OUTPUT_SIDE,
  ORIENTATIONS,
  type OutputFormat,
  type Plan,
  plan,
  type Rect,
  type Size,
  type SourceImage,
  type Transform,
} from './image-plan.ts'

/**
 * The image transformations of the lake's image server: every parameter @sanity/image-url writes
 * (`rect`, `w`, `h`, `max-w`, `max-h`, `min-w`, `min-h`, `fit`, `crop`, `fp-x`, `fp-y`, `bg`, `blur`,
 * `sharp`, `invert`, `or`, `flip`, `sat`, `pad`, `dpr`, `q`, `fm`, `auto`, `frame`) within the bounds
 * of Sanity's image pipeline: an output side of at most 8192 pixels, `dpr` from 1 to 3, `q` from 0 to
 * 100, `blur` from 0 to 2000, `sharp` from 0 to 100, `sat` from -100 to 100, `rect` clamped to the
 * picture. A value out of range is a 400 that says which and why, never a 500 from the image library.
 * Parameters the lake does not know are ignored (as on Sanity's CDN); `dl` is the server's
 * (image-server.ts), it changes no pixel. What each parameter does, and the order they apply in:
 * docs/decisions.md, „Local Content Lake: assets and images (issue 41)“.
 *
 * https://www.sanity.io/docs/apis-and-sdks/image-urls
 */

const DPR = { min: 1, max: 3 }
const CROP_EDGES = ['top', 'bottom', 'left', 'right', 'center'] as const
const OUTPUT_FORMATS = { jpg: 'jpeg', pjpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' } as const
const FLIPS = ['h', 'v', 'hv'] as const
/**
 * A Gaussian blur costs time in proportion to its radius. Beyond this sigma the picture is blurred
 * at a fraction of its size and scaled back up: the same look (a blur that wide leaves no detail a
 * smaller picture loses), at a cost that no longer grows with `blur`.
 */
const DIRECT_BLUR_SIGMA = 4
/** The parameters that change the picture; any other (a cache buster, `dl`, one the lake does not know) is ignored. */
const TRANSFORM_PARAMETERS = [
  'rect',
  'w',
  'h',
  'max-w',
  'max-h',
  'min-w',
  'min-h',
  'fit',
  'crop',
  'fp-x',
  'fp-y',
  'bg',
  'blur',
  'sharp',
  'invert',
  'or',
  'flip',
  'sat',
  'pad',
  'dpr',
  'q',
  'fm',
  'auto',
  'frame',
]

const invalid = (message: string) => dataError(400, 'invalidImageParameter', message)
const shown = (raw: string, length = 20) => raw.slice(0, length)

function numberParameter(search: URLSearchParams, name: string, min: number, max: number): number | null {
  const raw = search.get(name)
  if (raw === null || raw === '') return null
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max)
    throw invalid(`Image parameter ${name}=${shown(raw)} is out of range: give a number from ${min} to ${max}`)
  return value
}

function choice<T extends string>(search: URLSearchParams, name: string, values: readonly T[]): T | null {
  const raw = search.get(name)
  if (raw === null || raw === '') return null
  if (!(values as readonly string[]).includes(raw))
    throw invalid(`Image parameter ${name}=${shown(raw)} is not known: use one of ${values.join(', ')}`)
  return raw as T
}

/** `rect=left,top,width,height`, clamped to the picture; a rectangle outside it is a 400. */
function parseRect(raw: string | null, source: SourceImage): Rect | null {
  if (raw === null) return null
  const values = raw.split(',').map(Number)
  const [left = 0, top = 0, width = 0, height = 0] = values
  if (values.length !== 4 || !values.every(Number.isInteger) || left < 0 || top < 0 || width < 1 || height < 1)
    throw invalid(`Image parameter rect=${shown(raw, 40)} must be four whole numbers: left,top,width,height`)
  if (left >= source.width || top >= source.height)
    throw invalid(`Image parameter rect=${shown(raw, 40)} lies outside the ${source.width}×${source.height} picture`)
  const clamped = {
    left,
    top,
    width: Math.min(width, source.width - left),
    height: Math.min(height, source.height - top),
  }
  return clamped.left === 0 && clamped.top === 0 && clamped.width === source.width && clamped.height === source.height
    ? null
    : clamped
}

/** `bg`: RGB or ARGB in hex, 3, 4, 6 or 8 digits (the alpha first, as the pipeline reads it). */
function parseColour(raw: string | null): Colour | null {
  if (raw === null || raw === '') return null
  const digits = raw.replace(/^#/, '')
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(digits))
    throw invalid(`Image parameter bg=${shown(raw)} is not a colour: give 3, 4, 6 or 8 hex digits (RGB or ARGB)`)
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits
  const withAlpha = full.length === 8 ? full : `ff${full}`
  const byte = (index: number) => Number.parseInt(withAlpha.slice(index, index + 2), 16)
  return { alpha: byte(0) / 255, r: byte(2), g: byte(4), b: byte(6) }
}

/** `crop=top,left`, `crop=entropy`, `crop=focalpoint`: how `fit=crop` and `fit=min` cut the picture. */
function parseCrop(raw: string | null): { crop: Crop; focal: boolean } {
  const centre: Crop = { kind: 'edges', x: 'center', y: 'center' }
  if (raw === null || raw === '') return { crop: centre, focal: false }
  const modes = raw.split(',')
  const known = [...CROP_EDGES, 'focalpoint', 'entropy']
  const unknown = modes.find((mode) => !known.includes(mode))
  if (unknown !== undefined)
    throw invalid(
      `Image parameter crop=${shown(raw, 40)} is not known: use ${known.join(', ')} (edges may be combined)`,
    )
  if (modes.includes('focalpoint')) return { crop: centre, focal: true }
  if (modes.includes('entropy')) return { crop: { kind: 'entropy' }, focal: false }
  const x = modes.includes('left') ? 'left' : modes.includes('right') ? 'right' : 'center'
  const y = modes.includes('top') ? 'top' : modes.includes('bottom') ? 'bottom' : 'center'
  return { crop: { kind: 'edges', x, y }, focal: false }
}

function parseBoolean(search: URLSearchParams, name: string): boolean {
  const raw = search.get(name)
  if (raw === null || raw === '' || raw === 'false') return false
  if (raw === 'true') return true
  throw invalid(`Image parameter ${name}=${shown(raw)} is not known: use true or false`)
}

/** The format of the output: `fm`, else `auto=format` by the browser's Accept, else the source's (web formats only). */
function outputFormat(search: URLSearchParams, source: SourceImage, accept: string | undefined): OutputFormat {
  const fm = choice(search, 'fm', Object.keys(OUTPUT_FORMATS) as (keyof typeof OUTPUT_FORMATS)[])
  if (fm) return OUTPUT_FORMATS[fm]
  const auto = choice(search, 'auto', ['format'])
  if (auto && accept?.includes('image/avif')) return 'avif'
  if (auto && accept?.includes('image/webp')) return 'webp'
  switch (source.extension) {
    case 'png':
    case 'webp':
    case 'gif':
    case 'avif':
      return source.extension
    case 'jpg':
      return 'jpeg'
    default:
      // TIFF and HEIF are no format a browser shows: JPEG, as a photograph usually is.
      return 'jpeg'
  }
}

/** The transformation a query asks for, or null when it asks for none (the original file is served). */
export function parseTransform(
  search: URLSearchParams,
  source: SourceImage,
  accept: string | undefined,
): Transform | null {
  if (!TRANSFORM_PARAMETERS.some((name) => search.has(name))) return null
  const rect = parseRect(search.get('rect'), source)
  const dpr = numberParameter(search, 'dpr', DPR.min, DPR.max) ?? 1
  const pixels = (name: string) => {
    const value = numberParameter(search, name, 1, MAX_OUTPUT_SIDE)
    if (value === null) return null
    const scaled = Math.round(value * dpr)
    if (scaled > MAX_OUTPUT_SIDE)
      throw invalid(
        `Image parameter ${name}=${value} with dpr=${dpr} asks for ${scaled} pixels; at most ${MAX_OUTPUT_SIDE}`,
      )
    return scaled
  }
  const orientation = Number(choice(search, 'or', ORIENTATIONS.map(String)) ?? 0) as Transform['orientation']
  const flip = choice(search, 'flip', FLIPS) ?? ''
  const { crop, focal } = parseCrop(search.get('crop'))
  const fpX = numberParameter(search, 'fp-x', 0, 1)
  const fpY = numberParameter(search, 'fp-y', 0, 1)
  const frame = search.get('frame')
  if (frame !== null && frame !== '' && frame !== '1')
    throw invalid(`Image parameter frame=${shown(frame)} is not known: only frame=1 (the first frame) exists`)
  const fm = search.get('fm')
  const transform: Transform = {
    rect,
    orientation,
    flipHorizontal: flip.includes('h'),
    flipVertical: flip.includes('v'),
    width: pixels('w'),
    height: pixels('h'),
    minWidth: pixels('min-w'),
    maxWidth: pixels('max-w'),
    minHeight: pixels('min-h'),
    maxHeight: pixels('max-h'),
    fit: choice(search, 'fit', FITS) ?? 'clip',
    crop,
    focalPoint: focal || fpX !== null || fpY !== null ? { x: fpX ?? 0.5, y: fpY ?? 0.5 } : null,
    background: parseColour(search.get('bg')),
    pad: Math.round((numberParameter(search, 'pad', 0, MAX_OUTPUT_SIDE) ?? 0) * dpr),
    blur: numberParameter(search, 'blur', 0, 2000) ?? 0,
    sharpen: numberParameter(search, 'sharp', 0, 100) ?? 0,
    invert: parseBoolean(search, 'invert'),
    saturation: numberParameter(search, 'sat', -100, 100) ?? 0,
    quality: Math.round(numberParameter(search, 'q', 0, 100) ?? 75),
    format: outputFormat(search, source, accept),
    progressive: fm === 'pjpg',
  }
  const { width, height } = plan(transform, source).output
  if (width > MAX_OUTPUT_SIDE || height > MAX_OUTPUT_SIDE)
    throw invalid(`The picture would be ${width}×${height} pixels; at most ${MAX_OUTPUT_SIDE} on each side`)
  return transform
}

/** One string per distinct transform (the cache key, with the file): its fields in a fixed order. */
export function transformKey(transform: Transform): string {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, item]) => [key, canonical(item)]),
        )
      : value
  return JSON.stringify(canonical(transform))
}

const WHITE: Colour = { r: 255, g: 255, b: 255, alpha: 1 }
const TRANSPARENT: Colour = { r: 0, g: 0, b: 0, alpha: 0 }

/** The transformed picture. */
export async function applyTransform(bytes: Buffer, transform: Transform, source: SourceImage): Promise<Buffer> {
  const steps = plan(transform, source)
  const { region, picture, entropy } = steps
  const sigma = transform.blur / 2
  // A wide blur is done at a fraction of the size and scaled back (DIRECT_BLUR_SIGMA).
  const shrink = sigma > DIRECT_BLUR_SIGMA ? sigma / DIRECT_BLUR_SIGMA : 1
  const sized = (size: Size) =>
    shrink === 1 ? size : { width: atLeastOne(size.width / shrink), height: atLeastOne(size.height / shrink) }
  const turned = transform.orientation === 90 || transform.orientation === 270
  // sharp mirrors before it turns: a mirror of the turned picture is the other mirror of the upright one.
  const mirrorX = turned ? transform.flipVertical : transform.flipHorizontal
  const mirrorY = turned ? transform.flipHorizontal : transform.flipVertical
  let image = sharp(bytes).autoOrient()
  const whole = region.left === 0 && region.top === 0 && region.width === source.width
  if (!whole || region.height !== source.height) image = image.extract(region)
  if (transform.orientation) image = image.rotate(transform.orientation)
  if (mirrorX) image = image.flop()
  if (mirrorY) image = image.flip()
  const first = sized(picture)
  image = image.resize({
    width: first.width,
    height: first.height,
    fit: entropy ? 'cover' : 'fill',
    ...(entropy ? { position: sharp.strategy.entropy } : {}),
  })
  if (sigma >= 0.3) image = image.blur(sigma / shrink)
  if (shrink !== 1) {
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({
      width: picture.width,
      height: picture.height,
      fit: 'fill',
    })
  }
  return finish(image, transform, steps.frame)
}

/** Effects, the frame (`fit=fill`, `pad`) and the encoding. */
async function finish(image: Sharp, transform: Transform, frame: Plan['frame']): Promise<Buffer> {
  const { format, quality } = transform
  const opaque = format === 'jpeg'
  if (transform.sharpen > 0) image = image.sharpen({ sigma: 0.5 + transform.sharpen / 40 })
  if (frame.top || frame.bottom || frame.left || frame.right)
    image = image.extend({ ...frame, background: transform.background ?? (opaque ? WHITE : TRANSPARENT) })
  if (transform.saturation) image = image.modulate({ saturation: 1 + transform.saturation / 100 })
  if (transform.invert) image = image.negate({ alpha: false })
  // A format without transparency shows the background colour (white unless `bg` says otherwise).
  if (opaque) image = image.flatten({ background: transform.background ?? WHITE })
  const lossy = Math.max(1, quality)
  switch (format) {
    case 'webp':
      return image.webp({ quality: lossy }).toBuffer()
    case 'avif':
      // Effort 2 of 9: AVIF encodes slowly, and a lane holds the thumbnails behind it meanwhile.
      return image.avif({ quality: lossy, effort: 2 }).toBuffer()
    case 'png':
      return image.png().toBuffer()
    case 'gif':
      return image.gif().toBuffer()
    default:
      return image.jpeg({ quality: lossy, progressive: transform.progressive }).toBuffer()
  }
}
