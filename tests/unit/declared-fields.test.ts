import { bundledDocuments } from '@tests/support/dataset'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createContentReaders, MissingContentError, type QueryReader } from '@/lib/content/readers'
import { queryDataset } from '@/lib/sanity/fetch'

/**
 * The readers check what the dataset really holds against the fields the schema requires (issue 44): a site
 * text the lake lacks refuses the texts document, naming the field, instead of rendering `<span>:</span>`; a
 * field every service lacks (renamed in code, lake not migrated) is named in the log instead of 15 empty cards.
 */

type Doc = { _id: string; _type: string; [field: string]: unknown }

/** Readers over the bundled dataset after `change`, evaluated by groq-js as in bundled mode. */
function readersOver(change: (documents: Doc[]) => void) {
  const documents = structuredClone(bundledDocuments()) as Doc[]
  change(documents)
  const read: QueryReader = ({ query, params }) => queryDataset(documents, query, params)
  return createContentReaders(read)
}

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined)
afterEach(() => vi.restoreAllMocks())

describe('readers and the fields the schema requires', () => {
  it('refuse site texts that lack a text the schema declares, naming its path', async () => {
    const readers = readersOver((documents) => {
      const texts = documents.find((document) => document._id === 'siteTexts') as Doc
      delete (texts.elements as Record<string, unknown>).cardLink
    })
    const reading = readers.getSiteTexts()
    await expect(reading).rejects.toBeInstanceOf(MissingContentError)
    await expect(reading).rejects.toThrow('"siteTexts": elements.cardLink')
  })

  it('log a field every service lacks once, with the count and the documents, and still render', async () => {
    // The service's name (`title`, required): the one field of a card no rename is likely to touch.
    const log = warnings()
    const readers = readersOver((documents) => {
      for (const document of documents) if (document._type === 'service') delete document.title
    })
    const page = await readers.getFixedPage('servicesPage')
    expect(page.sections?.length).toBeGreaterThan(0)
    const lines = log.mock.calls.map(([message]) => String(message))
    const line = lines.find((message) => message.startsWith('Content: title '))
    expect(line).toMatch(/^Content: title is empty in 15 documents \("service-[^"]+", /)
    expect(line).toContain('though the schema requires it')
    const count = log.mock.calls.length
    await readers.getFixedPage('servicesPage')
    expect(log.mock.calls).toHaveLength(count)
  })

  it('log nothing over the bundled dataset as it is', async () => {
    const log = warnings()
    const readers = readersOver(() => undefined)
    await readers.getSiteTexts()
    await readers.getSiteSettings()
    for (const page of ['homePage', 'servicesPage', 'aboutPage', 'careersPage', 'contactPage'] as const)
      await readers.getFixedPage(page)
    for (const slug of await readers.getServiceSlugs()) if (slug) await readers.getService(slug)
    await readers.getMenus()
    expect(log.mock.calls).toEqual([])
  })
})
