import { handleCspReport } from '@/lib/csp/report'

/** Content-Security-Policy violation reports (report-to and report-uri); always 204 (web/lib/csp/report.ts). */
export function POST(request: Request): Promise<Response> {
  return handleCspReport(request)
}
