'use client'

import { useSiteContact } from '@/components/errors/contact'
import { LazyErrorView } from '@/components/errors/lazy-error-view'

/**
 * A page of the site that failed to render (its content could not be read, or a renderer threw):
 * the German error page between the site's header and footer. The server answers 500, so search
 * engines keep the page they had. Errors of the layout itself reach app/global-error.tsx.
 */
export default function SiteError({ retry }: { error: unknown; retry: () => void }) {
  return <LazyErrorView contact={useSiteContact()} onRetry={retry} />
}
