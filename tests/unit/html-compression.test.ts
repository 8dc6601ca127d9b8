import { brotliDecompressSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { negotiateEncoding } from '@/server/compression.ts'
import { HtmlCompressor } from '@/server/html-compression.ts'

/** An HTML page shaped like the site's: markup, then a payload repeating its texts far away. */
function page(seed: number): Buffer {
  const texts = Array.from(
    { length: 400 },
    (_, i) =>
      `Abschnitt ${seed}-${i}: Gebäudereinigung im Harz, Angebot in 24 h, Fensterreinigung ${(i * 7919) % 1000}.`,
  )
  const markup = texts.map((text) => `<section class="py-20 md:py-28"><p class="mt-6 text-lg">${text}</p></section>`)
  const payload = texts.map((text) => `self.__next_f.push([1,"[\\"$\\",\\"p\\",null,{\\"children\\":\\"${text}\\"}]"])`)
  return Buffer.from(
    `<!DOCTYPE html><html lang="de"><body>${markup.join('')}<script>${payload.join(';')}</script></body></html>`,
  )
}

describe('negotiateEncoding (web/server/compression.ts)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['BR;q=0.5', 'br'],
    ['gzip;q=1.0, br;q=0.1', 'br'],
    ['br;q=0', null],
    ['br;q=0.0, gzip', 'gzip'],
    ['zstd, gzip', 'zstd'],
    ['gzip, deflate', 'gzip'],
    ['brotli', null],
    ['', null],
    [undefined, null],
    [['gzip', 'br'], 'br'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })
})

describe('HtmlCompressor', () => {
  it('a page version is sent quickly at first, then at the best quality, always the same HTML', async () => {
    const body = page(1)
    const compressor = new HtmlCompressor()
    const first = compressor.encode(body, '/ "etag-1"')
    expect(brotliDecompressSync(first).equals(body)).toBe(true)
    await compressor.settled()
    const later = compressor.encode(body, '/ "etag-1"')
    expect(brotliDecompressSync(later).equals(body)).toBe(true)
    expect(later.length).toBeLessThan(first.length)
    // The reason for brotli: the payload repeats the markup beyond gzip's 32 KB window.
    expect(body.length).toBeGreaterThan(64 * 1024)
    expect(later.length).toBeLessThan(gzipSync(body, { level: 9 }).length * 0.8)
    // Remembered: the same buffer again.
    expect(compressor.encode(body, '/ "etag-1"')).toBe(later)
  })

  it('a new ETag is a new version; a body without a key is never remembered', async () => {
    const compressor = new HtmlCompressor()
    const [v1, v2] = [page(1), page(2)]
    compressor.encode(v1, '/ "a"')
    await compressor.settled()
    const second = compressor.encode(v2, '/ "b"')
    expect(brotliDecompressSync(second).equals(v2)).toBe(true)
    const once = compressor.encode(v1)
    const twice = compressor.encode(v1)
    expect(once).not.toBe(twice)
    expect(brotliDecompressSync(twice).equals(v1)).toBe(true)
  })

  it('keeps no more than maxBytes of remembered versions', async () => {
    const pages = [page(1), page(2), page(3)]
    const compressor = new HtmlCompressor(1)
    for (const [i, body] of pages.entries()) {
      compressor.encode(body, `/${i}`)
      await compressor.settled()
    }
    // Each best-quality result alone is over the limit: nothing stays, every call compresses anew.
    const again = compressor.encode(pages[2] as Buffer, '/2')
    expect(compressor.encode(pages[2] as Buffer, '/2')).not.toBe(again)

    const roomy = new HtmlCompressor(10 * 1024 * 1024)
    roomy.encode(pages[0] as Buffer, '/0')
    await roomy.settled()
    const kept = roomy.encode(pages[0] as Buffer, '/0')
    expect(roomy.encode(pages[0] as Buffer, '/0')).toBe(kept)
  })

  it('drops the version used longest ago first, not the one stored first', async () => {
    const pages = [page(1), page(2), page(3)]
    // The size of each page's best-quality version, from a compressor with room for all.
    const roomy = new HtmlCompressor()
    const sizes: number[] = []
    for (const [i, body] of pages.entries()) {
      roomy.encode(body, `/${i}`)
      await roomy.settled()
      sizes.push(roomy.encode(body, `/${i}`).length)
    }
    // Room for all three but one byte: the third version pushes out exactly one.
    const compressor = new HtmlCompressor(sizes.reduce((sum, size) => sum + size, 0) - 1)
    const remember = async (i: number) => {
      compressor.encode(pages[i] as Buffer, `/${i}`)
      await compressor.settled()
      return compressor.encode(pages[i] as Buffer, `/${i}`)
    }
    const first = await remember(0)
    await remember(1)
    // /0 is read again, so /1 is now the version used longest ago.
    expect(compressor.encode(pages[0] as Buffer, '/0')).toBe(first)
    const third = await remember(2)
    expect(compressor.encode(pages[0] as Buffer, '/0')).toBe(first)
    expect(compressor.encode(pages[2] as Buffer, '/2')).toBe(third)
    // /1 was dropped: every request compresses it anew until it is remembered again.
    const dropped = compressor.encode(pages[1] as Buffer, '/1')
    expect(compressor.encode(pages[1] as Buffer, '/1')).not.toBe(dropped)
  })

  it('runs at most two best-quality compressions at once; the others improve on a later request', async () => {
    const compressor = new HtmlCompressor()
    const pages = [page(1), page(2), page(3)]
    const quick = pages.map((body, i) => compressor.encode(body, `/${i}`))
    await compressor.settled()
    const after = pages.map((body, i) => compressor.encode(body, `/${i}`))
    expect(after[0]?.length).toBeLessThan(quick[0]?.length ?? 0)
    expect(after[1]?.length).toBeLessThan(quick[1]?.length ?? 0)
    // The third was still quick (not remembered), and is being improved now.
    expect(after[2]?.length).toBe(quick[2]?.length)
    await compressor.settled()
    expect(compressor.encode(pages[2] as Buffer, '/2').length).toBeLessThan(quick[2]?.length ?? 0)
  })
})
