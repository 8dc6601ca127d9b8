import sharp, { type FitEnum } from 'sharp'
import { dataError } from './errors.ts'

/**
 * The image transformations of the lake's image server (`rect`, `w`, `h`, `fit`, `dpr`, `q`, `fm`,
 * `auto=format`, as the Studio and @sanity/image-url ask for them), within the bounds of Sanity's
 * image pipeline: an output side of at most 8192 pixels (larger requests are resized to fit there on
 * Sanity's CDN), `dpr` from 1 to 3 and `q` from 0 to 100 (@sanity/image-url's documentation of
 * `dpr()` and `quality()`), a `rect` clamped to the picture. A parameter out of range is a 400 that
 * says which and why, never a 500 from the image library.
 *
 * https://www.sanity.io/docs/apis-and-sdks/image-urls
 */

export const MAX_OUTPUT_SIDE = 8192
const DPR = { min: 1, max: 3 }
const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const
const OUTPUT_FORMATS = { jpg: 'jpeg', pjpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' } as const
/** The parameters that change the picture; any other (a cache buster, one the lake does not implement) is ignored. */
const TRANSFORM_PARAMETERS = ['rect', 'w', 'h', 'fit', 'dpr', 'q', 'fm', 'auto']

export type OutputFormat = (typeof OUTPUT_FORMATS)[keyof typeof OUTPUT_FORMATS]
type Fit = (typeof FITS)[number]

/** A transformation in its normal form: two requests that ask for the same picture have equal transforms. */
export type Transform = {
  rect: { left: number; top: number; width: number; height: number } | null
  /** Output size in pixels (`w`, `h` times `dpr`). */
  width: number | null
  height: number | null
  fit: Fit
  quality: number
  format: OutputFormat
}

export type SourceImage = { width: number; height: number; extension: string }

const invalid = (message: string) => dataError(400, 'invalidImageParameter', message)

function numberParameter(search: URLSearchParams, name: string, min: number, max: number): number | null {
  const raw = search.get(name)
  if (raw === null || raw === '') return null
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max)
    throw invalid(`Image parameter ${name}=${raw.slice(0, 20)} is out of range: give a number from ${min} to ${max}`)
  return value
}

/** `rect=left,top,width,height`, clamped to the picture; a rectangle outside it is a 400. */
function parseRect(raw: string | null, source: SourceImage): Transform['rect'] {
  if (raw === null) return null
  const values = raw.split(',').map(Number)
  const [left = 0, top = 0, width = 0, height = 0] = values
  if (values.length !== 4 || !values.every(Number.isInteger) || left < 0 || top < 0 || width < 1 || height < 1)
    throw invalid(`Image parameter rect=${raw.slice(0, 40)} must be four whole numbers: left,top,width,height`)
  if (left >= source.width || top >= source.height)
    throw invalid(`Image parameter rect=${raw.slice(0, 40)} lies outside the ${source.width}×${source.height} picture`)
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

/** The transformation a query asks for, or null when it asks for none (the original file is served). */
export function parseTransform(
  search: URLSearchParams,
  source: SourceImage,
  accept: string | undefined,
): Transform | null {
  if (!TRANSFORM_PARAMETERS.some((name) => search.has(name))) return null
  const rect = parseRect(search.get('rect'), source)
  const dpr = numberParameter(search, 'dpr', DPR.min, DPR.max) ?? 1
  const side = (name: string) => {
    const value = numberParameter(search, name, 1, MAX_OUTPUT_SIDE)
    if (value === null) return null
    const scaled = Math.round(value * dpr)
    if (scaled > MAX_OUTPUT_SIDE)
      throw invalid(
        `Image parameter ${name}=${value} with dpr=${dpr} asks for ${scaled} pixels; at most ${MAX_OUTPUT_SIDE}`,
      )
    return scaled
  }
  const width = side('w')
  const height = side('h')
  const fit = search.get('fit') ?? 'clip'
  if (!(FITS as readonly string[]).includes(fit))
    throw invalid(`Image parameter fit=${fit.slice(0, 20)} is not known: use one of ${FITS.join(', ')}`)
  const quality = Math.round(numberParameter(search, 'q', 0, 100) ?? 75)
  const fm = search.get('fm')
  if (fm !== null && !(fm in OUTPUT_FORMATS))
    throw invalid(
      `Image parameter fm=${fm.slice(0, 20)} is not known: use one of ${Object.keys(OUTPUT_FORMATS).join(', ')}`,
    )
  const automatic = search.get('auto') === 'format' && accept?.includes('image/webp') ? 'webp' : null
  const format =
    OUTPUT_FORMATS[(fm ?? automatic ?? source.extension) as keyof typeof OUTPUT_FORMATS] ?? OUTPUT_FORMATS.jpg
  const transform: Transform = { rect, width, height, fit: fit as Fit, quality, format }
  const [outWidth, outHeight] = outputSize(transform, source)
  if (outWidth > MAX_OUTPUT_SIDE || outHeight > MAX_OUTPUT_SIDE)
    throw invalid(`The picture would be ${outWidth}×${outHeight} pixels; at most ${MAX_OUTPUT_SIDE} on each side`)
  return transform
}

/** The largest size the transform can produce (with one side given, the other follows the aspect ratio). */
export function outputSize(transform: Transform, source: SourceImage): [number, number] {
  const from = transform.rect ?? source
  const { width, height } = transform
  let size: [number, number]
  if (width && height) size = [width, height]
  else if (width) size = [width, Math.max(1, Math.round((width * from.height) / from.width))]
  else if (height) size = [Math.max(1, Math.round((height * from.width) / from.height)), height]
  else size = [from.width, from.height]
  if (transform.fit === 'max' || transform.fit === 'fillmax' || transform.fit === 'min')
    size = [Math.min(size[0], from.width), Math.min(size[1], from.height)]
  return size
}

/** One string per distinct transform (the cache key, with the file). */
export function transformKey(transform: Transform): string {
  const { rect, width, height, fit, quality, format } = transform
  const area = rect ? `${rect.left},${rect.top},${rect.width},${rect.height}` : 'full'
  return `rect=${area}&w=${width ?? ''}&h=${height ?? ''}&fit=${fit}&q=${quality}&fm=${format}`
}

const SHARP_FIT: Record<Fit, keyof FitEnum> = {
  clip: 'inside',
  max: 'inside',
  min: 'cover',
  crop: 'cover',
  fill: 'contain',
  fillmax: 'contain',
  scale: 'fill',
}

/** The transformed picture. */
export async function applyTransform(bytes: Buffer, transform: Transform): Promise<Buffer> {
  let image = sharp(bytes).rotate()
  const { rect, width, height, fit, quality, format } = transform
  if (rect) image = image.extract(rect)
  if (width || height)
    image = image.resize({
      width: width ?? undefined,
      height: height ?? undefined,
      fit: SHARP_FIT[fit],
      withoutEnlargement: fit === 'max' || fit === 'fillmax' || fit === 'min',
    })
  switch (format) {
    case 'webp':
      return image.webp({ quality: Math.max(1, quality) }).toBuffer()
    case 'png':
      return image.png().toBuffer()
    case 'gif':
      return image.gif().toBuffer()
    default:
      return image.jpeg({ quality: Math.max(1, quality) }).toBuffer()
  }
}
