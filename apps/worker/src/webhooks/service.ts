import type { Logger } from 'pino'
import type { Config } from '../config.js'
import { createRedis } from '@hcs/runtime'
import { createWebhookQueue, createWebhookWorker } from '../queue.js'
import { DeliveryFailedError, deliverOnce } from './deliver.js'
import { startDispatcher } from './dispatch.js'
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
  const redis = createRedis(config.REDIS_URL, 'queue', { onError })
  const blocking = createRedis(config.REDIS_URL, 'queue', { onError })
  const queue = createWebhookQueue(redis, config.REDIS_PREFIX)
  const sender = createSender({
    timeoutMs: config.WEBHOOK_TIMEOUT_MS, maxResponseBytes: config.WEBHOOK_MAX_RESPONSE_BYTES, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE
  })
  const keys = { prefix: config.REDIS_PREFIX, network: config.networkId }
  const deps = { redis, keys, sender, log: wlog, recordTtlSeconds: config.JOB_RECORD_TTL_SECONDS }
  const worker = createWebhookWorker(async (job) => { await deliverOnce(job, deps) },
    (err) => err instanceof DeliveryFailedError && err.permanent, {
      connection: redis, prefix: config.REDIS_PREFIX, concurrency: config.WEBHOOK_CONCURRENCY, backoffMs: config.WEBHOOK_BACKOFF_MS, log: wlog
    })
  const dispatcher = startDispatcher({
    blocking, redis, keys, enqueue: queue.enqueue, recordTtlSeconds: config.JOB_RECORD_TTL_SECONDS, log: wlog
  })
  await worker.waitUntilReady()
  return {
    async close () {
      await dispatcher.close()
      await worker.close()
      await queue.close()
      await sender.close()
      await redis.quit().catch(() => redis.disconnect())
    }
  }
}
