import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { TopicCreated } from '@hcs/protocol'
import { notFound, orQueueUnavailable } from '../http/errors.js'
import { COMMON_PROBLEMS, SubmitHeadersSchema, problem } from '../http/schemas.js'
import { may } from '../access/auth.js'
import type { Authenticate } from '../access/auth.js'
import { callerOf, forbidden } from '../access/authorize.js'
import { TENANT_NAME } from '../access/key-store.js'
import type { ApiTenantTopics } from './tenant-topics.js'

export interface TenantTopicRoutesOptions {
  topics: ApiTenantTopics
  /** Whether a tenant exists (access/key-store.ts). */
  tenantExists: (tenant: string) => Promise<boolean>
  authenticate: Authenticate
}

const SECURITY = [{ apiKey: [] }]
const ParamsSchema = z.object({
  id: z.string().regex(TENANT_NAME, 'lower-case letters, digits, - and _, at most 63, starting with a letter or digit')
})
// the network's bound on a topic memo
const TOPIC_MEMO_BYTES = 100
const CreateTopicSchema = z.object({
  memo: z.string().refine((memo) => Buffer.byteLength(memo) <= TOPIC_MEMO_BYTES, `at most ${TOPIC_MEMO_BYTES} bytes`).optional()
    .describe('The topic memo on the network (public), at most 100 bytes')
}).strict()
const CreatedSchema = z.object({
  topicId: z.string(),
  tenant: z.string(),
  private: z.literal(true).describe('The topic has a submit key (the operator\'s, held by the worker): only this service writes on it'),
  transactionId: z.string().describe('The TopicCreateTransaction'),
  fee: z.object({ tinybars: z.string(), hbar: z.string() }).describe('What the network charged the operator account (from the transaction record)'),
  createdAt: z.string()
})
const TopicsSchema = z.object({
  tenant: z.string(),
  topics: z.array(z.object({ topicId: z.string(), transactionId: z.string(), createdAt: z.string() }))
})

/** Tinybars as hbar, exactly (8 decimals, trailing zeros dropped). */
function hbarOf (tinybars: string): string {
  const value = BigInt(tinybars)
  const whole = value / 100_000_000n
  const fraction = (value % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`
}

function createdBody (created: TopicCreated): z.infer<typeof CreatedSchema> {
  return {
    topicId: created.topicId,
    tenant: created.tenant,
    private: true,
    transactionId: created.transactionId,
    fee: { tinybars: created.feeTinybars, hbar: hbarOf(created.feeTinybars) },
    createdAt: created.createdAt
  }
}

/**
 * `POST /api/tenants/{id}/topics` (operator keys): a private topic owned by the tenant, created by the worker with
 * the operator's account; `GET` the same path: the tenant's topics (its own keys, or an operator's). ADR 047.
 */
export const tenantTopicRoutes: FastifyPluginAsyncZod<TenantTopicRoutesOptions> = async (app, { topics, tenantExists, authenticate }) => {
  app.post('/api/tenants/:id/topics', {
    config: { scopes: ['operator'] },
    schema: {
      summary: 'Create a topic owned by a tenant',
      description: 'The worker creates a private topic (its submit key is the operator key) with the operator account, and ' +
        'records it as the tenant\'s: another tenant\'s keys get 403 TOPIC_NOT_OWNED on it. Every api process writes on it ' +
        'within a second, with no restart. The same Idempotency-Key again answers the same topic. Needs an operator key.',
      tags: ['access'],
      security: SECURITY,
      headers: SubmitHeadersSchema,
      params: ParamsSchema,
      body: CreateTopicSchema.optional(),
      response: {
        201: CreatedSchema,
        ...COMMON_PROBLEMS,
        403: problem('FORBIDDEN: the key is not an operator key'),
        404: problem('NOT_FOUND: no such tenant'),
        502: problem('TOPIC_NOT_CREATED: the network or the worker did not create the topic'),
        503: problem('QUEUE_UNAVAILABLE: Redis is unavailable, or the worker has not answered within a minute (retry with the same Idempotency-Key)')
      }
    }
  }, async (request, reply) => {
    const caller = callerOf(authenticate, request)
    const tenant = request.params.id
    if (!await orQueueUnavailable(async () => await tenantExists(tenant))) throw notFound(`No tenant ${tenant}`)
    const idempotencyKey = request.headers['idempotency-key']
    const memo = request.body?.memo
    const created = await orQueueUnavailable(async () => await topics.create({
      tenant, ...(memo === undefined ? {} : { memo }), ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {})
    }))
    request.log.info({ topicId: created.topicId, tenant, feeTinybars: created.feeTinybars, by: caller.keyId }, 'tenant topic created')
    return await reply.code(201).send(createdBody(created))
  })

  app.get('/api/tenants/:id/topics', {
    config: { scopes: ['read', 'submit', 'admin'] },
    schema: {
      summary: 'List the topics a tenant owns',
      description: 'The topics created for the tenant (`POST /api/tenants/{id}/topics`); shared topics are not listed. ' +
        'A key of the tenant, or an operator key.',
      tags: ['access'],
      security: SECURITY,
      params: ParamsSchema,
      response: { 200: TopicsSchema, ...COMMON_PROBLEMS, 403: problem('FORBIDDEN: another tenant\'s topics'), 404: problem('NOT_FOUND: no such tenant') }
    }
  }, async (request) => {
    const caller = callerOf(authenticate, request)
    const tenant = request.params.id
    if (tenant !== caller.tenant && !may(caller, 'operator')) throw forbidden('A key lists its own tenant\'s topics only')
    if (!await orQueueUnavailable(async () => await tenantExists(tenant))) throw notFound(`No tenant ${tenant}`)
    const records = await orQueueUnavailable(async () => await topics.recordsOf(tenant))
    return { tenant, topics: records.map(({ topicId, transactionId, createdAt }) => ({ topicId, transactionId, createdAt })) }
  })
}
