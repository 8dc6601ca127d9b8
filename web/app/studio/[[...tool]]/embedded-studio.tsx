'use client'

import type { StudioProject } from '@studio/env'
import { studioConfig } from '@studio/sanity.config'
import { NextStudio } from 'next-sanity/studio'
import { useMemo } from 'react'

/** The Studio for the project the server read from its environment. */
export function EmbeddedStudio({ project }: { project: StudioProject }) {
  const config = useMemo(() => studioConfig(project), [project])
  return <NextStudio config={config} />
}
