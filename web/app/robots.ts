import { STUDIO_BASE_PATH } from '@shared/sanity'
import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/site-url'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [STUDIO_BASE_PATH, '/dataset-assets/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
