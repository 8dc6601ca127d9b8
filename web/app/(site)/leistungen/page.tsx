import { FixedPage, fixedPageMetadata } from '@/components/pages/page-view'

export const generateMetadata = () => fixedPageMetadata('servicesPage')

export default function ServicesPage() {
  return <FixedPage type="servicesPage" />
}
