import sharp, { type Sharp } from 'sharp'
import { dataError } from './errors.ts'

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

export const MAX_OUTPUT_SIDE = 8192
const DPR = { min: 1, max: 3 }
const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const
const CROP_EDGES = ['top', 'bottom', 'left', 'right', 'center'] as const
const OUTPUT_FORMATS = { jpg: 'jpeg', pjpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' } as const
const ORIENTATIONS = [0, 90, 180, 270] as const
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

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'
type Fit = (typeof FITS)[number]
type Rect = { left: number; top: number; width: number; height: number }
type Colour = { r: number; g: number; b: number; alpha: number }
/** How a picture is cut to another aspect ratio (`fit=crop`, `fit=min`). */
type Crop = { kind: 'edges'; x: 'left' | 'center' | 'right'; y: 'top' | 'center' | 'bottom' } | { kind: 'entropy' }

/** A transformation in its normal form: two requests that ask for the same picture have equal transforms. */
export type Transform = {
  rect: Rect | null
  orientation: (typeof ORIENTATIONS)[number]
  flipHorizontal: boolean
  flipVertical: boolean
  /** Output size in pixels (`w`, `h` times `dpr`), and the bounds of `fit=crop`. */
  width: number | null
  height: number | null
  minWidth: number | null
  maxWidth: number | null
  minHeight: number | null
  maxHeight: number | null
  fit: Fit
  crop: Crop
  /** The point a focal-point crop keeps in the middle, in fractions of the picture (`fp-x`, `fp-y`). */
  focalPoint: { x: number; y: number } | null
  background: Colour | null
  /** Pixels added on every side (`pad` times `dpr`). */
  pad: number
  blur: number
  sharpen: number
  invert: boolean
  saturation: number
  quality: number
  format: OutputFormat
  progressive: boolean
}

export type SourceImage = { width: number; height: number; extension: string }

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

type Size = { width: number; height: number }

/**
 * What a transform does to a picture, in pixels: the region of the (upright) source it uses, the
 * size that region is scaled to, the space around it (`fit=fill`/`fillmax`, `pad`) and the size of
 * the output. `region` is null where sharp picks it (`crop=entropy`).
 */
type Plan = {
  region: Rect
  picture: Size
  entropy: boolean
  frame: { top: number; bottom: number; left: number; right: number }
  output: Size
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)
const atLeastOne = (value: number) => Math.max(1, Math.round(value))

/** The output size of a transform (the bound check and the server's lanes read it). */
export function outputSize(transform: Transform, source: SourceImage): [number, number] {
  const { width, height } = plan(transform, source).output
  return [width, height]
}

export function plan(transform: Transform, source: SourceImage): Plan {
  const area = transform.rect ?? { left: 0, top: 0, width: source.width, height: source.height }
  // `or` turns the picture before it is sized: `w` is the width of what is shown.
  const turned = transform.orientation === 90 || transform.orientation === 270
  const base: Size = turned ? { width: area.height, height: area.width } : { width: area.width, height: area.height }
  const aspect = base.width / base.height
  const { fit } = transform
  let { width, height } = transform
  const noLarger = fit === 'max' || fit === 'fillmax' || fit === 'min'
  // Only one side asked for: the other follows the picture's aspect ratio.
  if (width && !height) height = atLeastOne(width / aspect)
  if (height && !width) width = atLeastOne(height * aspect)
  let picture: Size = { ...base }
  let box: Size = { ...base }
  let cut: Size | null = null
  const oneSideGiven = !transform.width !== !transform.height
  if (width && height && oneSideGiven && fit !== 'crop') {
    // The other side follows the aspect ratio; `max`, `fillmax` and `min` never enlarge.
    picture = box = noLarger && width > base.width ? { ...base } : { width, height }
  } else if (width && height) {
    if (fit === 'crop') {
      box = {
        width: clamp(width, transform.minWidth ?? 1, transform.maxWidth ?? MAX_OUTPUT_SIDE),
        height: clamp(height, transform.minHeight ?? 1, transform.maxHeight ?? MAX_OUTPUT_SIDE),
      }
      picture = box
      cut = box
    } else if (fit === 'scale') {
      picture = box = { width, height }
    } else if (fit === 'min') {
      // The requested aspect ratio, never more pixels than the source has in that shape.
      const most = Math.min(base.width, base.height * (width / height))
      const scale = Math.min(1, most / width)
      picture = box = { width: atLeastOne(width * scale), height: atLeastOne(height * scale) }
      cut = box
    } else {
      const scale = Math.min(width / base.width, height / base.height, noLarger ? 1 : Number.POSITIVE_INFINITY)
      picture = { width: atLeastOne(base.width * scale), height: atLeastOne(base.height * scale) }
      box = fit === 'fill' || fit === 'fillmax' ? { width, height } : picture
    }
  }
  const entropy = cut !== null && transform.crop.kind === 'entropy' && !transform.focalPoint
  const region = cut && !entropy ? cropRegion(transform, base, cut) : { left: 0, top: 0, ...base }
  const horizontal = box.width - picture.width
  const vertical = box.height - picture.height
  const { pad } = transform
  const frame = {
    left: Math.floor(horizontal / 2) + pad,
    right: Math.ceil(horizontal / 2) + pad,
    top: Math.floor(vertical / 2) + pad,
    bottom: Math.ceil(vertical / 2) + pad,
  }
  return {
    region: toSource(region, base, area, transform),
    picture,
    entropy,
    frame,
    output: { width: box.width + 2 * pad, height: box.height + 2 * pad },
  }
}

/** The part of the turned picture (`base`) that a crop to `cut`'s aspect ratio keeps. */
function cropRegion(transform: Transform, base: Size, cut: Size): Rect {
  const scale = Math.max(cut.width / base.width, cut.height / base.height)
  const width = clamp(Math.round(cut.width / scale), 1, base.width)
  const height = clamp(Math.round(cut.height / scale), 1, base.height)
  const spareX = base.width - width
  const spareY = base.height - height
  if (transform.focalPoint) {
    const { x, y } = transform.focalPoint
    return {
      left: clamp(Math.round(x * base.width - width / 2), 0, spareX),
      top: clamp(Math.round(y * base.height - height / 2), 0, spareY),
      width,
      height,
    }
  }
  const edges = transform.crop.kind === 'edges' ? transform.crop : ({ x: 'center', y: 'center' } as const)
  const share = { left: 0, top: 0, center: 0.5, right: 1, bottom: 1 } as const
  return {
    left: Math.round(spareX * share[edges.x]),
    top: Math.round(spareY * share[edges.y]),
    width,
    height,
  }
}

/**
 * A region of the turned and mirrored picture in the coordinates of the upright source, so that one
 * extract before turning does the whole cut (sharp extracts before it rotates, and mirrors before it
 * rotates too).
 */
function toSource(region: Rect, base: Size, area: Rect, transform: Transform): Rect {
  let { left, top, width, height } = region
  if (transform.flipHorizontal) left = base.width - left - width
  if (transform.flipVertical) top = base.height - top - height
  let source: Rect
  switch (transform.orientation) {
    case 90:
      source = { left: top, top: base.width - left - width, width: height, height: width }
      break
    case 180:
      source = { left: base.width - left - width, top: base.height - top - height, width, height }
      break
    case 270:
      source = { left: base.height - top - height, top: left, width: height, height: width }
      break
    default:
      source = { left, top, width, height }
  }
  return { ...source, left: source.left + area.left, top: source.top + area.top }
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
