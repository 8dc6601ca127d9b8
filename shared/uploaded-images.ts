/**
 * What the Studio, the local Content Lake and the site agree on about uploaded files
 * (docs/security.md, third round; docs/decisions.md, „Local Content Lake: assets and images (issue 41)“).
 */

/**
 * The image types an editor may upload: raster pictures the site shows through next/image (which
 * reads TIFF and AVIF as well as the web's own formats). Not SVG: an SVG is a document that may
 * carry script, and opened at its address it would run on the origin that serves it (the site, where
 * the Studio keeps its token, or the lake). Not HEIC either: no browser but Safari shows it and the
 * site's image optimiser passes it through unchanged; an iPhone offered only these types converts
 * its photos to JPEG when it uploads them.
 */
export const RASTER_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
] as const

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

/** An uploaded image at the CDN's path: `<sha1>-<width>x<height>.<extension>`. */
export const IMAGE_FILE_NAME = /^([0-9a-f]{40})-(\d+)x(\d+)\.(jpg|png|webp|gif|tiff|avif|heif|svg)$/
/** An uploaded file at the CDN's path: `<sha1>.<extension>`. */
export const FILE_NAME = /^([0-9a-f]{40})\.([a-z0-9]{1,16})$/

/**
 * `Content-Disposition: attachment` with the name the browser suggests: an ASCII fallback and the
 * name itself in UTF-8 (RFC 6266, RFC 8187), so „Preisliste Glasreinigung 2026.pdf“ arrives as it
 * was uploaded. Path separators, quotes and control characters never reach the header.
 */
export function attachment(name: string): string {
  const safe = name.replace(/[\p{Cc}"\\/]/gu, '_').trim() || 'download'
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16)}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
