import type { ServiceCategory } from '@/lib/sanity/sanity.types'
import type { Seed } from './types'

export const CATEGORY_IDS = {
  gebaeudereinigung: 'category-gebaeudereinigung',
  spezialreinigung: 'category-spezialreinigung',
  aussenanlagen: 'category-aussenanlagen',
  weitere: 'category-weitere-leistungen',
} as const

export const categories: Seed<ServiceCategory>[] = [
  { _id: CATEGORY_IDS.gebaeudereinigung, _type: 'serviceCategory', title: 'Gebäudereinigung', order: 0 },
  { _id: CATEGORY_IDS.spezialreinigung, _type: 'serviceCategory', title: 'Spezialreinigung', order: 1 },
  { _id: CATEGORY_IDS.aussenanlagen, _type: 'serviceCategory', title: 'Außenanlagen', order: 2 },
  { _id: CATEGORY_IDS.weitere, _type: 'serviceCategory', title: 'Weitere Leistungen', order: 3 },
]
