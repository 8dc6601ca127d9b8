/**
 * A page's HTML with the words as a reader has them: without the soft hyphens that hyphenate()
 * (web/lib/hyphenate.ts) puts into headings, card titles and buttons on the server. A test that looks
 * for a published title in the HTML reads it through this, since „Glasreiniger“ arrives as
 * „Glas\u00ADreini\u00ADger“.
 */
export function readableHtml(html: string): string {
  return html.replaceAll('\u00AD', '').replaceAll('&shy;', '')
}
