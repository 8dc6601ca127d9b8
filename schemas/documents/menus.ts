import { LinkIcon } from '@sanity/icons/Link'
import { MenuIcon } from '@sanity/icons/Menu'
import { MovableArrayInput, MovableItem } from '@schemas/objects/movable-array'
import { FIXED_PAGE_TYPES } from '@shared/documents'
import { SANITY_API_VERSION } from '@shared/sanity'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { MenuLinkLabelInput } from './menu-link-label-input'

/**
 * „Menüs“: what the header (desktop and phone) and the footer link to. Editors add, remove and reorder
 * entries; SPEC.md's structure is the seed. Entries point at pages with weak references: a page taken
 * offline or deleted leaves its entry behind, the site leaves the entry out (never a dead link), and it
 * is back when the page is published again.
 */

/** Pages a menu entry can lead to: the fixed pages, services and landing pages. */
export const MENU_TARGET_TYPES = [...FIXED_PAGE_TYPES, 'service', 'page'] as const

export const MENU_LIMITS = { header: 6, footerColumns: 2, columnLinks: 12, servicesColumns: 4 } as const

type MenuLinkValue = { kind?: string; page?: { _ref?: string }; url?: string; label?: string }

export const menuLink = defineType({
  name: 'menuLink',
  title: 'Menüeintrag',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'kind',
      title: 'Ziel',
      type: 'string',
      options: {
        list: [
          { value: 'page', title: 'Eine Seite dieser Website' },
          { value: 'url', title: 'Eine andere Website' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      // Not required: an entry without a choice (made before the initial value arrived) is a page entry.
      initialValue: 'page',
    }),
    defineField({
      name: 'page',
      title: 'Seite',
      description: 'Eine feste Seite, eine Leistung oder eine Aktionsseite. Tippen Sie den Namen und wählen Sie aus.',
      type: 'reference',
      weak: true,
      to: MENU_TARGET_TYPES.map((type) => ({ type })),
      hidden: ({ parent }) => (parent as MenuLinkValue | undefined)?.kind === 'url',
      validation: (rule) => [
        rule
          .custom((value, context) =>
            (context.parent as MenuLinkValue | undefined)?.kind !== 'url' && !value?._ref
              ? 'Bitte die Seite wählen, zu der der Eintrag führt.'
              : true,
          )
          .error(),
        rule
          .custom(async (value, context) => {
            if (!value?._ref) return true
            const published = await context
              .getClient({ apiVersion: SANITY_API_VERSION })
              .fetch<boolean>('defined(*[_id == $id][0]._id)', { id: value._ref })
            return published
              ? true
              : 'Diese Seite ist nicht veröffentlicht: Der Eintrag erscheint erst, wenn sie online ist.'
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'url',
      title: 'Adresse der anderen Website',
      description: 'Vollständig, z. B. „https://www.handwerk.de“. Sie öffnet sich in einem neuen Fenster.',
      type: 'url',
      hidden: ({ parent }) => (parent as MenuLinkValue | undefined)?.kind !== 'url',
      validation: (rule) => [
        rule.uri({ scheme: ['https', 'http'] }).error('Bitte eine vollständige Adresse mit https:// eingeben.'),
        rule
          .custom((value, context) =>
            (context.parent as MenuLinkValue | undefined)?.kind === 'url' && !value
              ? 'Bitte die Adresse eingeben, zu der der Eintrag führt.'
              : true,
          )
          .error(),
      ],
    }),
    defineField({
      name: 'label',
      title: 'Beschriftung',
      description: 'Leer: der Name der Seite (bei einer Leistung ihr „Name im Menü“). Ändert sich mit ihm.',
      type: 'string',
      components: { input: MenuLinkLabelInput },
      validation: (rule) => [
        rule.max(40).warning('Lange Beschriftungen passen schlecht ins Menü.'),
        rule
          .custom((value, context) =>
            (context.parent as MenuLinkValue | undefined)?.kind === 'url' && !value?.trim()
              ? 'Eine andere Website braucht eine Beschriftung.'
              : true,
          )
          .error(),
      ],
    }),
  ],
  preview: {
    select: {
      label: 'label',
      kind: 'kind',
      url: 'url',
      title: 'page.title',
      menuName: 'page.menuName',
      type: 'page._type',
      slug: 'page.slug.current',
    },
    prepare: ({ label, kind, url, title, menuName, type, slug }) => {
      if (kind === 'url')
        return { title: label || url || 'Neuer Eintrag', subtitle: url ? `Andere Website: ${url}` : undefined }
      const name = menuName || title
      return {
        title: label || name || 'Neuer Eintrag',
        subtitle: type
          ? `${TARGET_KIND[type as string] ?? 'Seite'}${slug ? `: /${type === 'service' ? 'leistungen/' : ''}${slug}` : ''}`
          : 'Noch keine Seite gewählt',
      }
    },
  },
})

const TARGET_KIND: Record<string, string> = {
  service: 'Leistung',
  page: 'Aktionsseite',
  homePage: 'Feste Seite',
  servicesPage: 'Feste Seite',
  aboutPage: 'Feste Seite',
  careersPage: 'Feste Seite',
  contactPage: 'Feste Seite',
}

const menuLinks = (name: string, title: string, description: string, max: number) =>
  defineField({
    name,
    title,
    description,
    type: 'array',
    of: [defineArrayMember({ type: 'menuLink', components: { item: MovableItem } })],
    components: { input: MovableArrayInput },
    validation: (rule) => rule.max(max).error(`Höchstens ${max} Einträge.`),
  })

/** A column of the services menu an editor fills by hand („Eigene Auswahl“). */
export const menuColumn = defineType({
  name: 'menuColumn',
  title: 'Spalte',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Überschrift',
      type: 'string',
      validation: (rule) => rule.required().error('Bitte eine Überschrift eingeben.').max(40),
    }),
    menuLinks('links', 'Einträge', '', MENU_LIMITS.columnLinks),
  ],
  preview: {
    select: { title: 'heading', links: 'links' },
    prepare: ({ title, links }) => ({ title, subtitle: `${(links as unknown[] | undefined)?.length ?? 0} Einträge` }),
  },
})

const FOOTER_FILLS = [
  { value: 'mainMenu', title: 'Die Einträge des Hauptmenüs' },
  { value: 'services', title: 'Je Kategorie die erste Leistung, dann „Alle Leistungen“' },
  { value: 'none', title: 'Nur die Einträge unten' },
] as const

/** A column of links in the footer: filled from the header or the services, plus entries of its own. */
export const footerColumn = defineType({
  name: 'footerColumn',
  title: 'Spalte der Fußzeile',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Überschrift',
      type: 'string',
      validation: (rule) => rule.required().error('Bitte eine Überschrift eingeben.').max(40),
    }),
    defineField({
      name: 'fill',
      title: 'Füllt sich selbst mit',
      type: 'string',
      options: { list: [...FOOTER_FILLS], layout: 'radio' },
      initialValue: 'none',
      validation: (rule) => rule.required(),
    }),
    menuLinks('links', 'Weitere Einträge', 'Erscheinen nach den automatischen Einträgen.', MENU_LIMITS.columnLinks),
  ],
  validation: (rule) =>
    rule.custom((value: { fill?: string; links?: unknown[] } | undefined) =>
      value?.fill === 'none' && !value.links?.length ? 'Die Spalte ist leer: Bitte Einträge hinzufügen.' : true,
    ),
  preview: {
    select: { title: 'heading', fill: 'fill', links: 'links' },
    prepare: ({ title, fill, links }) => ({
      title,
      subtitle: [
        FOOTER_FILLS.find((entry) => entry.value === fill && fill !== 'none')?.title,
        (links as unknown[] | undefined)?.length ? `${(links as unknown[]).length} weitere Einträge` : undefined,
      ]
        .filter(Boolean)
        .join(' + '),
    }),
  },
})

export const menus = defineType({
  name: 'menus',
  title: 'Menüs',
  type: 'document',
  icon: MenuIcon,
  description:
    'Was Kopfzeile, Handy-Menü und Fußzeile verlinken. Änderungen erscheinen nach dem Veröffentlichen auf jeder Seite.',
  fields: [
    {
      ...menuLinks(
        'header',
        'Hauptmenü (Kopfzeile und Handy-Menü)',
        'In dieser Reihenfolge. Der Eintrag zur Seite „Leistungen“ öffnet das Leistungen-Menü. Eine Seite, die offline geht, verschwindet von selbst aus dem Menü.',
        MENU_LIMITS.header,
      ),
      validation: (rule) => [
        rule.required().min(1).error('Das Hauptmenü braucht mindestens einen Eintrag.'),
        rule
          .max(MENU_LIMITS.header)
          .error(`Höchstens ${MENU_LIMITS.header} Einträge: Mehr passen nicht in eine Zeile.`),
      ],
    },
    defineField({
      name: 'servicesMenu',
      title: 'Leistungen-Menü',
      description: 'Öffnet sich am Eintrag „Leistungen“ (Desktop: beim Zeigen, Handy: zum Aufklappen).',
      type: 'object',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({
          name: 'mode',
          title: 'Inhalt',
          type: 'string',
          options: {
            list: [
              { value: 'categories', title: 'Automatisch: alle Leistungen, nach Kategorie in Spalten' },
              { value: 'custom', title: 'Eigene Auswahl: Spalten und Einträge selbst festlegen' },
            ],
            layout: 'radio',
          },
          initialValue: 'categories',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'columns',
          title: 'Spalten',
          type: 'array',
          of: [defineArrayMember({ type: 'menuColumn' })],
          hidden: ({ parent }) => (parent as { mode?: string } | undefined)?.mode !== 'custom',
          validation: (rule) => [
            rule.max(MENU_LIMITS.servicesColumns).error(`Höchstens ${MENU_LIMITS.servicesColumns} Spalten.`),
            rule.custom((columns: unknown[] | undefined, context) =>
              (context.parent as { mode?: string } | undefined)?.mode === 'custom' && !columns?.length
                ? 'Bitte mindestens eine Spalte anlegen – oder „Automatisch“ wählen.'
                : true,
            ),
          ],
        }),
      ],
    }),
    defineField({
      name: 'footer',
      title: 'Fußzeile: Spalten mit Links',
      description: `Neben Logo, Kontakt und Öffnungszeiten; höchstens ${MENU_LIMITS.footerColumns}.`,
      type: 'array',
      of: [defineArrayMember({ type: 'footerColumn' })],
      validation: (rule) =>
        rule
          .max(MENU_LIMITS.footerColumns)
          .error(`Höchstens ${MENU_LIMITS.footerColumns} Spalten: Mehr passen nicht neben Kontakt und Öffnungszeiten.`),
    }),
  ],
  preview: { prepare: () => ({ title: 'Menüs' }) },
})
