import {
  RESERVATION_TOTALS_KEYS, idempotencyKey, jobRecordKey, luaScript, queuedJobRecordEncoder, replies, reservationKey, reservationTotalsKeys, topicKey, usageArgs
} from '@hcs/protocol'
import type { Operation } from '@hcs/protocol'
import { traceCarrier } from '@hcs/runtime/tracing'
import { orQueueUnavailable } from '../../http/errors.js'
import type { AppError } from '../../http/errors.js'
import { keyUsedElsewhere } from '../intake.js'
import { PACKED_LAYOUT, tickerKeysOf, topicKeysOf } from '../intake-script.js'
import type { AcceptArg, AcceptKey, ScriptIntakeOptions } from '../intake-script.js'
import { debitedAccount, needsPrivateTopic, refusalExplainer } from '../refusals.js'
import { DEFAULT_TENANT } from '../../access/auth.js'

/**
 * How a batch sends its operations: what the operations share once (the topic's keys, each ticker's keys and tick,
 * the TTL, the admission time and the caller's tenancy), then per operation only what is its own: 3 keys and 3
 * arguments (its small fields in one), where a group's packed operation (ADR 042) sends 4 and 15. A batch
 * operation's idempotency key is its record key and its fingerprint '' (the batch's entry remembers the
 * Idempotency-Key). The one definition of the layout: lua/intake/batch/batch-accept.lua and batch-undo.lua get
 * these lists as their `BATCH_*` tables (`-- layout: batch`) and rebuild each operation's keys and arguments of
 * intake_accept by these names.
 */
export const BATCH_LAYOUT = {
  // the topic's and each ticker's keys as a group sends them: packBatch takes them from the same cache
  topicKeys: PACKED_LAYOUT.topicKeys,
  tickerKeys: PACKED_LAYOUT.tickerKeys,
  operationKeys: ['record', 'reservation', 'queueJob'],
  sharedArgs: ['recordTtl', 'staleMs', 'at', 'tenant', 'anyTicker', 'tenantMaxBacklog', 'usagePrefix', 'usageKeepDays', 'day'],
  tickerArgs: ['tick'],
  operationArgs: ['jobId', 'recordJson', 'fields'],
  // `fields`: these, joined by single spaces (none of them can hold a space: a number, an op, canonical amounts and an
  // account id, '1'/'0'; an absent one is '')
  operationFields: ['ticker', 'op', 'amt', 'account', 'max', 'lim', 'debitNeedsPrivate']
} as const satisfies { [P in 'topicKeys' | 'tickerKeys' | 'operationKeys']: readonly AcceptKey[] } & { [P in 'sharedArgs' | 'tickerArgs']: readonly AcceptArg[] }
  & { operationArgs: readonly string[], operationFields: ReadonlyArray<AcceptArg | 'ticker'> }

// A whole batch in one atomic step (lua/intake/batch/batch-accept.lua): the batch's idempotency entry, then the single
// route's own intake_accept once per operation, in order; atomic batches undo what they reserved at the
// first refusal, inside this same step. The named keys and arguments are the batch's; the operations follow
// them in BATCH_LAYOUT (ADR 012).
const batchAcceptScript = luaScript({
  name: 'hcsBatchAccept',
  file: new URL('../../../lua/intake/batch/batch-accept.lua', import.meta.url),
  keys: ['idem'],
  args: ['fingerprint', 'idemTtl', 'atomic'],
  moreKeys: true,
  moreArgs: true,
  layouts: { batch: BATCH_LAYOUT },
  reply: replies.strings
})

type Part<P extends keyof typeof BATCH_LAYOUT> = Record<typeof BATCH_LAYOUT[P][number], string>

/** Pushes an operation's keys (the BullMQ job's is the record's without a queue) as accept and undo send them. */
function pushOperationKeys (out: string[], options: ScriptIntakeOptions, topicId: string, jobId: string): void {
  const record = jobRecordKey(options.keys, topicId, jobId)
  const keys: Part<'operationKeys'> = { record, reservation: reservationKey(options.keys, topicId, jobId), queueJob: options.queueJobKey?.(topicId, jobId) ?? record }
  for (const name of BATCH_LAYOUT.operationKeys) out.push(keys[name])
}

/**
 * The KEYS and ARGV (after the script's own) of a batch's operations in {@link BATCH_LAYOUT}. What the operations
 * share (keys of the topic and its tickers, the caller, the records' request id, creation time and trace context, the
 * admission time) is computed once; per operation its keys, its record (queuedJobRecordEncoder: only its message is
 * encoded) and its fields.
 */
export function packBatch (options: ScriptIntakeOptions, batch: Omit<BatchIntakeRequest, 'atomic' | 'idempotency'>, at: number): { keys: string[], args: string[] } {
  const { keys: scope, operatorId } = options
  const { topicId, requests, tenant, anyTicker } = batch
  const maxBacklog = batch.tenantMaxBacklog ?? options.tenantMaxBacklog
  if (requests.length === 0) return { keys: [], args: [] }
  const topic = topicKeysOf(scope, topicId)
  const keys: string[] = [...topic.packed]
  const shared: Part<'sharedArgs'> = {
    recordTtl: String(options.recordTtlSeconds),
    staleMs: String(options.staleMs ?? 30_000),
    at: String(at),
    tenant,
    anyTicker: anyTicker ? '1' : '0',
    tenantMaxBacklog: anyTicker || maxBacklog === undefined ? '' : String(maxBacklog),
    ...topic.usage,
    day: new Date(batch.createdAt).toISOString().slice(0, 10)
  }
  const tickers = new Map<string, string>()
  const tickArgs: string[] = []
  for (const { operation: { tick } } of requests) {
    if (tickers.has(tick)) continue
    tickers.set(tick, String(tickers.size + 1))
    const tickerArgs: Part<'tickerArgs'> = { tick }
    keys.push(...tickerKeysOf(scope, topic, topicId, tick).packed)
    tickArgs.push(...BATCH_LAYOUT.tickerArgs.map((name) => tickerArgs[name]))
  }
  const args: string[] = [String(tickers.size), String(requests.length), ...BATCH_LAYOUT.sharedArgs.map((name) => shared[name]), ...tickArgs]
  const recordOf = queuedJobRecordEncoder({ requestId: batch.requestId, createdAt: batch.createdAt }, {
    owner: batch.owner,
    tenant: tenant === DEFAULT_TENANT ? undefined : tenant,
    traceparent: traceCarrier().traceparent,
    fingerprint: undefined
  })
  // a batch debits for the operator (no holder-signed operations): a debit of another account needs a private topic
  const payer = operatorId
  for (const { jobId, operation, message } of requests) {
    pushOperationKeys(keys, options, topicId, jobId)
    const from = debitedAccount(operation)
    const deploy = operation.op === 'deploy'
    const fields: Part<'operationFields'> = {
      ticker: tickers.get(operation.tick) as string,
      op: operation.op,
      amt: deploy ? '' : operation.amt,
      account: from ?? '',
      max: deploy ? operation.max : '',
      lim: deploy ? operation.lim ?? '' : '',
      debitNeedsPrivate: needsPrivateTopic(from, payer) ? '1' : '0'
    }
    let joined = ''
    for (let i = 0; i < BATCH_LAYOUT.operationFields.length; i++) joined += (i === 0 ? '' : ' ') + fields[BATCH_LAYOUT.operationFields[i] as keyof typeof fields]
    const own: Part<'operationArgs'> = { jobId, recordJson: recordOf(message), fields: joined }
    for (const name of BATCH_LAYOUT.operationArgs) args.push(own[name])
  }
  return { keys, args }
}

// Withdraws accepted operations whose enqueue failed unless BullMQ holds them (ADR 036): record, reservation
// and BullMQ job key per operation follow `idem`.
const batchUndoScript = luaScript({
  name: 'hcsBatchUndo',
  file: new URL('../../../lua/intake/batch/batch-undo.lua', import.meta.url),
  keys: ['idem', ...RESERVATION_TOTALS_KEYS],
  args: ['dropEntry', 'at', 'usagePrefix', 'usageKeepDays'],
  moreKeys: true,
  layouts: { batch: BATCH_LAYOUT },
  reply: replies.strings
})

/** One operation of a batch as the batch intake takes it (what its operations share is the batch's). */
export interface BatchOperation {
  jobId: string
  operation: Operation
  /** Its HCS-20 message (its record holds it). */
  message: string
}

/** What every operation of a batch shares: one caller's, one request's. */
interface BatchShared {
  /** The API key's id, stored in each record (not shown by GET): its webhooks hear of the jobs. */
  owner?: string
  /** The caller's tenant: the records' owner, and who may write the tickers (ADR 031). */
  tenant: string
  /** An operator key: may write every tenant's tickers. */
  anyTicker: boolean
  /** Its tenant's own backlog ceiling per topic (ADR 045); absent: the intake's TENANT_MAX_BACKLOG. */
  tenantMaxBacklog?: number
  /** The request's id, in each record. */
  requestId: string
  /** When the records are created (epoch ms; one time for all). */
  createdAt: number
}

export interface BatchIntakeRequest extends BatchShared {
  /** The one topic of every request (a batch's script runs in its topic's slot, ADR 027). */
  topicId: string
  /** The operations that passed their schema, in order; their records carry `queued`. */
  requests: BatchOperation[]
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
  undo: (batch: BatchIntakeRequest, requests: BatchOperation[]) => Promise<Set<string>>
  /** The problem answering a refusal code (detail names the numbers involved). */
  explain: (code: string, operation: Operation, topicId: string) => Promise<AppError>
}

/** The codes of an earlier answer from the entry's `count` and `refused` ('<index> <code>' pairs, 1-based). */
export function codesOf (count: string | undefined, refused: string | undefined): string[] {
  const codes = new Array<string>(Number(count ?? 0)).fill('OK')
  const parts = refused === undefined || refused === '' ? [] : refused.split(' ')
  for (let i = 0; i + 1 < parts.length; i += 2) codes[Number(parts[i]) - 1] = parts[i + 1] as string
  return codes
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
      const { idempotency } = batch
      const packed = packBatch(options, batch, Date.now())
      const reply = await orQueueUnavailable(async () => await batchAcceptScript.run(redis, {
        keys: { idem: idemKeyOf(batch) },
        args: {
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
          return { kind: 'replay', codes: codesOf(reply[1], reply[2]) }
        case 'STALE':
          return { kind: 'stale', codes: codesOf(reply[1], reply[2]) }
        case 'PENDING':
          return { kind: 'pending' }
      }
      throw keyUsedElsewhere()
    },
    async undo (batch, requests) {
      const moreKeys: string[] = []
      for (const { jobId } of requests) pushOperationKeys(moreKeys, options, batch.topicId, jobId)
      const withdrawn = await batchUndoScript.run(redis, {
        keys: { idem: idemKeyOf(batch), ...reservationTotalsKeys(scope, batch.topicId) },
        args: {
          dropEntry: batch.idempotency !== undefined && requests.length === batch.requests.length ? '1' : '0',
          at: new Date().toISOString(),
          ...usageArgs(scope, batch.topicId)
        },
        moreKeys
      })
      return new Set(requests.filter((_, i) => withdrawn[i] === '1').map((r) => r.jobId))
    },
    explain: refusalExplainer(redis, scope, options.operatorId)
  }
}
