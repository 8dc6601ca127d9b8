import type { Metadata } from 'next'
import { NotFoundContent } from '../../components/pages/not-found-content'

export const metadata: Metadata = {
  title: 'Seite nicht gefunden',
  robots: { index: false, follow: false },
}

export default function NotFound() {
  return <NotFoundContent />
}
