'use client'

import type { StudioProject } from '@studio/env'
import { keepStudioRequestsLocal } from '@studio/local-lake'
import { studioConfig } from '@studio/sanity.config'
import { NextStudio } from 'next-sanity/studio'
import { NextStudio as NextStudioWithoutBridge } from 'next-sanity/studio/client-component'
import { useMemo } from 'react'

/**
 * The Sanity Studio itself, loaded only when it is shown: its stylesheet resets every element and
 * would unstyle the pages /studio shows instead (studio-not-configured.tsx, local-lake-unavailable.tsx).
 * On the local Content Lake without next-sanity's dashboard bridge (a script from Sanity's CDN), and
 * with Sanity's own hosts answered in the page, so nothing the Studio loads leaves the machine.
 */
export default function StudioApp({ project }: { project: StudioProject }) {
  // By value: Next renders the page again when the Studio changes the address, with an equal but new
  // `project`; a new config would start the whole Studio over.
  const key = JSON.stringify(project)
  const config = useMemo(() => studioConfig(JSON.parse(key) as StudioProject), [key])
  if (!project.lake) return <NextStudio config={config} />
  // During render, not in an effect: the Studio's own effects (its update check) run before ours would.
  keepStudioRequestsLocal()
  return <NextStudioWithoutBridge config={config} />
}
