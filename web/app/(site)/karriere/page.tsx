import { FixedPage, fixedPageMetadata } from '@/components/pages/page-view'

export const generateMetadata = () => fixedPageMetadata('careersPage')

export default function CareersPage() {
  return <FixedPage type="careersPage" />
}
