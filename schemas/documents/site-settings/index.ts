import { checkPlaceholders } from '@shared/placeholders'
import { defineType } from 'sanity'
import { claimsFields } from './claims'
import { companyFields } from './company'
import { contactFields } from './contact'
import { legalFields } from './legal'
import { seoFields } from './seo'

/** The company's data in one singleton, one module per group of fields. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Einstellungen',
  type: 'document',
  groups: [
    { name: 'company', title: 'Unternehmen', default: true },
    { name: 'contact', title: 'Kontakt' },
    { name: 'claims', title: 'Kennzahlen' },
    { name: 'legal', title: 'Rechtliches' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [...companyFields, ...contactFields, ...claimsFields, ...legalFields, ...seoFields],
  validation: (rule) => rule.custom(checkPlaceholders).warning(),
  preview: { prepare: () => ({ title: 'Einstellungen' }) },
})
