// The Redis Cluster harness itself (test/support/redis-cluster.ts): the run's shared cluster has three masters
// with one replica each and serves keys through an ioredis Cluster client; a failover flips a master and its
// replica. The failover runs on a cluster of its own, so the shared one never changes under another test file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ping } from '../scripts/lib/redis.js'
import { startRedisCluster, useRedisCluster, type ClusterControl, type RedisCluster } from './support/redis-cluster.js'
import { uniquePrefix } from './support/redis.js'

describe('the shared Redis Cluster', () => {
  let cluster: ClusterControl
  const prefix = uniquePrefix('cluster-harness')
  beforeAll(async () => { cluster = await useRedisCluster() }, 120_000)
  afterAll(async () => { await cluster?.deleteByPrefix(prefix) })

  it('has three masters, each with one replica in sync, and every node says cluster_state:ok', async () => {
    const nodes = await cluster.topology()
    const masters = nodes.filter((n) => n.role === 'master')
    const replicas = nodes.filter((n) => n.role === 'replica')
    expect(masters).toHaveLength(3)
    expect(replicas).toHaveLength(3)
    expect(new Set(replicas.map((r) => r.masterId))).toEqual(new Set(masters.map((m) => m.id)))
    expect(masters.flatMap((m) => m.slots).reduce((n, [from, to]) => n + to - from + 1, 0)).toBe(16384)
    expect(cluster.nodesEnv.split(',')).toHaveLength(6)
    await cluster.waitHealthy(5_000)
  })

  it('serves keys of different slots through an ioredis Cluster client, each from the master of its slot', async () => {
    const client = cluster.client()
    try {
      const keys = ['a', 'b', 'c', 'd', 'e', 'f'].map((tag) => `${prefix}:{${tag}}:value`)
      for (const key of keys) await client.set(key, key)
      for (const key of keys) expect(await client.get(key)).toBe(key)
      const owners = new Set<string>()
      for (const key of keys) {
        const master = await cluster.masterOf(key)
        owners.add(master.address)
        const node = cluster.node(master.address)
        try { expect(await node.get(key)).toBe(key) } finally { node.disconnect() }
      }
      expect(owners.size).toBeGreaterThan(1)
      await cluster.deleteByPrefix(prefix)
      for (const key of keys) expect(await client.exists(key)).toBe(0)
    } finally {
      await client.quit()
    }
  })
})

describe('a failover on a cluster of its own', () => {
  let cluster: RedisCluster
  beforeAll(async () => { cluster = await startRedisCluster() }, 120_000)
  afterAll(async () => { await cluster?.stop() })

  it('makes the replica the master of the slots and the old master its replica; the data stays', async () => {
    const key = 'harness:{failover}:value'
    const client = cluster.client()
    try {
      await client.set(key, 'kept')
      const master = await cluster.masterOf(key)
      const replica = await cluster.replicaOf(master.address)
      // Written before the failover: the replica must have it before it takes over (CLUSTER FAILOVER waits for that).
      const { from, to } = await cluster.failover(master.address)
      expect(to.address).toBe(replica.address)
      expect(to.role).toBe('master')
      expect(from.role).toBe('replica')
      expect(from.masterId).toBe(to.id)
      expect((await cluster.masterOf(key)).address).toBe(replica.address)
      expect(await client.get(key)).toBe('kept')
      await client.set(key, 'after')
      const node = cluster.node(replica.address)
      try { expect(await node.get(key)).toBe('after') } finally { node.disconnect() }
    } finally {
      await client.quit()
    }
  }, 120_000)

  it('stops every node and frees the ports', async () => {
    const addresses = cluster.addresses
    await cluster.stop()
    for (const address of addresses) expect(await ping(`redis://${address}`)).toBe(false)
  })
})
