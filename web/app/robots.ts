import type { MetadataRoute } from 'next'
import { ROUTES } from '../lib/routes'
import { absoluteUrl } from '../lib/site-url'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [ROUTES.studio, '/dataset-assets/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
