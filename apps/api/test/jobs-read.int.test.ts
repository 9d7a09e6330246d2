import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { JOB_WRITE_ARGS, JOB_WRITE_KEYS, decodeJobRecord, encodeJobRecord, jobRecordKey, jobWriteKeys, luaScript, replies, settledRecordTexts } from '@hcs/protocol'
import type { JobRecord } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { buildApp, createJobWaiter } from '../src/app.js'
import type { JobWaiter } from '../src/app.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import type { JobRecordStore } from '../src/jobs/job-record-store.js'
import { createRedis, createSubscriber, waitForRedis } from '../src/redis.js'
import { API_KEY, fakeQueue, testConfig } from './helpers.js'

// A writer as the worker and indexer are: read, change and write the record in Lua through protocol's helpers.
const settleScript = luaScript({
  name: 'testJobsReadSettle',
  file: new URL('./lua/settle-record.lua', import.meta.url),
  keys: ['record', ...JOB_WRITE_KEYS],
  args: ['status', ...JOB_WRITE_ARGS],
  reply: replies.integer
})

// Writers that settle many jobs in one step (the indexer's page): one publication for them all.
const settleManyScript = luaScript({
  name: 'testJobsReadSettleMany',
  file: new URL('./lua/settle-records.lua', import.meta.url),
  keys: [...JOB_WRITE_KEYS],
  args: ['status', ...JOB_WRITE_ARGS],
  moreKeys: true,
  reply: replies.integer
})

// A job id names its topic (ADR 027): `<topic>_<id>`.
const T = '0.0.1001'
const id = (local: string, topicId = T): string => `${topicId}_${local}`

function record (jobId: string, topicId = T): JobRecord {
  const at = new Date().toISOString()
  return { jobId, status: 'queued', op: 'mint', ticker: 'loyal', topicId, message: '{}', requestId: 'r-1', attempts: 0, createdAt: at, updatedAt: at }
}

describe('GET /api/jobs', () => {
  const prefix = uniquePrefix('api-jobs')
  const redisKeys = { prefix, network: TEST_NETWORK }
  let redis: Redis
  let subscriber: Redis
  let jobs: JobRecordStore
  let waiter: JobWaiter
  let sut: FastifyInstance
  let url: string
  const get = async (path: string) => {
    const res = await fetch(`${url}${path}`, { headers: { 'x-api-key': API_KEY } })
    return { status: res.status, body: await res.json() as any }
  }
  const settle = async (jobId: string, status: string) => await settleScript.run(redis, {
    keys: { record: jobRecordKey(redisKeys, T, jobId), ...jobWriteKeys(redisKeys, T).keys }, args: { status, ...jobWriteKeys(redisKeys, T).args }
  })
  // a record as the intake script writes it: one JSON string with its TTL
  const seed = async (job: JobRecord) => await redis.set(jobRecordKey(redisKeys, job.topicId, job.jobId), encodeJobRecord(job), 'EX', 3600)

  beforeAll(async () => {
    const config = testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix })
    redis = createRedis(config.REDIS_URL)
    subscriber = createSubscriber(config.REDIS_URL)
    expect(await waitForRedis(redis, 10_000)).toBe(true)
    jobs = createJobRecordStore({ redis, keys: redisKeys })
    waiter = createJobWaiter(subscriber, redisKeys, [T, '0.0.2002'], async (ids) => await jobs.getMany(ids))
    await waiter.subscribed
    sut = await buildApp({ config, queue: fakeQueue(), jobs, redis, waiter })
    url = await sut.listen({ port: 0, host: '127.0.0.1' })
  })

  afterAll(async () => {
    await sut?.close()
    await deleteKeys(redis, prefix)
    subscriber?.disconnect()
    await redis?.quit()
  })

  it('reads many jobs in order, null for unknown ids', async () => {
    await seed(record(id('bulk-a')))
    await seed(record(id('bulk-b')))
    await seed(record(id('bulk-c', '0.0.2002'), '0.0.2002'))
    const res = await get(`/api/jobs?ids=${id('bulk-b')},nope,${id('bulk-c', '0.0.2002')},${id('bulk-a')}`)
    expect(res.status).toBe(200)
    expect(res.body.jobs.map((job: JobRecord | null) => job?.jobId ?? null)).toEqual([id('bulk-b'), null, id('bulk-c', '0.0.2002'), id('bulk-a')])
    expect(res.body.jobs[0]).toMatchObject({ jobId: id('bulk-b'), status: 'queued', op: 'mint', ticker: 'loyal' })
  })

  it('answers ids that name no topic 404 and null, never 500', async () => {
    for (const other of ['job-3b241101-e2bb-4255-8caf-4136c566a962', 'k0123456789abcdef-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', '0.0.1001', '_x']) {
      const one = await get(`/api/jobs/${other}`)
      expect(one.status, other).toBe(404)
      expect(one.body.code).toBe('NOT_FOUND')
      expect((await get(`/api/jobs/${other}?wait=1`)).status).toBe(404)
    }
    const bulk = await get('/api/jobs?ids=job-1,k00-x')
    expect(bulk.status).toBe(200)
    expect(bulk.body.jobs).toEqual([null, null])
  })

  it('refuses more than 1,000 ids and an empty list with 400', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => `job-${i}`).join(',')
    const tooMany = await get(`/api/jobs?ids=${ids}`)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.code).toBe('VALIDATION_FAILED')
    expect((await get('/api/jobs?ids=')).body.code).toBe('VALIDATION_FAILED')
    const thousand = Array.from({ length: 1000 }, (_, i) => `job-${'x'.repeat(36)}-${i}`).join(',')
    const full = await get(`/api/jobs?ids=${thousand}`)
    expect(full.status).toBe(200)
    expect(full.body.jobs).toHaveLength(1000)
  })

  it('answers a waiting request as soon as a writer settles the job', async () => {
    await seed(record(id('wait-a')))
    const answered = { yet: false }
    const pending = get(`/api/jobs/${id('wait-a')}?wait=30`).finally(() => { answered.yet = true })
    // the request is registered once the waiter counts it; then a Lua writer confirms the job (a request
    // answered before it waited, e.g. 503 under load, ends the loop too and fails below with its status)
    while (waiter.size() === 0 && !answered.yet) await new Promise((resolve) => setTimeout(resolve, 5))
    await settle(id('wait-a'), 'confirmed')
    const res = await pending
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ jobId: id('wait-a'), status: 'confirmed' })
    expect(waiter.size()).toBe(0)
  })

  it('answers the waiting requests of jobs settled in one step, which publishes one message for them all', async () => {
    const ids = [id('page-a'), id('page-b'), id('page-c')]
    for (const jobId of ids) await seed(record(jobId))
    const heard: string[] = []
    const listener = createSubscriber(testRedisUrl())
    listener.on('message', (_channel: string, message: string) => { heard.push(message) })
    await listener.subscribe(jobWriteKeys(redisKeys, T).args.settledChannel)
    try {
      const answered = { yet: 0 }
      const pending = ids.slice(0, 2).map(async (jobId) => await get(`/api/jobs/${jobId}?wait=30`).finally(() => { answered.yet++ }))
      while (waiter.size() < 2 && answered.yet === 0) await new Promise((resolve) => setTimeout(resolve, 5))
      const { keys, args } = jobWriteKeys(redisKeys, T)
      expect(await settleManyScript.run(redis, { keys, args: { status: 'confirmed', ...args }, moreKeys: ids.map((jobId) => jobRecordKey(redisKeys, T, jobId)) })).toBe(3)
      for (const res of await Promise.all(pending)) {
        expect(res.status).toBe(200)
        expect(res.body).toMatchObject({ status: 'confirmed' })
      }
      expect(waiter.size()).toBe(0)
      while (heard.length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
      expect(heard).toHaveLength(1)
      expect(settledRecordTexts(heard[0] as string).map((text) => decodeJobRecord(text)?.jobId)).toEqual(ids)
    } finally {
      await listener.quit()
    }
  })

  it('holds at most WAIT_MAX_PER_KEY waits of one key open, answering 429 past them', async () => {
    const capSubscriber = createSubscriber(testRedisUrl())
    const capWaiter = createJobWaiter(capSubscriber, redisKeys, [T], async (ids) => await jobs.getMany(ids))
    await capWaiter.subscribed
    const capped = await buildApp({ config: testConfig({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, WAIT_MAX_PER_KEY: '2' }), queue: fakeQueue(), jobs, redis, waiter: capWaiter })
    const cappedUrl = await capped.listen({ port: 0, host: '127.0.0.1' })
    try {
      await seed(record(id('cap-a')))
      const wait = async () => {
        const res = await fetch(`${cappedUrl}/api/jobs/${id('cap-a')}?wait=30`, { headers: { 'x-api-key': API_KEY } })
        return { status: res.status, body: await res.json() as any }
      }
      const first = wait()
      const second = wait()
      while (capWaiter.size() < 2) await new Promise((resolve) => setTimeout(resolve, 5))
      const third = await wait()
      expect(third.status).toBe(429)
      expect(third.body.code).toBe('RATE_LIMITED')
      await settle(id('cap-a'), 'confirmed')
      expect((await first).status).toBe(200)
      expect((await second).status).toBe(200)
      // the slots are given back
      expect((await wait()).status).toBe(200)
    } finally {
      await capped.close()
      capSubscriber.disconnect()
    }
  })

  it('answers at once for a job that is already settled, and 404 for an unknown one', async () => {
    await seed(record(id('wait-b')))
    await settle(id('wait-b'), 'failed')
    expect((await get(`/api/jobs/${id('wait-b')}?wait=60`)).body.status).toBe('failed')
    const unknown = await get('/api/jobs/nope?wait=60')
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('NOT_FOUND')
  })

  it('answers with the record as it is when the wait ends', async () => {
    await seed(record(id('wait-c')))
    const res = await get(`/api/jobs/${id('wait-c')}?wait=1`)
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('queued')
    expect(waiter.size()).toBe(0)
  })

  it('refuses a wait over 60 seconds', async () => {
    const res = await get(`/api/jobs/${id('wait-c')}?wait=61`)
    expect(res.status).toBe(400)
    expect(res.body.errors[0].path).toContain('wait')
  })
})
