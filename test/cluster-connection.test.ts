// @hcs/runtime's connections in cluster mode (ADR 027): REDIS_CLUSTER_NODES makes createRedis an ioredis Cluster
// client for every role, and the scans that must see every key (tests' cleanup, the bench's key usage) run on
// every master. On the run's shared 3-master cluster (test/support/redis-cluster.ts) and on the test Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { createRedis, isCluster, scanKeys, unlinkMatching, waitForRedis } from '@hcs/runtime'
import { useRedisCluster, type ClusterControl } from './support/redis-cluster.js'
import { testRedisUrl, uniquePrefix } from './support/redis.js'

const TAGS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']

describe('createRedis with REDIS_CLUSTER_NODES', () => {
  let cluster: ClusterControl
  const prefix = uniquePrefix('cluster-connection')
  beforeAll(async () => { cluster = await useRedisCluster() }, 120_000)
  afterAll(async () => { await cluster?.deleteByPrefix(prefix) })

  const target = (): { REDIS_URL: string, REDIS_CLUSTER_NODES: string[] } => ({ REDIS_URL: testRedisUrl(), REDIS_CLUSTER_NODES: [cluster.addresses[0]!] })

  it('is a Cluster client for every role, found from one node, serving keys of every shard', async () => {
    for (const role of ['request', 'subscriber', 'queue'] as const) {
      const redis = createRedis(target(), role)
      try {
        expect(isCluster(redis), role).toBe(true)
        expect(await waitForRedis(redis, 10_000), role).toBe(true)
        for (const tag of TAGS) await redis.set(`${prefix}:{${tag}}:${role}`, role)
        for (const tag of TAGS) expect(await redis.get(`${prefix}:{${tag}}:${role}`)).toBe(role)
      } finally {
        redis.disconnect()
      }
    }
    const line = createRedis(target(), 'command-line')
    try {
      await line.connect()
      expect(await line.get(`${prefix}:{a}:queue`)).toBe('queue')
    } finally {
      line.disconnect()
    }
  })

  it('scans every master and deletes what it found, one key per command', async () => {
    const redis = createRedis(target(), 'queue')
    try {
      await waitForRedis(redis, 10_000)
      const keys = TAGS.flatMap((tag) => [`${prefix}:{${tag}}:x`, `${prefix}:{${tag}}:y`])
      for (const key of keys) await redis.set(key, '1')
      const owners = new Set(await Promise.all(keys.map(async (key) => (await cluster.masterOf(key)).address)))
      expect(owners.size).toBeGreaterThan(1)
      const found: string[] = []
      await scanKeys(redis, `${prefix}:*:x`, async (batch) => { found.push(...batch) })
      expect(found.sort()).toEqual(keys.filter((key) => key.endsWith(':x')).sort())
      expect(await unlinkMatching(redis, `${prefix}:*`)).toBeGreaterThanOrEqual(keys.length)
      for (const key of keys) expect(await redis.exists(key)).toBe(0)
    } finally {
      redis.disconnect()
    }
  })
})

describe('createRedis without REDIS_CLUSTER_NODES', () => {
  let redis: Redis
  const prefix = uniquePrefix('single-connection')
  beforeAll(async () => {
    redis = createRedis({ REDIS_URL: testRedisUrl() }, 'queue')
    await waitForRedis(redis, 10_000)
  })
  afterAll(async () => { redis?.disconnect() })

  it('is one Redis, scanned and cleaned the same way', async () => {
    expect(isCluster(redis)).toBe(false)
    for (const tag of TAGS) await redis.set(`${prefix}:{${tag}}:k`, '1')
    const found: string[] = []
    await scanKeys(redis, `${prefix}:*`, async (batch) => { found.push(...batch) })
    expect(found).toHaveLength(TAGS.length)
    expect(await unlinkMatching(redis, `${prefix}:*`)).toBe(TAGS.length)
    expect(await redis.exists(`${prefix}:{a}:k`)).toBe(0)
  })
})
