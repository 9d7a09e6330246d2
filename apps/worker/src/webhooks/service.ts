import type { Logger } from 'pino'
import { createMirrorClient, createRedis, createSettledMessages } from '@hcs/runtime'
import { mirrorTimeoutMs, type Config } from '../config.js'
import { createWebhookQueue, createWebhookWorker } from '../queue.js'
import { DeliveryFailedError, deliverOnce } from './deliver.js'
import { startDispatcher } from './dispatch.js'
import { managedTopics } from '../topics.js'
import { createSender } from './send.js'

export interface WebhookService {
  close: () => Promise<void>
}

/**
 * Webhooks in the worker process (ADR 013): a dispatcher turns settled jobs (the stream protocol's
 * job_write appends to) into delivery jobs on their own queue, and a second BullMQ Worker sends them.
 * Both have their own Redis connections, so a slow receiver never holds a submit slot or connection.
 */
export async function startWebhookService (config: Config, log: Logger): Promise<WebhookService> {
  const wlog = log.child({ component: 'webhooks' })
  const onError = (err: Error): void => { wlog.warn({ err }, 'redis connection error') }
  const redis = createRedis(config, 'queue', { onError })
  const keys = { prefix: config.REDIS_PREFIX, network: config.networkId }
  const queue = createWebhookQueue(redis, keys)
  const sender = createSender({
    timeoutMs: config.WEBHOOK_TIMEOUT_MS, maxResponseBytes: config.WEBHOOK_MAX_RESPONSE_BYTES, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE
  })
  // a settled record leaves its message and running hash to the topic (ADR 033): the body reads them back
  const timeoutMs = mirrorTimeoutMs(config)
  const mirror = config.MIRROR_URL === undefined ? undefined : createMirrorClient({ baseUrl: config.MIRROR_URL, maxAttempts: 1, requestTimeoutMs: timeoutMs })
  const settled = createSettledMessages({ mirror, timeoutMs, cacheEntries: 1000 })
  const deps = { redis, keys, sender, settled, log: wlog, recordTtlSeconds: config.JOB_RECORD_TTL_SECONDS, secretKey: config.WEBHOOK_SECRET_KEY }
  const worker = createWebhookWorker(async (job) => { await deliverOnce(job, deps) },
    (err) => err instanceof DeliveryFailedError && err.permanent, {
      connection: redis, keys, concurrency: config.WEBHOOK_CONCURRENCY, backoffMs: config.WEBHOOK_BACKOFF_MS, log: wlog
    })
  // one dispatcher per topic (each topic's event stream is in the topic's slot), each blocking on a connection of its own
  const dispatchers = managedTopics(config).map((topic) => {
    const blocking = createRedis(config, 'queue', { onError })
    return startDispatcher({
      blocking, redis, keys, topicId: topic.topicId, enqueue: queue.enqueue, recordTtlSeconds: config.JOB_RECORD_TTL_SECONDS, log: wlog
    })
  })
  await worker.waitUntilReady()
  return {
    async close () {
      await Promise.all(dispatchers.map(async (dispatcher) => { await dispatcher.close() }))
      await worker.close()
      await queue.close()
      await sender.close()
      await redis.quit().catch(() => redis.disconnect())
    }
  }
}
