import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import type { Authenticate } from '../access/auth.js'
import { jobTopicIds, keyScope } from '../config.js'
import type { Config } from '../config.js'
import { usageRoutes } from './usage-routes.js'

/** The usage routes (api ADR 053): `/api/tenants/{id}/usage` over every topic the service's jobs live on. */
export async function registerUsage (api: FastifyInstance, options: {
  config: Config
  redis: Redis
  authenticate: Authenticate
  tenantExists: (tenant: string) => Promise<boolean>
  /** The tenant topics, live (ADR 047). */
  topics: ReadonlySet<string>
}): Promise<void> {
  const { config, redis, authenticate, tenantExists, topics } = options
  const configured = jobTopicIds(config)
  await api.register(usageRoutes, {
    redis,
    keys: keyScope(config),
    authenticate,
    tenantExists,
    topics: () => new Set([...configured, ...topics]),
    maxDays: config.USAGE_RETENTION_DAYS
  })
}
