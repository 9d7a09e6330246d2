// The reservation sweep (ADR 019): finds reservations older than a bound whose job the topic no longer
// shows as pending, settles the job from the topic or releases the reservation, and checks that the
// reserved totals are the sums of the live reservations. Every case is logged with the job id.
import {
  QUEUE_SUBMIT, jobRecordKey, recordWriteKeys, reservationKey, storedJobFields, submitQueueRef, topicMetaKey, topicOutcomeKey, topicReservationsKey, topicSequenceJobsKey
} from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { TopicMetrics } from '../metrics.js'
import type { MirrorClient } from '@hcs/runtime'
import { checkReservations } from './reservation-check.js'
import type { ReservationCheck } from './reservation-check.js'
import { abandonScript, releaseStaleScript, settleFoundScript } from './sweep-scripts.js'

/** The network's longest transaction valid duration: after valid start + this, an id can no longer reach consensus. */
const MAX_VALID_DURATION_MS = 180_000

export interface SweepOptions {
  redis: Redis
  keys: KeyScope
  topicId: string
  mirror: MirrorClient
  log: Logger
  metrics: TopicMetrics
  /** Reservations younger than this are left alone; also the allowance for a lagging mirror. */
  afterMs: number
  /** At most this many reservations per sweep (oldest first). */
  limit?: number
  now?: () => number
  signal?: AbortSignal
  /** Jobs already warned about as overdue (one warning per job and process). */
  warned?: Set<string>
}

export interface SweepReport {
  examined: number
  settled: number
  released: number
  /** `queued`/`submitting` jobs no BullMQ job held any more, failed (JOB_ABANDONED) with their reservation released. */
  abandoned: number
  overdue: number
  check: ReservationCheck
}

/** The flat fields of a job record the sweep reads (strings; absent when unknown). */
type FlatRecord = Partial<Record<'status' | 'transactionId' | 'sequenceNumber' | 'requestId', string>>

/** Valid start (ms) of `0.0.2@1700000000.000000001`, or undefined. */
function validStartMs (transactionId: string): number | undefined {
  const m = /@(\d+)\.(\d{1,9})$/.exec(transactionId)
  if (m === null) return undefined
  return Number(m[1]) * 1000 + Math.floor(Number((m[2] ?? '0').padEnd(9, '0')) / 1_000_000)
}

/** One sweep of one topic: its options, its clock, the topic's checkpoint and the report it fills. */
interface SweepRun {
  o: SweepOptions
  now: () => number
  lastSequence: number
  report: SweepReport
  /** The BullMQ job of a job id in the topic's submit queue. */
  queueJobKey: (jobId: string) => string
  /** What releasing a reservation and writing a record reach in the topic (protocol's recordWriteKeys). */
  reached: ReturnType<typeof recordWriteKeys>
}

/** One sweep of one topic. */
export async function sweepTopic (o: SweepOptions): Promise<SweepReport> {
  const { redis, keys, topicId } = o
  const now = o.now ?? Date.now
  const report: SweepReport = { examined: 0, settled: 0, released: 0, abandoned: 0, overdue: 0, check: { live: 0, dangling: [], differences: [], skipped: 0 } }
  const jobIds = await redis.zrangebyscore(topicReservationsKey(keys, topicId), '-inf', now() - o.afterMs, 'LIMIT', 0, o.limit ?? 500)
  const lastSequence = Number(await redis.hget(topicMetaKey(keys, topicId), 'lastSequence') ?? '0')
  const queue = submitQueueRef(keys, topicId)
  const run: SweepRun = {
    o, now, lastSequence, report, queueJobKey: (jobId) => `${queue.prefix}:${QUEUE_SUBMIT}:${jobId}`, reached: recordWriteKeys(keys, topicId)
  }
  for (const jobId of jobIds) {
    if (o.signal?.aborted === true) break
    report.examined++
    await sweepJob(run, jobId)
  }
  report.check = await checkTotals(o)
  o.metrics.sweepChecked({ differences: report.check.differences.length, live: report.check.live, overdue: report.overdue })
  for (const d of report.check.differences) o.log.warn({ topicId, ...d }, 'reserved total differs from the sum of live reservations')
  return report
}

/** Settles or releases one job's old reservation, or leaves it to the worker or the indexer. */
async function sweepJob (run: SweepRun, jobId: string): Promise<void> {
  const { o, lastSequence } = run
  // the flat fields, either form (a settled record is compact); absent when unknown
  const record = storedJobFields(await o.redis.get(jobRecordKey(o.keys, o.topicId, jobId)), jobId)
  const status = record?.status
  if (record === undefined || status === undefined) {
    await release(run, jobId, '', 'job record gone')
    return
  }
  if (status === 'confirmed' || status === 'invalid') {
    await release(run, jobId, status, 'job already settled', { requestId: record.requestId })
    return
  }
  const unsent = status === 'queued' || status === 'submitting'
  if (unsent && await held(run, jobId)) return // still the worker's: BullMQ runs or retries it
  const txId = record.transactionId
  if (unsent && txId === undefined) {
    // no transaction id was ever pinned: nothing was sent, and no BullMQ job will run it
    await abandon(run, jobId, record, status === 'queued' ? 'never enqueued, or dropped by the queue before it ran' : 'dropped by the queue before anything was sent')
    return
  }
  if (status === 'submitted') warnOverdue(o, jobId, record, lastSequence, run.report)
  if (record.sequenceNumber !== undefined) {
    if (Number(record.sequenceNumber) <= lastSequence) await settleAt(run, jobId, record.sequenceNumber, record)
    return
  }
  if (txId === undefined) {
    // failed before a transaction id was ever pinned: nothing was sent
    if (status === 'failed') await release(run, jobId, status, 'never sent', { requestId: record.requestId })
    return
  }
  await sweepSent(run, jobId, record, txId)
}

/**
 * A job with a transaction id and no sequence number: the mirror first, where a message found settles the job
 * at once. Absent, a failed job's reservation goes only once its id can no longer reach consensus (plus the
 * bound, for a lagging mirror).
 */
async function sweepSent (run: SweepRun, jobId: string, record: FlatRecord, txId: string): Promise<void> {
  const { o } = run
  const status = record.status ?? ''
  const unsent = status === 'queued' || status === 'submitting'
  const tx = await o.mirror.getTransaction(txId, o.signal)
  if (tx === undefined || tx.result !== 'SUCCESS') {
    const start = validStartMs(txId)
    const expired = start !== undefined && run.now() > start + MAX_VALID_DURATION_MS + o.afterMs
    const why = tx === undefined ? 'transaction expired and absent from the mirror' : `transaction failed at consensus: ${tx.result}`
    if (status === 'failed' && (tx !== undefined || expired)) {
      await release(run, jobId, status, why, { transactionId: txId, requestId: record.requestId })
    } else if (unsent && (tx !== undefined || expired)) {
      // pinned and perhaps sent, then dropped by the queue: the network says it never landed
      await abandon(run, jobId, record, `dropped by the queue; ${why}`)
    }
    return
  }
  const message = await o.mirror.getMessageAt(o.topicId, tx.consensusTimestamp, o.signal)
  if (message === undefined) return // the mirror's topic view lags its transaction view
  await settleAt(run, jobId, String(message.sequenceNumber), record)
}

/** Releases the reservation of a job whose record still has `status` (re-checked in the same step). */
async function release (run: SweepRun, jobId: string, status: string, reason: string, extra: Record<string, unknown> = {}): Promise<void> {
  const { redis, keys, topicId } = run.o
  // requestId (when the record is still there) lets an operator follow the job from the api's log
  const released = await releaseStaleScript.run(redis, {
    keys: { reservation: reservationKey(keys, topicId, jobId), record: jobRecordKey(keys, topicId, jobId), pendingVersions: run.reached.keys.pendingVersions, tenantPending: run.reached.keys.tenantPending },
    args: { expected: status }
  })
  if (released === 1) {
    run.report.released++
    run.o.metrics.reservationReleased()
    run.o.log.info({ topicId, jobId, status, reason, ...extra }, 'reservation released by the sweep')
  }
}

/**
 * A queued or submitting job that no unfinished BullMQ job holds: nobody will run it, so it fails with the
 * reason and its reservation goes (in one step that re-checks both), rather than waiting for its record to expire.
 */
async function abandon (run: SweepRun, jobId: string, record: FlatRecord, why: string): Promise<void> {
  const { redis, keys, topicId } = run.o
  const ended = await abandonScript.run(redis, {
    keys: {
      reservation: reservationKey(keys, topicId, jobId),
      record: jobRecordKey(keys, topicId, jobId),
      queueJob: run.queueJobKey(jobId),
      ...run.reached.keys
    },
    args: { expected: record.status ?? '', code: 'JOB_ABANDONED', message: why, at: new Date(run.now()).toISOString(), ...run.reached.args }
  })
  if (ended === 1) {
    run.report.released++
    run.report.abandoned++
    run.o.metrics.reservationReleased()
    run.o.log.warn({ topicId, jobId, requestId: record.requestId, was: record.status, transactionId: record.transactionId, reason: why }, 'job abandoned by the sweep: failed, reservation released')
  }
}

/** Whether BullMQ holds an unfinished job for it (waiting, delayed, active): then it is still the worker's. */
async function held (run: SweepRun, jobId: string): Promise<boolean> {
  const key = run.queueJobKey(jobId)
  const [exists, finishedOn] = await Promise.all([run.o.redis.exists(key), run.o.redis.hget(key, 'finishedOn')])
  return exists === 1 && finishedOn === null
}

/** Settles the job from the message the topic holds at `sequenceNumber`, if the indexer has passed it. */
async function settleAt (run: SweepRun, jobId: string, sequenceNumber: string, record: FlatRecord): Promise<void> {
  const { redis, keys, topicId, log } = run.o
  const result = await settleFoundScript.run(redis, {
    keys: {
      record: jobRecordKey(keys, topicId, jobId),
      reservation: reservationKey(keys, topicId, jobId),
      meta: topicMetaKey(keys, topicId),
      seqJobs: topicSequenceJobsKey(keys, topicId),
      outcome: topicOutcomeKey(keys, topicId, sequenceNumber),
      ...run.reached.keys
    },
    args: { jobId, seq: sequenceNumber, at: new Date(run.now()).toISOString(), ...run.reached.args }
  })
  const where = { topicId, jobId, requestId: record.requestId, sequenceNumber, transactionId: record.transactionId, was: record.status }
  if (result === 'settled') {
    run.report.settled++
    run.o.metrics.jobSettledBySweep()
    log.info(where, 'job settled from the topic by the sweep')
  } else if (result === 'passed') {
    // The indexer passed the message and no outcome is left (it outlived INDEXER_OUTCOME_TTL_SECONDS):
    // whatever the rules made of it, the confirmed ledger already holds it, so the reservation goes.
    await release(run, jobId, record.status ?? '', 'sequence number passed, outcome no longer recorded', { sequenceNumber, requestId: record.requestId })
  } else if (result === 'mismatch') {
    log.error(where, 'the topic holds another writer\'s message at the job\'s sequence number')
  } else {
    log.debug({ ...where, result }, 'sweep: job waits for the indexer')
  }
}

/** Checks that the reserved totals are the sums of the live reservations, and drops index entries without one. */
async function checkTotals (o: SweepOptions): Promise<ReservationCheck> {
  const { redis, keys, topicId, log } = o
  const check = await checkReservations(redis, keys, topicId)
  if (check.dangling.length > 0) {
    await redis.zrem(topicReservationsKey(keys, topicId), ...check.dangling)
    log.warn({ topicId, jobIds: check.dangling.slice(0, 20), count: check.dangling.length }, 'reservation index entries without a reservation removed')
  }
  return check
}

function warnOverdue (o: SweepOptions, jobId: string, record: FlatRecord, lastSequence: number, report: SweepReport): void {
  report.overdue++
  if (o.warned?.has(jobId) === true) return
  o.warned?.add(jobId)
  o.log.warn({ topicId: o.topicId, jobId, requestId: record.requestId, transactionId: record.transactionId, sequenceNumber: record.sequenceNumber, lastSequence }, 'job still submitted past the settle bound')
}
