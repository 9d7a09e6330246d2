import type { Logger } from 'pino'
import { createMirrorClient, createRedis, createSettledMessages } from '@hcs/runtime'
import { mirrorTimeoutMs, type Config } from '../config.js'
import type { WorkerMetrics } from '../metrics.js'
import { createWebhookQueue, createWebhookWorker, webhookRetryWindowMs } from '../queue.js'
import { DeliveryDeferredError, DeliveryFailedError, deliverOnce } from './deliver.js'
import { startDispatcher } from './dispatch.js'
import { createEndpointGate } from './gate.js'
import type { TenantTopicSubscription } from '../tenant-topics.js'
import { servedTopics } from '../topics.js'
import { createSender } from './send.js'

export interface WebhookService {
  close: () => Promise<void>
}

/**
 * Webhooks in the worker process (ADR 013): a dispatcher turns settled jobs (the stream protocol's
 * job_write appends to) into delivery jobs on their own queue, and a second BullMQ Worker sends them.
 * Both have their own Redis connections, so a slow receiver never holds a submit slot or connection.
 */
// A slot's lease outlives the send's own timeout by this much (the Redis round trips around it).
const LEASE_MARGIN_MS = 5000

export async function startWebhookService (
  config: Config, log: Logger, metrics?: WorkerMetrics, tenantTopics?: TenantTopicSubscription
): Promise<WebhookService> {
  const wlog = log.child({ component: 'webhooks' })
  const onError = (err: Error): void => { wlog.warn({ err }, 'redis connection error') }
  const redis = createRedis(config, 'queue', { onError })
  const keys = { prefix: config.REDIS_PREFIX, network: config.networkId }
  const queue = createWebhookQueue(redis, keys)
  const sender = createSender({
    timeoutMs: config.WEBHOOK_TIMEOUT_MS, maxResponseBytes: config.WEBHOOK_MAX_RESPONSE_BYTES, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE
  })
  // per-endpoint and per-tenant slots and the endpoints' circuit breakers, shared by every worker
  const gate = createEndpointGate(redis, keys, {
    perEndpoint: config.WEBHOOK_CONCURRENCY_PER_ENDPOINT,
    perTenant: config.WEBHOOK_CONCURRENCY_PER_TENANT,
    leaseMs: config.WEBHOOK_TIMEOUT_MS + LEASE_MARGIN_MS,
    failures: config.WEBHOOK_BREAKER_FAILURES,
    cooldownMs: config.WEBHOOK_BREAKER_COOLDOWN_MS,
    maxCooldownMs: config.WEBHOOK_BREAKER_MAX_COOLDOWN_MS,
    ttlSeconds: config.JOB_RECORD_TTL_SECONDS
  })
  if (metrics !== undefined) metrics.readOpenCircuits.source = gate.openCircuits
  // a settled record leaves its message and running hash to the topic: the body reads them back
  const timeoutMs = mirrorTimeoutMs(config)
  const mirror = config.MIRROR_URL === undefined ? undefined : createMirrorClient({ baseUrl: config.MIRROR_URL, maxAttempts: 1, requestTimeoutMs: timeoutMs })
  const settled = createSettledMessages({ mirror, timeoutMs, cacheEntries: 1000 })
  const deps = {
    redis,
    keys,
    sender,
    settled,
    gate,
    wake: queue.promote,
    metrics,
    log: wlog,
    recordTtlSeconds: config.JOB_RECORD_TTL_SECONDS,
    secretKey: config.WEBHOOK_SECRET_KEY,
    maxAgeMs: webhookRetryWindowMs(config.WEBHOOK_BACKOFF_MS)
  }
  const worker = createWebhookWorker(async (job) => { await deliverOnce(job, deps) }, (err) => ({
    permanent: err instanceof DeliveryFailedError && err.permanent,
    deferUntil: err instanceof DeliveryDeferredError ? err.until : undefined
  }), {
    connection: redis, keys, concurrency: config.WEBHOOK_CONCURRENCY, backoffMs: config.WEBHOOK_BACKOFF_MS, log: wlog
  })
  // one dispatcher per topic with jobs, the registry topic's included (each topic's event stream is in the topic's
  // slot), each blocking on a connection of its own; a tenant topic's from when the worker's follower of the tenant
  // topics (tenant-topics.ts) tells of it (ADR 047)
  const dispatch = (topicId?: string): ReturnType<typeof startDispatcher> => startDispatcher({
    blocking: createRedis(config, 'queue', { onError }), redis, keys, topicId, enqueue: queue.enqueue, recordTtlSeconds: config.JOB_RECORD_TTL_SECONDS, log: wlog
  })
  const dispatching = new Set(servedTopics(config).map((topic) => topic.topicId))
  const dispatchers = [...dispatching].map((topicId) => dispatch(topicId))
  // and one of the tenants' quota thresholds (ADR 055, a stream in the access slot)
  dispatchers.push(dispatch())
  let closing = false
  tenantTopics?.onAdded((topicId) => {
    if (closing || dispatching.has(topicId)) return
    dispatching.add(topicId)
    dispatchers.push(dispatch(topicId))
  })
  await worker.waitUntilReady()
  return {
    async close () {
      closing = true
      await Promise.all(dispatchers.map(async (dispatcher) => { await dispatcher.close() }))
      await worker.close()
      await queue.close()
      await sender.close()
      if (metrics !== undefined) delete metrics.readOpenCircuits.source
      await redis.quit().catch(() => redis.disconnect())
    }
  }
}
