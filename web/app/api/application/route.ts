import { submissionRoute } from '@/lib/submissions'

/** The quick application (README, "Forms"): stored before it is acknowledged, then mailed to the office. */
export const POST = submissionRoute('application')
