import { attachment, FILE_NAME, IMAGE_FILE_NAME } from '@shared/uploaded-images'
import { describe, expect, it } from 'vitest'

/** The download header of uploaded files and the CDN file names the lake and the site serve (shared/uploaded-images.ts). */
describe('attachment()', () => {
  it('names the download in ASCII and in UTF-8 (RFC 6266, RFC 8187)', () => {
    expect(attachment('Räumdienst Preise.pdf')).toBe(
      `attachment; filename="Raumdienst Preise.pdf"; filename*=UTF-8''R%C3%A4umdienst%20Preise.pdf`,
    )
  })

  it('lets no quote, path separator or line break into the header', () => {
    const header = attachment('a"b/c\\d\r\nSet-Cookie: x=1.pdf')
    expect(header).not.toMatch(/[\r\n]/)
    expect(header.split('; ')[1]).toBe('filename="a_b_c_d__Set-Cookie: x=1.pdf"')
  })

  it('an empty name downloads as „download“', () => {
    expect(attachment('  ')).toMatch(/^attachment; filename="download"/)
  })
})

describe('CDN file names', () => {
  it('images: <sha1>-<w>x<h>.<ext>; files: <sha1>.<ext>; nothing else', () => {
    const sha1 = 'a'.repeat(40)
    expect(IMAGE_FILE_NAME.test(`${sha1}-40x30.tiff`)).toBe(true)
    expect(IMAGE_FILE_NAME.test(`${sha1}-40x30.html`)).toBe(false)
    expect(FILE_NAME.test(`${sha1}.pdf`)).toBe(true)
    expect(FILE_NAME.test(`${sha1}.pdf/../x`)).toBe(false)
    expect(FILE_NAME.test('preisliste.pdf')).toBe(false)
  })
})
