import { Redis } from 'ioredis'
import type { RedisOptions } from 'ioredis'

/**
 * What a connection is for, which decides how it behaves while Redis is away:
 * - `request`: a request path of the api. No offline queue, a short connect timeout and a command timeout:
 *   while Redis is unreachable every command fails at once, so the client gets 503 instead of a wait.
 * - `subscriber`: a long-lived SUBSCRIBE connection. Keeps its offline queue, so SUBSCRIBE waits for Redis,
 *   and ioredis subscribes again after a reconnect.
 * - `queue`: BullMQ and the long-running loops (worker, indexer): blocking commands need
 *   `maxRetriesPerRequest: null`; commands wait for the reconnect.
 * - `command-line`: a one-shot tool: connects when told (`connect()`), one retry per command.
 * - `probe`: one PING to see whether Redis answers: no retries, no reconnects, a one-second connect timeout.
 */
export type RedisRole = 'request' | 'subscriber' | 'queue' | 'command-line' | 'probe'

export interface CreateRedisOptions {
  /** `request` only: how long a command may take (default 2000 ms). */
  commandTimeoutMs?: number
  /**
   * Told every connection error. ioredis reports each failed reconnect as an 'error' event; without a
   * listener it prints "Unhandled error event", so a listener (default: none) is always attached.
   */
  onError?: (err: Error) => void
}

const reconnectSoon = (times: number): number => Math.min(times * 100, 1000)

function optionsFor (role: RedisRole, options: CreateRedisOptions): RedisOptions {
  switch (role) {
    case 'request':
      return { enableOfflineQueue: false, connectTimeout: 500, commandTimeout: options.commandTimeoutMs ?? 2000, maxRetriesPerRequest: 1, retryStrategy: reconnectSoon }
    case 'subscriber':
      return { connectTimeout: 500, retryStrategy: reconnectSoon }
    case 'queue':
      return { maxRetriesPerRequest: null }
    case 'command-line':
      return { maxRetriesPerRequest: 1, lazyConnect: true }
    case 'probe':
      return { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null, connectTimeout: 1000 }
  }
}

/** The one place the apps open a Redis connection (ADR 023). */
export function createRedis (url: string, role: RedisRole, options: CreateRedisOptions = {}): Redis {
  const redis = new Redis(url, optionsFor(role, options))
  redis.on('error', options.onError ?? (() => {}))
  return redis
}

/** Resolves true once `redis` is ready, or false after `timeoutMs` (the caller decides whether to go on). */
export async function waitForRedis (redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true
  return await new Promise<boolean>((resolve) => {
    const done = (ready: boolean): void => {
      clearTimeout(timer)
      redis.off('ready', onReady)
      resolve(ready)
    }
    const onReady = (): void => { done(true) }
    const timer = setTimeout(() => { done(false) }, timeoutMs)
    redis.on('ready', onReady)
  })
}
