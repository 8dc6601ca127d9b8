import { LegalPage, legalPageMetadata } from '@/components/legal/legal-page'

export const generateMetadata = () => legalPageMetadata('datenschutz')

export default function PrivacyPage() {
  return <LegalPage slug="datenschutz" />
}
