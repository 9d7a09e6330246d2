import type { Logger } from 'pino'
import { SpanKind, contextOf, inSpan } from '@hcs/runtime/tracing'
import type { TraceCarrier } from '@hcs/runtime/tracing'
import { z } from 'zod'
import { OPERATION_KINDS, SubmitJobSchema, SubmitJobV1Schema, buildMessage, jobIdTopic, type JobRecord } from '@hcs/protocol'
import type { DeployGate } from './deploy-gate.js'
import type { HederaPort } from '../hedera/port.js'
import { HederaSubmitError, classifyStatus, conditionOf } from '../hedera/status.js'
import type { SubmitResult } from '../hedera/submit.js'
import { JobRecordFinalError, type JobRecordStore } from './job-record-store.js'
import { secondsSinceValidStart, type JobOutcome, type WorkerMetrics } from '../metrics.js'
import type { NetworkConditions } from '../conditions/network-conditions.js'
import { DelayedError, UnrecoverableError, conditionHoldError } from '../queue.js'

/** The part of a BullMQ job the processor uses (a real `Job` fits). */
export interface SubmitJobHandle {
  id?: string
  data: unknown
  attemptsMade: number
  /** How many times the job was taken to run, this run included (BullMQ counts stalls and holds too). */
  attemptsStarted?: number
  opts: { attempts?: number }
  moveToDelayed?: (timestamp: number, token?: string) => Promise<void>
}

export interface ProcessorDeps {
  hedera: HederaPort
  records: JobRecordStore
  /** Managed topic ids (the default topic and HCS20_TOPICS); submit keys stay inside the Hedera port. */
  topics: ReadonlySet<string>
  log: Logger
  /** Holds a mint until its tick's deploy is sequenced (absent: no ledger, always ready). */
  deployGate?: DeployGate
  /** How long a held mint waits before it looks again. */
  deployWaitMs?: number
  /** How long after acceptance the reconciler first asks for a receipt the indexer has not confirmed (default 10 s). */
  reconcileAfterMs?: number
  metrics?: WorkerMetrics
  /** Network or payer conditions (ADR 038); absent: every failure is the job's own. */
  conditions?: Pick<NetworkConditions, 'hold' | 'met' | 'passed'>
}

const DEFAULT_RECONCILE_AFTER_MS = 10_000
// after a pinned id's settle time: a little more, so the next look is past the edge
const SETTLE_MARGIN_MS = 1000

function errorMessage (err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

// What the reconciler adds when it puts a job back on the queue (queue.ts `resend`): the pinned id, which such a
// run settles before anything else, and the attempts the job made before (ADR 038).
const resendFields = {
  transactionId: z.string().optional(),
  priorAttempts: z.number().int().nonnegative().optional()
}

/**
 * A job as the worker takes it: the api's SubmitJob (version 2: only what the record does not hold, ADR 042), or a
 * version 1 job an earlier api queued (the whole operation), each with what a resend adds.
 */
const WorkerJobSchema = z.discriminatedUnion('v', [SubmitJobSchema.extend(resendFields), SubmitJobV1Schema.extend(resendFields)])

/** A version 2 job that finds no readable record (expired, or never written): failed without a send or a write. */
export const JOB_RECORD_MISSING = 'JOB_RECORD_MISSING'

/** What one run sends, from the job data (version 1) or from the job's record (version 2). */
interface Submission {
  topicId: string
  requestId: string
  op: JobRecord['op']
  tick: string
  /** The exact HCS-20 JSON. */
  message: string
  signed?: { transaction: string }
  /** Version 2: the transaction id the record held when it was read (version 1 reads it later, when it needs it). */
  pinnedInRecord?: string
}

const OPS: ReadonlySet<string> = new Set(OPERATION_KINDS)

// Failures after which the message may still be on the topic: the reservation stays until the indexer
// settles the job from the topic or proves the transaction expired unapplied (ADR 019).
const OUTCOME_OPEN = new Set(['OUTCOME_UNKNOWN'])

async function fail (
  job: SubmitJobHandle, topicId: string | undefined, deps: ProcessorDeps, log: Logger, code: string, message: string
): Promise<never> {
  const jobId = job.id ?? ''
  await deps.records.update({ jobId, topicId }, { status: 'failed', fields: { error: { code, message } }, keepReservation: OUTCOME_OPEN.has(code) })
  log.error({ code, reason: message }, 'gave up')
  deps.metrics?.jobs.inc({ outcome: 'failed' })
  throw new UnrecoverableError(`${code}: ${message}`)
}

/**
 * Submits one job's HCS-20 message: validate, resolve the topic, build the message, then hand it to the
 * Hedera port with the pinned transaction id (if an earlier attempt pinned one). Permanent failures end
 * the job with UnrecoverableError; transient ones are rethrown for BullMQ's backoff.
 */
/**
 * What a finished job returns (BullMQ keeps it as the job's return value, which the queue dashboard shows): the
 * send's outcome, and the op and ticker it sent. A version 2 job's data holds neither (ADR 042), so this is where an
 * operator looking at the queue sees what a job did.
 */
export type JobResult = SubmitResult & { op?: string, ticker?: string }

export async function processJob (job: SubmitJobHandle, deps: ProcessorDeps, token?: string): Promise<JobResult> {
  deps.metrics?.inFlight.inc()
  try {
    // A child of the api request that accepted the job, when its trace context rides in the job data (ADR 025).
    const carrier = typeof job.data === 'object' && job.data !== null ? job.data as TraceCarrier : undefined
    return await inSpan('hcs20.job', {
      kind: SpanKind.CONSUMER,
      parent: contextOf(carrier),
      attributes: { 'hcs20.job_id': job.id ?? '', 'hcs20.attempt': job.attemptsMade + 1 }
    }, async () => await runJob(job, deps, token))
  } finally {
    deps.metrics?.inFlight.dec()
  }
}

async function runJob (job: SubmitJobHandle, deps: ProcessorDeps, token?: string): Promise<JobResult> {
  const jobId = job.id ?? ''
  const m = deps.metrics
  const ended = (outcome: JobOutcome): void => { m?.jobs.inc({ outcome }) }
  const parsed = WorkerJobSchema.safeParse(job.data)
  if (!parsed.success) return await fail(job, undefined, deps, deps.log.child({ jobId }), 'VALIDATION_FAILED', 'job data does not match SubmitJob v1 or v2')
  const { transactionId: pinnedInData, priorAttempts = 0, ...data } = parsed.data
  // version 2 names no topic in its data: the job id does (every id the api hands out, ADR 027)
  const topicId = data.v === 1 ? data.topicId : jobIdTopic(jobId)
  if (topicId === undefined) return await fail(job, undefined, deps, deps.log.child({ jobId }), 'VALIDATION_FAILED', 'the job id names no topic')
  if (!deps.topics.has(topicId)) return await fail(job, topicId, deps, deps.log.child({ jobId }), 'TOPIC_NOT_ALLOWED', `topic ${topicId} is not managed by this worker`)
  let sub: Submission
  if (data.v === 1) {
    sub = { topicId, requestId: data.requestId, op: data.operation.op, tick: data.operation.tick, message: buildMessage(data.operation), signed: data.signed }
  } else {
    // One GET, the job's only read before its send: the message, the request id and (for a later run) the pinned id.
    const stored = await deps.records.read(jobId, topicId)
    const { message, requestId, op, ticker, status } = stored ?? {}
    if (message === undefined && (status === 'confirmed' || status === 'invalid')) {
      // Settled from the topic, its record compact without the message (ADR 033): an earlier run's send got there
      // (e.g. a worker that died after it). Nothing to send; the job is done, as a version 1 run settling the pinned
      // id would find it.
      deps.log.info({ jobId, topicId, status }, 'the job\'s record is settled: nothing to send')
      ended('withdrawn')
      const sequenceNumber = Number(stored?.sequenceNumber)
      return {
        transactionId: stored?.transactionId ?? '',
        status: 'SUCCESS',
        ...(Number.isSafeInteger(sequenceNumber) ? { sequenceNumber } : {}),
        ...(op === undefined ? {} : { op }),
        ...(ticker === undefined ? {} : { ticker })
      }
    }
    if (message === undefined && status === 'failed') {
      // withdrawn by the api or abandoned by the sweep (ADR 036): as the pin step would refuse it
      deps.log.warn({ jobId, topicId }, 'the job\'s record is final: not sent')
      ended('withdrawn')
      throw new UnrecoverableError(`job ${jobId} has a final record: not sent`)
    }
    if (message === undefined || requestId === undefined || op === undefined || !OPS.has(op) || ticker === undefined) {
      // Nothing to send from: the record expired (or a writer left it incomplete). Nothing is sent and nothing
      // written (a failed record would have no message either); an id an earlier run pinned is the topic's to settle.
      const reason = stored === undefined ? 'the job has no record (expired?)' : 'the job\'s record holds no message to send'
      deps.log.error({ jobId, topicId, code: JOB_RECORD_MISSING, reason }, 'gave up')
      ended('failed')
      throw new UnrecoverableError(`${JOB_RECORD_MISSING}: ${reason}`)
    }
    // a record with its message goes on as a version 1 job would, final or not: the writes and the pin step refuse
    // what a final record does not allow, as they do for version 1
    sub = { topicId, requestId, op: op as JobRecord['op'], tick: ticker, message, signed: data.signed, pinnedInRecord: stored?.transactionId }
  }
  const log = deps.log.child({ jobId, requestId: sub.requestId })
  const ref = { jobId, topicId }

  // A mint for a tick whose deploy is still on its way would reach the topic first and be ignored by
  // the ledger: hold it (a BullMQ delay, not an attempt) until the deploy is sequenced. A job that already
  // pinned a transaction id may have been sent: it goes straight on to settle that id.
  if (sub.op === 'mint' && pinnedInData === undefined && deps.deployGate !== undefined) {
    const gate = await deps.deployGate(topicId, sub.tick)
    if (gate === 'pending' && job.moveToDelayed !== undefined) {
      await job.moveToDelayed(Date.now() + (deps.deployWaitMs ?? 250), token)
      log.debug({ tick: sub.tick }, 'mint waits for its deploy')
      ended('held')
      throw new DelayedError()
    }
  }

  // A network or payer condition holds (ADR 038): the job waits, spending no attempt, unless it is the probe.
  const held = await deps.conditions?.hold()
  if (held !== undefined) {
    await deps.records.noteError(ref, { code: held.code, message: `waiting: ${held.reason}` })
    ended('paused')
    throw conditionHoldError()
  }

  const message = sub.message
  // attempts made before a resend count (ADR 038): the record and the budget go on from them
  const attempt = priorAttempts + job.attemptsMade + 1
  m?.attempts.inc({ kind: attempt === 1 ? 'first' : 'retry' })
  const base: Partial<JobRecord> = {
    op: sub.op,
    ticker: sub.tick,
    topicId,
    message,
    requestId: sub.requestId,
    createdAt: new Date().toISOString()
  }
  // On a first run nothing can be pinned yet: the attempt is recorded in the pin step itself (which refuses,
  // should the record hold an id after all, e.g. a job retried with its attempts reset). Any other run (a
  // retry, a job taken over from a dead worker, a held mint coming back) records the attempt first and looks
  // for the id an earlier run pinned in the record, where it is written in the same step as its claim (a version 2
  // job read its record already: the id is taken from that read, no second GET).
  const firstRun = pinnedInData === undefined && job.attemptsMade === 0 && job.attemptsStarted === 1
  let pinned = pinnedInData
  if (!firstRun) {
    const [, pinnedInRecord] = await Promise.all([
      deps.records.update(ref, { status: 'submitting', fields: { attempts: attempt }, base }),
      pinnedInData !== undefined ? undefined : data.v === 1 ? deps.records.pinnedTransactionId(jobId, topicId) : sub.pinnedInRecord
    ])
    pinned ??= pinnedInRecord
  }
  // A run that found no pinned id claims a new one only if the record still holds none when it does (the pin step
  // refuses otherwise, and the next run settles the id it finds): the record was read a moment before.
  const expectUnpinned = pinned === undefined

  // A holder-signed transaction (api ADR 040) goes out as it was signed: its own id, claimed before the first send
  // as ours are, and any later run (pinned in data or record) asks what an earlier send came to before sending again.
  const signed = sub.signed === undefined
    ? undefined
    : { transaction: Buffer.from(sub.signed.transaction, 'base64'), settle: !firstRun || pinned !== undefined }

  const sendStarted = performance.now()
  let sent = false
  try {
    const result = await inSpan('hedera.submit', { kind: SpanKind.CLIENT, attributes: { 'hcs20.topic_id': topicId, 'hcs20.pinned': pinned !== undefined } }, async (span) => {
      const submitted = await deps.hedera.submit({ topicId, message, transactionId: pinned, ...(signed !== undefined ? { signed } : {}) }, {
        // Claim the id (another worker may have generated the same one) and record it in one atomic step,
        // before the first send: a crash after it leaves the id where the next run finds it.
        onPinned: async (transactionId) => firstRun
          ? await deps.records.reserveTransactionId(ref, transactionId, { status: 'submitting', fields: { attempts: attempt, transactionId }, base }, true)
          : await deps.records.reserveTransactionId(ref, transactionId, { status: 'submitting', fields: { transactionId } }, expectUnpinned)
      })
      span.setAttributes({ 'hcs20.transaction_id': submitted.transactionId, 'hcs20.status': submitted.status })
      return submitted
    })
    sent = true
    m?.submitSeconds.observe({ result: 'ok' }, (performance.now() - sendStarted) / 1000)
    // a send got through: whatever condition held is over
    await deps.conditions?.passed()
    // A retry that found the receipt saw SUCCESS; a send the node took answered precheck OK.
    m?.hederaStatuses.inc({ status: result.status === 'SUCCESS' ? 'SUCCESS' : 'OK' })
    // The slot is free once the node has accepted the transaction: the indexer confirms it from the topic,
    // and the reconciler asks for the receipts of whatever it has not confirmed in time.
    if (result.status === 'SUCCESS') {
      const seconds = secondsSinceValidStart(result.transactionId)
      if (seconds !== undefined) m?.consensusSeconds.observe({ via: 'retry' }, seconds)
      ended('sequenced')
      const settled = await deps.records.markSubmitted(jobId, topicId, {
        transactionId: result.transactionId,
        sequenceNumber: result.sequenceNumber,
        runningHash: result.runningHash,
        submittedAt: new Date().toISOString()
      })
      log.info({ topicId, sequenceNumber: result.sequenceNumber, transactionId: result.transactionId, settled }, 'message sequenced')
      if (settled === 'mismatch') log.error({ topicId, sequenceNumber: result.sequenceNumber, transactionId: result.transactionId }, 'the topic holds another writer\'s message at the receipt\'s sequence number')
    } else {
      const checkAt = Date.now() + (deps.reconcileAfterMs ?? DEFAULT_RECONCILE_AFTER_MS)
      await deps.records.recordAccepted(jobId, topicId, { transactionId: result.transactionId, submission: JSON.stringify(data), checkAt, attempts: attempt })
      log.info({ topicId, transactionId: result.transactionId }, 'message submitted')
      ended('accepted')
    }
    return { ...result, op: sub.op, ticker: sub.tick }
  } catch (err) {
    if (err instanceof JobRecordFinalError) {
      // withdrawn by the api (its answer was "not accepted"), abandoned by the sweep, or already settled: the
      // BullMQ job ends here, and the record stays as it is (ADR 036)
      log.warn({ topicId }, 'the job\'s record is final: not sent')
      ended('withdrawn')
      throw new UnrecoverableError(err.message)
    }
    const code = err instanceof HederaSubmitError ? err.code : 'INTERNAL'
    if (!sent) {
      m?.submitSeconds.observe({ result: 'error' }, (performance.now() - sendStarted) / 1000)
      m?.hederaStatuses.inc({ status: code })
    }
    // A condition of the whole network or payer, not of this job: paused, no attempt spent (ADR 038).
    // A holder-signed job's payer is the holder and its id the holder's (api ADR 040): an expired id or a payer out of
    // hbar is that job's own failure, never a pause of everyone's submission.
    const found = err instanceof HederaSubmitError && deps.conditions !== undefined && !err.final ? conditionOf(code, err.precheck) : undefined
    const condition = signed !== undefined && (found === 'PAYER_INSUFFICIENT_BALANCE' || found === 'CLOCK_SKEW') ? undefined : found
    if (condition !== undefined && deps.conditions !== undefined) {
      const held = await deps.conditions.met(condition, code, errorMessage(err))
      await deps.records.noteError(ref, { code: held.code, message: `${code}: ${held.reason}` })
      log.warn({ code, condition, attempt }, 'network condition: job waits without spending an attempt')
      ended('paused')
      throw conditionHoldError()
    }
    // A pinned id at the edge of its window: nothing failed, its outcome is known shortly. Wait, spending no attempt.
    if (err instanceof HederaSubmitError && err.settlesAt !== undefined && job.moveToDelayed !== undefined) {
      await deps.records.noteError(ref, { code, message: errorMessage(err) })
      await job.moveToDelayed(Math.max(Date.now(), err.settlesAt) + SETTLE_MARGIN_MS, token)
      log.info({ code, attempt }, 'pinned id at the edge of its window; waiting for its outcome')
      ended('held')
      throw new DelayedError()
    }
    // `final`: a holder-signed transaction that expired unapplied (its reservation is released with the failure)
    const kind = err instanceof HederaSubmitError ? (err.final ? 'permanent' : classifyStatus(code)) : 'transient'
    if (kind === 'permanent') return await fail(job, topicId, deps, log, code, errorMessage(err))
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1)
    const error = { code, message: errorMessage(err) }
    if (lastAttempt) {
      // Sent or not, nobody knows yet: the reservation stays until the topic (or the id's expiry) says (ADR 019).
      await deps.records.update(ref, { status: 'failed', fields: { error, attempts: attempt }, keepReservation: true })
      log.error({ err, code, attempt }, 'gave up')
      ended('failed')
    } else {
      await deps.records.update(ref, { status: 'submitting', fields: { error, attempts: attempt, lastError: { ...error, at: new Date().toISOString() } } })
      log.warn({ err, code, attempt }, 'will retry')
      ended('retried')
    }
    throw err
  }
}
