import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import { QUEUE_SUBMIT, balancesKey, inscriptionKey, jobRecordKey, storedJobFields, submitQueueRef, topicMetaKey } from '@hcs/protocol'
import type { SubmitJob } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp } from '../src/app.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createSubmitQueue } from '../src/intake/queue.js'
import type { SubmitQueue } from '../src/intake/queue.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { DEFAULT_TOPIC, JSON_HEADERS, OTHER_API_KEY, PRIVATE_TOPIC, testConfig } from './helpers.js'

const CASES = [
  {
    url: '/api/inscription/deploy',
    payload: { ticker: ' LoYaL ', name: 'Loyalty', max: 1000000, limit: '10000', metadata: 'ipfs://x' },
    operation: { op: 'deploy', tick: 'loyal', name: 'Loyalty', max: '1000000', lim: '10000', metadata: 'ipfs://x' },
    message: '{"p":"hcs-20","op":"deploy","name":"Loyalty","tick":"loyal","max":"1000000","lim":"10000","metadata":"ipfs://x"}'
  },
  {
    url: '/api/inscription/loyal/mint',
    payload: { amount: 100, to: '0.0.1001' },
    operation: { op: 'mint', tick: 'loyal', amt: '100', to: '0.0.1001' },
    message: '{"p":"hcs-20","op":"mint","tick":"loyal","amt":"100","to":"0.0.1001"}'
  },
  {
    url: '/api/inscription/loyal/transfer',
    payload: { amount: '10', from: '0.0.1001', to: '0.0.1002', topic_id: PRIVATE_TOPIC },
    operation: { op: 'transfer', tick: 'loyal', amt: '10', from: '0.0.1001', to: '0.0.1002' },
    message: '{"p":"hcs-20","op":"transfer","tick":"loyal","amt":"10","from":"0.0.1001","to":"0.0.1002"}'
  },
  {
    url: '/api/inscription/loyal/burn',
    payload: { amount: '30', from: '0.0.1001', memo: 'redeemed' },
    operation: { op: 'burn', tick: 'loyal', amt: '30', from: '0.0.1001', m: 'redeemed' },
    message: '{"p":"hcs-20","op":"burn","tick":"loyal","amt":"30","from":"0.0.1001","m":"redeemed"}'
  }
] as const

describe(createSubmitQueue.name, () => {
  const prefix = uniquePrefix('api-int')
  const redisKeys = { prefix, network: TEST_NETWORK }
  let sut: FastifyInstance
  let redis: Redis
  let queue: SubmitQueue
  let inspect: Queue<SubmitJob>
  let inspectPrivate: Queue<SubmitJob>

  beforeAll(async () => {
    const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix })
    redis = createRedis(config.REDIS_URL)
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    queue = createSubmitQueue({ connection: redis, keys: redisKeys, topics: [DEFAULT_TOPIC, PRIVATE_TOPIC] })
    const jobs = createJobRecordStore({ redis, keys: redisKeys })
    // The ledger the cases need (its refusals have their own tests, ledger.int.test.ts): both topics private,
    // so a debit of 0.0.1001 is allowed; `loyal` confirmed on PRIVATE_TOPIC; on DEFAULT_TOPIC the deploy case
    // (the first test) deploys it, and 0.0.1001 holds enough of it for the burn.
    for (const topicId of [DEFAULT_TOPIC, PRIVATE_TOPIC]) {
      await redis.hset(topicMetaKey(redisKeys, topicId), 'private', '1')
      await redis.hset(balancesKey(redisKeys, topicId, 'loyal'), '0.0.1001', '100')
    }
    await redis.hset(inscriptionKey(redisKeys, PRIVATE_TOPIC, 'loyal'), { max: '1000000', supply: '100' })
    sut = await buildApp({ config, queue, jobs, redis })
    inspect = new Queue<SubmitJob>(QUEUE_SUBMIT, { connection: { url: testRedisUrl() }, prefix: submitQueueRef(redisKeys, DEFAULT_TOPIC).prefix })
    inspectPrivate = new Queue<SubmitJob>(QUEUE_SUBMIT, { connection: { url: testRedisUrl() }, prefix: submitQueueRef(redisKeys, PRIVATE_TOPIC).prefix })
  })

  afterAll(async () => {
    await sut.close()
    await queue.close()
    for (const q of [inspect, inspectPrivate]) {
      await q.obliterate({ force: true })
      await q.close()
    }
    await deleteKeys(redis, prefix)
    await redis.quit()
  })

  for (const c of CASES) {
    it(`leaves a ${c.operation.op} job on the queue and its message and request id in a readable record`, async () => {
      const res = await sut.inject({ method: 'POST', url: c.url, headers: JSON_HEADERS, payload: c.payload })
      expect(res.statusCode).toBe(202)
      const { jobId, topicId, message } = res.json()
      expect(message).toBe(c.message)
      // each topic has its own queue (ADR 027)
      const job = await (topicId === PRIVATE_TOPIC ? inspectPrivate : inspect).getJob(jobId)
      expect(job?.name).toBe('submit')
      // the job carries only what the record does not hold: the worker reads the message and request id there (ADR 042)
      expect(job?.data).toEqual({ v: 2 })
      expect(job?.opts).toMatchObject({ attempts: 10, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: { count: 100 }, removeOnFail: { age: 604_800 } })

      const read = await sut.inject({ method: 'GET', url: res.headers.location as string, headers: JSON_HEADERS })
      expect(read.statusCode).toBe(200)
      expect(read.json()).toMatchObject({ jobId, status: 'queued', op: c.operation.op, ticker: 'loyal', topicId, message, requestId: res.headers['x-request-id'], attempts: 0 })
      expect(await redis.ttl(jobRecordKey(redisKeys, topicId, jobId))).toBeGreaterThan(604_000)
    })
  }

  it('creates exactly one job for 20 concurrent identical idempotent requests', async () => {
    const headers = { ...JSON_HEADERS, 'idempotency-key': 'order:42' }
    const responses = await Promise.all(Array.from({ length: 20 }, async () =>
      await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers, payload: { amount: 5, to: '0.0.1003' } })))
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(202))
    const bodies = new Set(responses.map((r) => r.body))
    expect(bodies.size).toBe(1)
    const { jobId } = responses[0]?.json()
    expect(jobId).toMatch(/^0\.0\.1001_k[A-Za-z0-9_-]{43}$/)
    expect(jobId).not.toContain('order')
    const jobs = await inspect.getJobs(['waiting'])
    // the jobs carry no operation (ADR 042): their records' messages tell which is which
    const messages = await Promise.all(jobs.map(async (job) => storedJobFields(await redis.get(jobRecordKey(redisKeys, DEFAULT_TOPIC, job.id ?? '')), job.id)?.message))
    expect(messages.filter((message) => message?.includes('"op":"mint"') === true && message.includes('"to":"0.0.1003"'))).toHaveLength(1)
    // the same key and body later still gets the original answer; the body's number form does not matter
    const replay = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers, payload: { amount: '5', to: '0.0.1003' } })
    expect(replay.statusCode).toBe(202)
    expect(replay.body).toBe(responses[0]?.body)
  })

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body', async () => {
    const headers = { ...JSON_HEADERS, 'idempotency-key': 'reuse-1' }
    const first = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers, payload: { amount: 1, to: '0.0.1004' } })
    expect(first.statusCode).toBe(202)
    const second = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers, payload: { amount: 2, to: '0.0.1004' } })
    expect(second.statusCode).toBe(422)
    expect(second.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', type: 'https://hcs20.dev/problems/idempotency-key-reused' })
  })

  it('scopes idempotency keys by API key', async () => {
    const payload = { amount: 1, to: '0.0.1005' }
    const mine = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers: { ...JSON_HEADERS, 'idempotency-key': 'shared' }, payload })
    const theirs = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers: { ...JSON_HEADERS, 'x-api-key': OTHER_API_KEY, 'idempotency-key': 'shared' }, payload })
    expect(mine.statusCode).toBe(202)
    expect(theirs.statusCode).toBe(202)
    expect(theirs.json().jobId).not.toBe(mine.json().jobId)
  })

  it('does not burn a key on a refused request', async () => {
    const headers = { ...JSON_HEADERS, 'idempotency-key': 'retry-after-fix' }
    const refused = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers, payload: { amount: 1, to: '0.0.1006', topic_id: '0.0.77' } })
    expect(refused.statusCode).toBe(403)
    const accepted = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers, payload: { amount: 1, to: '0.0.1006' } })
    expect(accepted.statusCode).toBe(202)
    expect(accepted.json().topicId).toBe(DEFAULT_TOPIC)
  })

  it('rejects an invalid Idempotency-Key with 400', async () => {
    const res = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers: { ...JSON_HEADERS, 'idempotency-key': 'a b' }, payload: { amount: 1, to: '0.0.1' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].path).toBe('headers.idempotency-key')
  })

  it('answers 404 NOT_FOUND for an unknown job and is ready while Redis answers', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/jobs/job-unknown', headers: JSON_HEADERS })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' })
    expect((await sut.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ status: 'ok' })
  })

  it('serves a request over a real HTTP port', async () => {
    const address = await sut.listen({ port: 0, host: '127.0.0.1' })
    const res = await fetch(`${address}/api/inscription/loyal/mint`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ amount: 7, to: '0.0.1007' }) })
    expect(res.status).toBe(202)
    const location = res.headers.get('location')
    const read = await fetch(`${address}${location ?? ''}`, { headers: JSON_HEADERS })
    expect(await read.json()).toMatchObject({ status: 'queued', op: 'mint' })
  })
})
