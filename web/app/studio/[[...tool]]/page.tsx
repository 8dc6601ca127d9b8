import { embeddedStudioProject } from '@studio/env'
import { settings } from '@/hosting/runtime.ts'
import { getSiteSettings } from '@/lib/content'
import './studio-fonts.css'
import type { Metadata } from 'next'
import { connection } from 'next/server'
import { metadata as studioMetadata } from 'next-sanity/studio'
import { Suspense } from 'react'
import { EmbeddedStudio } from './embedded-studio'
import { StudioLoading } from './studio-loading'
import { StudioNotConfigured } from './studio-not-configured'

export { viewport } from 'next-sanity/studio'

/** next-sanity's (noindex, same-origin referrer) with a title for the page shown without a project. */
export const metadata: Metadata = { ...studioMetadata, title: 'Studio – Redaktionssystem' }

/**
 * The Sanity Studio, embedded at /studio (noindex via next-sanity's metadata and robots.txt).
 * Which project it edits is the runtime's (web/hosting/settings.ts), read when the server starts,
 * not at build time: a deployment that gets SANITY_PROJECT_ID later shows the Studio after a
 * restart, one without it explains how to connect a project instead of failing with a network error.
 */
export default function StudioPage() {
  return (
    <Suspense fallback={<StudioLoadingScreen />}>
      <StudioForThisDeployment />
    </Suspense>
  )
}

/** The company's name over the loading state, from the published settings (cached, in the page's first bytes). */
const brandName = async () => (await getSiteSettings()).brandName ?? ''

async function StudioLoadingScreen() {
  return <StudioLoading brandName={await brandName()} />
}

async function StudioForThisDeployment() {
  await connection()
  const project = embeddedStudioProject(settings().studioEnvironment)
  return project ? <EmbeddedStudio project={project} brandName={await brandName()} /> : <StudioNotConfigured />
}
