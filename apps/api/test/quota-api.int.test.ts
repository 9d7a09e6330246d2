import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import type { Pool } from 'undici'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createSubmitQueue } from '../src/intake/queue.js'
import type { SubmitQueue } from '../src/intake/queue.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { listenApis } from './apis.js'
import { API_KEY, DEFAULT_TOPIC, testConfig } from './helpers.js'

interface Answer { status: number, body: any, headers: Record<string, unknown> }

// Tenant quotas (ADR 055) over real HTTP ports on two api instances (each its own key store and quota gate) sharing one Redis: 64 connections at once never
// pass more than the quota, a batch is refused whole, and operations the intake refuses are given back.
describe('tenant quotas across two api processes', () => {
  const prefix = uniquePrefix('api-quota')
  const redisKeys = { prefix, network: TEST_NETWORK }
  const config = testConfig({
    REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, KEY_HASH_SECRET: 'quota-test-secret-0123456789abcdef', TENANT_MAX_BACKLOG: '1000000', QUEUE_MAX_BACKLOG: '1000000'
  })
  let redis: Redis
  let queue: SubmitQueue
  /** The submit queue refuses every add (the api withdraws the request: 503). */
  let failEnqueue = false
  let apis: Awaited<ReturnType<typeof listenApis>> | undefined
  const pools: Pool[] = []

  async function call (key: string, method: string, path: string, body?: unknown, pool = pools[0]!): Promise<Answer> {
    const res = await pool.request({ method: method as 'POST', path, headers: { 'x-api-key': key, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
    return { status: res.statusCode, body: await res.body.json(), headers: res.headers }
  }
  const mint = async (pool: Pool, key: string, tick: string): Promise<Answer> => await call(key, 'POST', `/api/inscription/${tick}/mint`, { amount: '1', to: '0.0.7001' }, pool)

  /**
   * A tenant with its own ticker (deployed before any quota), then `quota` set, then a submit key and an admin key
   * created after it: once the second process knows the keys, it knows the quota too (one load reads both).
   */
  async function tenant (name: string, quota?: unknown): Promise<{ submit: string, admin: string }> {
    expect((await call(API_KEY, 'POST', '/api/tenants', { name, limits: { opsPerSecond: 1_000_000 } })).status).toBe(201)
    const deployer = await call(API_KEY, 'POST', '/api/keys', { tenant: name, name: 'deployer', scopes: ['submit'] })
    expect((await call(deployer.body.key as string, 'POST', '/api/inscription/deploy', { ticker: name, name, max: '1000000000000' })).status).toBe(202)
    if (quota !== undefined) expect((await call(API_KEY, 'PUT', `/api/tenants/${name}/quota`, quota)).status).toBe(200)
    const submit = (await call(API_KEY, 'POST', '/api/keys', { tenant: name, name: 'load', scopes: ['submit'], opsPerSecond: 1_000_000 })).body.key as string
    const admin = (await call(API_KEY, 'POST', '/api/keys', { tenant: name, name: 'admin', scopes: ['admin'] })).body.key as string
    for (const key of [submit, admin]) {
      for (let i = 0; i < 200 && (await call(key, 'GET', '/api/jobs?ids=x', undefined, pools[1])).status === 401; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return { submit, admin }
  }

  beforeAll(async () => {
    redis = createRedis(config.REDIS_URL)
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    const real = createSubmitQueue({ connection: redis, keys: redisKeys, topics: [DEFAULT_TOPIC] })
    queue = {
      ...real,
      enqueue: async (...args) => {
        if (failEnqueue) throw new Error('connection lost')
        await real.enqueue(...args)
      },
      enqueueMany: async (jobs) => {
        if (failEnqueue) throw new Error('connection lost')
        await real.enqueueMany(jobs)
      }
    }
    const jobs = createJobRecordStore({ redis, keys: redisKeys })
    apis = await listenApis(2, { config, queue, jobs, redis })
    pools.push(...apis.pools)
  })

  afterAll(async () => {
    await apis?.close()
    await queue.close()
    await deleteKeys(redis, `${prefix}:*`)
    redis.disconnect()
  })

  it('accepts exactly 100 of rounds of 64 concurrent requests on two processes, 429 QUOTA_EXCEEDED with Retry-After after, while another tenant goes on', { timeout: 120_000 }, async () => {
    const capped = await tenant('capped', { daily: { operations: 100 } })
    const other = await tenant('other')
    const statuses: number[] = []
    const refusals: Answer[] = []
    let others = 0
    // rounds until well past the quota: 4 × 64 = 256 requests for 100 operations, each round all at once
    for (let round = 0; round < 4; round++) {
      await Promise.all(Array.from({ length: 64 }, async (_, lane) => {
        const answer = await mint(pools[lane % 2]!, capped.submit, 'capped')
        statuses.push(answer.status)
        if (answer.status === 429) refusals.push(answer)
      }))
      // the other tenant, on both processes, after each round
      for (const pool of pools) if ((await mint(pool, other.submit, 'other')).status === 202) others++
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(100)
    expect(refusals).toHaveLength(156)
    for (const refusal of refusals) {
      expect(refusal.body).toMatchObject({ code: 'QUOTA_EXCEEDED', status: 429 })
      expect(refusal.headers['content-type']).toMatch(/^application\/problem\+json/)
      const retryAfter = Number(refusal.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(86_400)
    }
    expect(others).toBe(8)
    const quota = await call(capped.admin, 'GET', '/api/tenants/capped/quota', undefined, pools[1])
    expect(quota.status).toBe(200)
    expect(quota.body).toMatchObject({ tenant: 'capped', daily: { operations: 100 }, used: { daily: { operations: 100, hbar: '0' }, monthly: { operations: 100 } } })
    // the metrics count the refusals by tenant across both processes
    let counted = 0
    for (const pool of pools) {
      const text = await (await pool.request({ method: 'GET', path: '/metrics', headers: { 'x-api-key': API_KEY } })).body.text()
      counted += Number(/hcs20_quota_refusals_total\{tenant="capped"\} (\d+)/.exec(text)?.[1] ?? 0)
    }
    expect(counted).toBe(156)
  })

  it('refuses a batch whole past the quota, and gives back what the intake refused', { timeout: 60_000 }, async () => {
    const batcher = await tenant('batcher', { daily: { operations: 10 }, monthly: { operations: 1000, hbar: '12.5' } })
    const ops = (n: number) => ({ operations: Array.from({ length: n }, () => ({ op: 'mint', ticker: 'batcher', amount: '1', to: '0.0.7001' })) })
    expect((await call(batcher.submit, 'POST', '/api/inscription/batch', ops(8))).status).toBe(207)
    const refused = await call(batcher.submit, 'POST', '/api/inscription/batch', ops(3), pools[1])
    expect(refused).toMatchObject({ status: 429, body: { code: 'QUOTA_EXCEEDED' } })
    // a ticker never deployed: the intake refuses it, and its operation goes back
    expect((await mint(pools[0]!, batcher.submit, 'nope')).status).toBe(404)
    // the queue down: single and batch withdrawn (503), their operations given back
    failEnqueue = true
    try {
      expect((await mint(pools[1]!, batcher.submit, 'batcher')).body.code).toBe('QUEUE_UNAVAILABLE')
      expect((await call(batcher.submit, 'POST', '/api/inscription/batch', ops(2))).body.code).toBe('QUEUE_UNAVAILABLE')
    } finally {
      failEnqueue = false
    }
    const used = await call(batcher.admin, 'GET', '/api/tenants/batcher/quota')
    expect(used.body).toMatchObject({ daily: { operations: 10 }, monthly: { operations: 1000, hbar: '12.5' }, used: { daily: { operations: 8 } } })
    expect((await call(batcher.submit, 'POST', '/api/inscription/batch', ops(2), pools[1])).status).toBe(207)
    expect((await mint(pools[0]!, batcher.submit, 'batcher')).body.code).toBe('QUOTA_EXCEEDED')
  })

  it('lets the operator set and the tenant\'s own admin read a quota; no one else', async () => {
    const reader = await tenant('reader')
    expect((await call(reader.admin, 'GET', '/api/tenants/capped/quota')).status).toBe(403)
    expect((await call(reader.admin, 'PUT', '/api/tenants/reader/quota', { daily: { operations: 5 } })).status).toBe(403)
    expect((await call(API_KEY, 'PUT', '/api/tenants/default/quota', { daily: { operations: 5 } })).status).toBe(404)
    expect((await call(API_KEY, 'PUT', '/api/tenants/reader/quota', { daily: { hbar: '1.123456789' } })).status).toBe(400)
    const own = await call(reader.admin, 'GET', '/api/tenants/reader/quota')
    expect(own.status).toBe(200)
    expect(own.body.daily).toBeUndefined()
    // a PUT replaces: what it leaves out is gone
    await call(API_KEY, 'PUT', '/api/tenants/reader/quota', { daily: { operations: 5 }, monthly: { hbar: '3' } })
    const replaced = await call(API_KEY, 'PUT', '/api/tenants/reader/quota', { monthly: { operations: 7 } })
    expect(replaced.body).toMatchObject({ monthly: { operations: 7 } })
    expect(replaced.body.daily).toBeUndefined()
    expect(replaced.body.monthly.hbar).toBeUndefined()
  })
})
