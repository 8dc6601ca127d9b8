/**
 * What the Studio, the local Content Lake and the site agree on about uploaded images
 * (docs/security.md, third round).
 */

/**
 * The image types an editor may upload: raster pictures, as the site shows them through next/image.
 * Not SVG: an SVG is a document that may carry script, and opened at its address it would run on the
 * origin that serves it (the site, where the Studio keeps its token, or the lake).
 */
export const RASTER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

/**
 * Headers of every file served from uploads, by the lake and by the site: whatever the bytes are,
 * opened as a page they can run no script and load nothing (`sandbox` without `allow-scripts` also
 * gives the document an opaque origin: no storage, no cookies of the origin), and the browser never
 * guesses another type than the one named. An `<img>` ignores both, so pictures show as before.
 */
export const UPLOADED_FILE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
} as const
