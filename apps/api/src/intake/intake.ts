import { hash } from 'node:crypto'
import type { JobRecord, Operation } from '@hcs/protocol'
import { AppError } from '../http/errors.js'

export interface IntakeRequest {
  jobId: string
  operation: Operation
  topicId: string
  /** The record to create (status `queued`). */
  record: JobRecord
  /** The API key's id, stored in the record (not shown by GET): its webhooks hear of the job. */
  owner?: string
  /** The caller's tenant: the record's owner, and who may write the ticker. */
  tenant: string
  /** An operator key: may write every tenant's tickers. */
  anyTicker: boolean
  /** Its tenant's own backlog ceiling per topic (ADR 045); absent: the intake's TENANT_MAX_BACKLOG. */
  tenantMaxBacklog?: number
  /**
   * The account that pays for (and signs) the message: a holder's own transaction (signed/) debits its
   * payer on any topic. Absent: the operator, so a debit of another account needs a private topic.
   */
  payer?: string
  /** Present when the request carries an Idempotency-Key; `scope` is the API key's id. */
  idempotency?: { scope: string, key: string, fingerprint: string }
}

export type IntakeResult =
  /**
   * Admitted and recorded: enqueue now. If the enqueue fails, `undo` withdraws the request, unless
   * BullMQ holds its job after all ('enqueued': the add reached Redis, only its answer was lost).
   */
  | { kind: 'accepted', undo: () => Promise<'withdrawn' | 'enqueued'> }
  /** The key already names this job, enqueued: answer its 202 again. */
  | { kind: 'replay', jobId: string }
  /** Another request holds the key and has not enqueued yet: ask again shortly. */
  | { kind: 'pending' }
  /** The key's job was recorded long ago but never enqueued (its api died): enqueue it, then replay. */
  | { kind: 'stale', jobId: string }

/**
 * Everything before the enqueue, in one atomic step on Redis (intake-script.ts): idempotency lookup,
 * ledger admission (reservation), job record and idempotency answer. Refusals are thrown as AppErrors;
 * Redis failures as 503 QUEUE_UNAVAILABLE. Tests without Redis inject a fake of this one interface.
 */
export type Intake = (request: IntakeRequest) => Promise<IntakeResult>

/**
 * sha256 over the canonical (normalised) request, so `"100"` and `100` are the same body; base64url
 * (43 characters, not 64 hex) keeps each stored idempotency entry in a smaller allocation. Node's one-shot
 * `crypto.hash` (no Hash object) costs a fraction of createHash's for a string this short.
 */
export function fingerprintOf (value: unknown): string {
  return hash('sha256', JSON.stringify(value), 'base64url')
}

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

/**
 * What the claim of a request's Idempotency-Key and record (Lua's intake_claim, shared by operations and listings)
 * answered, for its caller: accepted (with `undo` for a failed enqueue), a replay, a stale or pending claim; a key
 * used elsewhere or reused throws; any other code is a refusal the caller explains (undefined).
 */
export function claimResult (code: string, jobId: string, otherJobId: string | undefined, undo: () => Promise<'withdrawn' | 'enqueued'>): IntakeResult | undefined {
  switch (code) {
    case 'OK':
      return { kind: 'accepted', undo }
    case 'REPLAY':
      return { kind: 'replay', jobId: otherJobId ?? jobId }
    case 'STALE':
      return { kind: 'stale', jobId: otherJobId ?? jobId }
    case 'PENDING':
      return { kind: 'pending' }
    case 'MISMATCH':
      throw keyUsedElsewhere()
    case 'KEY_REUSED':
      throw keyReused()
  }
  return undefined
}

/** A concurrent request with the same Idempotency-Key has not enqueued its job within the wait. */
export function stillInProgress (): AppError {
  return new AppError('QUEUE_UNAVAILABLE', 503, 'Service Unavailable', {
    detail: 'A request with this Idempotency-Key is still in progress; retry later',
    headers: { 'retry-after': '1' }
  })
}
