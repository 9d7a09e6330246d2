import { createRedis as connect } from '@hcs/runtime'
import type { RedisTarget } from '@hcs/runtime'
import type { Redis } from 'ioredis'

export { waitForRedis } from '@hcs/runtime'

export interface RedisOptions {
  commandTimeoutMs?: number
}

/**
 * An api Redis connection (server.ts opens four: the intake, reads and health; BullMQ's producer; and
 * one of each for batches). Fail-fast (`request` role): while Redis is unreachable every command fails
 * at once, so a request gets 503 QUEUE_UNAVAILABLE instead of waiting for a reconnect. Its errors are
 * not logged: readiness is reported by /health/ready instead. A target with REDIS_CLUSTER_NODES is a Redis
 * Cluster client.
 */
export function createRedis (target: string | RedisTarget, options: RedisOptions = {}): Redis {
  return connect(target, 'request', options)
}

/**
 * A subscriber (job-waiter.ts, access/key-store.ts): unlike the command connections it keeps an offline
 * queue, so its SUBSCRIBE waits for Redis instead of failing, and ioredis re-subscribes after a reconnect.
 */
export function createSubscriber (target: string | RedisTarget): Redis {
  return connect(target, 'subscriber')
}
