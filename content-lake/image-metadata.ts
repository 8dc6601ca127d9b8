import type { Palette, Swatch } from '@vibrant/color'
import { DefaultGenerator } from '@vibrant/generator-default'
import { MMCQ } from '@vibrant/quantizer-mmcq'
import { encode as encodeBlurHash } from 'blurhash'
import exifReader from 'exif-reader'
import sharp, { type Metadata } from 'sharp'
import { rgbaToThumbHash } from 'thumbhash'
import { dataError } from './errors.ts'

/**
 * The metadata Sanity's Content Lake writes into `sanity.imageAsset.metadata` on upload, chosen by
 * the upload's `meta` parameter (@sanity/client's `extract`): `lqip`, `palette` and `blurhash` unless
 * `meta` names others, `exif`, `image`, `location`, `thumbhash` when asked for, `none` for none of
 * them; `dimensions`, `hasAlpha` and `isOpaque` always.
 *
 * https://www.sanity.io/docs/apis-and-sdks/image-metadata
 */

export const METADATA_KINDS = ['lqip', 'palette', 'blurhash', 'thumbhash', 'exif', 'image', 'location'] as const
export type MetadataKind = (typeof METADATA_KINDS)[number]
const DEFAULT_KINDS: MetadataKind[] = ['lqip', 'palette', 'blurhash']

/** The kinds an upload asks for (`meta=palette&meta=location`; none given: the defaults; `none`: none). */
export function metadataKinds(requested: string[]): Set<MetadataKind> {
  if (requested.length === 0) return new Set(DEFAULT_KINDS)
  const kinds = new Set<MetadataKind>()
  for (const kind of requested) {
    if (kind === 'none') continue
    if (!(METADATA_KINDS as readonly string[]).includes(kind))
      throw dataError(
        400,
        'invalidMetadataType',
        `Metadata "${kind.slice(0, 20)}" is not known: use ${[...METADATA_KINDS, 'none'].join(', ')}`,
      )
    kinds.add(kind as MetadataKind)
  }
  return kinds
}

/** A small upright copy of the picture in RGBA, what every summary below is computed from. */
async function thumbnail(bytes: Buffer, side: number) {
  const { data, info } = await sharp(bytes)
    .autoOrient()
    .resize(side, side, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { pixels: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), ...info }
}

type Thumbnail = Awaited<ReturnType<typeof thumbnail>>

/** The blur placeholder: a JPEG 20 pixels wide as a data URL (what `lqip` holds on Sanity). */
async function lqip(bytes: Buffer): Promise<string> {
  const placeholder = await sharp(bytes)
    .autoOrient()
    .resize(20)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 50 })
  return `data:image/jpeg;base64,${(await placeholder.toBuffer()).toString('base64')}`
}

/** 4 × 3 components, BlurHash's own default (github.com/woltapp/blurhash). */
function blurHash({ pixels, width, height }: Thumbnail): string {
  return encodeBlurHash(pixels, width, height, 4, 3)
}

function thumbHash({ pixels, width, height }: Thumbnail): string {
  return Buffer.from(rgbaToThumbHash(width, height, pixels)).toString('base64')
}

/**
 * The palette as Sanity shapes it: the swatches of node-vibrant's generator (vibrant, muted and their
 * dark and light variants) plus the dominant colour, each with its colour, text colours for titles
 * and body text over it, and its share of the picture's pixels in percent.
 */
async function palette({ pixels }: Thumbnail) {
  // node-vibrant's default filter: transparent and almost white pixels are not colours of the picture.
  const counted = new Uint8ClampedArray(pixels)
  let total = 0
  for (let offset = 0; offset < counted.length; offset += 4) {
    const [r = 0, g = 0, b = 0, alpha = 0] = counted.subarray(offset, offset + 4)
    if (alpha < 125 || (r > 250 && g > 250 && b > 250)) counted[offset + 3] = 0
    else total++
  }
  if (total === 0) return undefined
  const swatches = MMCQ(counted, { colorCount: 64 })
  const named = (await DefaultGenerator(swatches)) as Palette
  const dominant = swatches.reduce<Swatch | null>(
    (best, swatch) => (!best || swatch.population > best.population ? swatch : best),
    null,
  )
  const swatch = (found: Swatch | null | undefined) =>
    found && {
      _type: 'sanity.imagePaletteSwatch',
      background: found.hex,
      foreground: found.bodyTextColor,
      population: Math.round((found.population / total) * 10000) / 100,
      title: found.titleTextColor,
    }
  const entries = {
    darkMuted: named.DarkMuted,
    darkVibrant: named.DarkVibrant,
    dominant,
    lightMuted: named.LightMuted,
    lightVibrant: named.LightVibrant,
    muted: named.Muted,
    vibrant: named.Vibrant,
  }
  return {
    _type: 'sanity.imagePalette',
    ...Object.fromEntries(Object.entries(entries).flatMap(([name, found]) => (found ? [[name, swatch(found)]] : []))),
  }
}

type ExifTags = Record<string, unknown>

/** EXIF values as JSON holds them: numbers, strings, dates as ISO strings; binary tags and pointers left out. */
function jsonTags(tags: ExifTags | undefined): ExifTags {
  const result: ExifTags = {}
  for (const [name, value] of Object.entries(tags ?? {})) {
    if (name === 'ExifTag' || name === 'GPSTag' || name === 'InteroperabilityTag') continue
    if (value instanceof Date) {
      if (!Number.isNaN(value.getTime())) result[name] = value.toISOString()
    } else if (typeof value === 'number' || typeof value === 'string') result[name] = value
    else if (Array.isArray(value) && value.every((item) => typeof item === 'number' || typeof item === 'string'))
      result[name] = value
  }
  return result
}

function readExif(metadata: Metadata) {
  if (!metadata.exif) return null
  try {
    return exifReader(metadata.exif)
  } catch {
    // A picture whose EXIF block is broken still uploads, without what that block held.
    return null
  }
}

/** `GPSLatitude` etc. as degrees, minutes, seconds and a reference → a geopoint. */
function location(gps: ExifTags | undefined) {
  const degrees = (value: unknown, reference: unknown, negative: string) => {
    if (!Array.isArray(value) || value.length !== 3 || !value.every(Number.isFinite)) return null
    const [d, m, s] = value as number[]
    const result = (d ?? 0) + (m ?? 0) / 60 + (s ?? 0) / 3600
    return reference === negative ? -result : result
  }
  const lat = degrees(gps?.GPSLatitude, gps?.GPSLatitudeRef, 'S')
  const lng = degrees(gps?.GPSLongitude, gps?.GPSLongitudeRef, 'W')
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined
  const altitude = gps?.GPSAltitude
  const alt = typeof altitude === 'number' && Number.isFinite(altitude) ? altitude : undefined
  return {
    _type: 'geopoint',
    lat,
    lng,
    ...(alt === undefined ? {} : { alt: gps?.GPSAltitudeRef === 1 ? -alt : alt }),
  }
}

/** The requested metadata of a picture sharp has read (`metadata`); what a picture lacks (no GPS) is left out. */
export async function extractMetadata(bytes: Buffer, metadata: Metadata, kinds: Set<MetadataKind>) {
  const small =
    kinds.has('palette') || kinds.has('blurhash') || kinds.has('thumbhash') ? await thumbnail(bytes, 100) : null
  const exif = kinds.has('exif') || kinds.has('image') || kinds.has('location') ? readExif(metadata) : null
  const parts: Record<string, unknown> = {}
  if (kinds.has('lqip')) parts.lqip = await lqip(bytes)
  if (small && kinds.has('blurhash')) parts.blurHash = blurHash(small)
  if (small && kinds.has('thumbhash')) parts.thumbHash = thumbHash(small)
  if (small && kinds.has('palette')) parts.palette = await palette(small)
  if (exif && kinds.has('exif')) parts.exif = { _type: 'sanity.imageExifMetadata', ...jsonTags(exif.Photo) }
  if (exif && kinds.has('image')) parts.image = { _type: 'sanity.imageExifTags', ...jsonTags(exif.Image) }
  if (exif && kinds.has('location')) parts.location = location(exif.GPSInfo as ExifTags | undefined)
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined))
}
