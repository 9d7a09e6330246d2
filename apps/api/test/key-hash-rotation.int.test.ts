import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createSubmitQueue } from '../src/intake/queue.js'
import type { SubmitQueue } from '../src/intake/queue.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { DEFAULT_TOPIC, TEST_KEY_HASH_SECRET, testConfig } from './helpers.js'

// Rotating the operator keys (API_SECRET_KEY) on real Redis over a real port (ADR 049): stored keys and job ids are
// HMACs under KEY_HASH_SECRET alone, so after the rotation a tenant's key still authenticates, Redis holds the same
// key hashes, and a retried request with the same Idempotency-Key gets the job it got before, never a second one.
describe('rotating API_SECRET_KEY', () => {
  const prefix = uniquePrefix('api-key-rotation')
  const redisKeys = { prefix, network: TEST_NETWORK }
  const BEFORE = 'operator-key-before-rotation-0123456789'
  const AFTER = 'operator-key-after-rotation-0123456789'
  let redis: Redis
  let queue: SubmitQueue
  const apps: FastifyInstance[] = []

  async function start (apiKeys: string): Promise<string> {
    const app = await buildApp({
      config: testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, API_SECRET_KEY: apiKeys }),
      queue,
      jobs: createJobRecordStore({ redis, keys: redisKeys }),
      redis
    })
    apps.push(app)
    return await app.listen({ port: 0, host: '127.0.0.1' })
  }

  async function call (base: string, key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number, body: any }> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    return { status: res.status, body: await res.json() }
  }

  beforeAll(async () => {
    redis = createRedis(testRedisUrl())
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    queue = createSubmitQueue({ connection: redis, keys: redisKeys, topics: [DEFAULT_TOPIC] })
  })

  afterAll(async () => {
    for (const app of apps) await app.close()
    await queue.close()
    await deleteKeys(redis, `${prefix}:*`)
    redis.disconnect()
  })

  it('changes no stored key and no job id of an Idempotency-Key', async () => {
    const before = await start(BEFORE)
    expect((await call(before, BEFORE, 'POST', '/api/tenants', { name: 'rotation' })).status).toBe(201)
    const created = await call(before, BEFORE, 'POST', '/api/keys', { tenant: 'rotation', name: 'shop', scopes: ['submit', 'read'] })
    expect(created.status).toBe(201)
    const tenantKey = created.body.key as string
    expect((await call(before, tenantKey, 'POST', '/api/inscription/deploy', { ticker: 'rotpts', name: 'Rotation', max: '1000' }, { 'idempotency-key': 'deploy-1' })).status).toBe(202)
    const mint = { amount: '5', to: '0.0.7001' }
    const first = await call(before, tenantKey, 'POST', '/api/inscription/rotpts/mint', mint, { 'idempotency-key': 'order-1' })
    expect(first.status).toBe(202)
    const storedBefore = await redis.hgetall(`${prefix}:{access}:keys`)
    const waitingBefore = (await queue.sample!()).waiting
    expect(waitingBefore).toBe(2)

    // the operator rotates: the old key is gone, a new one takes its place, KEY_HASH_SECRET stays
    await apps.shift()!.close()
    const after = await start(AFTER)
    expect((await call(after, BEFORE, 'GET', '/api/keys')).status).toBe(401)
    expect((await call(after, AFTER, 'GET', '/api/keys')).status).toBe(200)
    expect(await redis.hgetall(`${prefix}:{access}:keys`)).toEqual(storedBefore)

    // the shop retries its mint: the same job, nothing enqueued a second time
    const retried = await call(after, tenantKey, 'POST', '/api/inscription/rotpts/mint', mint, { 'idempotency-key': 'order-1' })
    expect(retried.status).toBe(202)
    expect(retried.body.jobId).toBe(first.body.jobId)
    expect((await queue.sample!()).waiting).toBe(waitingBefore)
    const job = await call(after, tenantKey, 'GET', `/api/jobs/${encodeURIComponent(first.body.jobId as string)}`)
    expect(job.status).toBe(200)
    expect(job.body).toMatchObject({ jobId: first.body.jobId, op: 'mint', ticker: 'rotpts' })
  })

  it('refuses to start without KEY_HASH_SECRET, naming it: no secret derived from another', () => {
    expect(() => loadConfig({ API_SECRET_KEY: AFTER, HCS20_TOPIC_ID: DEFAULT_TOPIC, HEDERA_NETWORK_ID: TEST_NETWORK })).toThrow(/KEY_HASH_SECRET: required/)
    expect(loadConfig({ API_SECRET_KEY: AFTER, KEY_HASH_SECRET: TEST_KEY_HASH_SECRET, HCS20_TOPIC_ID: DEFAULT_TOPIC, HEDERA_NETWORK_ID: TEST_NETWORK }).KEY_HASH_SECRET).toBe(TEST_KEY_HASH_SECRET)
  })
})
