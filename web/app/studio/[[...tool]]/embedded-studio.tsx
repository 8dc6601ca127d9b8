'use client'

import type { StudioProject } from '@studio/env'
import { signInToLocalLake } from '@studio/local-lake-session'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { LocalLakeUnavailable } from './local-lake-unavailable'
import { StudioLoadingUntilDrawn } from './studio-loading'

const StudioApp = dynamic(() => import('./studio-app'), { ssr: false })

/**
 * The Studio for the project the server read from its environment. On the local Content Lake it
 * first logs in with the lake's token, which only the site's own pages can fetch, in a browser of the
 * user who started the lake. The loading state stays over it until the Studio has drawn.
 */
export function EmbeddedStudio({ project, brandName }: { project: StudioProject; brandName: string }) {
  const [state, setState] = useState<'signing-in' | 'ready' | 'unreachable'>(project.lake ? 'signing-in' : 'ready')
  const { lake, projectId } = project
  const lakeOrigin = lake?.origin
  useEffect(() => {
    if (!lakeOrigin) return
    signInToLocalLake(lakeOrigin, projectId).then(
      () => setState('ready'),
      (error: unknown) => {
        console.error('The local Content Lake cannot be reached:', error)
        setState('unreachable')
      },
    )
  }, [lakeOrigin, projectId])
  if (state === 'unreachable' && lakeOrigin) return <LocalLakeUnavailable origin={lakeOrigin} />
  return (
    <>
      <StudioLoadingUntilDrawn brandName={brandName} />
      {state === 'ready' ? <StudioApp project={project} /> : null}
    </>
  )
}
