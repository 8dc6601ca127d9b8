import { seedDocuments } from '@content/seed/index'
import { siteTexts } from '@content/seed/site-texts'
import type { FixedPageType } from '@shared/documents'
import { NAME_SLOT } from '@shared/placeholders'
import { complete } from '@/lib/content/readers'

/**
 * What the seed (content/seed) says, for tests that expect an editor's words on a page: a wording
 * change in the seed moves the expectation with it, while a page that renders the wrong text, or
 * none, still fails. The site fills in placeholders ({Antwortzeit} …) from the settings, so texts
 * that contain one are not used as expectations.
 */

type SeedDocument = (typeof seedDocuments)[number]
type SeedType = SeedDocument['_type']
type OfType<Type extends SeedType> = Extract<SeedDocument, { _type: Type }>
type WithSections = { title?: string; sections?: readonly { _type: string }[] }
type SectionOf<Page extends WithSections, Type extends string> = Extract<
  NonNullable<Page['sections']>[number],
  { _type: Type }
>

/** Every site text; the Studio requires each one, so none is empty. */
export const texts = complete(siteTexts, 'siteTexts')

/** `value`, or an error naming what the seed lacks (an empty expectation would match anything). */
export function present<Value>(value: Value | null | undefined, what: string): Value {
  if (value === null || value === undefined || value === '') throw new Error(`The seed has no ${what}.`)
  return value
}

/** The one seed document of a type (siteSettings, homePage, contactPage, …). */
export function seedSingleton<Type extends SeedType>(type: Type): OfType<Type> {
  const found = seedDocuments.filter((document): document is OfType<Type> => document._type === type)
  if (found.length !== 1) throw new Error(`The seed has ${found.length} documents of type ${type}, not one.`)
  return found[0] as OfType<Type>
}

export const settings = seedSingleton('siteSettings')

/** The seed document of a type with a slug (a service, a legal page). */
export function seedBySlug<Type extends 'service' | 'legalPage' | 'jobPosting'>(
  type: Type,
  slug: string,
): OfType<Type> {
  const found = seedDocuments.find(
    (document): document is OfType<Type> => document._type === type && document.slug?.current === slug,
  )
  return present(found, `${type} with the slug "${slug}"`)
}

/** The first section of a type on a seed page. */
export function sectionOf<Page extends WithSections, Type extends string>(
  page: Page,
  type: Type,
): SectionOf<Page, Type> {
  const found = page.sections?.find((section): section is SectionOf<Page, Type> => section._type === type)
  return present(found, `${type} on the page`)
}

/** A text of a seed page as the site shows it: {Name} is the page's name (web/lib/content/names.ts). */
export function named(text: string, page: { title?: string }): string {
  return page.title ? text.replaceAll(NAME_SLOT, page.title) : text
}

/** The headline of a seed page's hero: the page's h1 (its name while the hero has none of its own). */
export function headlineOf(page: WithSections): string {
  const hero = page.sections?.find((section) => section._type === 'heroSection')
  const headline = hero && 'headline' in hero && typeof hero.headline === 'string' ? hero.headline : page.title
  return named(present(headline, 'hero headline'), page)
}

/** The label of the header's entry to a fixed page in the seed's menus: its own, else the page's name. */
export function menuLabel(type: FixedPageType): string {
  const entry = seedSingleton('menus').header?.find((link) => link.page?._ref === type)
  return present(entry?.label ?? seedSingleton(type).title, `menu entry to ${type}`)
}

/** The seed documents a list of references points to, in order. */
export function dereference<Type extends SeedType>(type: Type, references: readonly { _ref: string }[] | undefined) {
  return (references ?? []).map(({ _ref }) =>
    present(
      seedDocuments.find((document): document is OfType<Type> => document._type === type && document._id === _ref),
      `${type} ${_ref}`,
    ),
  )
}

/** The text of the first heading block of portable text (e.g. a legal page's first section). */
export function firstHeading(body: readonly { _type: string; style?: string; children?: { text?: string }[] }[]) {
  const block = body.find((entry) => entry._type === 'block' && entry.style?.startsWith('h'))
  return present(block?.children?.map((child) => child.text ?? '').join(''), 'heading in the text')
}

/** `text` as a pattern that matches it literally (inside a longer text too). */
export function literally(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}
