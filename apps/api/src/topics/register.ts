import type { FastifyInstance } from 'fastify'
import type { Authenticate } from '../access/auth.js'
import { tenantTopicRoutes } from './tenant-topic-routes.js'
import type { ApiTenantTopics } from './tenant-topics.js'

/** The tenant topics' routes: `/api/tenants/{id}/topics` (ADR 047). */
export async function registerTenantTopics (api: FastifyInstance, options: {
  topics: ApiTenantTopics
  tenantExists: (tenant: string) => Promise<boolean>
  authenticate: Authenticate
}): Promise<void> {
  await api.register(tenantTopicRoutes, options)
}
