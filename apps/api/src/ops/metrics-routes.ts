import type { FastifyPluginAsync } from 'fastify'
import type { Registry } from 'prom-client'
import type { Authenticate } from '../access/auth.js'
import { checkAccess } from '../access/authorize.js'

export interface MetricsRoutesOptions {
  registry: Registry
  /** METRICS_PUBLIC: answer without a key. */
  isPublic: boolean
  authenticate: Authenticate
}

/**
 * `GET /metrics`: this api's Prometheus series (prom-client's text), behind an operator key unless
 * METRICS_PUBLIC=true (a 401 or 403 problem otherwise). Not part of the API: hidden from the OpenAPI document.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, { registry, isPublic, authenticate }) => {
  app.get('/metrics', { schema: { hide: true }, config: { scopes: ['operator'] } }, async (request, reply) => {
    const refused = isPublic ? undefined : checkAccess(authenticate, request)
    if (refused !== undefined) throw refused
    const text = await registry.metrics()
    return await reply.type(registry.contentType).send(text)
  })
}
