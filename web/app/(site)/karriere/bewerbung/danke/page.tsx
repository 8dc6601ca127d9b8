import { FormSentPage, formSentMetadata } from '@/components/pages/form-sent-page'

export const generateMetadata = () => formSentMetadata('application')

export default function ApplicationSentPage() {
  return <FormSentPage form="application" />
}
