import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TopicIdSchema } from '@hcs/protocol'
import type { Authenticate } from '../../access/auth.js'
import { callerOf } from '../../access/authorize.js'
import type { OpsLimiter } from '../../access/ops-limiter.js'
import type { BatchDeps } from './batch.js'
import { submitBatch } from './batch.js'
import { AcceptedSchema } from '../../http/responses.js'
import { COMMON_PROBLEMS, ProblemSchema, SUBMIT_429, SubmitHeadersSchema, problem } from '../../http/schemas.js'

export interface BatchRoutesOptions {
  deps: BatchDeps
  authenticate: Authenticate
  /** Operations per second per key: a batch spends one per operation (access/ops-limiter.ts). */
  limiter: OpsLimiter
  maxOperations: number
  bodyLimit: number
}

const BatchQuerySchema = z.object({
  atomic: z.enum(['true', 'false']).default('false').transform((value) => value === 'true')
    .describe('true: all or nothing (any refusal → 422 BATCH_REFUSED naming the operation; nothing reserved or enqueued)')
}).strict()

const BatchAnswerSchema = z.object({
  accepted: z.number().int(),
  refused: z.number().int(),
  results: z.array(z.union([AcceptedSchema, ProblemSchema]))
    .describe("One per operation, in order: the single route's 202 body, or its problem body (same status and code)")
}).describe('Multi-status: each operation was accepted or refused on its own')

/** `POST /api/inscription/batch`: many operations in one request, admitted in order as their single routes would. */
export const batchRoutes: FastifyPluginAsyncZod<BatchRoutesOptions> = async (app, { deps, authenticate, limiter, maxOperations, bodyLimit }) => {
  const BatchRequestSchema = z.object({
    operations: z.array(z.looseObject({}).describe(
      'An operation: `op` (deploy, mint, transfer or burn), `ticker`, and the body fields of that single route'
    )).min(1).max(maxOperations),
    topic_id: TopicIdSchema.optional().describe('Default topic of the operations (an operation may name its own)')
  }).strict()

  app.post('/api/inscription/batch', {
    bodyLimit,
    // The answer is built from parts made by the single routes' own code (202 bodies, problem bodies):
    // re-validating up to 1,000 results against the union schema would cost more than building them.
    serializerCompiler: () => (data) => JSON.stringify(data),
    config: { scopes: ['submit'] },
    schema: {
      summary: 'Submit many operations',
      description: `At most ${maxOperations} operations. Each is checked and admitted exactly as its single route would, in order ` +
        '(a later operation sees what an earlier one reserved). An Idempotency-Key covers the whole batch. All operations go to one topic ' +
        '(a batch is one atomic step in that topic\'s Redis slot): operations on two topics are refused with 422 BATCH_MIXED_TOPICS.',
      tags: ['inscriptions'],
      security: [{ apiKey: [] }],
      headers: SubmitHeadersSchema,
      querystring: BatchQuerySchema,
      body: BatchRequestSchema,
      response: {
        207: BatchAnswerSchema,
        ...COMMON_PROBLEMS,
        429: SUBMIT_429,
        403: problem('FORBIDDEN: the key lacks the submit scope (an operation of another tenant\'s ticker is refused in its own result: TICKER_NOT_OWNED)'),
        413: problem(`PAYLOAD_TOO_LARGE: body over ${bodyLimit} bytes (BATCH_BODY_LIMIT_BYTES)`),
        415: problem('UNSUPPORTED_MEDIA_TYPE: body is not application/json'),
        422: problem('BATCH_REFUSED (atomic: `operation` names the refused one), BATCH_MIXED_TOPICS (operations on more than one topic) or IDEMPOTENCY_KEY_REUSED')
      }
    }
  }, async (request, reply) => {
    const caller = callerOf(authenticate, request)
    await limiter.take(caller, request.body.operations.length)
    const idempotencyKey = request.headers['idempotency-key']
    const answer = await submitBatch(deps, {
      items: request.body.operations,
      topicId: request.body.topic_id,
      atomic: request.query.atomic,
      caller,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      requestId: request.id,
      log: request.log
    })
    return await reply.code(207).send(answer)
  })
}
