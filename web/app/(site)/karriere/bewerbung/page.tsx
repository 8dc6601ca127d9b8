import { ApplicationPage, applicationPageMetadata } from '@/components/pages/application-page'

export const generateMetadata = applicationPageMetadata

export default function QuickApplicationPage() {
  return <ApplicationPage />
}
