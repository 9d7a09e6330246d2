import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import type { Client } from '@hashgraph/sdk'
import type { Emulator } from '@hcs/emulator'
import { JOB_SUBMIT, QUEUE_SUBMIT, decodeJobRecord, jobRecordKey, submitQueueRef, topicJobId, transactionKey, type JobRecord, type SubmitJob } from '@hcs/protocol'
import { connectRedis, deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { createTopic } from '../src/hedera/topics.js'
import { startReconciler } from '../src/jobs/reconciler.js'
import { startWorkerService, type WorkerService } from '../src/service.js'
import { createSubmissionStore, submissionKeys } from '../src/jobs/submissions.js'
import { readTopicMessages, silent, startNetwork, testClient, testConfig, waitFor } from './support/network.js'
import { writeQueuedRecord } from './support/records.js'

// Submissions the network accepted and then lost: found by the reconciler's receipt pass and sent again.
const prefix = uniquePrefix('worker-reconcile')
// The worker keys its state by the emulator's network id (set once it runs).
const redisKeys = { prefix, network: TEST_NETWORK }
let emulator: Emulator
let client: Client
let redis: Redis
let queue: Queue
let service: WorkerService
let topicId: string

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
    // The shortest validity the network allows, so that a lost id provably expires within the test.
    HEDERA_TX_VALID_DURATION_S: '15',
    RECONCILE_AFTER_MS: '500',
    RECONCILE_INTERVAL_MS: '250',
    RECEIPT_UNKNOWN_GRACE_MS: '1000'
  }), silent)
}, 60_000)

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

/** A job as the api queues it (ADR 042): the record holds the message, the job data only `{ v: 2 }`. */
async function enqueue (label: string): Promise<{ id: string, message: string }> {
  const id = topicJobId(topicId, label)
  const message = await writeQueuedRecord(redis, redisKeys, topicId, id, { op: 'mint', tick: 'lost', amt: '1', to: '0.0.1001', m: label }, `req-${label}`)
  const data: SubmitJob = { v: 2 }
  await queue.add(JOB_SUBMIT, data, { jobId: id, attempts: 10, backoff: { type: 'exponential', delay: 500, jitter: 0.5 } })
  return { id, message }
}

describe(startReconciler.name, () => {
  it('sends a transaction accepted at precheck but never at consensus again, once, under a new id after the old one expired', async () => {
    emulator.faults.set({ dropAfterPrecheck: 1 })
    const lost = await enqueue('dropped-1')
    const others = await Promise.all(['kept-1', 'kept-2', 'kept-3'].map(enqueue))
    await waitFor('the drop to fire', async () => emulator.faults.get().dropAfterPrecheck === undefined)
    await waitFor('the first id to be recorded', async () => (await record(lost.id))?.status === 'submitted')
    const firstId = (await record(lost.id))?.transactionId as string
    // While the node still knows the id (receipt UNKNOWN), nothing is sent again.
    await waitFor('the other jobs to be sequenced', async () =>
      (await Promise.all(others.map(async (o) => await record(o.id)))).every((r) => r?.sequenceNumber !== undefined))
    expect(await record(lost.id)).toMatchObject({ status: 'submitted', transactionId: firstId })
    expect((await record(lost.id))?.sequenceNumber).toBeUndefined()

    await waitFor('the lost job to be sequenced', async () => (await record(lost.id))?.sequenceNumber !== undefined, 90_000)
    const done = await record(lost.id)
    expect(done?.transactionId).not.toBe(firstId)
    const onTopic = await readTopicMessages(emulator.mirrorUrl, topicId)
    expect(onTopic.filter((m) => m.text === lost.message)).toHaveLength(1)
    expect(onTopic.find((m) => m.text === lost.message)?.sequenceNumber).toBe(done?.sequenceNumber)
    for (const other of others) expect(onTopic.filter((m) => m.text === other.message)).toHaveLength(1)
    // Exactly two ids were ever claimed for the job: the lost one and its one replacement.
    expect(await redis.get(transactionKey(redisKeys, topicId, firstId))).toBe(lost.id)
    expect(await redis.get(transactionKey(redisKeys, topicId, done?.transactionId ?? ''))).toBe(lost.id)
    expect(await redis.zscore(submissionKeys(redisKeys, topicId).due, lost.id)).toBeNull()
  }, 120_000)

  it('counts a receipt still UNKNOWN well past the valid window as not sent: sent again with the attempts carried, the wait shown, the budget kept', async () => {
    // a node that lost track of what it accepted: its receipts stay UNKNOWN for ever (the emulator's disk-full case)
    emulator.faults.set({ dropAfterPrecheck: 3, unknownPastExpiry: 1 })
    // each resend reads the message from its record again
    const twice = await enqueue('unknown-twice')
    const spent = await enqueue('unknown-spent')
    await waitFor('both to be accepted', async () =>
      (await record(twice.id))?.status === 'submitted' && (await record(spent.id))?.status === 'submitted')
    const firstId = (await record(twice.id))?.transactionId as string
    // the other job already used its whole budget (as if resent nine times): it may not go again
    const key = jobRecordKey(redisKeys, topicId, spent.id)
    const stored = JSON.parse(await redis.get(key) as string) as Record<string, string>
    await redis.set(key, JSON.stringify({ ...stored, attempts: '10' }), 'KEEPTTL')

    // past valid start + 15 s + 10 s + 1 s: not sent; resent under a new id (dropped too), and the record says why it waits
    await waitFor('the first resend', async () => {
      const r = await record(twice.id)
      return r?.transactionId !== firstId && r?.status === 'submitted'
    }, 60_000)
    const waiting = await record(twice.id)
    expect(waiting).toMatchObject({ status: 'submitted', attempts: 2, lastError: { code: 'UNKNOWN' } })
    expect(waiting?.lastError?.message).toMatch(/valid window/)
    expect(Date.parse(waiting?.lastError?.at ?? '')).toBeGreaterThan(0)
    expect((await queue.getJob(twice.id))?.opts.attempts).toBe(9)
    await waitFor('the spent job to fail', async () => (await record(spent.id))?.status === 'failed')
    expect((await record(spent.id))?.error).toMatchObject({ code: 'UNKNOWN' })
    expect((await record(spent.id))?.error?.message).toMatch(/after 10 attempts/)

    // the third id is not dropped: sequenced, three attempts in all, once on the topic
    await waitFor('the job to be sequenced', async () => (await record(twice.id))?.sequenceNumber !== undefined, 60_000)
    const done = await record(twice.id)
    expect(done).toMatchObject({ status: 'submitted', attempts: 3 })
    expect(done?.lastError).toBeUndefined()
    expect((await queue.getJob(twice.id))?.opts.attempts).toBe(8)
    const onTopic = await readTopicMessages(emulator.mirrorUrl, topicId)
    expect(onTopic.filter((m) => m.text === twice.message)).toHaveLength(1)
    expect(onTopic.filter((m) => m.text === spent.message)).toHaveLength(0)
    emulator.faults.reset()
  }, 150_000)

  it('forgets tracked submissions whose records moved on without asking for their receipts', async () => {
    const store = createSubmissionStore(redis, redisKeys, ['0.0.1001'])
    const keys = submissionKeys(redisKeys, '0.0.1001')
    await redis.set(jobRecordKey(redisKeys, '0.0.1001', 'gone-confirmed'), JSON.stringify({ id: 'gone-confirmed', status: 'confirmed', transactionId: '0.0.2@1.000000001' }))
    await redis.set(jobRecordKey(redisKeys, '0.0.1001', 'still-pending'), JSON.stringify({ id: 'still-pending', status: 'submitted', transactionId: '0.0.2@1.000000002', topicId: '0.0.1001' }))
    await redis.zadd(keys.due, 1, 'gone-confirmed', 1, 'still-pending', 1, 'no-record')
    await redis.hset(keys.data, 'gone-confirmed', '{}', 'still-pending', '{"v":2}')
    const { claimed, due } = await store.claimDue(10, 100, 1_000)
    expect(claimed).toBe(3)
    expect(due).toEqual([{ jobId: 'still-pending', transactionId: '0.0.2@1.000000002', topicId: '0.0.1001', submission: '{"v":2}' }])
    expect(await redis.zrange(keys.due, 0, -1, 'WITHSCORES')).toEqual(['still-pending', '1000'])
    expect(await redis.hkeys(keys.data)).toEqual(['still-pending'])
    await redis.del(keys.due, keys.data)
  })
})
