'use client'

import { deDELocale } from '@sanity/locale-de-de'
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { SINGLETON_TYPES, schemaTypes } from '../schemas'
import { SANITY_API_VERSION } from '../web/lib/sanity/api-version'
import { studioDataset, studioProjectId } from './env'
import { structure } from './structure'

const singletons = new Set<string>(SINGLETON_TYPES)
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Website-Inhalte',
  basePath: '/studio',
  projectId: studioProjectId,
  dataset: studioDataset,
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: SANITY_API_VERSION }), deDELocale()],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure, never created a second time.
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType) ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action)) : actions,
  },
})
