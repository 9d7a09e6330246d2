import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pino } from 'pino'
import { UnrecoverableError, Worker } from 'bullmq'
import { Redis as IORedis } from 'ioredis'
import type { Redis } from 'ioredis'
import { topicCreateQueueRef } from '@hcs/protocol'
import { recordTenantTopic } from '@hcs/runtime'
import { deleteKeys, testRedisUrl, uniquePrefix } from '../../../test/support/redis.js'
import { AppError } from '../src/http/errors.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { openTenantTopics } from '../src/topics/tenant-topics.js'
import type { ApiTenantTopics } from '../src/topics/tenant-topics.js'

// The api's side of the tenant topics (ADR 047) on the real Redis and BullMQ: two processes' views of the owners,
// and what a creation answers when no worker takes it or the worker gives up. The creation itself, through the real
// worker and the emulator, is test/tenant-topics.test.ts.
const log = pino({ level: 'silent' })
const prefix = uniquePrefix('api-tenant-topics')
const keys = { prefix, network: 'local-test' }
const SHARED = '0.0.1001'
let redis: Redis
const opened: ApiTenantTopics[] = []

async function open (added: string[] = [], waitMs = 60_000): Promise<ApiTenantTopics> {
  const topics = await openTenantTopics({ redis, keys, configured: [SHARED], takers: [{ addTopic: (topicId) => { added.push(topicId) } }], log, waitMs, checkMs: 50 })
  opened.push(topics)
  return topics
}

async function eventually (check: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50))
  expect(check()).toBe(true)
}

beforeAll(async () => {
  redis = createRedis(testRedisUrl())
  await waitForRedis(redis, 5000)
})

afterAll(async () => {
  for (const topics of opened) await topics.close()
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe('tenant topics in the api', () => {
  it('takes a topic another process recorded up without a restart: queues first, then the writable set and its owner', async () => {
    const added: string[] = []
    const first = await open(added)
    const second = await open()
    expect([...first.topics]).toEqual([SHARED])
    await recordTenantTopic(redis, keys, '0.0.2001', { tenant: 'alpha', transactionId: '0.0.2@1.1', createdAt: '2026-01-01T00:00:00.000Z' })
    await eventually(() => first.topics.has('0.0.2001') && second.topics.has('0.0.2001'))
    expect(added).toEqual(['0.0.2001'])
    expect(first.ownerOf('0.0.2001')).toBe('alpha')
    expect(first.ownerOf(SHARED)).toBeUndefined()
    expect(await second.topicsOf('alpha')).toEqual(['0.0.2001'])
    expect(await second.topicsOf('beta')).toEqual([])
    // a process opened later loads it at once
    expect((await open()).ownerOf('0.0.2001')).toBe('alpha')
  })

  it('keeps the first owner of a topic, and a configured topic shared whatever a record says', async () => {
    const topics = await open()
    const stood = await recordTenantTopic(redis, keys, '0.0.2001', { tenant: 'beta', transactionId: '0.0.2@2.2', createdAt: '2026-01-02T00:00:00.000Z' })
    expect(stood.tenant).toBe('alpha')
    await recordTenantTopic(redis, keys, SHARED, { tenant: 'beta', transactionId: '0.0.2@3.3', createdAt: '2026-01-03T00:00:00.000Z' })
    // one more topic: once it is loaded, so are the records written before it
    await recordTenantTopic(redis, keys, '0.0.2002', { tenant: 'beta', transactionId: '0.0.2@4.4', createdAt: '2026-01-04T00:00:00.000Z' })
    await eventually(() => topics.topics.has('0.0.2002'))
    expect(topics.ownerOf('0.0.2001')).toBe('alpha')
    expect(topics.ownerOf(SHARED)).toBeUndefined()
    expect(await topics.topicsOf('beta')).toEqual(['0.0.2002'])
  })

  it('answers 503 QUEUE_UNAVAILABLE with Retry-After when no worker creates the topic in time, and 502 TOPIC_NOT_CREATED when it gives up', async () => {
    const topics = await open([], 500)
    const late = await topics.create({ tenant: 'alpha', idempotencyKey: 'late' }).catch((err: unknown) => err)
    expect(late).toBeInstanceOf(AppError)
    expect((late as AppError).code).toBe('QUEUE_UNAVAILABLE')
    expect((late as AppError).headers['retry-after']).toBe('5')

    const ref = topicCreateQueueRef(keys)
    const connection = new IORedis(testRedisUrl(), { maxRetriesPerRequest: null })
    const worker = new Worker(ref.name, async () => { throw new UnrecoverableError('INSUFFICIENT_PAYER_BALANCE') }, { connection, prefix: ref.prefix })
    // time enough for a worker starting on a busy machine to take the job and give up
    const patient = await open([], 30_000)
    try {
      const refused = await patient.create({ tenant: 'alpha', idempotencyKey: 'refused' }).catch((err: unknown) => err)
      expect((refused as AppError).code).toBe('TOPIC_NOT_CREATED')
      expect((refused as AppError).statusCode).toBe(502)
      expect((refused as AppError).detail).toContain('INSUFFICIENT_PAYER_BALANCE')
      // the same key again: the same job, the same answer, nothing sent again
      const again = await patient.create({ tenant: 'alpha', idempotencyKey: 'refused' }).catch((err: unknown) => err)
      expect((again as AppError).code).toBe('TOPIC_NOT_CREATED')
    } finally {
      await worker.close()
      await connection.quit()
    }
  }, 60_000)
})
