import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import {
  QUEUE_SUBMIT, balancesKey, idempotencyKey, inscriptionKey, jobRecordKey, pendingDebitsKey, pendingDeployKey, pendingSupplyKey, pendingVersionsKey,
  storedJobFields, submitQueueRef, topicKey, topicMetaKey
} from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp } from '../src/app.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createSubmitQueue } from '../src/intake/queue.js'
import type { SubmitQueue } from '../src/intake/queue.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { keyIdOf } from '../src/access/auth.js'
import { keyHashSecret } from '../src/config.js'
import { API_KEY, DEFAULT_TOPIC, JSON_HEADERS, PRIVATE_TOPIC, testConfig } from './helpers.js'

// The batch route over the real intake script, the real admission (protocol's lua/admission.lua) and a real BullMQ queue.
describe('POST /api/inscription/batch', () => {
  const prefix = uniquePrefix('api-batch')
  const redisKeys = { prefix, network: TEST_NETWORK }
  let sut: FastifyInstance
  let operatorKeyId: string
  let redis: Redis
  let queue: SubmitQueue
  let inspect: Queue
  let failEnqueue = false
  let loseReply = false

  const batch = async (operations: unknown[], options: { atomic?: boolean, key?: string, topic?: string } = {}) => {
    const res = await sut.inject({
      method: 'POST',
      url: `/api/inscription/batch${options.atomic === true ? '?atomic=true' : ''}`,
      headers: { ...JSON_HEADERS, ...(options.key === undefined ? {} : { 'idempotency-key': options.key }) },
      payload: { operations, topic_id: options.topic ?? PRIVATE_TOPIC }
    })
    return { status: res.statusCode, body: res.json() }
  }
  const mint = (ticker: string, amount: number, to = '0.0.1001') => ({ op: 'mint', ticker, amount, to })

  beforeAll(async () => {
    const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, BATCH_MAX_OPERATIONS: '20', BATCH_BODY_LIMIT_BYTES: '8192' })
    operatorKeyId = keyIdOf(keyHashSecret(config), API_KEY)
    redis = createRedis(config.REDIS_URL)
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    const real = createSubmitQueue({ connection: redis, keys: redisKeys, topics: [DEFAULT_TOPIC, PRIVATE_TOPIC] })
    queue = {
      ...real,
      enqueueMany: async (jobs) => {
        if (failEnqueue) throw new Error('connection lost')
        await real.enqueueMany(jobs)
        if (loseReply) throw new Error('Command timed out')
      }
    }
    sut = await buildApp({ config, queue, jobs: createJobRecordStore({ redis, keys: redisKeys }), redis })
    inspect = new Queue(QUEUE_SUBMIT, { connection: { url: testRedisUrl() }, prefix: submitQueueRef(redisKeys, PRIVATE_TOPIC).prefix })
    await redis.hset(topicMetaKey(redisKeys, PRIVATE_TOPIC), 'private', '1')
  })

  afterAll(async () => {
    await sut?.close()
    await inspect?.obliterate({ force: true })
    await inspect?.close()
    await queue?.close()
    await deleteKeys(redis, prefix)
    await redis?.quit()
  })

  it('admits in order: mints up to max are accepted, one more is refused, each as its single route would answer', async () => {
    const res = await batch([
      { op: 'deploy', ticker: 'Ord', name: 'Ordered', max: 10 },
      mint('ord', 4), mint('ord', 6), mint('ord', 1), { op: 'mint', ticker: 'ord', amount: 1 }, { op: 'melt', ticker: 'ord' }
    ])
    expect(res.status).toBe(207)
    expect(res.body).toMatchObject({ accepted: 3, refused: 3 })
    const [deploy, first, second, over, noTo, badOp] = res.body.results
    expect(deploy).toMatchObject({ status: 'queued', op: 'deploy', ticker: 'ord', topicId: PRIVATE_TOPIC })
    expect(first).toMatchObject({ status: 'queued', op: 'mint', message: '{"p":"hcs-20","op":"mint","tick":"ord","amt":"4","to":"0.0.1001"}' })
    expect(second.links.self).toBe(`/api/jobs/${second.jobId as string}`)
    expect(over).toMatchObject({ status: 422, code: 'SUPPLY_EXCEEDED', type: 'https://hcs20.dev/problems/supply-exceeded' })
    expect(over.detail).toContain('only 0 of max 10')
    expect(noTo).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' })
    expect(noTo.errors[0].path).toBe('body.operations.4.to')
    expect(badOp.errors[0].path).toBe('body.operations.5.op')
    expect(await redis.hget(pendingSupplyKey(redisKeys, PRIVATE_TOPIC), 'ord')).toBe('10')
    expect(await redis.hget(pendingDeployKey(redisKeys, PRIVATE_TOPIC, 'ord'), 'max')).toBe('10')
    const jobs = await inspect.getJobs(['waiting'])
    const ids = new Set(jobs.map((job) => job.id))
    for (const accepted of [deploy, first, second]) {
      expect(ids.has(accepted.jobId)).toBe(true)
      expect(storedJobFields(await redis.get(jobRecordKey(redisKeys, PRIVATE_TOPIC, accepted.jobId)), accepted.jobId)).toMatchObject({ status: 'queued' })
      expect(accepted.jobId.startsWith(`${PRIVATE_TOPIC}_`)).toBe(true)
    }
    // the job carries only what the record does not hold (ADR 042): the record has the message and the request id
    expect(jobs.find((job) => job.id === first.jobId)?.data).toEqual({ v: 2 })
    expect(storedJobFields(await redis.get(jobRecordKey(redisKeys, PRIVATE_TOPIC, first.jobId)), first.jobId)).toMatchObject({
      message: '{"p":"hcs-20","op":"mint","tick":"ord","amt":"4","to":"0.0.1001"}', requestId: expect.any(String)
    })
  })

  it('sees what an earlier operation reserved: debits of one account add up against its confirmed balance', async () => {
    await redis.hset(inscriptionKey(redisKeys, PRIVATE_TOPIC, 'deb'), { max: '1000', supply: '100' })
    await redis.hset(balancesKey(redisKeys, PRIVATE_TOPIC, 'deb'), '0.0.1001', '100')
    const res = await batch([
      { op: 'transfer', ticker: 'deb', amount: 60, from: '0.0.1001', to: '0.0.1002' },
      { op: 'burn', ticker: 'deb', amount: 50, from: '0.0.1001' },
      { op: 'burn', ticker: 'deb', amount: 40, from: '0.0.1001' }
    ])
    expect(res.body.results.map((r: { status: unknown }) => r.status)).toEqual(['queued', 422, 'queued'])
    expect(res.body.results[1].code).toBe('INSUFFICIENT_BALANCE')
    expect(await redis.hget(pendingDebitsKey(redisKeys, PRIVATE_TOPIC, 'deb'), '0.0.1001')).toBe('100')
  })

  it('atomic: one refusal refuses the batch with 422 naming the operation, and nothing is reserved, recorded or enqueued', async () => {
    const before = await inspect.getJobCountByTypes('waiting')
    const res = await batch([{ op: 'deploy', ticker: 'atom', name: 'Atomic', max: 10 }, mint('atom', 4), mint('atom', 6), mint('atom', 1)], { atomic: true })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ code: 'BATCH_REFUSED', status: 422, operation: { index: 3, status: 422, code: 'SUPPLY_EXCEEDED' } })
    expect(await redis.exists(pendingDeployKey(redisKeys, PRIVATE_TOPIC, 'atom'))).toBe(0)
    expect(await redis.hget(pendingSupplyKey(redisKeys, PRIVATE_TOPIC), 'atom')).toBeNull()
    expect(await redis.keys(`${topicKey(redisKeys, PRIVATE_TOPIC)}:job:*`)).toHaveLength(5)
    expect(await redis.keys(`${topicKey(redisKeys, PRIVATE_TOPIC)}:reservation:*`)).toHaveLength(5)
    expect(await inspect.getJobCountByTypes('waiting')).toBe(before)

    const invalid = await batch([mint('atom', 1), { op: 'mint', ticker: 'atom', amount: -1, to: '0.0.1001' }], { atomic: true })
    expect(invalid.body).toMatchObject({ code: 'BATCH_REFUSED', operation: { index: 1, status: 400, code: 'VALIDATION_FAILED' } })

    const ok = await batch([{ op: 'deploy', ticker: 'atom', name: 'Atomic', max: 10 }, mint('atom', 4), mint('atom', 6)], { atomic: true })
    expect(ok.status).toBe(207)
    expect(ok.body.accepted).toBe(3)
  })

  it('judges each operation against what the earlier ones of the batch deployed and reserved, as the single routes one after another', async () => {
    const versions = pendingVersionsKey(redisKeys, PRIVATE_TOPIC)
    const supplyVersion = Number(await redis.hget(versions, pendingSupplyKey(redisKeys, PRIVATE_TOPIC)) ?? '0')
    const res = await batch([
      mint('seq', 1),
      { op: 'transfer', ticker: 'seq', amount: 1, from: '0.0.1001', to: '0.0.1002' },
      { op: 'deploy', ticker: 'seq', name: 'Sequence', max: 5, limit: 2 },
      mint('seq', 3), mint('seq', 2), mint('seq', 2), mint('seq', 2),
      { op: 'deploy', ticker: 'seq', name: 'Again', max: 9 },
      { op: 'transfer', ticker: 'seq', amount: 1, from: '0.0.1001', to: '0.0.1002' }
    ])
    expect(res.body.results.map((r: { status: unknown, code?: string }) => r.code ?? r.status)).toEqual([
      'TICKER_NOT_FOUND', 'TICKER_NOT_FOUND', 'queued', 'LIMIT_EXCEEDED', 'queued', 'queued', 'SUPPLY_EXCEEDED', 'TICKER_EXISTS', 'INSUFFICIENT_BALANCE'
    ])
    expect(await redis.hget(pendingSupplyKey(redisKeys, PRIVATE_TOPIC), 'seq')).toBe('4')
    // one atomic step: the pending supply's version moved (once), so the indexer's check skips it (ADR 032)
    expect(Number(await redis.hget(versions, pendingSupplyKey(redisKeys, PRIVATE_TOPIC)))).toBe(supplyVersion + 1)
  })

  it('answers a retried batch with the same Idempotency-Key with the same results, and a different batch with 422', async () => {
    const operations = [{ op: 'deploy', ticker: 'idem', name: 'Idem', max: 5 }, mint('idem', 5), mint('idem', 1)]
    const first = await batch(operations, { key: 'batch-1' })
    const waiting = await inspect.getJobCountByTypes('waiting')
    const again = await batch(operations, { key: 'batch-1' })
    expect(again.status).toBe(207)
    expect(again.body.results.map((r: { jobId?: string, code?: string }) => r.jobId ?? r.code))
      .toEqual(first.body.results.map((r: { jobId?: string, code?: string }) => r.jobId ?? r.code))
    expect(again.body.results[2].code).toBe('SUPPLY_EXCEEDED')
    expect(await inspect.getJobCountByTypes('waiting')).toBe(waiting)
    expect(await redis.hget(pendingSupplyKey(redisKeys, PRIVATE_TOPIC), 'idem')).toBe('5')
    const other = await batch([mint('idem', 1)], { key: 'batch-1' })
    expect(other.status).toBe(422)
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('answers a single request that reuses a batch\'s Idempotency-Key 422 IDEMPOTENCY_KEY_REUSED, reserving nothing', async () => {
    await batch([{ op: 'deploy', ticker: 'idsingle', name: 'Single', max: 50 }, mint('idsingle', 5)], { key: 'batch-then-single' })
    const entryKey = idempotencyKey(redisKeys, PRIVATE_TOPIC, operatorKeyId, 'batch-then-single')
    expect(await redis.type(entryKey)).toBe('hash')
    const waiting = await inspect.getJobCountByTypes('waiting')
    const single = await sut.inject({
      method: 'POST',
      url: '/api/inscription/idsingle/mint',
      headers: { ...JSON_HEADERS, 'idempotency-key': 'batch-then-single' },
      payload: { amount: 1, to: '0.0.1001', topic_id: PRIVATE_TOPIC }
    })
    expect(single.statusCode).toBe(422)
    expect(single.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await redis.hget(pendingSupplyKey(redisKeys, PRIVATE_TOPIC), 'idsingle')).toBe('5')
    expect(await inspect.getJobCountByTypes('waiting')).toBe(waiting)
  })

  it('keeps its Idempotency-Key as a small hash pointing at the first accepted job', async () => {
    const operations = [mint('idem', 1), { op: 'deploy', ticker: 'idhash', name: 'Hash', max: 5 }, mint('idhash', 5), mint('idhash', 1)]
    const first = await batch(operations, { key: 'batch-hash' })
    expect(first.body).toMatchObject({ accepted: 2, refused: 2 })
    const entryKey = idempotencyKey(redisKeys, PRIVATE_TOPIC, operatorKeyId, 'batch-hash')
    expect(await redis.type(entryKey)).toBe('hash')
    const entry = await redis.hgetall(entryKey)
    const firstAccepted = first.body.results[1].jobId as string
    expect(entry).toEqual({
      fingerprint: expect.any(String),
      count: '4',
      refused: '1 SUPPLY_EXCEEDED 4 SUPPLY_EXCEEDED',
      record: jobRecordKey(redisKeys, PRIVATE_TOPIC, firstAccepted),
      job: queue.jobKey?.(PRIVATE_TOPIC, firstAccepted)
    })
    expect(await redis.ttl(entryKey)).toBeGreaterThan(0)
    const codes = (body: { results: Array<{ jobId?: string, code?: string }> }) => body.results.map((r) => r.jobId ?? r.code)
    const waiting = await inspect.getJobCountByTypes('waiting')
    const replayed = await batch(operations, { key: 'batch-hash' })
    expect(replayed.status).toBe(207)
    expect(codes(replayed.body)).toEqual(codes(first.body))
    expect(await inspect.getJobCountByTypes('waiting')).toBe(waiting)
    expect(await redis.hget(pendingSupplyKey(redisKeys, PRIVATE_TOPIC), 'idhash')).toBe('5')
    const other = await batch([mint('idhash', 1)], { key: 'batch-hash' })
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await redis.type(entryKey)).toBe('hash')
  })

  it('undoes what it reserved and answers 503 when the enqueue fails', async () => {
    failEnqueue = true
    try {
      const res = await batch([{ op: 'deploy', ticker: 'down', name: 'Down', max: 5 }, mint('down', 5)], { key: 'batch-down' })
      expect(res.status).toBe(503)
      expect(res.body.code).toBe('QUEUE_UNAVAILABLE')
    } finally {
      failEnqueue = false
    }
    expect(await redis.exists(pendingDeployKey(redisKeys, PRIVATE_TOPIC, 'down'))).toBe(0)
    expect(await redis.hget(pendingSupplyKey(redisKeys, PRIVATE_TOPIC), 'down')).toBeNull()
    const retry = await batch([{ op: 'deploy', ticker: 'down', name: 'Down', max: 5 }, mint('down', 5)], { key: 'batch-down' })
    expect(retry.body.accepted).toBe(2)
  })

  it('answers 202 for operations whose add reached Redis although addBulk\'s answer was lost (ADR 036)', async () => {
    loseReply = true
    let res
    try {
      res = await batch([{ op: 'deploy', ticker: 'lost', name: 'Lost', max: 5 }, mint('lost', 5)])
    } finally {
      loseReply = false
    }
    expect(res.status).toBe(207)
    expect(res.body).toMatchObject({ accepted: 2, refused: 0 })
    const waiting = new Set((await inspect.getJobs(['waiting'])).map((job) => job.id))
    for (const result of res.body.results) expect(waiting.has(result.jobId)).toBe(true)
    expect(await redis.hget(pendingSupplyKey(redisKeys, PRIVATE_TOPIC), 'lost')).toBe('5')
  })

  it('applies the single routes\' topic rule per operation and refuses oversized batches as a whole', async () => {
    const res = await batch([{ ...mint('ord', 1), topic_id: '0.0.9999' }])
    expect(res.body.results[0]).toMatchObject({ status: 403, code: 'TOPIC_NOT_ALLOWED' })
    const tooMany = await batch(Array.from({ length: 21 }, () => mint('ord', 1)))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.code).toBe('VALIDATION_FAILED')
    const tooBig = await batch(Array.from({ length: 20 }, () => ({ ...mint('ord', 1), memo: 'm'.repeat(450) })))
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('reads a ticker named twice the same way each time, its errors under each operation\'s own path', async () => {
    const long = 'x'.repeat(40)
    const res = await batch([mint(long, 1), mint('Deb', 1), mint(long, 1), mint('deb', 1)])
    expect(res.body.results.map((r: { status: unknown }) => r.status)).toEqual([400, 'queued', 400, 'queued'])
    expect(res.body.results[0].errors[0].path).toBe('body.operations.0.ticker')
    expect(res.body.results[2].errors[0].path).toBe('body.operations.2.ticker')
    expect(res.body.results[1].ticker).toBe('deb')
  })

  it('refuses a batch whose operations name two topics (one atomic step in one topic\'s slot), reserving nothing', async () => {
    const res = await batch([
      { op: 'deploy', ticker: 'two', name: 'Two', max: 5 },
      { op: 'deploy', ticker: 'two', name: 'Two', max: 5, topic_id: DEFAULT_TOPIC }
    ], { key: 'batch-two-topics' })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ code: 'BATCH_MIXED_TOPICS', status: 422 })
    expect(res.body.detail).toContain(`${DEFAULT_TOPIC}, ${PRIVATE_TOPIC}`)
    expect(await redis.exists(pendingDeployKey(redisKeys, PRIVATE_TOPIC, 'two'), pendingDeployKey(redisKeys, DEFAULT_TOPIC, 'two'))).toBe(0)
    // the key was not spent: the same key with one topic goes through
    const one = await batch([{ op: 'deploy', ticker: 'two', name: 'Two', max: 5 }], { key: 'batch-two-topics' })
    expect(one.body.accepted).toBe(1)
  })
})
