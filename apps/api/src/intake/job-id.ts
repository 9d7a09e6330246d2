import { createHmac, randomBytes } from 'node:crypto'
import { topicJobId } from '@hcs/protocol'

/**
 * Longest job id this api hands out: a topic id (three numbers of up to 19 digits, 59 characters), `_`,
 * then `k` + 43 base64url = 104 characters. Earlier versions' ids named no topic (or embedded the
 * Idempotency-Key); they are answered 404.
 */
export const MAX_JOB_ID_LENGTH = 104

/** Longest job id `GET /api/jobs/{jobId}` accepts: every id ever handed out, including earlier versions'. */
export const MAX_JOB_ID_PARAM_LENGTH = 256

function randomJobId (topicId: string): string {
  return topicJobId(topicId, `j${randomBytes(16).toString('base64url')}`)
}

function keyed (secret: string, keyId: string, text: string): string {
  return `k${createHmac('sha256', secret).update(`${keyId}\n${text}`).digest('base64url')}`
}

/**
 * The job id of a request on `topicId`: `<topicId>_<id>` (ADR 027: the id names the topic whose slot holds
 * the record). With an Idempotency-Key `<id>` is `k` + HMAC-SHA256 under the server secret (KEY_HASH_SECRET)
 * of the API key's id and the Idempotency-Key (ADR 031): the same for every retry of the key under the same
 * API key on the same topic, and nobody without the secret can compute another key's ids. Without a key:
 * `j` + 128 random bits in base64url (22 characters: the id is in every key of the job, so it is kept short).
 * Never all digits and never a colon (BullMQ rejects both).
 */
export function jobIdFor (secret: string, topicId: string, keyId: string, idempotencyKey: string | undefined): string {
  if (idempotencyKey === undefined) return randomJobId(topicId)
  return topicJobId(topicId, keyed(secret, keyId, idempotencyKey))
}

/**
 * The job id of operation `index` of a batch sent with an Idempotency-Key: the HMAC of `key#index`.
 * A key never holds `#`, so no single request's key derives the same id.
 */
export function batchJobIdFor (secret: string, topicId: string, keyId: string, idempotencyKey: string | undefined, index: number): string {
  if (idempotencyKey === undefined) return randomJobId(topicId)
  return topicJobId(topicId, keyed(secret, keyId, `${idempotencyKey}#${index}`))
}
