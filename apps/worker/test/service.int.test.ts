import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import type { Client } from '@hashgraph/sdk'
import type { Emulator } from '@hcs/emulator'
import { JOB_SUBMIT, QUEUE_SUBMIT, decodeJobRecord, jobRecordKey, submitQueueRef, topicJobId, type SubmitJob } from '@hcs/protocol'
import { connectRedis, deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { createTopic } from '../src/hedera/topics.js'
import { startWorkerService } from '../src/service.js'
import { silent, startNetwork, testClient, testConfig, waitFor } from './support/network.js'
import { writeQueuedRecord } from './support/records.js'

const prefix = uniquePrefix('worker-shutdown')

// The worker keys its state by the emulator's network id (set once it runs).
const redisKeys = { prefix, network: TEST_NETWORK }
let emulator: Emulator
let client: Client
let redis: Redis
let queue: Queue
let topicId: string

beforeAll(async () => {
  emulator = await startNetwork()
  redisKeys.network = emulator.networkId
  client = testClient(emulator)
  topicId = (await createTopic(client)).topicId
  redis = connectRedis()
  queue = new Queue(QUEUE_SUBMIT, { connection: connectRedis(), prefix: submitQueueRef(redisKeys, topicId).prefix })
}, 60_000)

afterAll(async () => {
  await queue?.obliterate({ force: true })
  await queue?.close()
  await deleteKeys(redis, prefix)
  await redis?.quit()
  client?.close()
  await emulator?.close()
}, 60_000)

function config (shutdownTimeoutMs: number) {
  return testConfig(emulator, {
    REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, HCS20_TOPIC_ID: topicId, SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs)
  })
}

async function enqueue (label: string): Promise<string> {
  const id = topicJobId(topicId, label)
  await writeQueuedRecord(redis, redisKeys, topicId, id, { op: 'mint', tick: 'loyal', amt: '1', to: '0.0.1001', m: label }, label)
  const data: SubmitJob = { v: 2 }
  await queue.add(JOB_SUBMIT, data, { jobId: id, attempts: 3, backoff: { type: 'exponential', delay: 100, jitter: 0.5 } })
  return id
}

async function statusOf (id: string): Promise<string | undefined> {
  return decodeJobRecord(await redis.get(jobRecordKey(redisKeys, topicId, id)))?.status
}

async function pinnedOf (id: string): Promise<string | undefined> {
  return decodeJobRecord(await redis.get(jobRecordKey(redisKeys, topicId, id)))?.transactionId
}

describe(startWorkerService.name, () => {
  it('finishes an active job before it closes', async () => {
    const service = await startWorkerService(config(20_000), silent)
    // A job holds its slot until the node answers: a slow network keeps it in flight.
    emulator.faults.set({ roundTripMs: 1500 })
    const id = await enqueue('drain-me')
    await waitFor('the job to be in flight', async () => (await pinnedOf(id)) !== undefined)
    await service.close()
    expect(await statusOf(id)).toBe('submitted')
    emulator.faults.reset()
  }, 60_000)

  it('stops waiting for active jobs after the shutdown timeout', async () => {
    const service = await startWorkerService(config(300), silent)
    emulator.faults.set({ roundTripMs: 20_000 })
    const id = await enqueue('slow-one')
    await waitFor('the job to be in flight', async () => (await pinnedOf(id)) !== undefined)
    await service.close()
    // The node answers 20 s from now: had close() waited for the job, the record would read submitted.
    expect(await statusOf(id)).toBe('submitting')
    emulator.faults.reset()
  }, 60_000)
})
