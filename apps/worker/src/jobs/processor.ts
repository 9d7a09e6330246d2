import type { Logger } from 'pino'
import { SpanKind, contextOf, inSpan } from '@hcs/runtime/tracing'
import type { TraceCarrier } from '@hcs/runtime/tracing'
import { z } from 'zod'
import { JOB_OPS, SubmitJobSchema, jobIdTopic, type JobRecord } from '@hcs/protocol'
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
  /** The topics served: the managed ones (the default topic and HCS20_TOPICS) and the registry topic; submit keys stay inside the Hedera port. */
  topics: ReadonlySet<string>
  log: Logger
  /** Holds a mint until its tick's deploy is sequenced (absent: no ledger, always ready). */
  deployGate?: DeployGate
  /** How long a held mint waits before it looks again. */
  deployWaitMs?: number
  /** How long after acceptance the reconciler first asks for a receipt the indexer has not confirmed (default 10 s). */
  reconcileAfterMs?: number
  metrics?: WorkerMetrics
  /** Network or payer conditions; absent: every failure is the job's own. */
  conditions?: Pick<NetworkConditions, 'hold' | 'met' | 'passed'>
}

/**
 * What a finished job returns (BullMQ keeps it as the job's return value, which the queue dashboard shows): the
 * send's outcome, and the op and ticker it sent. The job data holds neither, so this is where an operator looking
 * at the queue sees what a job did.
 */
export type JobResult = SubmitResult & { op?: string, ticker?: string }

/** A job that finds no readable record (expired, or never written): failed without a send or a write. */
export const JOB_RECORD_MISSING = 'JOB_RECORD_MISSING'

const DEFAULT_RECONCILE_AFTER_MS = 10_000
// after a pinned id's settle time: a little more, so the next look is past the edge
const SETTLE_MARGIN_MS = 1000

// What the reconciler adds when it puts a job back on the queue (queue.ts `resend`): the pinned id, which such a
// run settles before anything else, and the attempts the job made before.
const WorkerJobSchema = SubmitJobSchema.extend({
  transactionId: z.string().optional(),
  priorAttempts: z.number().int().nonnegative().optional()
})

const OPS: ReadonlySet<string> = new Set(JOB_OPS)

// Failures after which the message may still be on the topic: the reservation stays until the indexer
// settles the job from the topic or proves the transaction expired unapplied (ADR 019).
const OUTCOME_OPEN = new Set(['OUTCOME_UNKNOWN'])

/** One run of a job: what it sends, read from the job data and the job's record before anything is sent. */
interface Submission {
  jobId: string
  topicId: string
  requestId: string
  op: JobRecord['op']
  /** The operation's ticker; a registry listing (`register`) has none. */
  tick?: string
  /** The exact HCS-20 JSON. */
  message: string
  signed?: { transaction: string }
  /** The job data without what a resend adds: what the reconciler resends once the BullMQ job is gone. */
  data: z.infer<typeof SubmitJobSchema>
  /** The id a resend carries in the job data. */
  pinnedInData?: string
  /** The transaction id the record held when it was read. */
  pinnedInRecord?: string
  /** Attempts made before a resend: the record and the budget go on from them. */
  priorAttempts: number
  log: Logger
}

/** How the job's record and the transaction id stand for one send. */
interface Attempt {
  /** This run's attempt number, the attempts before a resend included. */
  number: number
  /** Nothing can be pinned yet: the attempt is recorded in the pin step itself. */
  firstRun: boolean
  /** The id to settle before anything is sent (from the job data or the record). */
  pinned?: string
  /** The fields a record the api did not create (or that expired) is completed with. */
  base: Partial<JobRecord>
}

function errorMessage (err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

function ended (deps: ProcessorDeps, outcome: JobOutcome): void {
  deps.metrics?.jobs.inc({ outcome })
}

async function fail (
  job: SubmitJobHandle, topicId: string | undefined, deps: ProcessorDeps, log: Logger, code: string, message: string
): Promise<never> {
  const jobId = job.id ?? ''
  await deps.records.update({ jobId, topicId }, { status: 'failed', fields: { error: { code, message } }, keepReservation: OUTCOME_OPEN.has(code) })
  log.error({ code, reason: message }, 'gave up')
  ended(deps, 'failed')
  throw new UnrecoverableError(`${code}: ${message}`)
}

/**
 * Submits one job's HCS-20 message: read what to send from the job's record, hold while something pauses
 * submission, then hand it to the Hedera port with the pinned transaction id (if an earlier attempt pinned one)
 * and record the outcome. Permanent failures end the job with UnrecoverableError; transient ones are rethrown for
 * BullMQ's backoff.
 */
export async function processJob (job: SubmitJobHandle, deps: ProcessorDeps, token?: string): Promise<JobResult> {
  deps.metrics?.inFlight.inc()
  try {
    // A child of the api request that accepted the job, when its trace context rides in the job data.
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
  const sub = await readSubmission(job, deps)
  if ('settled' in sub) return sub.settled
  await hold(job, deps, sub, token)
  return await send(job, deps, sub, token)
}

/**
 * Read the submission: the job data names the job (its id names the topic), the job's record holds what
 * to send (ADR 042). One GET, the job's only read before its send: the message, the request id and, for a later
 * run, the pinned id. A record the topic already settled ends the job here with its outcome.
 */
async function readSubmission (job: SubmitJobHandle, deps: ProcessorDeps): Promise<Submission | { settled: JobResult }> {
  const jobId = job.id ?? ''
  const parsed = WorkerJobSchema.safeParse(job.data)
  if (!parsed.success) return await fail(job, undefined, deps, deps.log.child({ jobId }), 'VALIDATION_FAILED', 'job data does not match SubmitJob')
  const { transactionId: pinnedInData, priorAttempts = 0, ...data } = parsed.data
  const topicId = jobIdTopic(jobId)
  if (topicId === undefined) return await fail(job, undefined, deps, deps.log.child({ jobId }), 'VALIDATION_FAILED', 'the job id names no topic')
  if (!deps.topics.has(topicId)) return await fail(job, topicId, deps, deps.log.child({ jobId }), 'TOPIC_NOT_ALLOWED', `topic ${topicId} is not managed by this worker`)
  const stored = await deps.records.read(jobId, topicId)
  const { message, requestId, op, ticker, status } = stored ?? {}
  if (message === undefined && (status === 'confirmed' || status === 'invalid')) return { settled: settledResult(deps, jobId, topicId, stored ?? {}) }
  if (message === undefined && status === 'failed') {
    // withdrawn by the api or abandoned by the sweep: as the pin step would refuse it
    deps.log.warn({ jobId, topicId }, 'the job\'s record is final: not sent')
    ended(deps, 'withdrawn')
    throw new UnrecoverableError(`job ${jobId} has a final record: not sent`)
  }
  if (message === undefined || requestId === undefined || op === undefined || !OPS.has(op) || (ticker === undefined && op !== 'register')) {
    // Nothing to send from: the record expired (or a writer left it incomplete). Nothing is sent and nothing
    // written (a failed record would have no message either); an id an earlier run pinned is the topic's to settle.
    const reason = stored === undefined ? 'the job has no record (expired?)' : 'the job\'s record holds no message to send'
    deps.log.error({ jobId, topicId, code: JOB_RECORD_MISSING, reason }, 'gave up')
    ended(deps, 'failed')
    throw new UnrecoverableError(`${JOB_RECORD_MISSING}: ${reason}`)
  }
  // A record with its message goes on, final or not: the writes and the pin step refuse what a final record
  // does not allow.
  return {
    jobId,
    topicId,
    requestId,
    op: op as JobRecord['op'],
    tick: ticker,
    message,
    signed: data.signed,
    data,
    pinnedInData,
    pinnedInRecord: stored?.transactionId,
    priorAttempts,
    log: deps.log.child({ jobId, requestId })
  }
}

/**
 * A record the topic settled is compact, without its message (ADR 033): an earlier run's send got there (e.g. a
 * worker that died after it). Nothing to send; the job is done, with what the record says of its outcome.
 */
function settledResult (deps: ProcessorDeps, jobId: string, topicId: string, stored: Record<string, string>): JobResult {
  deps.log.info({ jobId, topicId, status: stored.status }, 'the job\'s record is settled: nothing to send')
  ended(deps, 'withdrawn')
  const sequenceNumber = Number(stored.sequenceNumber)
  return {
    transactionId: stored.transactionId ?? '',
    status: 'SUCCESS',
    ...(Number.isSafeInteger(sequenceNumber) ? { sequenceNumber } : {}),
    ...(stored.op === undefined ? {} : { op: stored.op }),
    ...(stored.ticker === undefined ? {} : { ticker: stored.ticker })
  }
}

/**
 * Hold: what pauses submission puts the job back without spending an attempt. A mint whose deploy is still on
 * its way waits for it; a network or payer condition holds every job but the one that probes it.
 */
async function hold (job: SubmitJobHandle, deps: ProcessorDeps, sub: Submission, token?: string): Promise<void> {
  // A mint for a tick whose deploy is still on its way would reach the topic first and be ignored by the
  // ledger: a BullMQ delay, not an attempt, until the deploy is sequenced. A job that already pinned a
  // transaction id may have been sent: it goes straight on to settle that id.
  if (sub.op === 'mint' && sub.tick !== undefined && sub.pinnedInData === undefined && deps.deployGate !== undefined) {
    const gate = await deps.deployGate(sub.topicId, sub.tick)
    if (gate === 'pending' && job.moveToDelayed !== undefined) {
      await job.moveToDelayed(Date.now() + (deps.deployWaitMs ?? 250), token)
      sub.log.debug({ tick: sub.tick }, 'mint waits for its deploy')
      ended(deps, 'held')
      throw new DelayedError()
    }
  }
  const held = await deps.conditions?.hold()
  if (held !== undefined) {
    await deps.records.noteError({ jobId: sub.jobId, topicId: sub.topicId }, { code: held.code, message: `waiting: ${held.reason}` })
    ended(deps, 'paused')
    throw conditionHoldError()
  }
}

/**
 * Which attempt this run is, and which id it settles. On a first run nothing can be pinned yet: the attempt is
 * recorded in the pin step itself (which refuses, should the record hold an id after all, e.g. a job retried with
 * its attempts reset). Any other run (a retry, a job taken over from a dead worker, a held mint coming back)
 * records the attempt first and settles the id the job data or the record holds (the record's id is written in
 * the same step as its claim, and was read with the message: no second GET).
 */
async function startAttempt (job: SubmitJobHandle, deps: ProcessorDeps, sub: Submission): Promise<Attempt> {
  const number = sub.priorAttempts + job.attemptsMade + 1
  deps.metrics?.attempts.inc({ kind: number === 1 ? 'first' : 'retry' })
  const base: Partial<JobRecord> = {
    op: sub.op,
    ticker: sub.tick,
    topicId: sub.topicId,
    message: sub.message,
    requestId: sub.requestId,
    createdAt: new Date().toISOString()
  }
  const firstRun = sub.pinnedInData === undefined && job.attemptsMade === 0 && job.attemptsStarted === 1
  if (firstRun) return { number, firstRun, base }
  await deps.records.update({ jobId: sub.jobId, topicId: sub.topicId }, { status: 'submitting', fields: { attempts: number }, base })
  return { number, firstRun, base, pinned: sub.pinnedInData ?? sub.pinnedInRecord }
}

/** Send: the message goes to the Hedera port, its transaction id claimed in the record before the first send. */
async function send (job: SubmitJobHandle, deps: ProcessorDeps, sub: Submission, token?: string): Promise<JobResult> {
  const attempt = await startAttempt(job, deps, sub)
  const { topicId, message } = sub
  const ref = { jobId: sub.jobId, topicId }
  const { firstRun, pinned } = attempt
  // A run that found no pinned id claims a new one only if the record still holds none when it does (the pin step
  // refuses otherwise, and the next run settles the id it finds): the record was read a moment before.
  const expectUnpinned = pinned === undefined
  // A holder-signed transaction goes out as it was signed: its own id, claimed before the first send as
  // ours are, and any later run (pinned in data or record) asks what an earlier send came to before sending again.
  const signed = sub.signed === undefined
    ? undefined
    : { transaction: Buffer.from(sub.signed.transaction, 'base64'), settle: !firstRun || pinned !== undefined }
  // what a failure, before or after the send got through, is recorded with
  const failure = { attempt: attempt.number, holderSigned: signed !== undefined }
  const sendStarted = performance.now()
  let result: SubmitResult
  try {
    result = await inSpan('hedera.submit', { kind: SpanKind.CLIENT, attributes: { 'hcs20.topic_id': topicId, 'hcs20.pinned': pinned !== undefined } }, async (span) => {
      const submitted = await deps.hedera.submit({ topicId, message, transactionId: pinned, ...(signed !== undefined ? { signed } : {}) }, {
        // Claim the id (another worker may have generated the same one) and record it in one atomic step,
        // before the first send: a crash after it leaves the id where the next run finds it.
        onPinned: async (transactionId) => firstRun
          ? await deps.records.reserveTransactionId(ref, transactionId, { status: 'submitting', fields: { attempts: attempt.number, transactionId }, base: attempt.base }, true)
          : await deps.records.reserveTransactionId(ref, transactionId, { status: 'submitting', fields: { transactionId } }, expectUnpinned)
      })
      span.setAttributes({ 'hcs20.transaction_id': submitted.transactionId, 'hcs20.status': submitted.status })
      return submitted
    })
  } catch (err) {
    if (!(err instanceof JobRecordFinalError)) {
      deps.metrics?.submitSeconds.observe({ result: 'error' }, (performance.now() - sendStarted) / 1000)
      deps.metrics?.hederaStatuses.inc({ status: err instanceof HederaSubmitError ? err.code : 'INTERNAL' })
    }
    return await sendFailed(err, job, deps, sub, failure, token)
  }
  deps.metrics?.submitSeconds.observe({ result: 'ok' }, (performance.now() - sendStarted) / 1000)
  try {
    return await sent(result, deps, sub, attempt.number)
  } catch (err) {
    return await sendFailed(err, job, deps, sub, failure, token)
  }
}

/**
 * The send's outcome, when it got through: any condition that held is over. A retry that found the receipt saw
 * SUCCESS and records the sequence number; a send the node took answered precheck OK, and the job's slot is free
 * once it has: the indexer confirms it from the topic, and the reconciler asks for the receipts of whatever it has
 * not confirmed in time.
 */
async function sent (result: SubmitResult, deps: ProcessorDeps, sub: Submission, attempt: number): Promise<JobResult> {
  const { jobId, topicId, log } = sub
  const m = deps.metrics
  await deps.conditions?.passed()
  m?.hederaStatuses.inc({ status: result.status === 'SUCCESS' ? 'SUCCESS' : 'OK' })
  if (result.status === 'SUCCESS') {
    const seconds = secondsSinceValidStart(result.transactionId)
    if (seconds !== undefined) m?.consensusSeconds.observe({ via: 'retry' }, seconds)
    ended(deps, 'sequenced')
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
    await deps.records.recordAccepted(jobId, topicId, { transactionId: result.transactionId, submission: JSON.stringify(sub.data), checkAt, attempts: attempt })
    log.info({ topicId, transactionId: result.transactionId }, 'message submitted')
    ended(deps, 'accepted')
  }
  return { ...result, op: sub.op, ticker: sub.tick }
}

/**
 * The send's outcome, when it failed: a final record ends the job as it is; a condition of the network or payer
 * pauses it; a pinned id at the edge of its window waits; a permanent failure ends it; anything else is retried
 * until the attempts run out.
 */
async function sendFailed (
  err: unknown, job: SubmitJobHandle, deps: ProcessorDeps, sub: Submission, run: { attempt: number, holderSigned: boolean }, token?: string
): Promise<never> {
  const { topicId, log } = sub
  const ref = { jobId: sub.jobId, topicId }
  const { attempt } = run
  if (err instanceof JobRecordFinalError) {
    // withdrawn by the api (its answer was "not accepted"), abandoned by the sweep, or already settled: the
    // BullMQ job ends here, and the record stays as it is
    log.warn({ topicId }, 'the job\'s record is final: not sent')
    ended(deps, 'withdrawn')
    throw new UnrecoverableError(err.message)
  }
  const code = err instanceof HederaSubmitError ? err.code : 'INTERNAL'
  const condition = conditionMet(err, deps, run.holderSigned)
  if (condition !== undefined && deps.conditions !== undefined) {
    const held = await deps.conditions.met(condition, code, errorMessage(err))
    await deps.records.noteError(ref, { code: held.code, message: `${code}: ${held.reason}` })
    log.warn({ code, condition, attempt }, 'network condition: job waits without spending an attempt')
    ended(deps, 'paused')
    throw conditionHoldError()
  }
  // A pinned id at the edge of its window: nothing failed, its outcome is known shortly. Wait, spending no attempt.
  if (err instanceof HederaSubmitError && err.settlesAt !== undefined && job.moveToDelayed !== undefined) {
    await deps.records.noteError(ref, { code, message: errorMessage(err) })
    await job.moveToDelayed(Math.max(Date.now(), err.settlesAt) + SETTLE_MARGIN_MS, token)
    log.info({ code, attempt }, 'pinned id at the edge of its window; waiting for its outcome')
    ended(deps, 'held')
    throw new DelayedError()
  }
  // `final`: a holder-signed transaction that expired unapplied (its reservation is released with the failure)
  const kind = err instanceof HederaSubmitError ? (err.final ? 'permanent' : classifyStatus(code)) : 'transient'
  if (kind === 'permanent') return await fail(job, topicId, deps, log, code, errorMessage(err))
  const error = { code, message: errorMessage(err) }
  if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
    // Sent or not, nobody knows yet: the reservation stays until the topic (or the id's expiry) says.
    await deps.records.update(ref, { status: 'failed', fields: { error, attempts: attempt }, keepReservation: true })
    log.error({ err, code, attempt }, 'gave up')
    ended(deps, 'failed')
  } else {
    await deps.records.update(ref, { status: 'submitting', fields: { error, attempts: attempt, lastError: { ...error, at: new Date().toISOString() } } })
    log.warn({ err, code, attempt }, 'will retry')
    ended(deps, 'retried')
  }
  throw err
}

/**
 * The condition of the whole network or payer a failure shows, if any: paused, no attempt spent. A holder-signed
 * job's payer is the holder and its id the holder's: an expired id or a payer out of hbar is that job's own
 * failure, never a pause of everyone's submission.
 */
function conditionMet (err: unknown, deps: ProcessorDeps, holderSigned: boolean): ReturnType<typeof conditionOf> {
  if (!(err instanceof HederaSubmitError) || deps.conditions === undefined || err.final) return undefined
  const found = conditionOf(err.code, err.precheck)
  return holderSigned && (found === 'PAYER_INSUFFICIENT_BALANCE' || found === 'CLOCK_SKEW') ? undefined : found
}
