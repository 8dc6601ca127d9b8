/**
 * What an image transform does to a picture, in pixels (image-transforms.ts parses the URL into a
 * Transform, then runs the plan with sharp): the region of the upright source it uses, the size that
 * region is scaled to, the space around it (`fit=fill`/`fillmax`, `pad`) and the size of the output.
 * Computed before sharp runs, so the bound on the output is checked first and the crop, the turn and
 * the mirror become one extract before sharp turns the picture (sharp extracts and mirrors before it
 * turns, whatever order its methods are called in).
 */

export const MAX_OUTPUT_SIDE = 8192
export const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const
export const ORIENTATIONS = [0, 90, 180, 270] as const

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'
export type Fit = (typeof FITS)[number]
export type Rect = { left: number; top: number; width: number; height: number }
export type Colour = { r: number; g: number; b: number; alpha: number }
/** How a picture is cut to another aspect ratio (`fit=crop`, `fit=min`). */
export type Crop =
  | { kind: 'edges'; x: 'left' | 'center' | 'right'; y: 'top' | 'center' | 'bottom' }
  | { kind: 'entropy' }

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

export type Size = { width: number; height: number }

/**
 * What a transform does to a picture, in pixels: the region of the (upright) source it uses, the
 * size that region is scaled to, the space around it (`fit=fill`/`fillmax`, `pad`) and the size of
 * the output. `region` is null where sharp picks it (`crop=entropy`).
 */
export type Plan = {
  region: Rect
  picture: Size
  entropy: boolean
  frame: { top: number; bottom: number; left: number; right: number }
  output: Size
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)
export const atLeastOne = (value: number) => Math.max(1, Math.round(value))

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
