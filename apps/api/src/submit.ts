import { randomUUID } from 'node:crypto'
import { buildMessage, checkMessageSize, sanitizeJobId } from '@hcs/protocol'
import type { JobRecord, Operation } from '@hcs/protocol'
import { AppError, queueUnavailable } from './errors.js'
import type { IdempotencyStore } from './idempotency.js'
import { fingerprintOf } from './idempotency.js'
import type { JobStore } from './job-store.js'
import type { SubmitQueue } from './queue.js'
import type { Accepted } from './routes/schemas.js'

/** Reserved by a successful admission; released when the job could not be enqueued after all. */
export interface Admission {
  release: () => Promise<void>
}

/**
 * Ledger checks seam: called right before a job is written and enqueued. Throw an AppError
 * (TICKER_EXISTS, SUPPLY_EXCEEDED, …) to refuse. The default admits everything (field checks only).
 */
export type AdmitOperation = (operation: Operation, topicId: string, jobId: string) => Promise<Admission>

export const admitAll: AdmitOperation = async () => ({ release: async () => {} })

export interface SubmitDeps {
  topics: ReadonlySet<string>
  defaultTopicId: string
  jobs: JobStore
  queue: SubmitQueue
  idempotency: IdempotencyStore<Accepted>
  admit: AdmitOperation
}

export interface SubmitInput {
  operation: Operation
  /** `topic_id` from the body, when given. */
  topicId: string | undefined
  keyId: string
  idempotencyKey: string | undefined
  requestId: string
}

/** Turns Redis failures into 503 QUEUE_UNAVAILABLE; AppErrors pass through. */
async function redisStep<T> (step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (err) {
    throw err instanceof AppError ? err : queueUnavailable(err)
  }
}

function resolveTopic (deps: SubmitDeps, requested: string | undefined): string {
  const topicId = requested ?? deps.defaultTopicId
  if (!deps.topics.has(topicId)) {
    throw new AppError('TOPIC_NOT_ALLOWED', 403, 'Forbidden', { detail: `Topic ${topicId} is not managed by this service` })
  }
  return topicId
}

export function jobIdFor (keyId: string, idempotencyKey: string | undefined): string {
  // Never all digits and never a colon: BullMQ rejects both. Scoped by API key like the idempotency key.
  return idempotencyKey === undefined ? `job-${randomUUID()}` : `k${keyId}-${sanitizeJobId(idempotencyKey)}`
}

/** Writes the job record (queued), then adds the BullMQ job; undoes the record and admission on failure. */
async function enqueue (deps: SubmitDeps, accepted: Accepted, operation: Operation, requestId: string): Promise<void> {
  const admission = await deps.admit(operation, accepted.topicId, accepted.jobId)
  const now = new Date().toISOString()
  const record: JobRecord = {
    jobId: accepted.jobId,
    status: 'queued',
    op: operation.op,
    ticker: operation.tick,
    topicId: accepted.topicId,
    message: accepted.message,
    requestId,
    attempts: 0,
    createdAt: now,
    updatedAt: now
  }
  let created = false
  try {
    created = await redisStep(async () => await deps.jobs.create(record))
    if (!created) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, 'Unprocessable Content', {
        detail: 'This Idempotency-Key already identifies an earlier job'
      })
    }
    await redisStep(async () => await deps.queue.enqueue({ v: 1, requestId, topicId: accepted.topicId, operation }, accepted.jobId))
  } catch (err) {
    if (created) await deps.jobs.remove(accepted.jobId).catch(() => {})
    await admission.release().catch(() => {})
    throw err
  }
}

/**
 * The POST flow shared by the four operations: topic check, message build and size check,
 * idempotency claim, admission, record + enqueue. Returns the 202 body.
 */
export async function submitOperation (deps: SubmitDeps, input: SubmitInput): Promise<Accepted> {
  const { operation, keyId, idempotencyKey, requestId } = input
  const topicId = resolveTopic(deps, input.topicId)
  const message = buildMessage(operation)
  const size = checkMessageSize(message)
  if (!size.ok) {
    throw new AppError('MESSAGE_TOO_LARGE', 422, 'Unprocessable Content', {
      detail: `The HCS-20 message would be ${size.bytes} bytes; the limit is 1024`
    })
  }
  const jobId = jobIdFor(keyId, idempotencyKey)
  const accepted: Accepted = {
    jobId, status: 'queued', op: operation.op, ticker: operation.tick, topicId, message, links: { self: `/api/jobs/${jobId}` }
  }
  if (idempotencyKey === undefined) {
    await enqueue(deps, accepted, operation, requestId)
    return accepted
  }

  const fingerprint = fingerprintOf({ topicId, operation })
  const claim = await redisStep(async () => await deps.idempotency.claim(keyId, idempotencyKey, fingerprint))
  if (claim.kind === 'replay') return claim.body
  if (claim.kind === 'mismatch') {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, 'Unprocessable Content', {
      detail: 'This Idempotency-Key was used with a different request'
    })
  }
  if (claim.kind === 'in-progress') {
    throw new AppError('QUEUE_UNAVAILABLE', 503, 'Service Unavailable', {
      detail: 'A request with this Idempotency-Key is still in progress; retry later',
      headers: { 'retry-after': '1' }
    })
  }
  try {
    await enqueue(deps, accepted, operation, requestId)
  } catch (err) {
    // a refused or failed request must not burn the key: the client may retry with it
    await deps.idempotency.release(keyId, idempotencyKey).catch(() => {})
    throw err
  }
  await deps.idempotency.complete(keyId, idempotencyKey, fingerprint, accepted).catch(() => {})
  return accepted
}
