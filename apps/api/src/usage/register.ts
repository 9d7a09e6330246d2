import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import type { Registry } from 'prom-client'
import { DEFAULT_TENANT } from '../access/auth.js'
import type { Authenticate } from '../access/auth.js'
import { jobTopicIds, keyScope } from '../config.js'
import type { Config } from '../config.js'
import { registerUsageGauges } from './usage-metrics.js'
import { usageRoutes } from './usage-routes.js'

/**
 * The usage routes (api ADR 053): `/api/tenants/{id}/usage` over every topic the service's jobs live on; and today's
 * usage per tenant as gauges of `registry` (once per registry).
 */
export async function registerUsage (api: FastifyInstance, options: {
  config: Config
  redis: Redis
  authenticate: Authenticate
  tenantExists: (tenant: string) => Promise<boolean>
  listTenants: () => Promise<Array<{ id: string }>>
  registry: Registry
  /** Every topic, the tenant topics included, live (ADR 047). */
  topics: ReadonlySet<string>
  /** The topics a tenant owns (ADR 047). */
  ownTopics: (tenant: string) => Promise<string[]>
}): Promise<void> {
  const { config, redis, authenticate, tenantExists, topics, registry } = options
  const configured = jobTopicIds(config)
  const every = (): Set<string> => new Set([...configured, ...topics])
  // a tenant writes on the shared topics and its own; the default tenant's keys (operator keys) anywhere
  const topicsOf = async (tenant: string): Promise<Iterable<string>> =>
    tenant === DEFAULT_TENANT ? every() : new Set([...configured, ...await options.ownTopics(tenant)])
  const keys = keyScope(config)
  await api.register(usageRoutes, {
    redis, keys, authenticate, tenantExists, listTenants: options.listTenants, topicsOf, everyTopic: every, maxDays: config.USAGE_RETENTION_DAYS
  })
  if (registry.getSingleMetric('hcs20_tenant_operations_today') === undefined) {
    registerUsageGauges(registry, { redis, keys, tenants: options.listTenants, topicsOf })
  }
}
