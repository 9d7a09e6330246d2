import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { BurnRequestSchema, DeployRequestSchema, MintRequestSchema, TransferRequestSchema, WriteTickerParamSchema, toOperation } from '@hcs/protocol'
import type { Operation } from '@hcs/protocol'
import type { Authenticate } from '../access/auth.js'
import { callerOf } from '../access/authorize.js'
import type { OpsLimiter } from '../access/ops-limiter.js'
import type { SubmitDeps } from './submit.js'
import { submitOperation } from './submit.js'
import { AcceptedSchema } from '../http/responses.js'
import type { Accepted } from '../http/responses.js'
import { COMMON_PROBLEMS, SUBMIT_429, SubmitHeadersSchema, problem } from '../http/schemas.js'

export interface InscriptionRoutesOptions {
  deps: SubmitDeps
  authenticate: Authenticate
  /** Operations per second per key (access/ops-limiter.ts). */
  limiter: OpsLimiter
}

const RESPONSES = {
  202: AcceptedSchema,
  ...COMMON_PROBLEMS,
  429: SUBMIT_429,
  403: problem('TOPIC_NOT_ALLOWED: topic_id is not a managed topic; FORBIDDEN: the key lacks the submit scope; TICKER_NOT_OWNED: mint/transfer/burn of another tenant\'s ticker'),
  404: problem('TICKER_NOT_FOUND: mint/transfer/burn of a ticker neither deployed nor pending on the topic'),
  409: problem('TICKER_EXISTS: deploy of a ticker deployed or pending on the topic'),
  413: problem('PAYLOAD_TOO_LARGE: body over 16 KiB'),
  415: problem('UNSUPPORTED_MEDIA_TYPE: body is not application/json'),
  422: problem('IDEMPOTENCY_KEY_REUSED, MESSAGE_TOO_LARGE, LIMIT_EXCEEDED, SUPPLY_EXCEEDED, INSUFFICIENT_BALANCE or FROM_NOT_PAYER')
}

const SUBMIT = { scopes: ['submit'] } as const
const SECURITY = [{ apiKey: [] }]

function accepted (reply: FastifyReply, body: Accepted): FastifyReply {
  return reply.code(202).header('location', body.links.self).send(body)
}

/** The four operations: validate, answer 202 with the job, enqueue. */
export const inscriptionRoutes: FastifyPluginAsyncZod<InscriptionRoutesOptions> = async (app, { deps, authenticate, limiter }) => {
  const submit = async (operation: Operation, topicId: string | undefined, request: FastifyRequest) => {
    const caller = callerOf(authenticate, request)
    await limiter.take(caller, 1)
    const idempotencyKey = request.headers['idempotency-key']
    return await submitOperation(deps, {
      operation, topicId, caller, idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined, requestId: request.id, log: request.log
    })
  }

  app.post('/api/inscription/deploy', {
    config: SUBMIT, schema: { summary: 'Deploy a ticker', tags: ['inscriptions'], security: SECURITY, headers: SubmitHeadersSchema, body: DeployRequestSchema, response: RESPONSES }
  }, async (request, reply) => {
    const body = request.body
    return accepted(reply, await submit(toOperation('deploy', body.ticker, body), body.topic_id, request))
  })

  app.post('/api/inscription/:ticker/mint', {
    config: SUBMIT, schema: { summary: 'Mint points to an account', tags: ['inscriptions'], security: SECURITY, headers: SubmitHeadersSchema, params: WriteTickerParamSchema, body: MintRequestSchema, response: RESPONSES }
  }, async (request, reply) => {
    const body = request.body
    return accepted(reply, await submit(toOperation('mint', request.params.ticker, body), body.topic_id, request))
  })

  app.post('/api/inscription/:ticker/transfer', {
    config: SUBMIT, schema: { summary: 'Transfer points between accounts', tags: ['inscriptions'], security: SECURITY, headers: SubmitHeadersSchema, params: WriteTickerParamSchema, body: TransferRequestSchema, response: RESPONSES }
  }, async (request, reply) => {
    const body = request.body
    return accepted(reply, await submit(toOperation('transfer', request.params.ticker, body), body.topic_id, request))
  })

  app.post('/api/inscription/:ticker/burn', {
    config: SUBMIT, schema: { summary: 'Burn points from an account', tags: ['inscriptions'], security: SECURITY, headers: SubmitHeadersSchema, params: WriteTickerParamSchema, body: BurnRequestSchema, response: RESPONSES }
  }, async (request, reply) => {
    const body = request.body
    return accepted(reply, await submit(toOperation('burn', request.params.ticker, body), body.topic_id, request))
  })
}
