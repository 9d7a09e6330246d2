import type { Redis } from 'ioredis'
import { LUA_RELEASE_FUNCTION, idempotencyKey, jobRecordKey, reservationKey, topicKey } from '@hcs/protocol'
import type { Operation } from '@hcs/protocol'
import { orQueueUnavailable } from './errors.js'
import type { AppError } from './errors.js'
import type { IntakeRequest } from './intake.js'
import { keyUsedElsewhere } from './intake.js'
import { LUA_INTAKE_ACCEPT, acceptArguments } from './intake-script.js'
import type { ScriptIntakeOptions } from './intake-script.js'
import { refusalExplainer } from './ledger.js'

const KEYS_PER_OPERATION = 11
const ARGS_PER_OPERATION = 16
const HEAD_ARGS = 7

// A whole batch in one atomic step: the batch's idempotency entry, then the single route's own
// intake_accept (same admission, same reservations) once per operation, in order, so a later operation
// sees what an earlier one reserved. Atomic batches undo what they reserved at the first refusal, inside
// this same step: nothing is written.
// KEYS: 1 the batch's idempotency entry (or any key when there is none); then 11 per operation (intake_accept's).
// ARGV: 1 entry JSON ('' = no key), 2 fingerprint, 3 idempotency TTL, 4 atomic '1'/'0', 5 operation count,
//       6 record TTL, 7 stale claim age in ms; then 16 per operation (intake_accept's, without idempotency).
// Returns { 'OK', code per operation } | { 'REFUSED', index (1-based), code } | { 'REPLAY', entry }
//       | { 'STALE', entry } | { 'PENDING' } | { 'MISMATCH' }.
// The entry: { fingerprint, codes, record, job }: the codes of the first answer; record and BullMQ keys of the
// first accepted operation (BullMQ's addBulk adds in order: once it exists, the batch was enqueued).
const BATCH_SCRIPT = `${LUA_INTAKE_ACCEPT}${LUA_RELEASE_FUNCTION}
local n, atomic = tonumber(ARGV[5]), ARGV[4] == '1'
if ARGV[1] ~= '' then
  local raw = redis.call('GET', KEYS[1])
  if raw then
    local entry = cjson.decode(raw)
    if entry.fingerprint ~= ARGV[2] then return { 'MISMATCH' } end
    local rec = job_read(entry.record)
    if rec and rec.status == 'queued' and redis.call('EXISTS', entry.job) == 0 then
      local age = tonumber(ARGV[6]) * 1000 - redis.call('PTTL', entry.record)
      if age > tonumber(ARGV[7]) then return { 'STALE', raw } end
      return { 'PENDING' }
    end
    return { 'REPLAY', raw }
  end
end
local out, codes, accepted = { 'OK' }, {}, {}
for i = 1, n do
  local k, a = 1 + (i - 1) * ${KEYS_PER_OPERATION}, ${HEAD_ARGS} + (i - 1) * ${ARGS_PER_OPERATION}
  local keys, args = {}, {}
  for j = 1, ${KEYS_PER_OPERATION} do keys[j] = KEYS[k + j] end
  for j = 1, ${ARGS_PER_OPERATION} do args[j] = ARGV[a + j] end
  local code = intake_accept(keys, args)[1]
  if code == 'OK' then
    accepted[#accepted + 1] = k
  elseif atomic then
    for _, base in ipairs(accepted) do
      redis.call('DEL', KEYS[base + 2])
      release_reservation(KEYS[base + 8])
    end
    return { 'REFUSED', tostring(i), code }
  end
  out[i + 1] = code
  codes[i] = code
end
if ARGV[1] ~= '' and #accepted > 0 then
  local entry = cjson.decode(ARGV[1])
  entry.codes = codes
  entry.record = KEYS[accepted[1] + 2]
  entry.job = KEYS[accepted[1] + 10]
  redis.call('SET', KEYS[1], cjson.encode(entry), 'EX', ARGV[3])
end
return out
`

// Undoes accepted operations whose enqueue failed. KEYS: 1 the batch's idempotency entry, then record and
// reservation per operation. ARGV: 1 delete the entry '1'/'0'.
const BATCH_UNDO_SCRIPT = `${LUA_RELEASE_FUNCTION}
if ARGV[1] == '1' then redis.call('DEL', KEYS[1]) end
for i = 2, #KEYS, 2 do
  redis.call('DEL', KEYS[i])
  release_reservation(KEYS[i + 1])
end
return 1
`

export interface BatchIntakeRequest {
  /** The one topic of every request (a batch's script runs in its topic's slot, ADR 027). */
  topicId: string
  /** The operations that passed their schema, in order; their records carry `queued`. */
  requests: IntakeRequest[]
  atomic: boolean
  /** The batch's Idempotency-Key (`scope` = the API key's id). */
  idempotency?: { scope: string, key: string, fingerprint: string }
}

export type BatchIntakeResult =
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
  /** Undoes accepted requests that could not be enqueued; `dropKey` also frees the batch's Idempotency-Key. */
  undo: (batch: BatchIntakeRequest, requests: IntakeRequest[], dropKey: boolean) => Promise<void>
  /** The problem answering a refusal code (detail names the numbers involved). */
  explain: (code: string, operation: Operation, topicId: string) => Promise<AppError>
}

interface BatchCommands {
  hcsBatchAccept: (numberOfKeys: number, ...keysAndArgs: string[]) => Promise<string[]>
  hcsBatchUndo: (numberOfKeys: number, ...keysAndArgs: string[]) => Promise<number>
}

function batchCommands (redis: Redis): BatchCommands {
  // numberOfKeys varies with the batch: ioredis then takes it as the first argument
  if (!('hcsBatchAccept' in redis)) redis.defineCommand('hcsBatchAccept', { lua: BATCH_SCRIPT })
  if (!('hcsBatchUndo' in redis)) redis.defineCommand('hcsBatchUndo', { lua: BATCH_UNDO_SCRIPT })
  return redis as unknown as BatchCommands
}

function codesOf (entry: string | undefined): string[] {
  const parsed = JSON.parse(entry ?? '{}') as { codes?: unknown }
  return Array.isArray(parsed.codes) ? parsed.codes.map(String) : []
}

/** The batch intake on Redis: one EVALSHA per batch, whatever its size. */
export function createBatchIntake (options: ScriptIntakeOptions): BatchIntake {
  const { redis, keys: scope } = options
  const commands = batchCommands(redis)
  // Without an Idempotency-Key the script still takes a key there (in the topic's slot): one that nothing ever writes.
  const idemKeyOf = (batch: BatchIntakeRequest): string => batch.idempotency === undefined
    ? `${topicKey(scope, batch.topicId)}:idem-none`
    : idempotencyKey(scope, batch.topicId, batch.idempotency.scope, batch.idempotency.key)

  return {
    async accept (batch) {
      const { requests, idempotency } = batch
      const keys: string[] = [idemKeyOf(batch)]
      const args: string[] = [
        idempotency === undefined ? '' : JSON.stringify({ fingerprint: idempotency.fingerprint, status: 207 }),
        idempotency?.fingerprint ?? '', String(options.idempotencyTtlSeconds), batch.atomic ? '1' : '0',
        String(requests.length), String(options.recordTtlSeconds), String(options.staleMs ?? 30_000)
      ]
      for (const request of requests) {
        const recordKey = jobRecordKey(scope, request.topicId, request.jobId)
        const all = acceptArguments(options, request, {
          idemKey: recordKey, entry: '', fingerprint: '', queueJobKey: options.queueJobKey?.(request.topicId, request.jobId) ?? recordKey
        })
        keys.push(...all.slice(0, KEYS_PER_OPERATION))
        args.push(...all.slice(KEYS_PER_OPERATION))
      }
      const reply = await orQueueUnavailable(async () => await commands.hcsBatchAccept(keys.length, ...keys, ...args))
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
    async undo (batch, requests, dropKey) {
      const keys = [idemKeyOf(batch)]
      for (const request of requests) keys.push(jobRecordKey(scope, request.topicId, request.jobId), reservationKey(scope, request.topicId, request.jobId))
      await commands.hcsBatchUndo(keys.length, ...keys, dropKey && batch.idempotency !== undefined ? '1' : '0')
    },
    explain: refusalExplainer(redis, scope, options.operatorId)
  }
}
