import { createHmac, randomBytes } from 'node:crypto'
import { topicJobId } from '@hcs/protocol'

/**
 * Longest job id this api hands out: a topic id (three numbers of up to 19 digits, 59 characters), `_`,
 * then `k` + 43 base64url = 104 characters.
 */
export const MAX_JOB_ID_LENGTH = 104

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
 * The job ids of a batch's operations: `id(topicId, index)` for operation `index` (0-based, of at most `count`). With
 * an Idempotency-Key `<id>` is the HMAC of `key#index` (a key never holds `#`, so no single request's key derives
 * the same id); without, 128 random bits as {@link jobIdFor}'s, drawn for the whole batch in one call into the
 * random source (not one per operation).
 */
export function batchJobIds (secret: string, keyId: string, idempotencyKey: string | undefined, count: number): (topicId: string, index: number) => string {
  if (idempotencyKey !== undefined) return (topicId, index) => topicJobId(topicId, keyed(secret, keyId, `${idempotencyKey}#${index}`))
  let random: Buffer | undefined
  return (topicId, index) => {
    if (index < 0 || index >= count) throw new RangeError(`operation ${index} of a batch of ${count}`)
    random ??= randomBytes(16 * count)
    return topicJobId(topicId, `j${random.toString('base64url', 16 * index, 16 * index + 16)}`)
  }
}
