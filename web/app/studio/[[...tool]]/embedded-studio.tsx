'use client'

import type { StudioProject } from '@studio/env'
import { keepStudioRequestsLocal, signInToLocalLake } from '@studio/local-lake'
import { studioConfig } from '@studio/sanity.config'
import { NextStudio } from 'next-sanity/studio'
import { NextStudio as NextStudioWithoutBridge } from 'next-sanity/studio/client-component'
import { useEffect, useMemo, useState } from 'react'
import { LocalLakeUnavailable } from './local-lake-unavailable'

/** The Studio for the project the server read from its environment. */
export function EmbeddedStudio({ project }: { project: StudioProject }) {
  const config = useMemo(() => studioConfig(project), [project])
  if (project.lake) return <LocalLakeStudio project={project} config={config} />
  return <NextStudio config={config} />
}

/**
 * The Studio on the local Content Lake: logged in with the lake's token first, and without
 * next-sanity's dashboard bridge (a script from Sanity's CDN), so nothing it loads leaves the machine.
 */
function LocalLakeStudio({ project, config }: { project: StudioProject; config: ReturnType<typeof studioConfig> }) {
  const [state, setState] = useState<'signing-in' | 'ready' | 'unreachable'>('signing-in')
  useEffect(() => {
    if (!project.lake) return
    keepStudioRequestsLocal()
    signInToLocalLake(project.lake, project.projectId).then(
      () => setState('ready'),
      (error: unknown) => {
        console.error('The local Content Lake cannot be reached:', error)
        setState('unreachable')
      },
    )
  }, [project])
  if (state === 'unreachable' && project.lake) return <LocalLakeUnavailable origin={project.lake.origin} />
  if (state === 'signing-in') return null
  return <NextStudioWithoutBridge config={config} />
}
