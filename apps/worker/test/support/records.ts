import type { Redis } from 'ioredis'
import { buildMessage, encodeQueuedJobRecord, jobRecordKey, type KeyScope, type Operation } from '@hcs/protocol'

/**
 * What the api writes when it accepts `operation` as job `jobId` (its queued-form record, ADR 042), which the
 * job reads its message and request id from. Returns the message.
 */
export async function writeQueuedRecord (redis: Redis, keys: KeyScope, topicId: string, jobId: string, operation: Operation, requestId: string): Promise<string> {
  const message = buildMessage(operation)
  const now = new Date().toISOString()
  const text = encodeQueuedJobRecord({ jobId, status: 'queued', op: operation.op, ticker: operation.tick, topicId, message, requestId, attempts: 0, createdAt: now, updatedAt: now })
  // the form the api writes, not the long one a writer after it leaves
  if (!text.startsWith('["3",')) throw new Error(`not a queued-form record: ${text}`)
  await redis.set(jobRecordKey(keys, topicId, jobId), text, 'EX', 600)
  return message
}
