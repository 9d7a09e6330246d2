import type { Redis } from 'ioredis'
import { encodeJobRecord, idempotencyKey, jobRecordKey, luaScript, replies, topicMetaKey, usageArgs } from '@hcs/protocol'
import type { JobRecord, KeyScope } from '@hcs/protocol'
import { traceCarrier } from '@hcs/runtime/tracing'
import { AppError, orQueueUnavailable } from '../http/errors.js'
import { claimResult } from './intake.js'
import type { IntakeResult } from './intake.js'
import { intakeUndoScript, withdraw } from './intake-script.js'

// A registry listing in one atomic step (lua/intake/register-accept.lua): intake.lua's intake_claim (the
// Idempotency-Key, a record already under the id), the registry topic's halt, the record. It reserves nothing.
const registerAcceptScript = luaScript({
  name: 'hcsRegisterAccept',
  file: new URL('../../lua/intake/register-accept.lua', import.meta.url),
  keys: ['idem', 'record', 'topicMeta', 'queueJob'],
  args: ['fingerprint', 'recordJson', 'recordTtl', 'staleMs', 'usagePrefix', 'usageKeepDays', 'day'],
  reply: (raw) => {
    const [code = '', jobId] = replies.strings(raw)
    return { code, jobId }
  }
})

export interface RegisterIntakeOptions {
  redis: Redis
  keys: KeyScope
  recordTtlSeconds: number
  /** Redis key of the BullMQ job `jobId` on the topic's queue: a replay waits until the original request has enqueued it. */
  queueJobKey?: (topicId: string, jobId: string) => string
  /** A claim this old (ms) whose job was never enqueued (its api died) is taken over by a retry. */
  staleMs?: number
}

/** One registry listing to record: its job (on the registry topic) and, with an Idempotency-Key, the key. */
export interface RegisterIntakeRequest {
  jobId: string
  /** The registry topic: the job's, and its record's slot. */
  topicId: string
  record: JobRecord
  /** The API key's id, stored in the record: its webhooks would hear of the job. */
  owner?: string
  idempotency?: { scope: string, key: string, fingerprint: string }
}

/** Records a registry listing's job, or says why not; the same answers as the operations' intake (intake.ts). */
export type RegisterIntake = (request: RegisterIntakeRequest) => Promise<IntakeResult>

/** Characters of a request's fingerprint its record keeps (as intake-script.ts: lua/intake/intake.lua compares as many). */
const RECORD_FINGERPRINT_CHARS = 22

function topicHalted (topicId: string): AppError {
  return new AppError('TOPIC_HALTED', 503, 'Service Unavailable', {
    detail: `The registry topic ${topicId} is halted: the indexer confirms nothing on it until an operator clears the halt (GET /api/topics/{topicId}/status)`,
    headers: { 'retry-after': '30' }
  })
}

/** {@link RegisterIntake} on Redis: one script per listing, and the operations' undo when its enqueue fails. */
export function createRegisterIntake (options: RegisterIntakeOptions): RegisterIntake {
  const { redis, keys } = options
  registerAcceptScript.define(redis)
  intakeUndoScript.define(redis)
  return async (request) => {
    const { jobId, topicId, idempotency } = request
    const recordKey = jobRecordKey(keys, topicId, jobId)
    const queueJobKey = options.queueJobKey?.(topicId, jobId) ?? recordKey
    const fingerprint = idempotency?.fingerprint ?? ''
    const recordJson = encodeJobRecord(request.record, {
      owner: request.owner,
      traceparent: traceCarrier().traceparent,
      fingerprint: fingerprint === '' ? undefined : fingerprint.slice(0, RECORD_FINGERPRINT_CHARS)
    })
    const { code, jobId: otherJobId } = await orQueueUnavailable(async () => await registerAcceptScript.run(redis, {
      keys: {
        idem: idempotency === undefined ? recordKey : idempotencyKey(keys, topicId, idempotency.scope, idempotency.key),
        record: recordKey,
        topicMeta: topicMetaKey(keys, topicId),
        queueJob: queueJobKey
      },
      args: {
        fingerprint,
        recordJson,
        recordTtl: String(options.recordTtlSeconds),
        staleMs: String(options.staleMs ?? 30_000),
        ...usageArgs(keys, topicId),
        day: request.record.createdAt.slice(0, 10)
      }
    }))
    // nothing was reserved: an undo finds no reservation and only leaves the tombstone
    const result = claimResult(code, jobId, otherJobId, async () => await withdraw(redis, keys, { topicId, jobId, recordKey, queueJobKey }))
    if (result !== undefined) return result
    if (code === 'TOPIC_HALTED') throw topicHalted(topicId)
    throw new AppError('INTERNAL', 500, 'Internal Server Error', {
      detail: 'Internal Server Error', cause: new Error(`unexpected registry admission result ${code}`)
    })
  }
}
