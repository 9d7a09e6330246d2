// Settlement through real parts in one process: the emulator over gRPC and its mirror REST, the worker
// service (BullMQ), the indexer with its sweep, and the real Redis. A job whose attempts ran out after a
// lost response, while its transaction did reach consensus, must end as the topic says, with or without
// `initial_transaction_id` from the mirror; a reservation whose job vanished is released by the sweep.
import { Queue } from 'bullmq'
import { pino } from 'pino'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmulator, type Emulator } from '@hcs/emulator'
import { runLedgerVerify, startIndexer, type Indexer } from '@hcs/indexer'
import {
  topicJobId, JOB_SUBMIT, admitScript, QUEUE_SUBMIT, balancesKey, buildMessage, decodeJobRecord, encodeJobRecord, inscriptionKey, jobRecordKey, submitQueueRef,
  pendingDebitsKey, pendingDeployKey, pendingSupplyKey, reservationKey, reservationTotalsKeys, topicReservationsKey, type JobRecord, type Operation
} from '@hcs/protocol'
import { loadConfig, startWorkerService, type WorkerService } from '@hcs/worker'
import { runCreateTopic } from '../scripts/lib/topic.js'
import { waitFor } from './support/processes.js'
import { connectRedis, deleteKeys, testRedisUrl, TEST_NETWORK, uniquePrefix } from './support/redis.js'

const silent = pino({ level: 'silent' })
const prefix = uniquePrefix('settlement')
const redisKeys = { prefix, network: TEST_NETWORK }
let emulator: Emulator
let redis: Redis
let queue: Queue
let worker: WorkerService
let indexer: Indexer
let topicId: string
let env: Record<string, string>
let jobs = 0

/** Admits `operation` as the api does (record, reservation) and queues it with `attempts`. */
async function accept (operation: Operation, attempts: number): Promise<string> {
  const jobId = topicJobId(topicId, `settle-${++jobs}`)
  const tick = operation.tick
  const from = operation.op === 'transfer' || operation.op === 'burn' ? operation.from : ''
  const admitted = await admitScript.run(redis, {
    keys: {
      inscription: inscriptionKey(redisKeys, topicId, tick),
      pendingDeploy: pendingDeployKey(redisKeys, topicId, tick),
      pendingSupply: pendingSupplyKey(redisKeys, topicId),
      balances: balancesKey(redisKeys, topicId, tick),
      pendingDebits: pendingDebitsKey(redisKeys, topicId, tick),
      reservation: reservationKey(redisKeys, topicId, jobId),
      reservations: topicReservationsKey(redisKeys, topicId),
      ...reservationTotalsKeys(redisKeys, topicId)
    },
    args: {
      op: operation.op,
      tick,
      amt: operation.op === 'deploy' ? '' : operation.amt,
      account: from,
      max: operation.op === 'deploy' ? operation.max : '',
      lim: '',
      jobId,
      at: Date.now()
    }
  })
  expect(admitted).toBe('OK')
  const now = new Date().toISOString()
  const record: JobRecord = {
    jobId, status: 'queued', op: operation.op, ticker: tick, topicId, message: buildMessage(operation), requestId: jobId, attempts: 0, createdAt: now, updatedAt: now
  }
  await redis.set(jobRecordKey(redisKeys, topicId, jobId), encodeJobRecord(record), 'EX', 3600)
  await queue.add(JOB_SUBMIT, { v: 2 }, { jobId, attempts, backoff: { type: 'fixed', delay: 100 }, removeOnComplete: true, removeOnFail: true })
  return jobId
}

async function record (jobId: string): Promise<JobRecord | undefined> {
  return decodeJobRecord(await redis.get(jobRecordKey(redisKeys, topicId, jobId)), jobId)
}

async function waitForStatus (jobId: string, statuses: Array<JobRecord['status']>): Promise<JobRecord> {
  return await waitFor(async () => {
    const r = await record(jobId)
    return r !== undefined && statuses.includes(r.status) ? r : undefined
  }, 60_000, 50)
}

function startIndexerHere (): Indexer {
  return startIndexer({ redis, prefix, network: redisKeys.network, topics: [topicId], mirrorUrl: emulator.mirrorUrl, log: silent, pollMs: 50, sweepIntervalMs: 100, settleAfterMs: 300 })
}

async function verify (): Promise<Awaited<ReturnType<typeof runLedgerVerify>>> {
  return await runLedgerVerify(['--topic', topicId], { ...env, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix }, () => {})
}

beforeAll(async () => {
  emulator = await startEmulator({ grpcPort: 0, mirrorPort: 0, logger: silent })
  redisKeys.network = emulator.networkId
  redis = connectRedis()
  env = {
    HEDERA_NETWORK: 'custom',
    HEDERA_NETWORK_ID: emulator.networkId,
    HEDERA_NODES: `${emulator.grpcAddress}=${emulator.nodeAccountId}`,
    HEDERA_OPERATOR_ID: emulator.operatorId,
    HEDERA_OPERATOR_KEY: emulator.operatorKey,
    MIRROR_URL: emulator.mirrorUrl,
    // one receipt wait of a second: an attempt whose receipt cannot be read ends quickly
    HEDERA_REQUEST_TIMEOUT_MS: '3000',
    HEDERA_RECEIPT_TIMEOUT_MS: '1000',
    LOG_LEVEL: 'silent'
  }
  const created = await runCreateTopic({ ...process.env, ...env }, ['--private'])
  topicId = created.topicId
  env.HCS20_TOPIC_ID = topicId
  if (created.topicsLine !== undefined) env.HCS20_TOPICS = created.topicsLine
  queue = new Queue(QUEUE_SUBMIT, { connection: connectRedis(), prefix: submitQueueRef(redisKeys, topicId).prefix })
  worker = await startWorkerService(loadConfig({ ...env, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, WORKER_CONCURRENCY: '8' }), silent)
  indexer = startIndexerHere()
  const deploy = await accept({ op: 'deploy', tick: 'lost', name: 'Lost', max: '1000000' }, 3)
  expect((await waitForStatus(deploy, ['confirmed', 'invalid', 'failed'])).status).toBe('confirmed')
}, 120_000)

afterAll(async () => {
  await indexer?.stop()
  await worker?.close().catch(() => {})
  await queue?.close()
  await emulator?.close()
  await deleteKeys(redis, prefix)
  redis.disconnect()
}, 60_000)

describe('settlement', () => {
  it.each([
    ['reports', 0],
    ['leaves out', 1]
  ])('confirms a job whose attempts ran out after a lost response when the mirror %s initial_transaction_id', async (_label, omit) => {
    // no indexer while the worker tries: the job must be failed first, then settled from the topic
    await indexer.stop()
    emulator.faults.set({ omitInitialTransactionId: omit, loseResponse: 1, receiptTtlMs: 0 })
    let jobId: string
    try {
      jobId = await accept({ op: 'mint', tick: 'lost', amt: '25', to: '0.0.4242' }, 2)
      // The first send reached consensus and its answer was lost; from then on the node is unreachable (the
      // worker waits about a second before it resends: its node is backed off after the transport error), and
      // its receipt is never readable: no resend is accepted and both attempts fail. (Not BUSY: a node that
      // answers BUSY through whole sends is a network condition that pauses submission without spending
      // attempts, ADR 038.)
      await waitFor(async () => emulator.faults.get().loseResponse === undefined ? true : undefined, 30_000, 5)
      emulator.faults.set({ unavailable: 1_000_000 })
      expect(await waitForStatus(jobId, ['failed', 'confirmed', 'invalid'])).toMatchObject({ status: 'failed', attempts: 2 })
      expect(await redis.exists(reservationKey(redisKeys, topicId, jobId))).toBe(1)
    } finally {
      emulator.faults.reset()
      indexer = startIndexerHere()
    }
    const settled = await waitForStatus(jobId, ['confirmed', 'invalid'])
    expect(settled).toMatchObject({ status: 'confirmed', attempts: 2 })
    expect(settled.sequenceNumber).toBeGreaterThan(0)
    expect(await redis.exists(reservationKey(redisKeys, topicId, jobId))).toBe(0)
    const check = await verify()
    expect(check.reports[0]?.differences).toEqual([])
    expect(check).toMatchObject({ exitCode: 0 })
  }, 120_000)

  it('releases the reservation of a job whose record vanished', async () => {
    await worker.close()
    const jobId = await accept({ op: 'mint', tick: 'lost', amt: '7', to: '0.0.4343' }, 2)
    expect(await redis.hget(pendingSupplyKey(redisKeys, topicId), 'lost')).toBe('7')
    await redis.del(jobRecordKey(redisKeys, topicId, jobId))
    await queue.remove(jobId)
    await waitFor(async () => await redis.exists(reservationKey(redisKeys, topicId, jobId)) === 0 ? true : undefined, 30_000, 50)
    expect(await redis.hget(pendingSupplyKey(redisKeys, topicId), 'lost')).toBeNull()
    const check = await verify()
    expect(check.exitCode).toBe(0)
    expect(check.reports[0]?.reservations.live).toBe(0)
  })

  it('reports a tampered reserved total and a tampered balance, and exits non-zero', async () => {
    await redis.hset(pendingSupplyKey(redisKeys, topicId), 'lost', '5')
    await redis.hset(balancesKey(redisKeys, topicId, 'lost'), '0.0.4242', '26')
    const lines: string[] = []
    const check = await runLedgerVerify(['--topic', topicId], { ...env, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix }, (line) => lines.push(line))
    expect(check.exitCode).toBe(1)
    expect(check.reports[0]?.differences).toEqual(expect.arrayContaining([
      expect.objectContaining({ what: 'reserved', expected: '0', actual: '5' }),
      expect.objectContaining({ what: 'balance', tick: 'lost', subject: '0.0.4242', expected: '50', actual: '26' })
    ]))
    expect(lines.join('\n')).toContain('difference')
    await redis.hdel(pendingSupplyKey(redisKeys, topicId), 'lost')
    await redis.hset(balancesKey(redisKeys, topicId, 'lost'), '0.0.4242', '50')
  })
})
