import { FixedPage, fixedPageMetadata } from '@/components/pages/page-view'

export const generateMetadata = () => fixedPageMetadata('contactPage')

export default function ContactPage() {
  return <FixedPage type="contactPage" />
}
