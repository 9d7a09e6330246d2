import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { networkConditionKey, operatorBalanceLowKey, submitQueueRef } from '@hcs/protocol'
import type { QueueRef } from '@hcs/protocol'
import { redisProblem, registerReadiness } from '@hcs/runtime'
import { jobTopicIds, keyScope } from '../config.js'
import type { Config } from '../config.js'
import type { Authenticate, KeyLookup } from '../access/auth.js'
import type { AuthFailures } from '../access/auth-failures.js'
import type { SubmitQueue } from '../intake/queue.js'
import { createBacklogMonitor } from './backlog.js'
import type { BacklogMonitor } from './backlog.js'
import { createDashboard, dashboardQueues } from './dashboard.js'
import { healthRoutes } from './health-routes.js'
import { registerBacklogGauges } from './metrics.js'
import type { ApiMetrics } from './metrics.js'
import { metricsRoutes } from './metrics-routes.js'
import { createConditionMonitor } from './network-condition.js'
import type { ConditionMonitor } from './network-condition.js'
import { queueRoutes } from './queue-routes.js'
import type { ApiTenantTopics } from '../topics/tenant-topics.js'

export interface OpsRegistration {
  config: Config
  /** Readiness (PING) and the conditions the workers record. */
  redis: Redis
  logger: FastifyBaseLogger
  metrics: ApiMetrics
  authenticate: Authenticate
  /** The dashboard's Basic auth checks its password against the keys. */
  lookup: KeyLookup
  /** Failed authentications on the dashboard and a private `/metrics` count here (429 past a limit). */
  failures?: AuthFailures
  /** Its `sample` feeds the backlog monitor; a queue that cannot be sampled has none. */
  queue: Pick<SubmitQueue, 'sample'>
  /** Backpressure; default sampled from `queue` every QUEUE_SAMPLE_MS. */
  backlog?: BacklogMonitor
  /** Network or payer conditions and the operator's balance floor; default read from `redis` every QUEUE_SAMPLE_MS. */
  conditions?: ConditionMonitor
  /** The queue dashboard's connection and queues (default each managed topic's submit queue, then the webhook queue); none without it. */
  dashboard?: { connection: Redis, queues?: readonly QueueRef[] }
  /** The tenant topics (ADR 047): the dashboard shows each one's submit queue too, from when this process loads it. */
  tenantTopics?: Pick<ApiTenantTopics, 'onAdded'>
}

/** What operations watch and the intake consults: the queue's backlog (when it can be sampled) and the conditions. */
export interface Watch {
  backlog?: BacklogMonitor
  conditions: ConditionMonitor
}

/** Reads the conditions in the background unless a monitor is given; a monitor made here stops with the app. */
function watchConditions (app: FastifyInstance, { config, redis, logger, conditions: given }: OpsRegistration): ConditionMonitor {
  if (given !== undefined) return given
  const keys = keyScope(config)
  const conditionKey = networkConditionKey(keys)
  const balanceLowKey = operatorBalanceLowKey(keys)
  const conditions = createConditionMonitor({
    read: async () => await redis.get(conditionKey),
    readBalanceLow: async () => await redis.get(balanceLowKey),
    get: async (key) => await redis.get(key),
    exists: async (key) => await redis.exists(key) === 1,
    keys,
    intervalMs: config.QUEUE_SAMPLE_MS,
    log: logger
  })
  conditions.refresh().catch(() => {})
  app.addHook('onClose', (_app, done) => { conditions.close(); done() })
  return conditions
}

/** Samples the submit queue in the background unless a monitor is given; none when the queue cannot be sampled. */
function watchBacklog (app: FastifyInstance, { config, logger, queue, backlog: given }: OpsRegistration): BacklogMonitor | undefined {
  if (given !== undefined) return given
  const sample = queue.sample
  if (sample === undefined) return undefined
  const backlog = createBacklogMonitor({ sample, bound: config.QUEUE_MAX_BACKLOG, intervalMs: config.QUEUE_SAMPLE_MS, log: logger })
  backlog.refresh().catch(() => {})
  app.addHook('onClose', (_app, done) => { backlog.close(); done() })
  return backlog
}

/** The queue dashboard at `/admin/queues`; its Queue objects close with the app, its connection stays the caller's. */
async function registerDashboard (app: FastifyInstance, { config, lookup, dashboard, failures, tenantTopics }: OpsRegistration): Promise<void> {
  if (dashboard === undefined) return
  const board = createDashboard({
    connection: dashboard.connection,
    queues: dashboard.queues ?? dashboardQueues(keyScope(config), jobTopicIds(config)),
    readOnly: config.DASHBOARD_READ_ONLY,
    lookup,
    failures
  })
  let closed = false
  // each tenant topic's submit queue, without a restart: the board lists a queue added to it at its next poll
  tenantTopics?.onAdded((topicId) => { if (!closed) board.addQueue(submitQueueRef(keyScope(config), topicId)) })
  app.addHook('onClose', async () => {
    closed = true
    await board.close()
  })
  await app.register(board.plugin)
}

/**
 * Health, `/metrics` and the queue dashboard, all outside the rate-limited /api scope (a dashboard page load
 * fetches a dozen assets and polls its API); the backlog and condition monitors. Returns the monitors.
 */
export async function registerOps (app: FastifyInstance, registration: OpsRegistration): Promise<Watch> {
  const { config, redis, metrics, authenticate, failures } = registration
  const conditions = watchConditions(app, registration)
  await app.register(healthRoutes, { redis, conditions })
  // hcs20_ready: what /health/ready answers, asked at each scrape
  registerReadiness(metrics.registry, async () => await redisProblem(redis) === undefined)
  // hidden from the OpenAPI document: it is not part of the API
  await app.register(metricsRoutes, { registry: metrics.registry, isPublic: config.METRICS_PUBLIC, authenticate, failures })
  await registerDashboard(app, registration)
  const backlog = watchBacklog(app, registration)
  if (backlog !== undefined) registerBacklogGauges(metrics.registry, backlog)
  return { backlog, conditions }
}

/** `GET /api/queue`, when the backlog is watched. */
export async function registerQueueRoute (api: FastifyInstance, { backlog, conditions }: Watch): Promise<void> {
  if (backlog !== undefined) await api.register(queueRoutes, { backlog, conditions })
}
