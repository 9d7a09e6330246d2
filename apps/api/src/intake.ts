import type { JobRecord, Operation } from '@hcs/protocol'
import { AppError, queueUnavailable } from './errors.js'
import type { IdempotencyStore } from './idempotency.js'
import type { JobStore } from './job-store.js'

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

/** What the idempotency store keeps per key: the job it named (the 202 is rebuilt from the request). */
export interface IdempotentAnswer {
  jobId: string
}

export interface IntakeRequest {
  jobId: string
  operation: Operation
  topicId: string
  /** The record to create (status `queued`). */
  record: JobRecord
  /** The API key's id, stored in the record (not shown by GET): its webhooks hear of the job. */
  owner?: string
  /** Present when the request carries an Idempotency-Key; `scope` is the API key's id. */
  idempotency?: { scope: string, key: string, fingerprint: string }
}

export type IntakeResult =
  /** Claimed, admitted and recorded: enqueue now, then `settle`; `undo` if the enqueue fails. */
  | { kind: 'accepted', undo: () => Promise<void>, settle: () => Promise<void> }
  /** The key already names this job, enqueued: answer its 202 again. */
  | { kind: 'replay', jobId: string }
  /** Another request holds the key and has not enqueued yet: ask again shortly. */
  | { kind: 'pending' }
  /** The key's job was recorded long ago but never enqueued (its api died): enqueue it, then replay. */
  | { kind: 'stale', jobId: string }

/**
 * Everything before the enqueue: idempotency claim, ledger admission, job record and the idempotency
 * answer. Refusals are thrown as AppErrors; Redis failures as 503 QUEUE_UNAVAILABLE.
 */
export type Intake = (request: IntakeRequest) => Promise<IntakeResult>

export function keyUsedElsewhere (): AppError {
  return new AppError('IDEMPOTENCY_KEY_REUSED', 422, 'Unprocessable Content', {
    detail: 'This Idempotency-Key was used with a different request'
  })
}

export function keyReused (): AppError {
  return new AppError('IDEMPOTENCY_KEY_REUSED', 422, 'Unprocessable Content', {
    detail: 'This Idempotency-Key already identifies an earlier job'
  })
}

/** Turns Redis failures into 503 QUEUE_UNAVAILABLE; AppErrors pass through. */
async function redisStep<T> (step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (err) {
    throw err instanceof AppError ? err : queueUnavailable(err)
  }
}

export interface ComposedIntakeOptions {
  jobs: JobStore
  admit: AdmitOperation
  idempotency: IdempotencyStore<IdempotentAnswer>
}

/**
 * The intake as separate steps over injected collaborators (a custom `admit`, fake stores in tests):
 * claim (waits for a concurrent holder), admit, create the record; `settle` stores the answer.
 * The api on Redis uses the one-script intake (intake-script.ts) instead.
 */
export function createComposedIntake ({ jobs, admit, idempotency }: ComposedIntakeOptions): Intake {
  return async ({ jobId, operation, topicId, record, idempotency: idem }) => {
    if (idem !== undefined) {
      const claim = await redisStep(async () => await idempotency.claim(idem.scope, idem.key, idem.fingerprint))
      if (claim.kind === 'replay') return { kind: 'replay', jobId: claim.body.jobId }
      if (claim.kind === 'mismatch') throw keyUsedElsewhere()
      if (claim.kind === 'in-progress') {
        throw new AppError('QUEUE_UNAVAILABLE', 503, 'Service Unavailable', {
          detail: 'A request with this Idempotency-Key is still in progress; retry later',
          headers: { 'retry-after': '1' }
        })
      }
    }
    // a refused or failed request must not burn the key: the client may retry with it
    const releaseKey = async () => {
      if (idem !== undefined) await idempotency.release(idem.scope, idem.key).catch(() => {})
    }
    let admission: Admission
    try {
      admission = await admit(operation, topicId, jobId)
    } catch (err) {
      await releaseKey()
      throw err
    }
    let created = false
    try {
      created = await redisStep(async () => await jobs.create(record))
      if (!created) throw keyReused()
    } catch (err) {
      await admission.release().catch(() => {})
      await releaseKey()
      throw err
    }
    return {
      kind: 'accepted',
      undo: async () => {
        await jobs.remove(jobId).catch(() => {})
        await admission.release().catch(() => {})
        await releaseKey()
      },
      settle: async () => {
        if (idem !== undefined) await idempotency.complete(idem.scope, idem.key, idem.fingerprint, { jobId }).catch(() => {})
      }
    }
  }
}
