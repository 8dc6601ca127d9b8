import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { HomeIcon } from '@sanity/icons/Home'
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline'
import { ThListIcon } from '@sanity/icons/ThList'
import { UsersIcon } from '@sanity/icons/Users'
import type { ComponentType } from 'react'
import { defineField, defineType } from 'sanity'
import { checkPlaceholders } from '../placeholders'
import { type SectionType, sectionsField } from '../sections'

/**
 * The fixed pages (Startseite, Leistungen, Über uns, Karriere, Kontakt): each a singleton
 * with a name, its sections from the one library, and SEO. Landing pages (page.ts) have the
 * same shape plus a slug.
 */

type SectionLike = { _type?: string }

/** A rule that requires a section the page's links depend on (anchors, SPEC.md). */
function requires(type: SectionType, message: string) {
  return (sections: SectionLike[]) => (sections.some((section) => section._type === type) ? true : message)
}

export const pageTitleField = defineField({
  name: 'title',
  title: 'Name der Seite',
  description: 'Erscheint im Brotkrümelpfad für Google und in der Vorschau, nicht als Überschrift.',
  type: 'string',
  validation: (rule) => rule.required().error('Bitte einen Namen eingeben.').max(60),
})

export const pageSeoField = defineField({
  name: 'seo',
  title: 'SEO',
  type: 'seo',
  validation: (rule) => rule.required().error('Bitte die Angaben für Suchmaschinen ausfüllen.'),
})

function fixedPage(
  name: string,
  title: string,
  icon: ComponentType,
  extraRules?: (sections: SectionLike[]) => true | string,
) {
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
      { ...sectionsField(extraRules), group: 'content' },
      { ...pageSeoField, group: 'seo' },
    ],
    validation: (rule) => rule.custom(checkPlaceholders).warning(),
    preview: { select: { title: 'title' }, prepare: ({ title: pageTitle }) => ({ title: pageTitle || title }) },
  })
}

export const homePage = fixedPage(
  'homePage',
  'Startseite',
  HomeIcon,
  requires('inquirySection', 'Die Startseite braucht das Anfrageformular (Ziel der „Angebot anfragen“-Schaltflächen).'),
)

export const servicesPage = fixedPage('servicesPage', 'Seite „Leistungen“', ThListIcon)

export const aboutPage = fixedPage('aboutPage', 'Seite „Über uns“', InfoOutlineIcon)

export const careersPage = fixedPage(
  'careersPage',
  'Seite „Karriere“',
  UsersIcon,
  requires('applicationCtaSection', 'Die Karriereseite braucht den Aufruf zur Bewerbung (Ziel #schnellbewerbung).'),
)

export const contactPage = fixedPage('contactPage', 'Seite „Kontakt“', EnvelopeIcon, (sections) => {
  const inquiry = requires('inquirySection', 'Die Kontaktseite braucht das Anfrageformular.')(sections)
  if (inquiry !== true) return inquiry
  return requires('mapSection', 'Die Kontaktseite braucht die Karte (Ziel #map).')(sections)
})

export const FIXED_PAGE_TYPES = ['homePage', 'servicesPage', 'aboutPage', 'careersPage', 'contactPage'] as const
