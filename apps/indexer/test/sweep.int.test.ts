import { Queue, Worker } from 'bullmq'
import {
  QUEUE_SUBMIT, admitScript, balancesKey, submitQueueRef, inscriptionKey, jobRecordKey, pendingDebitsKey, pendingDeployKey, pendingSupplyKey, reservationKey, reservationTotalsKeys,
  topicMetaKey, topicOutcomeKey, topicReservationsKey, transactionKey
} from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteKeys, TEST_NETWORK, uniquePrefix } from '../../../test/support/redis.js'
import { startIndexer } from '../src/indexer.js'
import { createMetrics } from '../src/metrics.js'
import { sweepTopic } from '../src/sweep/sweep.js'
import type { SweepReport } from '../src/sweep/sweep.js'
import { createFakeTopic, hcs20 } from './support/fake-mirror.js'
import type { FakeTopic } from './support/fake-mirror.js'
import { connect, silentLog } from './support/ledger.js'
import { readRecord, writeRecord } from './support/records.js'
import { waitFor } from './support/wait.js'

const prefix = uniquePrefix('indexer-sweep')

const redisKeys = { prefix, network: TEST_NETWORK }
const AFTER_MS = 60_000
let redis: Redis
let topicNum = 7000
let jobNum = 0

/** A topic with `pts` deployed and indexed. */
async function deployedTopic (): Promise<FakeTopic> {
  const topic = createFakeTopic(`0.0.${topicNum++}`, true)
  topic.submit({ payer: '0.0.2', text: hcs20({ op: 'deploy', name: 'Points', tick: 'pts', max: '1000000' }) })
  await index(topic)
  return topic
}

/** Runs the indexer (no sweep) until the topic is indexed. */
async function index (topic: FakeTopic): Promise<void> {
  const sut = startIndexer({ redis, prefix, network: TEST_NETWORK, topics: [topic.topicId], mirrorUrl: 'http://unused', mirror: topic.mirror, log: silentLog, pollMs: 20, sweepIntervalMs: 0 })
  try {
    await waitFor(async () => Number(await redis.hget(topicMetaKey(redisKeys, topic.topicId), 'lastSequence') ?? '0') >= topic.messages.length, 'indexed')
  } finally {
    await sut.stop()
  }
}

/** Admits a mint (the api's reservation) at `at` ms; returns the job id. */
async function admitMint (topicId: string, amt: string, at: number): Promise<string> {
  const jobId = `job-${++jobNum}`
  expect(await admitScript.run(redis, {
    keys: {
      inscription: inscriptionKey(redisKeys, topicId, 'pts'),
      pendingDeploy: pendingDeployKey(redisKeys, topicId, 'pts'),
      pendingSupply: pendingSupplyKey(redisKeys, topicId),
      balances: balancesKey(redisKeys, topicId, 'pts'),
      pendingDebits: pendingDebitsKey(redisKeys, topicId, 'pts'),
      reservation: reservationKey(redisKeys, topicId, jobId),
      reservations: topicReservationsKey(redisKeys, topicId),
      ...reservationTotalsKeys(redisKeys, topicId)
    },
    args: { op: 'mint', tick: 'pts', amt, account: '', max: '', lim: '', jobId, at }
  })).toBe('OK')
  return jobId
}

async function sweep (topic: FakeTopic, now: number, metrics = createMetrics()): Promise<SweepReport> {
  return await sweepTopic({ redis, keys: redisKeys, topicId: topic.topicId, mirror: topic.mirror, log: silentLog, metrics: metrics.topic(topic.topicId), afterMs: AFTER_MS, now: () => now })
}

const pendingSupply = async (topicId: string): Promise<string | null> => await redis.hget(pendingSupplyKey(redisKeys, topicId), 'pts')

beforeAll(() => { redis = connect() })
afterAll(async () => {
  await deleteKeys(redis, prefix)
  await redis.quit()
})

describe(sweepTopic.name, () => {
  it('releases the reservation of a job whose record vanished, once it is older than the bound', async () => {
    const topic = await deployedTopic()
    const t0 = Date.now()
    const jobId = await admitMint(topic.topicId, '40', t0)
    expect(await pendingSupply(topic.topicId)).toBe('40')
    expect((await sweep(topic, t0 + AFTER_MS - 1)).examined).toBe(0)
    const report = await sweep(topic, t0 + AFTER_MS + 1)
    expect(report).toMatchObject({ examined: 1, released: 1, check: { live: 0, dangling: [], differences: [] } })
    expect(await pendingSupply(topic.topicId)).toBeNull()
    expect(await redis.exists(reservationKey(redisKeys, topic.topicId, jobId))).toBe(0)
    expect(await redis.zcard(topicReservationsKey(redisKeys, topic.topicId))).toBe(0)
  })

  it('leaves the jobs the worker still owns alone: an unfinished BullMQ job holds them', async () => {
    const topic = await deployedTopic()
    const queue = new Queue(QUEUE_SUBMIT, { connection: redis.duplicate(), prefix: submitQueueRef(redisKeys, topic.topicId).prefix })
    try {
      const jobIds = [await admitMint(topic.topicId, '3', 1), await admitMint(topic.topicId, '4', 1)]
      await writeRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobIds[0]!), { id: jobIds[0]!, status: 'submitting', transactionId: '0.0.2@1700000000.000000001' })
      await writeRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobIds[1]!), { id: jobIds[1]!, status: 'queued' })
      for (const jobId of jobIds) await queue.add('submit', {}, { jobId, delay: 60_000 })
      expect(await sweep(topic, Date.now())).toMatchObject({ examined: 2, released: 0, abandoned: 0, settled: 0, check: { live: 2, differences: [] } })
      expect(await pendingSupply(topic.topicId)).toBe('7')
    } finally {
      await queue.obliterate({ force: true })
      await queue.close()
    }
  })

  it('fails and releases, once each, the queued and submitting jobs no BullMQ job holds any more', async () => {
    const topic = await deployedTopic()
    const ref = submitQueueRef(redisKeys, topic.topicId)
    const queue = new Queue(QUEUE_SUBMIT, { connection: redis.duplicate(), prefix: ref.prefix })
    // a BullMQ job that ended failed (as one dropped for stalling too often ends), its record left `submitting`
    const worker = new Worker(QUEUE_SUBMIT, async () => { throw new Error('job stalled more than allowable limit') }, { connection: redis.duplicate(), prefix: ref.prefix })
    try {
      const never = await admitMint(topic.topicId, '1', 1) // enqueue and undo both failed: queued, no BullMQ job
      const dropped = await admitMint(topic.topicId, '2', 1) // BullMQ gave up before anything was pinned
      const sentMaybe = await admitMint(topic.topicId, '4', 1) // pinned, the id long expired, not on the mirror
      await writeRecord(redis, jobRecordKey(redisKeys, topic.topicId, never), { id: never, status: 'queued', requestId: 'r-never' })
      await writeRecord(redis, jobRecordKey(redisKeys, topic.topicId, dropped), { id: dropped, status: 'submitting' })
      await writeRecord(redis, jobRecordKey(redisKeys, topic.topicId, sentMaybe), { id: sentMaybe, status: 'submitting', transactionId: '0.0.2@1700000000.000000077' })
      await queue.add('submit', {}, { jobId: dropped, attempts: 1 })
      await waitFor(async () => await queue.getJobState(dropped) === 'failed', 'the dropped job failed in BullMQ')
      expect(await pendingSupply(topic.topicId)).toBe('7')

      const report = await sweep(topic, Date.now())
      expect(report).toMatchObject({ examined: 3, released: 3, abandoned: 3, settled: 0, check: { live: 0, differences: [] } })
      for (const jobId of [never, dropped, sentMaybe]) {
        expect(await readRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobId))).toMatchObject({ status: 'failed', errorCode: 'JOB_ABANDONED' })
        expect(await redis.exists(reservationKey(redisKeys, topic.topicId, jobId))).toBe(0)
      }
      expect(await pendingSupply(topic.topicId)).toBeNull()
      // once: a second sweep finds nothing left to do
      expect(await sweep(topic, Date.now())).toMatchObject({ examined: 0, released: 0, abandoned: 0 })
    } finally {
      await worker.close()
      await queue.obliterate({ force: true })
      await queue.close()
    }
  })

  it('settles a failed job whose message reached the topic though the mirror hides its transaction id', async () => {
    const topic = await deployedTopic()
    topic.hideTransactionIds = true
    const tx = '0.0.2@1700000000.000000044'
    const jobId = await admitMint(topic.topicId, '5', 1)
    await writeRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobId), { id: jobId, status: 'failed', transactionId: tx, attempts: '10', errorCode: 'MaxAttemptsOrTimeoutError', errorMessage: 'lost' })
    await redis.set(transactionKey(redisKeys, topic.topicId, tx), jobId)
    topic.submit({ payer: '0.0.2', transactionId: tx, text: hcs20({ op: 'mint', tick: 'pts', amt: '5', to: '0.0.9' }) })
    await index(topic)
    // the indexer could not tell it was ours: the job is still failed, its outcome is left by sequence number
    expect((await readRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobId))).status).toBe('failed')
    expect(await redis.exists(topicOutcomeKey(redisKeys, topic.topicId, 2))).toBe(1)
    const metrics = createMetrics()
    expect(await sweep(topic, Date.now(), metrics)).toMatchObject({ settled: 1, released: 0, check: { live: 0, differences: [] } })
    expect(await readRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobId))).toMatchObject({
      status: 'confirmed', sequenceNumber: '2', attempts: '10', errorCode: 'MaxAttemptsOrTimeoutError'
    })
    expect(await pendingSupply(topic.topicId)).toBeNull()
    expect(await redis.exists(topicOutcomeKey(redisKeys, topic.topicId, 2))).toBe(0)
    expect(metrics.topic(topic.topicId).settledBySweep).toBe(1)
  })

  it('releases a failed job whose transaction expired and is absent from the mirror, and only after its expiry', async () => {
    const topic = await deployedTopic()
    const validStart = Math.floor(Date.now() / 1000)
    const tx = `0.0.2@${validStart}.000000007`
    const jobId = await admitMint(topic.topicId, '6', 1)
    await writeRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobId), { id: jobId, status: 'failed', transactionId: tx })
    expect(await sweep(topic, validStart * 1000 + 180_000)).toMatchObject({ examined: 1, released: 0 })
    expect(await sweep(topic, validStart * 1000 + 180_000 + AFTER_MS + 1000)).toMatchObject({ examined: 1, released: 1 })
    expect(await readRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobId))).toMatchObject({ status: 'failed' })
    expect(await pendingSupply(topic.topicId)).toBeNull()
  })

  it('counts a job still submitted past the bound and reports a reserved total that is not the sum of its reservations', async () => {
    const topic = await deployedTopic()
    const jobId = await admitMint(topic.topicId, '8', 1)
    await writeRecord(redis, jobRecordKey(redisKeys, topic.topicId, jobId), { id: jobId, status: 'submitted', transactionId: '0.0.2@1700000000.000000008', sequenceNumber: '99' })
    await redis.hincrby(pendingSupplyKey(redisKeys, topic.topicId), 'pts', 7)
    await redis.hset(pendingDebitsKey(redisKeys, topic.topicId, 'pts'), '0.0.77', '2')
    await redis.zadd(topicReservationsKey(redisKeys, topic.topicId), 5, 'job-without-reservation')
    const metrics = createMetrics()
    const report = await sweep(topic, Date.now(), metrics)
    expect(report.overdue).toBe(1)
    expect(report.check.dangling).toEqual(['job-without-reservation'])
    expect(report.check.differences).toEqual(expect.arrayContaining([
      { key: pendingSupplyKey(redisKeys, topic.topicId), field: 'pts', stored: '15', derived: '8' },
      { key: pendingDebitsKey(redisKeys, topic.topicId, 'pts'), field: '0.0.77', stored: '2', derived: '0' }
    ]))
    expect(report.check.differences).toHaveLength(2)
    expect(metrics.topic(topic.topicId)).toMatchObject({ reservationDifferences: 2, overdueJobs: 1, liveReservations: 1 })
    expect(await metrics.registry.metrics()).toContain(`hcs20_indexer_reservation_differences{topic="${topic.topicId}"} 2`)
    expect(await redis.zscore(topicReservationsKey(redisKeys, topic.topicId), 'job-without-reservation')).toBeNull()
  })
})
