import { LegalPage, legalPageMetadata } from '@/components/legal/legal-page'

export const generateMetadata = () => legalPageMetadata('barrierefreiheit')

export default function AccessibilityStatementPage() {
  return <LegalPage slug="barrierefreiheit" />
}
