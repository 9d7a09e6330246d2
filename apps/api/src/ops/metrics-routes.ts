import type { FastifyPluginAsync } from 'fastify'
import type { Registry } from 'prom-client'
import type { Authenticate } from '../access/auth.js'
import { unauthorized } from '../http/errors.js'

export interface MetricsRoutesOptions {
  registry: Registry
  /** METRICS_PUBLIC: answer without a key. */
  isPublic: boolean
  authenticate: Authenticate
}

/**
 * `GET /metrics`: this api's Prometheus series (prom-client's text), behind the API key unless
 * METRICS_PUBLIC=true (a 401 problem otherwise). Not part of the API: hidden from the OpenAPI document.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, { registry, isPublic, authenticate }) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isPublic && authenticate(request) === undefined) throw unauthorized()
    const text = await registry.metrics()
    return await reply.type(registry.contentType).send(text)
  })
}
