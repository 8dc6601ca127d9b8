import { submissionRoute } from '@/lib/submissions'

/** The inquiry form (README, "Forms"): stored before it is acknowledged, then mailed to the office. */
export const POST = submissionRoute('inquiry')
