import { bundledDocuments } from '@tests/support/dataset'
import { describe, expect, it } from 'vitest'
import { createContentReaders, type QueryReader } from '@/lib/content/readers'
import { documentTags } from '@/lib/sanity/dependencies'
import { queryDataset } from '@/lib/sanity/fetch'
import { MENUS_QUERY } from '@/lib/sanity/queries'
import { TAGS } from '@/lib/sanity/tags'

/**
 * The editors' menus (Studio: „Menüs“, issue 43) as the site reads them: entries to fixed pages,
 * services, landing pages and other websites; an entry whose page is gone is left out; the services
 * menu fills itself unless the editor chose „Eigene Auswahl“; footer columns fill from the header or
 * the services and add their own entries.
 */

type Doc = Record<string, unknown> & { _id: string; _type: string }

const LANDING_PAGE: Doc = {
  _id: 'page-fruehjahrsputz',
  _type: 'page',
  title: 'Frühjahrsputz-Aktion 2027',
  slug: { _type: 'slug', current: 'fruehjahrsputz-2027' },
  sections: [],
}

const link = (key: string, ref: string, label?: string) => ({
  _key: key,
  _type: 'menuLink',
  kind: 'page',
  page: { _type: 'reference', _ref: ref, _weak: true },
  ...(label ? { label } : {}),
})

function withMenus(change: (menus: Doc) => Doc, extra: Doc[] = []): Doc[] {
  return [
    ...bundledDocuments().map((document) => (document._id === 'menus' ? change(document as Doc) : document)),
    ...extra,
  ] as Doc[]
}

function readersOver(documents: readonly unknown[]) {
  const read: QueryReader = ({ query, params }) => queryDataset(documents, query, params)
  return createContentReaders(read)
}

describe('menus', () => {
  it('puts a landing page into the header and a footer column, named by its title', async () => {
    const documents = withMenus(
      (menus) => ({
        ...menus,
        header: [...(menus.header as unknown[]), link('aktion', LANDING_PAGE._id)],
        footer: (menus.footer as Doc[]).map((column, index) =>
          index === 1 ? { ...column, links: [link('aktion-fuss', LANDING_PAGE._id, 'Frühjahrsputz')] } : column,
        ),
      }),
      [LANDING_PAGE],
    )
    const menus = await readersOver(documents).getMenus()
    expect(menus.header.at(-1)).toMatchObject({ label: 'Frühjahrsputz-Aktion 2027', href: '/fruehjahrsputz-2027' })
    // The footer's navigation column mirrors the header; the services column adds the entry after its services.
    expect(menus.footer[0]?.links.at(-1)?.href).toBe('/fruehjahrsputz-2027')
    expect(menus.footer[1]?.links.at(-1)).toMatchObject({ label: 'Frühjahrsputz', href: '/fruehjahrsputz-2027' })
  })

  it('leaves out an entry whose page is offline or deleted, and keeps its tag so publishing it again brings it back', async () => {
    const documents = withMenus((menus) => ({
      ...menus,
      header: [...(menus.header as unknown[]), link('aktion', LANDING_PAGE._id)],
    }))
    const menus = await readersOver(documents).getMenus()
    expect(menus.header.map((entry) => entry.href)).not.toContain('/fruehjahrsputz-2027')
    expect(menus.header).toHaveLength(5)
    const result = await queryDataset(documents, MENUS_QUERY)
    expect(documentTags(result)).toContain(TAGS.document(LANDING_PAGE._id))
  })

  it('links another website by its label, and refuses none that lacks address or label', async () => {
    const documents = withMenus((menus) => ({
      ...menus,
      header: [
        ...(menus.header as unknown[]),
        { _key: 'hwk', _type: 'menuLink', kind: 'url', url: 'https://www.hwk-bls.de', label: 'Handwerkskammer' },
        { _key: 'leer', _type: 'menuLink', kind: 'url', label: 'Ohne Adresse' },
      ],
    }))
    const menus = await readersOver(documents).getMenus()
    expect(menus.header.at(-1)).toEqual({
      key: 'hwk',
      label: 'Handwerkskammer',
      href: 'https://www.hwk-bls.de',
      external: true,
    })
  })

  it('fills the services menu by category unless the editor chose her own columns', async () => {
    const custom = withMenus(
      (menus) => ({
        ...menus,
        servicesMenu: {
          mode: 'custom',
          columns: [
            {
              _key: 'aktionen',
              _type: 'menuColumn',
              heading: 'Aktionen',
              links: [link('a', LANDING_PAGE._id), link('b', 'service-winterdienst')],
            },
            { _key: 'leer', _type: 'menuColumn', heading: 'Leer', links: [link('c', 'page-gibt-es-nicht')] },
          ],
        },
      }),
      [LANDING_PAGE],
    )
    const menus = await readersOver(custom).getMenus()
    expect(menus.servicesMenu).toEqual([
      {
        key: 'aktionen',
        heading: 'Aktionen',
        links: [
          { key: 'a', label: 'Frühjahrsputz-Aktion 2027', href: '/fruehjahrsputz-2027' },
          { key: 'b', label: 'Winterdienst', href: '/leistungen/winterdienst' },
        ],
      },
    ])
  })

  it("shows SPEC.md's main navigation while the menus document is missing", async () => {
    const documents = bundledDocuments().filter((document) => document._id !== 'menus')
    const menus = await readersOver(documents).getMenus()
    expect(menus.header.map((entry) => entry.label)).toEqual([
      'Startseite',
      'Über uns',
      'Leistungen',
      'Karriere',
      'Kontakt',
    ])
    expect(menus.servicesMenu).toHaveLength(4)
    expect(menus.footer).toEqual([])
  })

  it('a renamed service changes its menu entry; a set „Name im Menü“ wins', async () => {
    const documents = bundledDocuments().map((document) =>
      document._id === 'service-pflasterreinigung'
        ? { ...document, title: 'Pflaster- & Terrassenreinigung' }
        : document,
    )
    const menus = await readersOver(documents).getMenus()
    const labels = menus.servicesMenu.flatMap((column) => column.links.map((entry) => entry.label))
    expect(labels).toContain('Pflaster- & Terrassenreinigung')
    expect(labels).not.toContain('Pflasterreinigung')
    expect(labels).toContain('Entrümpelung')
  })
})
