import type { FastifyPluginAsync } from 'fastify'
import type { Registry } from 'prom-client'
import { API_KEY_HEADER } from '../access/auth.js'
import type { Authenticate } from '../access/auth.js'
import type { AuthFailures } from '../access/auth-failures.js'
import { checkAccess } from '../access/authorize.js'

export interface MetricsRoutesOptions {
  registry: Registry
  /** METRICS_PUBLIC: answer without a key. */
  isPublic: boolean
  authenticate: Authenticate
  /** A missing or wrong key counts as a failed authentication (429 past a limit, ADR 046). */
  failures?: AuthFailures
}

/**
 * `GET /metrics`: this api's Prometheus series (prom-client's text), behind an operator key unless
 * METRICS_PUBLIC=true (a 401 or 403 problem otherwise). Not part of the API: hidden from the OpenAPI document.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, { registry, isPublic, authenticate, failures }) => {
  app.get('/metrics', { schema: { hide: true }, config: { scopes: ['operator'] } }, async (request, reply) => {
    const refused = isPublic ? undefined : checkAccess(authenticate, request)
    if (refused?.statusCode === 401 && failures !== undefined) {
      const header = request.headers[API_KEY_HEADER]
      throw await failures.record('metrics', request.ip, typeof header === 'string' ? header : undefined) ?? refused
    }
    if (refused !== undefined) throw refused
    const text = await registry.metrics()
    return await reply.type(registry.contentType).send(text)
  })
}
