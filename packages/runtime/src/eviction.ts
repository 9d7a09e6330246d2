// Redis must never evict: an evicted ledger hash, job record, reservation or BullMQ key is data lost without a
// trace (a ticker that 404s, an accepted job that vanishes). Every app refuses to start on a Redis whose
// `maxmemory-policy` is not `noeviction`, and readiness re-checks it, because the policy can be changed at
// run time (CONFIG SET) without any other signal. Read from INFO, which managed Redis services allow where
// they often refuse CONFIG.
import type { Cluster, Redis } from 'ioredis'
import { isCluster, waitForRedis } from './redis.js'

/** The one policy under which Redis refuses writes instead of dropping keys. */
export const REQUIRED_EVICTION_POLICY = 'noeviction'

/** How long readiness trusts its last look at Redis' memory (one INFO a second at most, per connection). */
const RECHECK_MS = 1_000

/** The `maxmemory_policy` of `redis` (of each master on a cluster) that is not `noeviction`, or undefined when all are. */
export async function evictingPolicy (redis: Redis): Promise<string | undefined> {
  const nodes = isCluster(redis) ? (redis as unknown as Cluster).nodes('master') : [redis]
  for (const node of nodes) {
    const policy = /^maxmemory_policy:(\S+)/m.exec(await node.info('memory'))?.[1]
    if (policy !== undefined && policy !== REQUIRED_EVICTION_POLICY) return policy
  }
  return undefined
}

/** What readiness reads of Redis' memory (one INFO memory per node): its policy and whether it is full. */
interface MemoryLook { at: number, problem: string | undefined }

const looks = new WeakMap<Redis, MemoryLook>()

/**
 * `redis_eviction_policy` while a node may evict keys, `redis_oom` while a node with a `maxmemory` uses it all
 * (under noeviction it refuses writes: requests get 503 and the indexer waits), else undefined.
 */
async function memoryProblemNow (redis: Redis): Promise<string | undefined> {
  const nodes = isCluster(redis) ? (redis as unknown as Cluster).nodes('master') : [redis]
  let full = false
  for (const node of nodes) {
    const info = await node.info('memory')
    const policy = /^maxmemory_policy:(\S+)/m.exec(info)?.[1]
    if (policy !== undefined && policy !== REQUIRED_EVICTION_POLICY) return 'redis_eviction_policy'
    const max = Number(/^maxmemory:(\d+)/m.exec(info)?.[1] ?? '0')
    const used = Number(/^used_memory:(\d+)/m.exec(info)?.[1] ?? '0')
    if (max > 0 && used >= max) full = true
  }
  return full ? 'redis_oom' : undefined
}

/**
 * For readiness: `redis_eviction_policy` or `redis_oom` (memoryProblemNow), looked up at most every RECHECK_MS per
 * connection, else undefined. A failed look keeps the last answer (Redis being away is reported by the PING check).
 */
export async function evictionProblem (redis: Redis): Promise<string | undefined> {
  const last = looks.get(redis)
  if (last === undefined || Date.now() - last.at > RECHECK_MS) {
    try {
      looks.set(redis, { at: Date.now(), problem: await memoryProblemNow(redis) })
    } catch {
      return last?.problem
    }
  }
  return looks.get(redis)?.problem
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
