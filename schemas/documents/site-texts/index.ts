import { TextIcon } from '@sanity/icons/Text'
import { checkPlaceholders, PLACEHOLDER_HELP } from '@shared/placeholders'
import { defineType } from 'sanity'
import { footer, header, navigation } from './chrome'
import { consent } from './consent'
import { contact, elements } from './elements'
import { forms } from './forms'
import { jobs } from './jobs'
import { legal, notFound } from './pages'

/**
 * Every word the site shows outside the pages' own sections: navigation, header and menu,
 * footer, labels of cards, sliders and carousels, contact labels, the 404 page, the legal
 * pages' labels, the forms and the job postings. One singleton, grouped by where the text appears (one module
 * per group).
 */
export const siteTexts = defineType({
  name: 'siteTexts',
  title: 'Texte der Website',
  type: 'document',
  icon: TextIcon,
  description: `Alle festen Texte außerhalb der Seitenabschnitte. ${PLACEHOLDER_HELP}`,
  groups: [
    { name: 'chrome', title: 'Kopf- und Fußzeile', default: true },
    { name: 'elements', title: 'Bausteine' },
    { name: 'forms', title: 'Formulare' },
    { name: 'jobs', title: 'Stellenangebote' },
    { name: 'consent', title: 'Cookie-Hinweis' },
    { name: 'pages', title: '404 und Rechtstexte' },
  ],
  fields: [
    { ...navigation, group: 'chrome' },
    { ...header, group: 'chrome' },
    { ...footer, group: 'chrome' },
    { ...contact, group: 'elements' },
    { ...elements, group: 'elements' },
    { ...forms, group: 'forms' },
    { ...jobs, group: 'jobs' },
    { ...consent, group: 'consent' },
    { ...notFound, group: 'pages' },
    { ...legal, group: 'pages' },
  ],
  validation: (rule) => rule.custom(checkPlaceholders).warning(),
  preview: { prepare: () => ({ title: 'Texte der Website' }) },
})
