import { Cluster, Redis } from 'ioredis'
import type { ClusterOptions, RedisOptions } from 'ioredis'

/**
 * What a connection is for, which decides how it behaves while Redis is away:
 * - `request`: a request path of the api. No offline queue, a short connect timeout and a command timeout:
 *   while Redis is unreachable every command fails at once, so the client gets 503 instead of a wait.
 * - `subscriber`: a long-lived SUBSCRIBE connection. Keeps its offline queue, so SUBSCRIBE waits for Redis,
 *   and ioredis subscribes again after a reconnect.
 * - `queue`: BullMQ and the long-running loops (worker, indexer): blocking commands need
 *   `maxRetriesPerRequest: null`; commands wait for the reconnect.
 * - `command-line`: a one-shot tool: connects when told (`connect()`), one retry per command.
 */
export type RedisRole = 'request' | 'subscriber' | 'queue' | 'command-line'

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

/**
 * Where Redis is: `REDIS_URL`, or with `REDIS_CLUSTER_NODES` (`host:port`, some or all nodes of a Redis Cluster)
 * an ioredis `Cluster` client on those nodes (ADR 027); the URL's user, password and `rediss:` still apply to
 * every node. A plain URL string is a single Redis.
 */
export interface RedisTarget {
  REDIS_URL: string
  REDIS_CLUSTER_NODES?: readonly string[] | undefined
}

/** True when `target` names a Redis Cluster. */
export function isClusterTarget (target: string | RedisTarget): boolean {
  return typeof target !== 'string' && (target.REDIS_CLUSTER_NODES?.length ?? 0) > 0
}

/** The connection options a cluster's nodes share: credentials and TLS from REDIS_URL. */
function nodeAuth (url: string): RedisOptions {
  const parsed = new URL(url)
  return {
    ...(parsed.username === '' ? {} : { username: decodeURIComponent(parsed.username) }),
    ...(parsed.password === '' ? {} : { password: decodeURIComponent(parsed.password) }),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {})
  }
}

/**
 * The Cluster client of a role: the same behaviour as the role's single connection, with the
 * cluster-level options where ioredis keeps them (offline queue, reconnects, lazy connect). Commands meeting a
 * slot that moves (a failover) are retried after a short pause; a `request` connection has no offline queue,
 * so a request that meets the cluster without a ready view fails at once (503) instead of waiting.
 */
function clusterOptionsFor (role: RedisRole, options: CreateRedisOptions, auth: RedisOptions): ClusterOptions {
  const failover = { retryDelayOnFailover: 200, retryDelayOnClusterDown: 200, retryDelayOnTryAgain: 200, slotsRefreshTimeout: 2000 }
  switch (role) {
    case 'request':
      return {
        ...failover,
        enableOfflineQueue: false,
        clusterRetryStrategy: reconnectSoon,
        redisOptions: { ...auth, connectTimeout: 500, commandTimeout: options.commandTimeoutMs ?? 2000, maxRetriesPerRequest: 1 }
      }
    case 'subscriber':
      return { ...failover, clusterRetryStrategy: reconnectSoon, redisOptions: { ...auth, connectTimeout: 500, enableReadyCheck: false } }
    case 'queue':
      return { ...failover, clusterRetryStrategy: reconnectSoon, redisOptions: { ...auth, maxRetriesPerRequest: null } }
    case 'command-line':
      return { ...failover, lazyConnect: true, redisOptions: { ...auth, maxRetriesPerRequest: 1 } }
  }
}

function clusterNode (address: string): { host: string, port: number } {
  const at = address.lastIndexOf(':')
  return { host: address.slice(0, at).replace(/^\[|\]$/g, ''), port: Number(address.slice(at + 1)) }
}

function optionsFor (role: RedisRole, options: CreateRedisOptions): RedisOptions {
  switch (role) {
    case 'request':
      return { enableOfflineQueue: false, connectTimeout: 500, commandTimeout: options.commandTimeoutMs ?? 2000, maxRetriesPerRequest: 1, retryStrategy: reconnectSoon }
    case 'subscriber':
      // no ready check: its INFO could reach Redis after a queued SUBSCRIBE, which Redis refuses in subscriber
      // mode ("only subscriber commands may be used"), and the connection would drop and start over
      return { connectTimeout: 500, retryStrategy: reconnectSoon, enableReadyCheck: false }
    case 'queue':
      return { maxRetriesPerRequest: null }
    case 'command-line':
      return { maxRetriesPerRequest: 1, lazyConnect: true }
  }
}

/**
 * The one place the apps open a Redis connection (ADR 023). With a target that names cluster nodes
 * (REDIS_CLUSTER_NODES) it is an ioredis `Cluster`, typed as the `Redis` it stands in for: every
 * key of one command, script or pipeline of ours is in one slot, and what must reach every node (SCAN)
 * goes through {@link scanKeys}.
 */
export function createRedis (target: string | RedisTarget, role: RedisRole, options: CreateRedisOptions = {}): Redis {
  const url = typeof target === 'string' ? target : target.REDIS_URL
  const redis = typeof target !== 'string' && isClusterTarget(target)
    ? new Cluster((target.REDIS_CLUSTER_NODES ?? []).map(clusterNode), clusterOptionsFor(role, options, nodeAuth(url))) as unknown as Redis
    : new Redis(url, optionsFor(role, options))
  redis.on('error', options.onError ?? (() => {}))
  return redis
}

/** True for a connection {@link createRedis} made on a Redis Cluster. */
export function isCluster (redis: Redis): boolean {
  return (redis as unknown) instanceof Cluster
}

/**
 * Every key matching `pattern` (SCAN, never KEYS), in batches: on a cluster, on every master in turn (each
 * master holds its own slots). `onKeys` gets each batch with the connection of the node that holds them; a
 * multi-key command on one batch must still stay in one slot (on a cluster, one command per key).
 */
export async function scanKeys (redis: Redis, pattern: string, onKeys: (keys: string[], node: Redis) => Promise<void>, count = 1000): Promise<void> {
  const nodes = isCluster(redis) ? (redis as unknown as Cluster).nodes('master') : [redis]
  for (const node of nodes) {
    let cursor = '0'
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', count)
      cursor = next
      if (keys.length > 0) await onKeys(keys, node)
    } while (cursor !== '0')
  }
}

/** Deletes every key matching `pattern` (see {@link scanKeys}); returns how many were deleted. */
export async function unlinkMatching (redis: Redis, pattern: string): Promise<number> {
  const cluster = isCluster(redis)
  let deleted = 0
  await scanKeys(redis, pattern, async (keys, node) => {
    if (!cluster) {
      deleted += await node.unlink(...keys)
      return
    }
    // keys of one node may sit in several slots: one UNLINK each, pipelined on that node
    const replies = await keys.reduce((pipeline, key) => pipeline.unlink(key), node.pipeline()).exec() ?? []
    for (const [err, n] of replies) if (err === null) deleted += Number(n)
  })
  return deleted
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
