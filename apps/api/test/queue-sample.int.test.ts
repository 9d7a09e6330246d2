import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UnrecoverableError, Worker } from 'bullmq'
import type { Redis } from 'ioredis'
import { submitQueueRef } from '@hcs/protocol'
import { deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { createSubmitQueue } from '../src/intake/queue.js'
import type { QueueSample, SubmitQueue } from '../src/intake/queue.js'
import { createRedis, waitForRedis } from '../src/redis.js'
import { DEFAULT_TOPIC } from './helpers.js'

const prefix = uniquePrefix('api-queue-sample')
const keys = { prefix, network: TEST_NETWORK }
let redis: Redis
let queue: SubmitQueue

beforeAll(async () => {
  redis = createRedis(testRedisUrl())
  expect(await waitForRedis(redis, 10_000)).toBe(true)
  queue = createSubmitQueue({ connection: redis, keys, topics: [DEFAULT_TOPIC] })
})

afterAll(async () => {
  await queue.close()
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe('the submit queue\'s sample (the backlog gate\'s figures)', () => {
  it('counts the jobs that left the queue, completed or failed, from BullMQ\'s add counter less the backlog', async () => {
    const sample = queue.sample as () => Promise<QueueSample>
    const ids = ['a', 'b', 'c', 'd'].map((name) => `${DEFAULT_TOPIC}_sample-${name}`)
    for (const jobId of ids) await queue.enqueue({ v: 2 }, jobId, DEFAULT_TOPIC)
    // an add of a job BullMQ holds already adds nothing to the backlog: it counts as drained at once
    await queue.enqueue({ v: 2 }, ids[0] as string, DEFAULT_TOPIC)
    expect(await sample()).toEqual({ waiting: 4, delayed: 0, active: 0, drained: 1 })

    const ref = submitQueueRef(keys, DEFAULT_TOPIC)
    const seen: string[] = []
    const connection = redis.duplicate({ maxRetriesPerRequest: null })
    const worker = new Worker(ref.name, async (job) => {
      seen.push(job.id ?? '')
      if (job.id === ids[3]) throw new UnrecoverableError('refused')
      return 'done'
    }, { connection, prefix: ref.prefix })
    try {
      while (seen.length < ids.length || (await sample()).active > 0) await new Promise((resolve) => setTimeout(resolve, 20))
    } finally {
      await worker.close()
      await connection.quit()
    }
    expect(await sample()).toEqual({ waiting: 0, delayed: 0, active: 0, drained: 5 })
  })
})
