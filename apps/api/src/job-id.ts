import { createHash, randomUUID } from 'node:crypto'

/**
 * Longest job id this api hands out: `k` + 16 hex + `-` + 43 base64url = 61 characters. Earlier versions
 * embedded the Idempotency-Key (up to 203 characters); their records may still be read.
 */
export const MAX_JOB_ID_LENGTH = 61

/** Longest job id `GET /api/jobs/{jobId}` accepts: every id ever handed out, including earlier versions'. */
export const MAX_JOB_ID_PARAM_LENGTH = 256

/**
 * The job id of a request. With an Idempotency-Key it is derived, never embedded: `k<keyId>-<sha256(key)>`
 * (base64url), so it has a fixed length whatever the key, is the same for every retry of the key under
 * the same API key, and names neither. Without a key: `job-<uuid>`. Never all digits and never a colon
 * (BullMQ rejects both).
 */
export function jobIdFor (keyId: string, idempotencyKey: string | undefined): string {
  if (idempotencyKey === undefined) return `job-${randomUUID()}`
  return `k${keyId}-${createHash('sha256').update(idempotencyKey).digest('base64url')}`
}

/**
 * The job id of operation `index` of a batch sent with an Idempotency-Key: `k<keyId>-<sha256(key#index)>`.
 * A key never holds `#`, so no single request's key derives the same id.
 */
export function batchJobIdFor (keyId: string, idempotencyKey: string | undefined, index: number): string {
  if (idempotencyKey === undefined) return `job-${randomUUID()}`
  return `k${keyId}-${createHash('sha256').update(`${idempotencyKey}#${index}`).digest('base64url')}`
}
