import type { AccessibleImage } from '@/lib/sanity/sanity.types'

/**
 * Seed documents are written as typed TypeScript and turned into Sanity's
 * NDJSON export format by scripts/build-dataset.ts. The types come from the
 * schema through TypeGen, minus what the Content Lake fills in itself
 * (`_createdAt`, `_updatedAt`, `_rev`) and array `_key`s, which the build adds.
 */

/** Files in content/dataset/images/. A typo here fails the type check. */
export const IMAGE_FILES = [
  'clean-paved-driveway-modern-house.jpg',
  'cleaning-equipment-mop.jpg',
  'clearance-empty-room.jpg',
  'clearance-moving-boxes.jpg',
  'deep-cleaning-disinfection.jpg',
  'domestic-help-mopping.jpg',
  'facility-management-plans.jpg',
  'hero-modern-office-interior.jpg',
  'industrial-hall.jpg',
  'maintenance-cleaning-vacuum.jpg',
  'modern-glass-facade.jpg',
  'office-cleaning-open-plan-office.jpg',
  'paving-cleaning-pressure-washer.jpg',
  'post-construction-cleaning.jpg',
  'solar-panels.jpg',
  'stairwell.jpg',
  'window-cleaning.jpg',
  // Made for this site (content/dataset/images/CREDITS.md); marked isIllustration.
  'winter-service-illustration.jpg',
  'carpet-upholstery-illustration.jpg',
  'garden-care-illustration.jpg',
  'solar-cleaning-illustration.jpg',
  'solar-panels-before-illustration.jpg',
  'glass-facade-before-illustration.jpg',
  'paving-before-illustration.jpg',
] as const

export type ImageFile = (typeof IMAGE_FILES)[number]

export type SeedImage = {
  _type: 'accessibleImage'
  /** Sanity's import format: `image@file://./images/<file>`, relative to data.ndjson. */
  _sanityAsset: `image@file://./images/${ImageFile}`
  alt: string
  isIllustration?: boolean
  hotspot?: AccessibleImage['hotspot']
}

type SystemField = '_createdAt' | '_updatedAt' | '_rev' | '_key'

export type Seed<T> = T extends AccessibleImage
  ? SeedImage
  : T extends Array<infer Item>
    ? Array<Seed<Item>>
    : T extends Record<string, unknown>
      ? { [K in keyof T as K extends SystemField ? never : K]: Seed<T[K]> } & { _key?: string }
      : T
