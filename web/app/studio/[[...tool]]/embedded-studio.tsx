'use client'

import type { StudioProject } from '@studio/env'
import { type LocalIdentity, newBrowserId, signInToLocalLake, storedIdentity } from '@studio/local-lake-session'
import dynamic from 'next/dynamic'
import { useCallback, useEffect, useState } from 'react'
import { LocalLakeIdentity } from './local-lake-identity'
import { LocalLakeUnavailable } from './local-lake-unavailable'
import { StudioLoadingUntilDrawn } from './studio-loading'

const StudioApp = dynamic(() => import('./studio-app'), { ssr: false })

type State = 'signing-in' | 'asking' | 'ready' | 'unreachable'

/**
 * The Studio for the project the server read from its environment. On the local Content Lake it
 * first logs in as this browser's user (asked once who works here), with a token only the site's own
 * pages can get, in a browser of the user who started the lake. The loading state stays over it until
 * the Studio has drawn.
 */
export function EmbeddedStudio({ project, brandName }: { project: StudioProject; brandName: string }) {
  const [state, setState] = useState<State>(project.lake ? 'signing-in' : 'ready')
  const { lake, projectId } = project
  const lakeOrigin = lake?.origin
  const signIn = useCallback(
    (identity: LocalIdentity) => {
      if (!lakeOrigin) return
      setState('signing-in')
      signInToLocalLake(lakeOrigin, projectId, identity).then(
        () => setState('ready'),
        (error: unknown) => {
          console.error('The local Content Lake cannot be reached:', error)
          setState('unreachable')
        },
      )
    },
    [lakeOrigin, projectId],
  )
  useEffect(() => {
    if (!lakeOrigin) return
    const identity = storedIdentity()
    if (identity) signIn(identity)
    else setState('asking')
  }, [lakeOrigin, signIn])
  if (state === 'unreachable' && lakeOrigin) return <LocalLakeUnavailable origin={lakeOrigin} />
  if (state === 'asking')
    return (
      <LocalLakeIdentity
        withInbox={Boolean(project.submissionsDataset)}
        onChosen={(choice) => signIn({ ...choice, browser: newBrowserId() })}
      />
    )
  return (
    <>
      <StudioLoadingUntilDrawn brandName={brandName} />
      {state === 'ready' ? <StudioApp project={project} /> : null}
    </>
  )
}
