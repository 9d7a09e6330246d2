import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BurnRequestSchema, TransferRequestSchema, WriteTickerParamSchema, toOperation } from '@hcs/protocol'
import type { BurnOperation, TransferOperation } from '@hcs/protocol'
import type { Authenticate } from '../access/auth.js'
import { callerOf } from '../access/authorize.js'
import type { OpsLimiter } from '../access/ops-limiter.js'
import { AcceptedSchema } from '../http/responses.js'
import { COMMON_PROBLEMS, SUBMIT_429, problem } from '../http/schemas.js'
import { prepareSigned, submitSigned, type SignedDeps } from './signed-transactions.js'

export interface SignedRoutesOptions {
  deps: SignedDeps
  authenticate: Authenticate
  limiter: OpsLimiter
}

const PreparedSchema = z.object({
  preparationId: z.string().describe('Also the id of the job the signed transaction becomes'),
  transactionId: z.string().describe('Payer: the `from` account'),
  transaction: z.string().describe('base64 of the frozen, unsigned TopicMessageSubmitTransaction: sign it as it is (Transaction.fromBytes(...).sign(key))'),
  message: z.string().describe('The exact HCS-20 JSON the transaction carries'),
  topicId: z.string(),
  nodeAccountIds: z.array(z.string()),
  expiresAt: z.string().describe('End of the transaction\'s valid window: submit the signed bytes well before it')
}).describe('Prepared: sign `transaction` with the `from` account\'s key and POST it to /api/transactions')

const SignedBodySchema = z.object({
  transaction: z.string().min(1).max(12_000).regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')
    .describe('base64 of the prepared transaction, signed by the payer (the from account)')
}).strict()

const PREPARE_RESPONSES = {
  201: PreparedSchema,
  ...COMMON_PROBLEMS,
  403: problem('TOPIC_NOT_ALLOWED: topic_id is not a managed topic; FORBIDDEN: the key lacks the submit scope; TICKER_NOT_OWNED: another tenant\'s ticker'),
  404: problem('TICKER_NOT_FOUND: a ticker neither deployed nor pending on the topic'),
  413: problem('PAYLOAD_TOO_LARGE: body over 16 KiB'),
  429: problem('RATE_LIMITED: see Retry-After; PREPARATIONS_EXHAUSTED: the tenant holds SIGNED_MAX_OPEN_PER_TENANT preparations neither submitted nor expired (Retry-After: until the oldest expires)'),
  415: problem('UNSUPPORTED_MEDIA_TYPE: body is not application/json'),
  422: problem('MESSAGE_TOO_LARGE or INSUFFICIENT_BALANCE: the ledger would refuse it now (nothing is reserved until the signed transaction comes)')
}

const SUBMIT_RESPONSES = {
  202: AcceptedSchema,
  ...COMMON_PROBLEMS,
  429: SUBMIT_429,
  403: problem('FORBIDDEN: the key lacks the submit scope; TICKER_NOT_OWNED: another tenant\'s ticker'),
  404: problem('PREPARATION_UNKNOWN: no preparation of this tenant has this transaction id (never prepared, or long expired); TICKER_NOT_FOUND'),
  413: problem('PAYLOAD_TOO_LARGE: body over 16 KiB'),
  415: problem('UNSUPPORTED_MEDIA_TYPE: body is not application/json'),
  422: problem('TRANSACTION_ALTERED: not the prepared transaction (message, topic, transaction id, nodes or body differ); TRANSACTION_EXPIRED: ' +
    'its valid window ends too soon to send it; SIGNATURE_INVALID: no valid signature by the payer account\'s key (read from the mirror) for every node; ' +
    'INSUFFICIENT_BALANCE or IDEMPOTENCY_KEY_REUSED')
}

const PREPARE_BODIES = { transfer: TransferRequestSchema, burn: BurnRequestSchema } as const
const SUBMIT = { scopes: ['submit'] } as const
const SECURITY = [{ apiKey: [] }]

/**
 * Holders sign their own transfers and burns (ADR 040): prepare (checked against the ledger, nothing reserved),
 * sign in any wallet, submit the signed bytes (checked, admitted, enqueued as every operation is).
 */
export const signedRoutes: FastifyPluginAsyncZod<SignedRoutesOptions> = async (app, { deps, authenticate, limiter }) => {
  // transfer and burn: the same route, each with its own body
  for (const op of ['transfer', 'burn'] as const) {
    app.post(`/api/inscription/:ticker/${op}/prepare`, {
      config: SUBMIT,
      schema: { summary: `Prepare a ${op} for the from account to sign`, tags: ['signed'], security: SECURITY, params: WriteTickerParamSchema, body: PREPARE_BODIES[op], response: PREPARE_RESPONSES }
    }, async (request, reply) => {
      const caller = callerOf(authenticate, request)
      await limiter.take(caller, 1)
      // the body was read by the op's own schema, so the operation is that op's
      const operation = toOperation(op, request.params.ticker, request.body) as TransferOperation | BurnOperation
      return reply.code(201).send(await prepareSigned(deps, { operation, topicId: request.body.topic_id, caller, requestId: request.id }))
    })
  }

  app.post('/api/transactions', {
    config: SUBMIT,
    schema: { summary: 'Submit a prepared transaction its payer signed', tags: ['signed'], security: SECURITY, body: SignedBodySchema, response: SUBMIT_RESPONSES }
  }, async (request, reply) => {
    const caller = callerOf(authenticate, request)
    await limiter.take(caller, 1)
    const accepted = await submitSigned(deps, { transaction: request.body.transaction, caller, requestId: request.id, log: request.log })
    return reply.code(202).header('location', accepted.links.self).send(accepted)
  })
}
