import { FixedPage, fixedPageMetadata } from '@/components/pages/page-view'

export const generateMetadata = () => fixedPageMetadata('homePage')

export default function HomePage() {
  return <FixedPage type="homePage" />
}
