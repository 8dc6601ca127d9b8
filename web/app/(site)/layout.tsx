import type { ReactNode } from 'react'
import { DraftModeTools } from '@/components/layout/draft-mode-tools'
import { SiteChrome } from '@/components/layout/site-chrome'

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteChrome>{children}</SiteChrome>
      <DraftModeTools />
    </>
  )
}
