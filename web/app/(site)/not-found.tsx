import { NotFoundContent, notFoundMetadata } from '@/components/pages/not-found-content'

export const generateMetadata = notFoundMetadata

export default function NotFound() {
  return <NotFoundContent />
}
