import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import {
  balancesKey, holdersKey, inscriptionKey, topicKey, pendingDeployKey, pendingSupplyKey, topicMetaKey, topicTicksKey
} from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp } from '../src/app.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { JSON_HEADERS, PRIVATE_TOPIC, fakeQueue, testConfig } from './helpers.js'

// Issue 12: tickers spelled like ledger keys are tickers of their own; a key under our prefix that is not
// ours makes the request fail as a problem, with nothing written.
describe('admission with tickers spelled like keys', () => {
  const prefix = uniquePrefix('api-keys')
  const redisKeys = { prefix, network: TEST_NETWORK }
  const queue = fakeQueue()
  let sut: FastifyInstance
  let redis: Redis

  async function post (path: string, payload: Record<string, unknown>) {
    return await sut.inject({ method: 'POST', url: `/api/inscription/${path}`, headers: JSON_HEADERS, payload })
  }

  async function confirmed (tick: string, max: string, balances: Record<string, string>): Promise<void> {
    await redis.zadd(topicTicksKey(redisKeys, PRIVATE_TOPIC), 1, tick)
    await redis.hset(inscriptionKey(redisKeys, PRIVATE_TOPIC, tick), { tick, name: tick, max, supply: '100', deployer: '0.0.2', deploySequence: '1', deployedAt: '1.0', holders: String(Object.keys(balances).length) })
    for (const [account, balance] of Object.entries(balances)) {
      await redis.hset(balancesKey(redisKeys, PRIVATE_TOPIC, tick), account, balance)
      await redis.zadd(holdersKey(redisKeys, PRIVATE_TOPIC, tick), balance, account)
    }
  }

  async function jobRecordCount (): Promise<number> {
    return (await redis.keys(`${topicKey(redisKeys, PRIVATE_TOPIC)}:job:*`)).length
  }

  beforeAll(async () => {
    const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix })
    redis = createRedis(config.REDIS_URL)
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    sut = await buildApp({ config, queue, jobs: createJobRecordStore({ redis, keys: redisKeys }), redis })
    await redis.hset(topicMetaKey(redisKeys, PRIVATE_TOPIC), 'private', '1')
  })

  afterAll(async () => {
    await sut.close()
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  it('lets kc3 deploy and mint while the deploy of kc3:pending-deploy is pending', async () => {
    expect((await post('deploy', { ticker: 'kc3:pending-deploy', name: 'Look-alike', max: 50, topic_id: PRIVATE_TOPIC })).statusCode).toBe(202)
    const deploy = await post('deploy', { ticker: 'kc3', name: 'Real', max: 1000, limit: '100', topic_id: PRIVATE_TOPIC })
    expect(deploy.statusCode).toBe(202)
    expect((await post('kc3/mint', { amount: 100, to: '0.0.5', topic_id: PRIVATE_TOPIC })).statusCode).toBe(202)
    expect(await redis.hgetall(pendingDeployKey(redisKeys, PRIVATE_TOPIC, 'kc3'))).toEqual({ max: '1000', lim: '100', jobId: deploy.json().jobId })
    expect(await redis.hget(pendingDeployKey(redisKeys, PRIVATE_TOPIC, 'kc3:pending-deploy'), 'max')).toBe('50')
    expect(await redis.hget(pendingSupplyKey(redisKeys, PRIVATE_TOPIC), 'kc3')).toBe('100')
  })

  it('keeps the balances of kc2 apart from the inscription kc2:balances', async () => {
    await confirmed('kc2', '1000', { '0.0.6': '100' })
    await confirmed('kc2:balances', '1000', { '0.0.7': '100' })
    const balance = await sut.inject({ method: 'GET', url: `/api/inscription/kc2/balance/0.0.6?topic_id=${PRIVATE_TOPIC}`, headers: JSON_HEADERS })
    expect(balance.json()).toMatchObject({ ticker: 'kc2', balance: '100' })
    const holders = await sut.inject({ method: 'GET', url: `/api/inscription/kc2/holders?topic_id=${PRIVATE_TOPIC}`, headers: JSON_HEADERS })
    expect(holders.json()).toMatchObject({ total: 1, holders: [{ account: '0.0.6', balance: '100' }] })
    const burn = await post(`${encodeURIComponent('kc2:balances')}/burn`, { amount: 101, from: '0.0.7', topic_id: PRIVATE_TOPIC })
    expect(burn.statusCode).toBe(422)
    expect(burn.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' })
    expect((await post(`${encodeURIComponent('kc2:balances')}/burn`, { amount: 100, from: '0.0.7', topic_id: PRIVATE_TOPIC })).statusCode).toBe(202)
  })

  it('answers a problem and writes nothing when a key it would write holds someone else\'s value', async () => {
    await confirmed('fk', '1000', { '0.0.8': '100' })
    // Someone else's key where the pending supply of this topic would go.
    const supply = pendingSupplyKey(redisKeys, PRIVATE_TOPIC)
    const held = await redis.hgetall(supply)
    await redis.del(supply)
    await redis.set(supply, 'not ours')
    try {
      const before = await jobRecordCount()
      const res = await post('fk/mint', { amount: 5, to: '0.0.8', topic_id: PRIVATE_TOPIC })
      expect(res.statusCode).toBe(500)
      expect(res.headers['content-type']).toContain('application/problem+json')
      expect(res.json()).toMatchObject({ code: 'INTERNAL', status: 500, detail: 'Internal Server Error' })
      expect(JSON.stringify(res.json())).not.toMatch(/at .*\.ts|KEY_TYPE_CLASH/)
      expect(await jobRecordCount()).toBe(before)
      expect(await redis.get(supply)).toBe('not ours')
      expect(queue.jobs.size).toBe(4)
    } finally {
      await redis.del(supply)
      if (Object.keys(held).length > 0) await redis.hset(supply, held)
    }
  })
})
