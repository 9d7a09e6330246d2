import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'

export interface HealthRoutesOptions {
  redis: Redis
}

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) })

/** Liveness (the process answers) and readiness (Redis answers PING); no API key. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { redis }) => {
  app.get('/health/live', {
    schema: { summary: 'Liveness', tags: ['health'], response: { 200: HealthSchema } }
  }, async () => ({ status: 'ok' as const }))

  app.get('/health/ready', {
    schema: { summary: 'Readiness: Redis answers', tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } }
  }, async (request, reply) => {
    try {
      await redis.ping()
      return { status: 'ok' as const }
    } catch (err) {
      request.log.warn({ err }, 'redis not ready')
      return await reply.code(503).header('retry-after', '1').send({ status: 'unavailable' as const })
    }
  })
}
