import { handleRevalidation, methodNotAllowed } from '@/lib/publishing/revalidate'

/** Sanity's publishing webhook (README, "Publishing"): refreshes exactly the pages that show the changed document. */
export const POST = handleRevalidation
export const GET = methodNotAllowed
export const PUT = methodNotAllowed
export const PATCH = methodNotAllowed
export const DELETE = methodNotAllowed
