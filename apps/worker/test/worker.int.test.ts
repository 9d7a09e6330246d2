import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import type { Client } from '@hashgraph/sdk'
import type { Emulator } from '@hcs/emulator'
import { JOB_SUBMIT, buildMessage, decodeJobRecord, encodeJobRecord, jobIdTopic, jobRecordKey, topicJobId, type JobRecord, type Operation, type SubmitJob } from '@hcs/protocol'
import { connectRedis, deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { topicQueues } from '../../../test/support/queues.js'
import type { TopicQueues } from '../../../test/support/queues.js'
import { createTopic } from '../src/hedera/topics.js'
import { submitMessage } from '../src/hedera/submit.js'
import { createJobRecordStore } from '../src/jobs/job-record-store.js'
import { startWorkerService, type WorkerService } from '../src/service.js'
import { readTopicMessages, silent, startNetwork, testClient, testConfig, waitFor } from './support/network.js'
import { writeQueuedRecord } from './support/records.js'

const prefix = uniquePrefix('worker-int')

// The worker keys its state by the emulator's network id (set once it runs).
const redisKeys = { prefix, network: TEST_NETWORK }
const UNKNOWN_TOPIC = '0.0.999999'
const jobOptions = { attempts: 5, backoff: { type: 'exponential', delay: 200, jitter: 0.5 }, removeOnComplete: false, removeOnFail: false }

let emulator: Emulator
let client: Client
let redis: Redis
let queues: TopicQueues
let service: WorkerService
let publicTopic: string
let privateTopic: string
let foreignTopic: string
let counter = 0

function operation (label: string): Operation {
  counter += 1
  const kinds: Operation[] = [
    { op: 'mint', tick: 'loyal', amt: String(counter), to: '0.0.1001', m: label },
    { op: 'transfer', tick: 'loyal', amt: String(counter), from: '0.0.2', to: '0.0.1002', m: label },
    { op: 'burn', tick: 'loyal', amt: String(counter), from: '0.0.2', m: label },
    { op: 'deploy', tick: `t${counter}`, name: 'Points', max: '1000', m: label }
  ]
  return kinds[counter % kinds.length] as Operation
}

/**
 * A job as the api queues it (ADR 042): its record holds the message and the request id, the job data neither
 * (`extra`: what a resend adds, e.g. the id a dead run pinned).
 */
async function enqueue (topicId: string, label: string, extra: Record<string, unknown> = {}): Promise<{ id: string, message: string }> {
  const id = topicJobId(topicId, `job-${label}`)
  const message = await writeQueuedRecord(redis, redisKeys, topicId, id, operation(label), `req-${label}`)
  const data: SubmitJob = { v: 2 }
  await queues.of(topicId).add(JOB_SUBMIT, { ...data, ...extra }, { ...jobOptions, jobId: id })
  return { id, message }
}

async function record (id: string): Promise<JobRecord | undefined> {
  return decodeJobRecord(await redis.get(jobRecordKey(redisKeys, jobIdTopic(id) ?? publicTopic, id)))
}

/** `sequenced`: `submitted` with its sequence number (the receipt, asked for by the reconciler: no indexer here). */
type Awaited = JobRecord['status'] | 'sequenced'

async function waitForStatus (ids: string[], statuses: readonly Awaited[]): Promise<JobRecord[]> {
  let records: Array<JobRecord | undefined> = []
  const reached = (r: JobRecord | undefined): boolean => r !== undefined && (statuses.includes(r.status) ||
    (statuses.includes('sequenced') && r.status === 'submitted' && r.sequenceNumber !== undefined))
  await waitFor(`${ids.length} jobs to reach ${statuses.join('/')}`, async () => {
    records = await Promise.all(ids.map(record))
    return records.every(reached)
  })
  return records as JobRecord[]
}

async function countOnTopic (topicId: string, message: string): Promise<number> {
  return (await readTopicMessages(emulator.mirrorUrl, topicId)).filter((m) => m.text === message).length
}

beforeAll(async () => {
  emulator = await startNetwork()
  redisKeys.network = emulator.networkId
  client = testClient(emulator)
  publicTopic = (await createTopic(client)).topicId
  const created = await createTopic(client, { private: true })
  privateTopic = created.topicId
  foreignTopic = (await createTopic(client, { private: true })).topicId
  redis = connectRedis()
  queues = topicQueues(connectRedis(), redisKeys)
  service = await startWorkerService(testConfig(emulator, {
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    HCS20_TOPIC_ID: publicTopic,
    // The foreign topic and the unknown id are managed but unusable: no key for one, no topic for the other.
    HCS20_TOPICS: `${privateTopic}=${created.submitKey ?? ''},${foreignTopic},${UNKNOWN_TOPIC}`,
    WORKER_CONCURRENCY: '32',
    SHUTDOWN_TIMEOUT_MS: '10000',
    RECONCILE_AFTER_MS: '300',
    RECONCILE_INTERVAL_MS: '200'
  }), silent)
}, 60_000)

afterAll(async () => {
  await service?.close()
  await queues?.close()
  await deleteKeys(redis, prefix)
  await redis?.quit()
  client?.close()
  await emulator?.close()
}, 60_000)

describe(startWorkerService.name, () => {
  // what the mirror shows of both topics' messages
  const onBothTopics = async () => [
    ...await readTopicMessages(emulator.mirrorUrl, publicTopic),
    ...await readTopicMessages(emulator.mirrorUrl, privateTopic)
  ]

  it('submits 100 jobs, each message exactly once and byte-equal on its topic', async () => {
    const jobs = await Promise.all(Array.from({ length: 100 }, async (_, i) =>
      await enqueue(i % 4 === 0 ? privateTopic : publicTopic, `bulk-${i}`)))
    const records = await waitForStatus(jobs.map((job) => job.id), ['sequenced'])
    const onTopic = await onBothTopics()
    for (const [i, job] of jobs.entries()) {
      const found = onTopic.filter((m) => m.text === job.message)
      expect(found).toHaveLength(1)
      expect(records[i]).toMatchObject({ message: job.message, sequenceNumber: found[0]?.sequenceNumber })
      expect(records[i]?.transactionId).toMatch(/^0\.0\.2@\d+\.\d{9}$/)
      expect(records[i]?.runningHash).toMatch(/^[0-9a-f]{96}$/)
    }
  }, 90_000)

  it('still submits each message exactly once with BUSY and lost responses injected', async () => {
    emulator.faults.set({ busy: 3, loseResponse: 3 })
    const jobs = await Promise.all(Array.from({ length: 20 }, async (_, i) => await enqueue(publicTopic, `faults-${i}`)))
    await waitForStatus(jobs.map((job) => job.id), ['sequenced'])
    expect(emulator.faults.get()).toEqual({})
    const onTopic = await readTopicMessages(emulator.mirrorUrl, publicTopic)
    for (const job of jobs) expect(onTopic.filter((m) => m.text === job.message)).toHaveLength(1)
  }, 90_000)

  it.each([
    ['INVALID_TOPIC_ID', () => UNKNOWN_TOPIC],
    ['INVALID_SIGNATURE', () => foreignTopic]
  ])('fails a job on %s found at consensus, without holding a worker slot while consensus is awaited', async (status, topic) => {
    emulator.faults.set({ consensusDelayMs: 1500 })
    try {
      const job = await enqueue(topic(), `permanent-${status}`)
      // Accepted by the node: the BullMQ job is done (its slot free) while consensus is still to come.
      await waitFor('BullMQ to finish the job', async () => (await queues.of(topic()).getJobState(job.id)) === 'completed')
      expect(await record(job.id)).toMatchObject({ status: 'submitted', attempts: 1 })
      const [failed] = await waitForStatus([job.id], ['failed', 'sequenced', 'confirmed'])
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, error: { code: status } })
      expect(await countOnTopic(topic(), job.message).catch(() => 0)).toBe(0)
    } finally {
      emulator.faults.reset()
    }
  }, 60_000)

  it('settles a job whose worker died after sending: finds the receipt, sends nothing again', async () => {
    const label = 'died-after-send'
    const jobId = topicJobId(publicTopic, `job-${label}`)
    const message = await writeQueuedRecord(redis, redisKeys, publicTopic, jobId, operation(label), `req-${label}`)
    let pinned = ''
    // What the dead worker did: pin an id, persist it, execute once.
    await submitMessage(client, { topicId: publicTopic, message }, { onPinned: async (id) => { pinned = id; return true } }, {
      requestTimeoutMs: 10_000, receiptTimeoutMs: 10_000, receiptTtlMs: 180_000
    })
    // A send would consume this fault; the receipt query does not.
    emulator.faults.set({ busy: 1 })
    await queues.of(publicTopic).add(JOB_SUBMIT, { v: 2, transactionId: pinned }, { ...jobOptions, jobId })
    const [done] = await waitForStatus([jobId], ['sequenced'])
    expect(emulator.faults.get()).toEqual({ busy: 1 })
    emulator.faults.reset()
    expect(done?.transactionId).toBe(pinned)
    expect(await countOnTopic(publicTopic, message)).toBe(1)
  }, 60_000)

  it('settles from the record an id a dead run pinned and sent, even when the job runs again as new', async () => {
    const label = 'pinned-in-record'
    const jobId = topicJobId(publicTopic, `job-${label}`)
    const message = await writeQueuedRecord(redis, redisKeys, publicTopic, jobId, operation(label), `req-${label}`)
    const records = createJobRecordStore(redis, { keys: redisKeys, ttlSeconds: 600 })
    let pinned = ''
    // What the dead run did: claim and record the id in one step, execute once. Its job data stays as queued.
    await submitMessage(client, { topicId: publicTopic, message }, {
      onPinned: async (id) => {
        pinned = id
        return await records.reserveTransactionId({ jobId, topicId: publicTopic }, id, { status: 'submitting', fields: { attempts: 1, transactionId: id } }, true)
      }
    }, { requestTimeoutMs: 10_000, receiptTimeoutMs: 10_000, receiptTtlMs: 180_000 })
    emulator.faults.set({ busy: 1 })
    // A fresh BullMQ job looks like a first run: its pin step finds the record's id and refuses, the retry settles it.
    await queues.of(publicTopic).add(JOB_SUBMIT, { v: 2 }, { ...jobOptions, jobId })
    const [done] = await waitForStatus([jobId], ['sequenced'])
    expect(emulator.faults.get()).toEqual({ busy: 1 })
    emulator.faults.reset()
    expect(done?.transactionId).toBe(pinned)
    expect(await countOnTopic(publicTopic, message)).toBe(1)
  }, 60_000)

  it.each(['NOT_ACCEPTED', 'JOB_ABANDONED'])('never sends a job whose record is final (%s: the api withdrew it, the sweep abandoned it; ADR 036)', async (code) => {
    // A late add: the api answered 503 and left a tombstone, then BullMQ got the job after all (ioredis sent the
    // add again after a reconnect), or the sweep gave up on a job BullMQ did not hold.
    const label = `final-${code}`
    const id = topicJobId(publicTopic, `job-${label}`)
    const now = new Date().toISOString()
    const tombstone: JobRecord = {
      jobId: id,
      status: 'failed',
      op: 'mint',
      ticker: 'loyal',
      topicId: publicTopic,
      requestId: `req-${label}`,
      attempts: 0,
      createdAt: now,
      updatedAt: now,
      error: { code, message: 'not accepted' }
    }
    await redis.set(jobRecordKey(redisKeys, publicTopic, id), encodeJobRecord(tombstone), 'EX', 600)
    const job = { id, message: buildMessage(operation(label)) }
    await queues.of(publicTopic).add(JOB_SUBMIT, { v: 2 }, { ...jobOptions, jobId: id })
    await waitFor('BullMQ to end the job', async () => (await queues.of(publicTopic).getJobState(job.id)) === 'failed')
    expect(await record(job.id)).toEqual({ ...tombstone })
    expect(await countOnTopic(publicTopic, job.message)).toBe(0)
  }, 60_000)

  it('resubmits the same id when the worker died between pinning and sending', async () => {
    const label = 'died-before-send'
    const pinned = `0.0.2@${Math.floor(Date.now() / 1000) - 5}.000000042`
    const { id, message } = await enqueue(publicTopic, label, { transactionId: pinned })
    const [done] = await waitForStatus([id], ['sequenced'])
    expect(done?.transactionId).toBe(pinned)
    expect(await countOnTopic(publicTopic, message)).toBe(1)
  }, 60_000)

  it('refuses to start, naming the topic, when a private topic key cannot sign', async () => {
    const other = await createTopic(client, { private: true })
    const stranger = await createTopic(client, { private: true })
    const start = startWorkerService(testConfig(emulator, {
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: prefix,
      HCS20_TOPIC_ID: publicTopic,
      HCS20_TOPICS: `${other.topicId}=${stranger.submitKey ?? ''}`
    }), silent)
    await expect(start).rejects.toThrow(`topic ${other.topicId}`)
  }, 60_000)
  describe('a job and its record (ADR 042)', () => {
    it('submits each from its record, exactly once and byte-equal, on both topics and with BUSY and lost responses injected', async () => {
      emulator.faults.set({ busy: 2, loseResponse: 2 })
      const jobs = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
        const topic = i % 4 === 0 ? privateTopic : publicTopic
        return await enqueue(topic, `v2-${i}`)
      }))
      const records = await waitForStatus(jobs.map((job) => job.id), ['sequenced'])
      expect(emulator.faults.get()).toEqual({})
      const onTopic = await onBothTopics()
      for (const [i, job] of jobs.entries()) {
        const found = onTopic.filter((m) => m.text === job.message)
        expect(found).toHaveLength(1)
        expect(records[i]).toMatchObject({ message: job.message, sequenceNumber: found[0]?.sequenceNumber, requestId: `req-v2-${i}` })
      }
    }, 90_000)

    it('fails one whose record is gone with JOB_RECORD_MISSING: sends nothing, writes no record', async () => {
      const id = topicJobId(publicTopic, 'job-v2-no-record')
      const before = (await readTopicMessages(emulator.mirrorUrl, publicTopic)).length
      await queues.of(publicTopic).add(JOB_SUBMIT, { v: 2 }, { ...jobOptions, jobId: id })
      await waitFor('BullMQ to end the job', async () => (await queues.of(publicTopic).getJobState(id)) === 'failed')
      const job = await queues.of(publicTopic).getJob(id)
      expect(job?.failedReason).toMatch(/^JOB_RECORD_MISSING: /)
      // failed at once (UnrecoverableError), not retried
      expect(job?.attemptsMade).toBe(1)
      expect(await redis.exists(jobRecordKey(redisKeys, publicTopic, id))).toBe(0)
      expect((await readTopicMessages(emulator.mirrorUrl, publicTopic)).length).toBe(before)
    }, 60_000)

    it('ends one whose record is final (the api withdrew it: NOT_ACCEPTED) without a send, leaving the record as it is', async () => {
      const id = topicJobId(publicTopic, 'job-v2-final')
      const now = new Date().toISOString()
      const tombstone: JobRecord = {
        jobId: id, status: 'failed', op: 'mint', ticker: 'loyal', topicId: publicTopic, requestId: 'req-v2-final', attempts: 0, createdAt: now, updatedAt: now, error: { code: 'NOT_ACCEPTED', message: 'not accepted' }
      }
      await redis.set(jobRecordKey(redisKeys, publicTopic, id), encodeJobRecord(tombstone), 'EX', 600)
      await queues.of(publicTopic).add(JOB_SUBMIT, { v: 2 }, { ...jobOptions, jobId: id })
      await waitFor('BullMQ to end the job', async () => (await queues.of(publicTopic).getJobState(id)) === 'failed')
      expect((await queues.of(publicTopic).getJob(id))?.failedReason).toMatch(/final record: not sent/)
      expect(await record(id)).toEqual(tombstone)
    }, 60_000)
  })
})
