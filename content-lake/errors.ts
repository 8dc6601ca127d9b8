/**
 * Errors in the shapes the Content Lake answers with, so @sanity/client and the Studio read them
 * as they read Sanity's own (`ClientError`: `error.description` of data errors, `error - message`
 * of the API's Boom-style errors).
 */
export type ErrorBody = Record<string, unknown>

export class LakeError extends Error {
  override name = 'LakeError'
  readonly status: number
  readonly body: ErrorBody
  /**
   * A request Sanity's lake would answer that this local one does not (releases, versions): the
   * request journal (journal.ts) marks it, so the Studio's tests fail on it.
   */
  readonly unsupported: boolean

  constructor(status: number, body: ErrorBody, message: string, { unsupported = false } = {}) {
    super(message)
    this.status = status
    this.body = body
    this.unsupported = unsupported
  }

  /** The error's type as clients read it: `error.type` of data errors, `error` of API errors. */
  get type(): string {
    const { error } = this.body
    return typeof error === 'string' ? error : String((error as { type?: unknown } | undefined)?.type ?? '')
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

/** An API error (authentication, routing, projects): `{statusCode, error, message}`. */
export function apiError(status: number, message: string): LakeError {
  return new LakeError(status, { statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message }, message)
}

/** A data error (queries, mutations, actions): `{error: {type, description, …}}`. */
export function dataError(status: number, type: string, description: string, extra: ErrorBody = {}): LakeError {
  return new LakeError(status, { error: { type, description, ...extra } }, description)
}

/** What Sanity's Content Lake does and this local one does not (a 400 of the given type, marked unsupported). */
export function notSupported(type: string, description: string, extra: ErrorBody = {}): LakeError {
  return new LakeError(400, { error: { type, description, ...extra } }, description, { unsupported: true })
}

export const unauthorized = () =>
  apiError(401, 'Session not found: the local Content Lake needs its token (Authorization: Bearer …)')

export const notFound = (what: string) => apiError(404, what)

/** One failing mutation or action, as Sanity lists it in a `mutationError`'s `items`. */
export type ItemError = { type: string; description: string } & ErrorBody

/**
 * A transaction refused because of one of its mutations (or actions: `index` counts those then), in
 * the shape a refused write has on Sanity: `{error: {type: 'mutationError', description: 'Mutation
 * failed: …', items: [{error: {type, description, …}, index}]}}` (a 409 answer of Sanity's API, as
 * @sanity/client logs it, reads so). @sanity/client's message is the description followed by each
 * item's; the Studio reads `items[].error.type`.
 */
export function mutationError(status: number, index: number, item: ItemError): LakeError {
  return dataError(status, 'mutationError', `Mutation failed: ${item.description}`, { items: [{ error: item, index }] })
}

/** A mutation the lake cannot apply as written (a 400; the item names the document when there is one). */
export function invalidMutation(description: string, index: number, id?: string): LakeError {
  return mutationError(400, index, { type: 'documentError', description, ...(id === undefined ? {} : { id }) })
}
