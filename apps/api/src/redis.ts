import { Redis } from 'ioredis'

export interface RedisOptions {
  commandTimeoutMs?: number
}

/**
 * An api Redis connection (server.ts opens two: the intake, reads and health; and BullMQ's producer).
 * No offline queue and a short connect timeout: while Redis is unreachable every command fails at
 * once, so a request gets 503 QUEUE_UNAVAILABLE instead of waiting for a reconnect.
 */
export function createRedis (url: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: 500,
    commandTimeout: options.commandTimeoutMs ?? 2000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 100, 1000)
  })
  // ioredis emits 'error' on every failed reconnect; readiness is reported by /health/ready instead.
  redis.on('error', () => {})
  return redis
}

/**
 * The long-polling subscriber (job-waiter.ts): unlike the command connections it keeps an offline
 * queue, so its SUBSCRIBE waits for Redis instead of failing, and ioredis re-subscribes after a reconnect.
 */
export function createSubscriber (url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 500, retryStrategy: (times) => Math.min(times * 100, 1000) })
  redis.on('error', () => {})
  return redis
}

/** Resolves true once `redis` is ready, or false after `timeoutMs` (the api still starts and answers 503). */
export async function waitForRedis (redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true
  return await new Promise<boolean>((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      redis.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), timeoutMs)
    redis.on('ready', onReady)
  })
}
