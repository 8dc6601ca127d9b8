import { FixedPage, fixedPageMetadata } from '@/components/pages/page-view'

export const generateMetadata = () => fixedPageMetadata('aboutPage')

export default function AboutPage() {
  return <FixedPage type="aboutPage" />
}
