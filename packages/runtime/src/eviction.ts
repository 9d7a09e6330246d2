// Redis must never evict: an evicted ledger hash, job record, reservation or BullMQ key is data lost without a
// trace (a ticker that 404s, an accepted job that vanishes). Every app refuses to start on a Redis whose
// `maxmemory-policy` is not `noeviction`, and readiness re-checks it, because the policy can be changed at
// run time (CONFIG SET) without any other signal. Read from INFO, which managed Redis services allow where
// they often refuse CONFIG.
import type { Cluster, Redis } from 'ioredis'
import { isCluster, waitForRedis } from './redis.js'

/** The one policy under which Redis refuses writes instead of dropping keys. */
export const REQUIRED_EVICTION_POLICY = 'noeviction'

/** How long readiness trusts its last look at the policy. */
const RECHECK_MS = 5_000

/** The `maxmemory_policy` of `redis` (of each master on a cluster) that is not `noeviction`, or undefined when all are. */
export async function evictingPolicy (redis: Redis): Promise<string | undefined> {
  const nodes = isCluster(redis) ? (redis as unknown as Cluster).nodes('master') : [redis]
  for (const node of nodes) {
    const policy = /^maxmemory_policy:(\S+)/m.exec(await node.info('memory'))?.[1]
    if (policy !== undefined && policy !== REQUIRED_EVICTION_POLICY) return policy
  }
  return undefined
}

const looks = new WeakMap<Redis, { at: number, policy: string | undefined }>()

/**
 * For readiness: `redis_eviction_policy` while Redis may evict keys (looked up at most every 5 s per connection),
 * else undefined. A failed look says nothing (Redis being away is reported by the PING check).
 */
export async function evictionProblem (redis: Redis): Promise<string | undefined> {
  const last = looks.get(redis)
  if (last === undefined || Date.now() - last.at > RECHECK_MS) {
    try {
      looks.set(redis, { at: Date.now(), policy: await evictingPolicy(redis) })
    } catch {
      return last?.policy === undefined ? undefined : 'redis_eviction_policy'
    }
  }
  return looks.get(redis)?.policy === undefined ? undefined : 'redis_eviction_policy'
}

/**
 * At start: exits the process (code 1, one line on stderr) when Redis answers within `timeoutMs` with a
 * policy other than `noeviction`. A Redis that does not answer yet is left to readiness, which checks again.
 */
export async function refuseEvictingRedis (app: string, redis: Redis, timeoutMs = 5_000): Promise<void> {
  if (!await waitForRedis(redis, timeoutMs)) return
  const policy = await evictingPolicy(redis).catch(() => undefined)
  if (policy === undefined) return
  process.stderr.write(`${app} cannot start. Redis has maxmemory-policy ${policy}: under memory pressure it would evict ledger state, job records and queued jobs. Set maxmemory-policy noeviction (redis.conf, or CONFIG SET maxmemory-policy noeviction); writes are then refused while memory is full, and the service answers 503 and recovers by itself.\n`)
  process.exit(1)
}
