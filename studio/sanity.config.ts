'use client'

import { deDELocale } from '@sanity/locale-de-de'
import { visionTool } from '@sanity/vision'
import { schemaTypes } from '@schemas/index'
import { SINGLETON_TYPES } from '@shared/documents'
import { contentStudioPath, DRAFT_MODE_PATHS, SANITY_API_VERSION } from '@shared/sanity'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { studioDataset, studioProjectId, studioSubmissionsDataset } from './env'
import { inboxWorkspace } from './inbox'
import { locate, mainDocuments } from './presentation/resolve'
import { structure } from './structure'

const singletons = new Set<string>(SINGLETON_TYPES)
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

const content = defineConfig({
  name: 'default',
  title: 'Website-Inhalte',
  basePath: contentStudioPath(studioSubmissionsDataset),
  projectId: studioProjectId,
  dataset: studioDataset,
  plugins: [
    structureTool({ structure }),
    // The site in a frame beside the form, showing drafts (README, "Preview"). The Studio at /studio
    // shares the site's origin, which the site's X-Frame-Options: SAMEORIGIN requires.
    presentationTool({
      title: 'Vorschau',
      previewUrl: { previewMode: DRAFT_MODE_PATHS },
      resolve: { locations: locate, mainDocuments },
    }),
    visionTool({ defaultApiVersion: SANITY_API_VERSION }),
    deDELocale(),
  ],
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

/**
 * The content workspace, and with a submissions dataset configured the office's inbox
 * („Posteingang“, README "Forms") as a second workspace of the same Studio.
 */
export default studioSubmissionsDataset
  ? [content, inboxWorkspace({ projectId: studioProjectId, dataset: studioSubmissionsDataset })]
  : content
