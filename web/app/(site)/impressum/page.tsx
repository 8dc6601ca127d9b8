import { LegalPage, legalPageMetadata } from '@/components/legal/legal-page'

export const generateMetadata = () => legalPageMetadata('impressum')

export default function ImprintPage() {
  return <LegalPage slug="impressum" />
}
