import { htmlCounts } from '@scripts/lib/page-weight'
import { describe, expect, it } from 'vitest'

/** The exact counts of `npm run budgets` (issue 29): what the browser parses from a page's HTML. */
describe('htmlCounts', () => {
  const push = 'self.__next_f.push([1,"0:[\\"$\\",\\"div\\",null,{}]\\n"])'
  const html = `<!DOCTYPE html><html lang="de"><head><title>x</title><script>${push}</script><script>other()</script></head><body><p class="a b">Text<svg viewBox="0 0 24 24"><use href="/i.svg#x"/></svg><template><span class="c">x</span></template></p></body></html>`

  it('counts elements as a browser builds them, SVG and <template> content included', () => {
    // html, head, title, script ×2, body, p, svg, use, template, span
    expect(htmlCounts(html).elements).toBe(11)
    expect(htmlCounts('<p>no html, head or body written</p>').elements).toBe(4)
  })

  it('sums the bytes of the inline RSC scripts only', () => {
    expect(htmlCounts(html).rscInline).toBe(Buffer.byteLength(push))
  })

  it('reports <svg> elements and the bytes of class attributes', () => {
    expect(htmlCounts(html)).toMatchObject({ svgs: 1, classBytes: 4 })
  })
})
