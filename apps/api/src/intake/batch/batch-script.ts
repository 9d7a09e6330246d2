import { idempotencyKey, jobRecordKey, luaScript, replies, reservationKey, topicKey } from '@hcs/protocol'
import type { Operation } from '@hcs/protocol'
import { orQueueUnavailable } from '../../http/errors.js'
import type { AppError } from '../../http/errors.js'
import type { IntakeRequest } from '../intake.js'
import { keyUsedElsewhere } from '../intake.js'
import { acceptArguments, packOperations } from '../intake-script.js'
import type { ScriptIntakeOptions } from '../intake-script.js'
import { refusalExplainer } from '../refusals.js'

// A whole batch in one atomic step (lua/batch-accept.lua): the batch's idempotency entry, then the single
// route's own intake_accept once per operation, in order; atomic batches undo what they reserved at the
// first refusal, inside this same step. The named keys and arguments are the batch's; the operations follow
// them in packOperations' layout (ADR 042).
const batchAcceptScript = luaScript({
  name: 'hcsBatchAccept',
  file: new URL('../../../lua/batch-accept.lua', import.meta.url),
  keys: ['idem'],
  args: ['entry', 'fingerprint', 'idemTtl', 'atomic'],
  moreKeys: true,
  moreArgs: true,
  reply: replies.strings
})

// Withdraws accepted operations whose enqueue failed unless BullMQ holds them (ADR 036): record, reservation
// and BullMQ job key per operation follow `idem`.
const batchUndoScript = luaScript({
  name: 'hcsBatchUndo',
  file: new URL('../../../lua/batch-undo.lua', import.meta.url),
  keys: ['idem'],
  args: ['dropEntry', 'at'],
  moreKeys: true,
  reply: replies.strings
})

export interface BatchIntakeRequest {
  /** The one topic of every request (a batch's script runs in its topic's slot, ADR 027). */
  topicId: string
  /** The operations that passed their schema, in order; their records carry `queued`. */
  requests: IntakeRequest[]
  atomic: boolean
  /** The batch's Idempotency-Key (`scope` = the API key's id). */
  idempotency?: { scope: string, key: string, fingerprint: string }
}

type BatchIntakeResult =
  /** Per request: 'OK' (recorded and reserved: enqueue it) or the refusal code. */
  | { kind: 'done', codes: string[] }
  /** Atomic batch: request `index` (0-based) was refused with `code`; nothing was written. */
  | { kind: 'refused', index: number, code: string }
  /** The key already answered this batch (codes of that answer), enqueued. */
  | { kind: 'replay', codes: string[] }
  /** The key's batch was recorded long ago but never enqueued (its api died): enqueue the 'OK' ones, then replay. */
  | { kind: 'stale', codes: string[] }
  /** Another request holds the key and has not enqueued yet. */
  | { kind: 'pending' }

export interface BatchIntake {
  accept: (batch: BatchIntakeRequest) => Promise<BatchIntakeResult>
  /**
   * Withdraws accepted requests whose enqueue failed, except those BullMQ holds after all (ADR 036); the batch's
   * Idempotency-Key is freed when every one was withdrawn. Returns the job ids withdrawn.
   */
  undo: (batch: BatchIntakeRequest, requests: IntakeRequest[]) => Promise<Set<string>>
  /** The problem answering a refusal code (detail names the numbers involved). */
  explain: (code: string, operation: Operation, topicId: string) => Promise<AppError>
}

function codesOf (entry: string | undefined): string[] {
  const parsed = JSON.parse(entry ?? '{}') as { codes?: unknown }
  return Array.isArray(parsed.codes) ? parsed.codes.map(String) : []
}

/** The batch intake on Redis: one EVALSHA per batch, whatever its size. */
export function createBatchIntake (options: ScriptIntakeOptions): BatchIntake {
  const { redis, keys: scope } = options
  batchAcceptScript.define(redis)
  batchUndoScript.define(redis)
  // Without an Idempotency-Key the script still takes a key there: one that nothing ever writes.
  const idemKeyOf = (batch: BatchIntakeRequest): string =>
    batch.idempotency === undefined
      ? `${topicKey(scope, batch.topicId)}:idem-none`
      : idempotencyKey(scope, batch.topicId, batch.idempotency.scope, batch.idempotency.key)

  return {
    async accept (batch) {
      const { requests, idempotency } = batch
      const packed = packOperations(requests.map((request) => {
        const recordKey = jobRecordKey(scope, request.topicId, request.jobId)
        return acceptArguments(options, request, {
          idemKey: recordKey, entry: '', fingerprint: '', queueJobKey: options.queueJobKey?.(request.topicId, request.jobId) ?? recordKey, recordKey
        })
      }))
      const reply = await orQueueUnavailable(async () => await batchAcceptScript.run(redis, {
        keys: { idem: idemKeyOf(batch) },
        args: {
          entry: idempotency === undefined ? '' : JSON.stringify({ fingerprint: idempotency.fingerprint, status: 207 }),
          fingerprint: idempotency?.fingerprint ?? '',
          idemTtl: String(options.idempotencyTtlSeconds),
          atomic: batch.atomic ? '1' : '0'
        },
        moreKeys: packed.keys,
        moreArgs: packed.args
      }))
      switch (reply[0]) {
        case 'OK':
          return { kind: 'done', codes: reply.slice(1) }
        case 'REFUSED':
          return { kind: 'refused', index: Number(reply[1]) - 1, code: reply[2] ?? 'INTERNAL' }
        case 'REPLAY':
          return { kind: 'replay', codes: codesOf(reply[1]) }
        case 'STALE':
          return { kind: 'stale', codes: codesOf(reply[1]) }
        case 'PENDING':
          return { kind: 'pending' }
      }
      throw keyUsedElsewhere()
    },
    async undo (batch, requests) {
      const moreKeys: string[] = []
      for (const { topicId, jobId } of requests) {
        const recordKey = jobRecordKey(scope, topicId, jobId)
        moreKeys.push(recordKey, reservationKey(scope, topicId, jobId), options.queueJobKey?.(topicId, jobId) ?? recordKey)
      }
      const withdrawn = await batchUndoScript.run(redis, {
        keys: { idem: idemKeyOf(batch) },
        args: { dropEntry: batch.idempotency !== undefined && requests.length === batch.requests.length ? '1' : '0', at: new Date().toISOString() },
        moreKeys
      })
      return new Set(requests.filter((_, i) => withdrawn[i] === '1').map((r) => r.jobId))
    },
    explain: refusalExplainer(redis, scope, options.operatorId)
  }
}
