import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { HomeIcon } from '@sanity/icons/Home'
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline'
import { ThListIcon } from '@sanity/icons/ThList'
import { UsersIcon } from '@sanity/icons/Users'
import { type SectionRule, type SectionType, sectionsField } from '@schemas/sections'
import { FIXED_PAGE_TYPES, FIXED_PAGES, type FixedPageType } from '@shared/documents'
import { checkPlaceholders } from '@shared/placeholders'
import type { ComponentType } from 'react'
import { defineField, defineType } from 'sanity'

/**
 * The fixed pages (Startseite, Leistungen, Über uns, Karriere, Kontakt): each a singleton
 * with a name, its sections from the one library, and SEO. Landing pages (page.ts) have the
 * same shape plus a slug.
 */

/** A rule that requires the sections the page's links depend on (anchors, SPEC.md), each with its message. */
function requires(...required: [type: SectionType, message: string][]): SectionRule {
  return (sections) =>
    required.filter(([type]) => !sections.some((section) => section._type === type)).map(([, message]) => message)
}

export const pageTitleField = defineField({
  name: 'title',
  title: 'Name der Seite',
  description:
    'Der eine Name der Seite: im Menü, im Brotkrümelpfad und als Überschrift (H1) und Seitentitel, solange diese leer sind. In Texten setzt {Name} ihn ein.',
  type: 'string',
  validation: (rule) => [rule.required().error('Bitte einen Namen eingeben.'), rule.max(60)],
})

export const pageSeoField = defineField({
  name: 'seo',
  title: 'SEO',
  type: 'seo',
  validation: (rule) => rule.required().error('Bitte die Angaben für Suchmaschinen ausfüllen.'),
})

/** What sets each fixed page apart: its icon and the sections its links depend on. */
const FIXED_PAGE_SCHEMA: Record<FixedPageType, { icon: ComponentType; rules?: SectionRule }> = {
  homePage: {
    icon: HomeIcon,
    rules: requires([
      'inquirySection',
      'Die Startseite braucht das Anfrageformular (Ziel der „Angebot anfragen“-Schaltflächen).',
    ]),
  },
  servicesPage: { icon: ThListIcon },
  aboutPage: { icon: InfoOutlineIcon },
  careersPage: {
    icon: UsersIcon,
    rules: requires([
      'applicationCtaSection',
      'Die Karriereseite braucht den Aufruf zur Bewerbung (Ziel #schnellbewerbung).',
    ]),
  },
  contactPage: {
    icon: EnvelopeIcon,
    rules: requires(
      ['inquirySection', 'Die Kontaktseite braucht das Anfrageformular.'],
      ['mapSection', 'Die Kontaktseite braucht die Karte (Ziel #map).'],
    ),
  },
}

function fixedPage(name: FixedPageType) {
  const { title } = FIXED_PAGES[name]
  const { icon, rules } = FIXED_PAGE_SCHEMA[name]
  return defineType({
    name,
    title,
    type: 'document',
    icon,
    groups: [
      { name: 'content', title: 'Inhalt', default: true },
      { name: 'seo', title: 'SEO' },
    ],
    fields: [
      { ...pageTitleField, group: 'content' },
      { ...sectionsField(rules), group: 'content' },
      { ...pageSeoField, group: 'seo' },
    ],
    validation: (rule) => rule.custom(checkPlaceholders).warning(),
    preview: { select: { title: 'title' }, prepare: ({ title: pageTitle }) => ({ title: pageTitle || title }) },
  })
}

/** The five fixed pages (shared/documents.ts), in the Studio's order. */
export const fixedPageSchemas = FIXED_PAGE_TYPES.map(fixedPage)
