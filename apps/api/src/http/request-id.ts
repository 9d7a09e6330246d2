import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

export const REQUEST_ID_HEADER = 'x-request-id'
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/

/** A caller's `x-request-id` when it is short and safe for logs (≤128 of [A-Za-z0-9._-]); else a new UUID. */
export function requestIdFor (request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER]
  return typeof header === 'string' && VALID_REQUEST_ID.test(header) ? header : randomUUID()
}
