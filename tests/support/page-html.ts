/**
 * A page's HTML with the words as a reader has them: without the soft hyphens that hyphenate()
 * (web/lib/hyphenate.ts) puts into headings, card titles and buttons on the server, and without the
 * inline block that keeps such a word of a heading whole (web/components/ui/hyphenated.tsx). A test
 * that looks for a published title in the HTML reads it through this, since „Glasreiniger“ arrives as
 * „<span class="inline-block max-w-full">Glas\u00ADreini\u00ADger</span>“.
 */
export function readableHtml(html: string): string {
  return html
    .replaceAll('\u00AD', '')
    .replaceAll('&shy;', '')
    .replace(/<span class="inline-block max-w-full">([^<]*)<\/span>/g, '$1')
}
