'use client'

import { visionTool } from '@sanity/vision'
import { schemaTypes } from '@schemas/index'
import { contentStudioPath, DRAFT_MODE_PATHS, SANITY_API_VERSION } from '@shared/sanity'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { documentActions } from './document-actions'
import { type StudioProject, standaloneStudioProject } from './env'
import { inboxWorkspace } from './inbox'
import { StudioLayout } from './layout'
import { localLakeDocumentOptions, localLakeOptions } from './local-lake'
import { germanLocale } from './locale'
import { locate, mainDocuments } from './presentation/resolve'
import { defaultDocumentNode } from './share-preview/views'
import { structure } from './structure'
import { newDocumentTemplates } from './templates'

/**
 * The content workspace, and with a submissions dataset configured the office's inbox
 * („Posteingang“, README "Forms") as a second workspace of the same Studio.
 */
export function studioConfig({ projectId, dataset, submissionsDataset, lake }: StudioProject) {
  const content = defineConfig({
    name: 'default',
    title: 'Website-Inhalte',
    basePath: contentStudioPath(submissionsDataset),
    projectId,
    dataset,
    ...localLakeOptions(lake),
    i18n: germanLocale.i18n,
    studio: { components: { layout: StudioLayout } },
    plugins: [
      structureTool({ title: 'Inhalte', structure, defaultDocumentNode }),
      // The site in a frame beside the form, showing drafts (README, "Preview"). The Studio at /studio
      // shares the site's origin, which the site's X-Frame-Options: SAMEORIGIN requires.
      presentationTool({
        title: 'Vorschau',
        previewUrl: { previewMode: DRAFT_MODE_PATHS },
        resolve: { locations: locate, mainDocuments },
      }),
      // The GROQ console is a developer's tool: in `npm run dev` (and `sanity dev`), never in the editors' Studio.
      ...(process.env.NODE_ENV === 'development' ? [visionTool({ defaultApiVersion: SANITY_API_VERSION })] : []),
      germanLocale.plugin(),
    ],
    schema: {
      types: schemaTypes,
      templates: newDocumentTemplates,
    },
    document: {
      ...localLakeDocumentOptions(lake),
      actions: (actions, { schemaType }) => documentActions(actions, schemaType),
    },
  })
  return submissionsDataset ? [content, inboxWorkspace({ projectId, dataset: submissionsDataset, lake })] : content
}

/** The standalone Studio (`npm run studio`, `sanity build`); /studio builds its own per request. */
export default studioConfig(standaloneStudioProject)
