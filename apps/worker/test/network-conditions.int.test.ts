import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import type { Client } from '@hashgraph/sdk'
import type { Emulator } from '@hcs/emulator'
import {
  JOB_SUBMIT, QUEUE_SUBMIT, decodeJobRecord, decodeNetworkCondition, jobRecordKey, networkConditionKey, submitQueueRef, topicJobId,
  type JobRecord, type NetworkCondition, type SubmitJob
} from '@hcs/protocol'
import { connectRedis, deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { createTopic } from '../src/hedera/topics.js'
import { startWorkerService, type WorkerService } from '../src/service.js'
import { readTopicMessages, silent, startNetwork, testClient, testConfig, waitFor } from './support/network.js'
import { writeQueuedRecord } from './support/records.js'

// ADR 038: conditions of the whole network or payer (an operator out of hbar, a BUSY storm, a network clock 130 s
// ahead) pause submission through real parts (Redis, BullMQ, the SDK against the emulator): jobs keep their attempts
// however long it lasts, the condition is recorded with its reason and shown by readiness, and everything resumes by
// itself once it clears.
const prefix = uniquePrefix('worker-conditions')
const redisKeys = { prefix, network: TEST_NETWORK }
let emulator: Emulator
let client: Client
let redis: Redis
let queue: Queue
let service: WorkerService
let topicId: string
const JOBS = 20

beforeAll(async () => {
  emulator = await startNetwork()
  redisKeys.network = emulator.networkId
  client = testClient(emulator)
  topicId = (await createTopic(client)).topicId
  redis = connectRedis()
  queue = new Queue(QUEUE_SUBMIT, { connection: connectRedis(), prefix: submitQueueRef(redisKeys, topicId).prefix })
  service = await startWorkerService(testConfig(emulator, {
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    HCS20_TOPIC_ID: topicId,
    WORKER_CONCURRENCY: '8',
    // a BUSY storm shows after three BUSY answers to one send (the SDK's own retries)
    HEDERA_MAX_ATTEMPTS: '3',
    NETWORK_PROBE_INTERVAL_MS: '300',
    // the clock is checked at start and then only when a send shows skew
    CLOCK_CHECK_INTERVAL_MS: '600000',
    // a skew of 40 s already expires fresh ids (the last test keeps its wait for valid starts short)
    HEDERA_TX_VALID_DURATION_S: '30',
    RECONCILE_AFTER_MS: '500',
    RECONCILE_INTERVAL_MS: '250'
  }), silent)
}, 60_000)

afterEach(() => { emulator?.faults.reset() })

afterAll(async () => {
  await service?.close()
  await queue?.obliterate({ force: true })
  await queue?.close()
  await deleteKeys(redis, prefix)
  await redis?.quit()
  client?.close()
  await emulator?.close()
}, 60_000)

async function record (id: string): Promise<JobRecord | undefined> {
  return decodeJobRecord(await redis.get(jobRecordKey(redisKeys, topicId, id)), id)
}

async function condition (): Promise<NetworkCondition | undefined> {
  return decodeNetworkCondition(await redis.get(networkConditionKey(redisKeys)))
}

async function met (code: string): Promise<number> {
  const metric = await service.metrics.networkConditionsMet.get()
  return metric.values.find((v) => v.labels.code === code)?.value ?? 0
}

async function enqueue (label: string, count: number): Promise<Array<{ id: string, message: string }>> {
  const data: SubmitJob = { v: 2 }
  const jobs = await Promise.all(Array.from({ length: count }, async (_, i) => {
    const id = topicJobId(topicId, `${label}-${i}`)
    const message = await writeQueuedRecord(redis, redisKeys, topicId, id, { op: 'mint', tick: 'cond', amt: '1', to: '0.0.1001', m: `${label}-${i}` }, `req-${label}-${i}`)
    return { id, message }
  }))
  await queue.addBulk(jobs.map((job) => ({ name: JOB_SUBMIT, data, opts: { jobId: job.id, attempts: 10, backoff: { type: 'fixed', delay: 100 } } })))
  return jobs
}

/** Every job sequenced once, on its first BullMQ attempt: the paused time spent none. */
async function expectAllThroughOnce (jobs: Array<{ id: string, message: string }>): Promise<void> {
  await waitFor('every job to be sequenced', async () =>
    (await Promise.all(jobs.map(async (job) => await record(job.id)))).every((r) => r?.sequenceNumber !== undefined), 60_000)
  const onTopic = await readTopicMessages(emulator.mirrorUrl, topicId)
  for (const job of jobs) {
    expect(onTopic.filter((m) => m.text === job.message)).toHaveLength(1)
    const done = await record(job.id)
    expect(done).toMatchObject({ status: 'submitted', attempts: 1 })
    expect(done?.error).toBeUndefined()
    expect(done?.lastError).toBeUndefined()
  }
  expect(await condition()).toBeUndefined()
  expect(await service.readiness()).toMatchObject({ ready: true })
}

/** While paused: no job failed, none spent a BullMQ attempt, and the waiting ones say why. */
async function expectHeld (jobs: Array<{ id: string }>, code: string): Promise<void> {
  const records = await Promise.all(jobs.map(async (job) => await record(job.id)))
  expect(records.filter((r) => r?.status === 'failed')).toEqual([])
  const bull = await Promise.all(jobs.map(async (job) => await queue.getJob(job.id)))
  expect(bull.map((job) => job?.attemptsMade)).toEqual(jobs.map(() => 0))
  expect(records.some((r) => r?.lastError?.code === code)).toBe(true)
}

describe('network and payer conditions (ADR 038)', () => {
  it('an operator out of hbar pauses submission with the reason; funded again, every job goes through once', async () => {
    emulator.faults.set({ insufficientBalance: 1 })
    const jobs = await enqueue('balance', JOBS)
    // more refused probes than a job has attempts: none of them spent one
    await waitFor('a dozen refused probes', async () => await met('PAYER_INSUFFICIENT_BALANCE') >= 12)
    const held = await condition()
    expect(held).toMatchObject({ code: 'PAYER_INSUFFICIENT_BALANCE', status: 'INSUFFICIENT_PAYER_BALANCE' })
    expect(held?.reason).toMatch(/operator/)
    expect(await service.readiness()).toMatchObject({ ready: false, reason: 'paused_payer_insufficient_balance', details: { condition: { code: 'PAYER_INSUFFICIENT_BALANCE' } } })
    await expectHeld(jobs, 'PAYER_INSUFFICIENT_BALANCE')
    expect(await queue.getRateLimitTtl()).toBeGreaterThan(0)
    // the queue's own limiter, set for the hold
    expect(await redis.hget(queue.toKey('meta'), 'max')).not.toBeNull()

    emulator.faults.set({ insufficientBalance: 0 })
    await expectAllThroughOnce(jobs)
    // lifted with the hold: no limiter commands per job once the condition is over
    expect(await redis.hmget(queue.toKey('meta'), 'max', 'duration')).toEqual([null, null])
  }, 120_000)

  it('a BUSY storm pauses submission without spending attempts and resumes when the network accepts again', async () => {
    emulator.faults.set({ busyAlways: 1 })
    const jobs = await enqueue('busy', JOBS)
    await waitFor('a dozen probes answered BUSY', async () => await met('NETWORK_BUSY') >= 12, 90_000)
    expect(await condition()).toMatchObject({ code: 'NETWORK_BUSY', status: 'BUSY' })
    expect(await service.readiness()).toMatchObject({ ready: false, reason: 'paused_network_busy' })
    await expectHeld(jobs, 'NETWORK_BUSY')

    emulator.faults.set({ busyAlways: 0 })
    await expectAllThroughOnce(jobs)
  }, 150_000)

  // before the 130 s test: the worker's offset must start at 0 (it is measured again only when a send shows skew)
  it('a skew that ends while jobs hold ids pinned under it: they wait for their valid start, and intake is not paused meanwhile', async () => {
    emulator.faults.set({ clockSkewMs: 40_000 })
    await expectAllThroughOnce(await enqueue('ahead', 1))
    // ids pinned 40 s ahead (the corrected valid starts), then refused BUSY: held, not taken by the network
    emulator.faults.set({ busyAlways: 1 })
    const jobs = await enqueue('early', 5)
    await waitFor('the jobs to be held', async () => await met('NETWORK_BUSY') >= 3)
    const skewsBefore = await met('CLOCK_SKEW')
    // the clocks agree again: each pinned id is refused as not yet valid until its valid start
    emulator.faults.set({ busyAlways: 0, clockSkewMs: 0 })
    await expectAllThroughOnce(jobs)
    // the sends in flight under the stale offset meet the skew (at most once each, and the probe) and the clock is
    // measured again; the pinned ids then wait for their valid start without raising the condition on every resend
    // (before: met about 100 times in this test, every probe interval until the valid starts came)
    expect(await met('CLOCK_SKEW') - skewsBefore).toBeLessThanOrEqual(jobs.length + 1)
  }, 120_000)

  it('a network clock 130 s ahead is measured, reported and corrected: the jobs go through without spending attempts', async () => {
    emulator.faults.set({ clockSkewMs: 130_000 })
    const jobs = await enqueue('skew', JOBS)
    await waitFor('the skew to be met', async () => await met('CLOCK_SKEW') >= 1)
    await expectAllThroughOnce(jobs)
    // measured against the mirror's Date header (whole seconds): within a second and a half
    const skew = (await service.metrics.clockSkew.get()).values[0]?.value ?? 0
    expect(Math.abs(skew - 130)).toBeLessThan(1.5)
    const ready = await service.readiness()
    expect(ready).toMatchObject({ ready: true })
    const details = (ready as { details?: { clockSkewMs?: number, clockOffsetMs?: number } }).details
    expect(Math.abs((details?.clockSkewMs ?? 0) - 130_000)).toBeLessThan(1500)
    expect(details?.clockOffsetMs).toBe(details?.clockSkewMs)
  }, 120_000)
})
