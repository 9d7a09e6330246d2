import { createHash, randomUUID } from 'node:crypto'
import { topicJobId } from '@hcs/protocol'

/**
 * Longest job id this api hands out: a topic id (three numbers of up to 19 digits, 59 characters), `_`,
 * then `k` + 16 hex + `-` + 43 base64url = 121 characters. Earlier versions' ids named no topic (or
 * embedded the Idempotency-Key); they are answered 404.
 */
export const MAX_JOB_ID_LENGTH = 121

/** Longest job id `GET /api/jobs/{jobId}` accepts: every id ever handed out, including earlier versions'. */
export const MAX_JOB_ID_PARAM_LENGTH = 256

/**
 * The job id of a request on `topicId`: `<topicId>_<id>` (ADR 027: the id names the topic whose slot holds
 * the record). With an Idempotency-Key `<id>` is derived, never embedded: `k<keyId>-<sha256(key)>`
 * (base64url), so it is the same for every retry of the key under the same API key on the same topic, and
 * names neither. Without a key: `job-<uuid>`. Never all digits and never a colon (BullMQ rejects both).
 */
export function jobIdFor (topicId: string, keyId: string, idempotencyKey: string | undefined): string {
  if (idempotencyKey === undefined) return topicJobId(topicId, `job-${randomUUID()}`)
  return topicJobId(topicId, `k${keyId}-${createHash('sha256').update(idempotencyKey).digest('base64url')}`)
}

/**
 * The job id of operation `index` of a batch sent with an Idempotency-Key: `<topicId>_k<keyId>-<sha256(key#index)>`.
 * A key never holds `#`, so no single request's key derives the same id.
 */
export function batchJobIdFor (topicId: string, keyId: string, idempotencyKey: string | undefined, index: number): string {
  if (idempotencyKey === undefined) return topicJobId(topicId, `job-${randomUUID()}`)
  return topicJobId(topicId, `k${keyId}-${createHash('sha256').update(`${idempotencyKey}#${index}`).digest('base64url')}`)
}
