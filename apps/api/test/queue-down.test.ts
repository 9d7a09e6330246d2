import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { buildApp } from '../src/app.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { createSubmitQueue } from '../src/intake/queue.js'
import type { SubmitQueue } from '../src/intake/queue.js'
import { createRedis } from '../src/redis.js'
import { keyScope, managedTopicIds } from '../src/config.js'
import { JSON_HEADERS, testConfig } from './helpers.js'

// The real producer stack pointed at a closed port: nothing listens on 127.0.0.1:1.
describe(createSubmitQueue.name, () => {
  let sut: FastifyInstance
  let redis: Redis
  let queue: SubmitQueue

  beforeAll(async () => {
    const config = testConfig({ REDIS_URL: 'redis://127.0.0.1:1' })
    redis = createRedis(config.REDIS_URL)
    queue = createSubmitQueue({ connection: redis, keys: keyScope(config), topics: managedTopicIds(config) })
    const jobs = createJobRecordStore({ redis, keys: keyScope(config) })
    sut = await buildApp({ config, queue, jobs, redis })
  })

  afterAll(async () => {
    await sut.close()
    redis.disconnect()
    await queue.close()
  })

  it('rejects an enqueue at once while Redis is unreachable', async () => {
    await expect(queue.enqueue({ v: 2 }, '0.0.1001_job-x', '0.0.1001'))
      .rejects.toThrow(/redis connection/)
  })

  it('answers 503 QUEUE_UNAVAILABLE with Retry-After within one second', async () => {
    const started = Date.now()
    const res = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers: JSON_HEADERS, payload: { amount: 1, to: '0.0.5' } })
    const elapsed = Date.now() - started
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('1')
    expect(res.json()).toMatchObject({ code: 'QUEUE_UNAVAILABLE', status: 503 })
    // the functional bound the issue asks for, with a wide margin: the real figure is a few ms
    expect(elapsed).toBeLessThan(1000)
  })

  it('answers 503 for an idempotent request and for a job read while Redis is unreachable', async () => {
    const post = await sut.inject({ method: 'POST', url: '/api/inscription/loyal/mint', headers: { ...JSON_HEADERS, 'idempotency-key': 'k-1' }, payload: { amount: 1, to: '0.0.5' } })
    expect(post.json()).toMatchObject({ code: 'QUEUE_UNAVAILABLE' })
    const get = await sut.inject({ method: 'GET', url: '/api/jobs/0.0.1001_job-1', headers: JSON_HEADERS })
    expect(get.json()).toMatchObject({ code: 'QUEUE_UNAVAILABLE' })
  })
})
