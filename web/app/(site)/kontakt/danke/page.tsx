import { FormSentPage, formSentMetadata } from '@/components/pages/form-sent-page'

export const generateMetadata = () => formSentMetadata('inquiry')

export default function InquirySentPage() {
  return <FormSentPage form="inquiry" />
}
