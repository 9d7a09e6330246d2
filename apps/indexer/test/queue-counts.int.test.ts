// The queue job counts the indexer exports (`hcs20_queue_jobs`), on the real Redis through BullMQ: the shared topics'
// submit queues summed by queue name, and each tenant topic's submit queue (ADR 047) as series of its own, labelled
// with its topic, from when it is added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import { Registry } from 'prom-client'
import { JOB_SUBMIT, QUEUE_SUBMIT, QUEUE_WEBHOOKS, serviceQueues, submitQueueRef } from '@hcs/protocol'
import { deleteKeys, TEST_NETWORK, testRedisUrl, uniquePrefix } from '../../../test/support/redis.js'
import { exportQueueCounts } from '../src/queue-counts.js'
import { connect, silentLog } from './support/ledger.js'

const prefix = uniquePrefix('indexer-queue-counts')
const keys = { prefix, network: TEST_NETWORK }
const SHARED = ['0.0.5001', '0.0.5002']
const TENANT = '0.0.5009'
let redis: Redis
const writers: Queue[] = []

/** `count` waiting jobs on `topicId`'s submit queue. */
async function enqueue (topicId: string, count: number): Promise<void> {
  const queue = new Queue(QUEUE_SUBMIT, { connection: { url: testRedisUrl() }, prefix: submitQueueRef(keys, topicId).prefix })
  writers.push(queue)
  for (let i = 0; i < count; i++) await queue.add(JOB_SUBMIT, { i })
}

/** Every `hcs20_queue_jobs` line of a scrape, as prom-client prints it. */
async function lines (registry: Registry): Promise<string[]> {
  return (await registry.metrics()).split('\n').filter((line) => line.startsWith('hcs20_queue_jobs{'))
}

beforeAll(async () => {
  redis = connect()
  await enqueue('0.0.5001', 2)
  await enqueue('0.0.5002', 1)
  await enqueue(TENANT, 4)
})

afterAll(async () => {
  await Promise.all(writers.map(async (queue) => { await queue.close() }))
  await deleteKeys(redis, prefix)
  redis.disconnect()
})

describe('hcs20_queue_jobs', () => {
  it('sums the shared topics\' submit queues and counts each tenant topic\'s alone, once added', async () => {
    const registry = new Registry()
    let leads = true
    const counts = exportQueueCounts(redis, serviceQueues(keys, SHARED), registry, () => leads, silentLog)
    try {
      expect(await lines(registry)).toEqual(expect.arrayContaining([
        `hcs20_queue_jobs{queue="${QUEUE_SUBMIT}",state="waiting"} 3`,
        `hcs20_queue_jobs{queue="${QUEUE_WEBHOOKS}",state="waiting"} 0`
      ]))
      expect((await lines(registry)).filter((line) => line.includes('topic='))).toEqual([])

      counts.addTopicQueue(submitQueueRef(keys, TENANT))
      // twice, or a shared topic: still one series per state and topic
      counts.addTopicQueue(submitQueueRef(keys, TENANT))
      counts.addTopicQueue(submitQueueRef(keys, '0.0.5001'))
      const scraped = await lines(registry)
      expect(scraped).toContain(`hcs20_queue_jobs{queue="${QUEUE_SUBMIT}",topic="${TENANT}",state="waiting"} 4`)
      // the shared sum stays the shared topics' alone
      expect(scraped).toContain(`hcs20_queue_jobs{queue="${QUEUE_SUBMIT}",state="waiting"} 3`)
      expect(scraped.filter((line) => line.includes('topic='))).toHaveLength(5)
      expect(scraped).toHaveLength(3 * 5)

      // not the exporter (another indexer leads the first topic): no series at all
      leads = false
      expect(await lines(registry)).toEqual([])
    } finally {
      await counts.close()
    }
  })

  it('exports nothing, tenant topics included, when given no queues', async () => {
    const registry = new Registry()
    const counts = exportQueueCounts(redis, [], registry, () => true, silentLog)
    counts.addTopicQueue(submitQueueRef(keys, TENANT))
    expect(await lines(registry)).toEqual([])
    await counts.close()
  })
})
