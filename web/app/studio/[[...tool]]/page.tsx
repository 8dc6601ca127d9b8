import config from '@studio/sanity.config'
import { NextStudio } from 'next-sanity/studio'

export { metadata, viewport } from 'next-sanity/studio'

/** The Sanity Studio, embedded at /studio (noindex via next-sanity's metadata and robots.txt). */
export default function StudioPage() {
  return <NextStudio config={config} />
}
