import { z } from 'zod'
import { ERROR_CODES, IdempotencyKeySchema } from '@hcs/protocol'

export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.enum(ERROR_CODES),
  requestId: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  operation: z.object({ index: z.number().int(), status: z.number().int(), code: z.enum(ERROR_CODES), detail: z.string() }).optional()
    .describe('BATCH_REFUSED only: the operation of an atomic batch that was refused, with its own status, code and detail')
}).describe('RFC 9457 problem details (application/problem+json)')

export const SubmitHeadersSchema = z.looseObject({
  'idempotency-key': IdempotencyKeySchema.optional()
    .describe('Same key and body within 24 h → the original 202; another body → 422 IDEMPOTENCY_KEY_REUSED')
})

/** A problem response, documented (and serialised) as application/problem+json. */
export function problem (description: string) {
  return { description, content: { 'application/problem+json': { schema: ProblemSchema } } }
}

/** Problem responses every authenticated route can give, for OpenAPI. */
export const COMMON_PROBLEMS = {
  400: problem('VALIDATION_FAILED: schema error (errors lists the fields), malformed JSON or a bad URL encoding; MALFORMED_REQUEST: not valid HTTP/1.1'),
  401: problem('UNAUTHORIZED: missing or wrong x-api-key (answered before any other 4xx under /api)'),
  414: problem('URI_TOO_LONG: a path segment over 256 characters'),
  431: problem('HEADERS_TOO_LARGE: request line and headers over 64 KiB'),
  429: problem('RATE_LIMITED: over a rate limit, or too many failed authentications from this address or with this key (in place of the 401); see Retry-After'),
  500: problem('INTERNAL: unexpected failure; quote the requestId'),
  503: problem('QUEUE_UNAVAILABLE: Redis unreachable; see Retry-After')
}
/** The 429 of a route that accepts operations: a rate limit, or the tenant's quota (ADR 055). */
export const SUBMIT_429 = problem('RATE_LIMITED: over a rate limit or an operations budget; QUOTA_EXCEEDED: the tenant\'s daily or monthly quota is used up (a batch is refused whole) until the period ends; see Retry-After')
