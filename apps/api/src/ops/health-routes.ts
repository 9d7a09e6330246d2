import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import { redisProblem } from '@hcs/runtime'
import { NetworkConditionSchema, OperatorBalanceLowSchema } from '@hcs/protocol'
import type { ConditionMonitor } from './network-condition.js'

export interface HealthRoutesOptions {
  redis: Redis
  /** The network or payer condition that pauses submission, reported (the api still answers). */
  conditions?: Pick<ConditionMonitor, 'current' | 'balanceLow'>
}

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Why not ready: `redis_<status>`, `redis_timeout`, `redis_error`, `redis_eviction_policy`, `redis_oom`. */
  reason: z.string().optional(),
  /**
   * A network or payer condition that pauses submission (ADR 038): new operations get 503 with its code while it
   * holds. The api itself is ready (it answers, and says why), so this does not make readiness 503.
   */
  condition: NetworkConditionSchema.optional(),
  /**
   * The operator's balance under OPERATOR_MIN_BALANCE_HBAR: new operations get 503 OPERATOR_BALANCE_LOW (accepted ones
   * are still sent). Reported like `condition`, without making readiness 503.
   */
  operatorBalanceLow: OperatorBalanceLowSchema.optional()
})

/** Liveness (the process answers) and readiness (Redis answers PING and never evicts); no API key. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { redis, conditions }) => {
  app.get('/health/live', {
    schema: { summary: 'Liveness', tags: ['health'], response: { 200: HealthSchema } }
  }, async () => ({ status: 'ok' as const }))

  app.get('/health/ready', {
    schema: { summary: 'Readiness: Redis answers, keeps maxmemory-policy noeviction and has memory to write', tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } }
  }, async (request, reply) => {
    const problem = await redisProblem(redis)
    const condition = conditions?.current()
    const operatorBalanceLow = conditions?.balanceLow()
    if (problem === undefined) {
      return { status: 'ok' as const, ...(condition === undefined ? {} : { condition }), ...(operatorBalanceLow === undefined ? {} : { operatorBalanceLow }) }
    }
    request.log.warn({ reason: problem }, 'not ready')
    return await reply.code(503).header('retry-after', '1').send({ status: 'unavailable' as const, reason: problem })
  })
}
