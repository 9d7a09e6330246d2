import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import { redisProblem } from '@hcs/runtime'

export interface HealthRoutesOptions {
  redis: Redis
}

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Why not ready: `redis_<status>`, `redis_timeout`, `redis_error`, `redis_eviction_policy`, `redis_oom`. */
  reason: z.string().optional()
})

/** Liveness (the process answers) and readiness (Redis answers PING and never evicts); no API key. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { redis }) => {
  app.get('/health/live', {
    schema: { summary: 'Liveness', tags: ['health'], response: { 200: HealthSchema } }
  }, async () => ({ status: 'ok' as const }))

  app.get('/health/ready', {
    schema: { summary: 'Readiness: Redis answers, keeps maxmemory-policy noeviction and has memory to write', tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } }
  }, async (request, reply) => {
    const problem = await redisProblem(redis)
    if (problem === undefined) return { status: 'ok' as const }
    request.log.warn({ reason: problem }, 'not ready')
    return await reply.code(503).header('retry-after', '1').send({ status: 'unavailable' as const, reason: problem })
  })
}
