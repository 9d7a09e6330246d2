import { setTimeout as delay } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import { ReplyError } from 'ioredis'
import { MAX_MESSAGE_BYTES, buildMessage, checkMessageSize } from '@hcs/protocol'
import type { JobRecord, Operation } from '@hcs/protocol'
import { AppError, orQueueUnavailable, queueUnavailable } from '../http/errors.js'
import { jobIdFor } from './job-id.js'
import type { BacklogGate, ConditionGate, IntakeCounters } from './gates.js'
import { fingerprintOf, stillInProgress } from './intake.js'
import type { Intake, IntakeRequest, IntakeResult } from './intake.js'
import { writableTopic } from './managed-topic.js'
import type { TopicScope } from './managed-topic.js'
import { QueueNotConnectedError } from './queue.js'
import type { SubmitQueue } from './queue.js'
import { may, webhookOwnerOf } from '../access/auth.js'
import type { Caller } from '../access/auth.js'
import type { QuotaGate } from '../access/quota.js'
import type { Accepted } from '../http/responses.js'

/** What the single routes and the batch route both need to take operations in. */
export interface IntakeDeps extends TopicScope {
  queue: SubmitQueue
  /** The server secret job ids are HMACs under (KEY_HASH_SECRET). */
  jobIdSecret: string
  /** Refuses new jobs (a batch as a whole) past the queue's bound (503 QUEUE_FULL) before anything is reserved. */
  backlog?: BacklogGate
  /** Refuses new jobs (a batch as a whole) while a network or payer condition pauses submission (503 with its code). */
  conditions?: ConditionGate
  /** Takes a request's operations of its tenant's quota before anything is reserved (429 QUOTA_EXCEEDED past it). */
  quota?: Pick<QuotaGate, 'take'>
  /** How long a concurrent duplicate waits for the first request's enqueue (default 5 s). */
  waitMs?: number
  pollMs?: number
  counters?: IntakeCounters
}

export interface SubmitDeps extends IntakeDeps {
  intake: Intake
}

/**
 * A transaction its holder signed (signed/): the job gets the preparation's id, is paid for by the
 * holder, and carries the signed bytes for the worker to send unchanged. Its transaction id is its idempotency
 * key: the same signed body again answers the same job.
 */
interface SignedSubmission {
  jobId: string
  payer: string
  transactionId: string
  /** base64 of the signed transaction, as the holder sent it. */
  transaction: string
  /** Of the signed body (not the signatures): the same body re-signed is the same request. */
  fingerprint: string
}

export interface SubmitInput {
  operation: Operation
  /** `topic_id` from the body, when given. */
  topicId: string | undefined
  caller: Caller
  idempotencyKey: string | undefined
  requestId: string
  /** The request's logger (a job that stands after a failed enqueue is worth a line). */
  log?: Pick<FastifyBaseLogger, 'warn'>
  signed?: SignedSubmission
}

/**
 * After a failed enqueue of accepted requests: whether they are withdrawn (answer 503) or stand (answer 202),
 * ADR 036. `undo` withdraws them in one step unless BullMQ holds their jobs (the add reached Redis and only its
 * answer was lost). When the undo fails too, nobody can tell whether the add reached Redis, so the requests
 * stand: their records decide (the worker sends a job BullMQ got; the sweep ends one it never got
 * JOB_ABANDONED). Only an add that did not happen is "not accepted" then: never sent (no connection), or refused
 * by Redis before it ran (OOM and the like).
 */
export async function afterFailedEnqueue<T> (err: unknown, undo: () => Promise<T>): Promise<T | 'unknown' | 'not sent'> {
  try {
    return await undo()
  } catch {
    return err instanceof QueueNotConnectedError || refusedByRedis(err) ? 'not sent' : 'unknown'
  }
}

// Redis answers these before it runs a command (out of memory, a read-only replica, a script or cluster not
// ready, a refused login): the add did not happen, and no later copy of it will.
const REFUSED_UNRUN = /^(OOM|READONLY|MISCONF|LOADING|BUSY|NOSCRIPT|CLUSTERDOWN|TRYAGAIN|MASTERDOWN|NOREPLICAS|NOAUTH|WRONGPASS|NOPERM)\b/

function refusedByRedis (err: unknown): boolean {
  return err instanceof ReplyError && REFUSED_UNRUN.test((err as Error).message)
}

/** The idempotency scope of holder-signed transactions: their transaction ids are the keys. */
const SIGNED_SCOPE = 'signed-transaction'

// The job carries only what its record does not hold (ADR 042): the worker reads the message and the request id from
// the record the intake wrote, and the topic from the job id.
async function enqueue (deps: SubmitDeps, request: IntakeRequest, jobId: string, signed: SignedSubmission | undefined): Promise<void> {
  await deps.queue.enqueue(signed !== undefined ? { v: 2, signed: { transaction: signed.transaction } } : { v: 2 }, jobId, request.topicId)
}

/** What the intake needs of the caller to decide who owns the job, whether it may write the ticker, and its tenant's backlog ceiling. */
export function tenancyOf (caller: Caller): { tenant: string, anyTicker: boolean, tenantMaxBacklog?: number } {
  const maxBacklog = caller.limits?.maxBacklog
  return { tenant: caller.tenant, anyTicker: may(caller, 'operator'), ...(maxBacklog === undefined ? {} : { tenantMaxBacklog: maxBacklog }) }
}

/** The exact HCS-20 message of an operation; 422 MESSAGE_TOO_LARGE over one chunk. */
export function checkedMessage (operation: Operation): string {
  return withinOneChunk(buildMessage(operation))
}

/** `message`, or 422 MESSAGE_TOO_LARGE when it would not fit in one chunk. */
export function withinOneChunk (message: string): string {
  const size = checkMessageSize(message)
  if (!size.ok) {
    throw new AppError('MESSAGE_TOO_LARGE', 422, 'Unprocessable Content', {
      detail: `The HCS-20 message would be ${size.bytes} bytes; the limit is ${MAX_MESSAGE_BYTES}`
    })
  }
  return message
}

/** The 202 body of an accepted operation. */
export function acceptedBody (jobId: string, operation: Operation, topicId: string, message: string): Accepted {
  return { jobId, status: 'queued', op: operation.op, ticker: operation.tick, topicId, message, links: { self: `/api/jobs/${jobId}` } }
}

/** The record an accepted operation starts with (`now`: its creation time; a batch passes one for all its operations). */
export function queuedRecord (jobId: string, operation: Operation, topicId: string, message: string, requestId: string, now = new Date().toISOString()): JobRecord {
  return { jobId, status: 'queued', op: operation.op, ticker: operation.tick, topicId, message, requestId, attempts: 0, createdAt: now, updatedAt: now }
}

/**
 * The POST flow shared by the four operations: topic check, message build and size check, then the
 * intake (idempotency, admission, job record: one Redis step) and the enqueue. Returns the 202 body;
 * a replay is rebuilt from this request (same fingerprint = same topic and operation) and the stored job id.
 */
export async function submitOperation (deps: SubmitDeps, input: SubmitInput): Promise<Accepted> {
  const done = deps.backlog?.check()
  try {
    return await submitChecked(deps, input)
  } finally {
    done?.()
  }
}

/** {@link submitOperation} past the backlog gate. */
async function submitChecked (deps: SubmitDeps, input: SubmitInput): Promise<Accepted> {
  const { operation, caller, idempotencyKey, requestId, signed } = input
  const { keyId } = caller
  const topicId = writableTopic(deps, input.topicId, caller)
  const message = checkedMessage(operation)
  const jobId = signed?.jobId ?? jobIdFor(deps.jobIdSecret, topicId, keyId, idempotencyKey)
  // paused: refused, unless it replays an accepted request (its job's id derives from the key, or is the
  // preparation's for a holder-signed transaction)
  await deps.conditions?.check(idempotencyKey === undefined && signed === undefined ? undefined : { topicId, jobId })
  const answer = (id: string): Accepted => acceptedBody(id, operation, topicId, message)
  const record = queuedRecord(jobId, operation, topicId, message, requestId)
  const request: IntakeRequest = { jobId, operation, topicId, record, owner: webhookOwnerOf(caller), ...tenancyOf(caller) }
  if (signed !== undefined) {
    // the holder's transaction id is known from the start: the record shows it, and the worker claims it as pinned
    record.transactionId = signed.transactionId
    request.payer = signed.payer
    request.idempotency = { scope: SIGNED_SCOPE, key: signed.transactionId, fingerprint: signed.fingerprint }
  } else if (idempotencyKey !== undefined) {
    request.idempotency = { scope: keyId, key: idempotencyKey, fingerprint: fingerprintOf({ topicId, operation }) }
  }

  const outcome = await underQuota(deps, caller, 1, async () => {
    const admitted = await admitThenEnqueue(deps, jobId, async () => await deps.intake(request), async (id) => { await enqueue(deps, request, id, signed) }, input.log)
    return { result: admitted, accepted: admitted.accepted ? 1 : 0 }
  }, input.log)
  if (outcome.accepted) {
    deps.backlog?.accepted()
    deps.counters?.accepted(operation.op)
  }
  return answer(outcome.jobId)
}

/**
 * Runs `admit` with `count` operations of the caller's tenant's quota taken (429 QUOTA_EXCEEDED before anything
 * runs when the quota does not hold them), and gives back what it did not accept: a refusal, a replay, 503 or any
 * error. A caller without a quota runs `admit` alone.
 */
export async function underQuota<T> (
  deps: Pick<IntakeDeps, 'quota'>,
  caller: Caller,
  count: number,
  admit: () => Promise<{ result: T, accepted: number }>,
  log: Pick<FastifyBaseLogger, 'warn'> | undefined
): Promise<T> {
  // a caller without a quota (most, operator keys always) goes on without a promise of its own
  const taken = count === 0 || caller.quota === undefined ? undefined : await deps.quota?.take(caller, count)
  if (taken === undefined) return (await admit()).result
  let accepted = 0
  try {
    const outcome = await admit()
    accepted = outcome.accepted
    return outcome.result
  } finally {
    if (accepted < count) {
      await taken.giveBack(count - accepted).catch((err: unknown) => { log?.warn({ err, tenant: caller.tenant }, 'quota not given back: the tenant is counted for operations not accepted') })
    }
  }
}

/**
 * The intake's answer turned into a job in the queue, for any job the api records (an operation, a registry
 * listing): `admit` until it stops answering `pending` (a concurrent request with the same Idempotency-Key), then
 * `enqueue` what it accepted as `jobId` (ADR 036 when that fails) or a stale claim's job. Returns the job's id (a
 * replay's is the one its key names), and whether this request is the one that accepted it.
 */
export async function admitThenEnqueue (
  deps: Pick<IntakeDeps, 'waitMs' | 'pollMs'>,
  jobId: string,
  admit: () => Promise<IntakeResult>,
  enqueue: (jobId: string) => Promise<void>,
  log: Pick<FastifyBaseLogger, 'warn'> | undefined
): Promise<{ jobId: string, accepted: boolean }> {
  const deadline = Date.now() + (deps.waitMs ?? 5000)
  for (;;) {
    const result = await admit()
    switch (result.kind) {
      case 'accepted':
        try {
          await enqueue(jobId)
        } catch (err) {
          const outcome = await afterFailedEnqueue(err, result.undo)
          if (outcome === 'withdrawn' || outcome === 'not sent') throw queueUnavailable(err)
          log?.warn({ err, jobId, outcome }, 'the enqueue failed but the job stands: answering 202')
        }
        return { jobId, accepted: true }
      case 'replay':
        return { jobId: result.jobId, accepted: false }
      case 'stale':
        // recorded but never enqueued (the api that accepted it died): BullMQ dedupes by job id
        await orQueueUnavailable(async () => { await enqueue(result.jobId) })
        return { jobId: result.jobId, accepted: false }
      case 'pending':
        if (Date.now() >= deadline) throw stillInProgress()
        await delay(deps.pollMs ?? 10)
    }
  }
}
