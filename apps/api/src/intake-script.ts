import type { Redis } from 'ioredis'
import {
  ADMIT_SCRIPT, KEY_TYPE_CLASH, LUA_JOB_RECORD, LUA_KEY_TYPES, LUA_RELEASE_FUNCTION, balancesKey, encodeJobRecord,
  idempotencyKey, inscriptionKey, jobRecordKey, pendingDebitsKey, pendingDeployKey, pendingSupplyKey, reservationKey, topicMetaKey,
  topicReservationsKey
} from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import { orQueueUnavailable } from './errors.js'
import type { Intake, IntakeRequest, IntakeResult } from './intake.js'
import { keyReused, keyUsedElsewhere } from './intake.js'
import { debitedAccount, refusalExplainer } from './ledger.js'

export interface ScriptIntakeOptions {
  redis: Redis
  keys: KeyScope
  recordTtlSeconds: number
  idempotencyTtlSeconds: number
  /** Payer of every message; a debit of another account needs a private topic. */
  operatorId: string | undefined
  /** Redis key of the BullMQ job `jobId` on the topic's queue: a replay waits until the original request has enqueued it. */
  queueJobKey?: (topicId: string, jobId: string) => string
  /** A claim this old (ms) whose job was never enqueued (its api died) is taken over by a retry. */
  staleMs?: number
}

// One atomic step per accepted request: idempotency lookup, FROM_NOT_PAYER, protocol's admission
// (ADMIT_SCRIPT wrapped as a function: its KEYS/ARGV become parameters), the job record (one JSON
// string, created with its TTL) and the idempotency answer { fingerprint, jobId, status }.
// KEYS: 1 idempotency entry (or the record key when there is none), 2 job record, 3-8 ADMIT_SCRIPT's first
//       six keys, 9 topic meta, 10 the BullMQ job (or the record key), 11 ADMIT_SCRIPT's seventh (the topic's
//       reservation index, ADR 019).
// ARGV: 1 idempotency entry JSON ('' = no key), 2 fingerprint, 3 idempotency TTL, 4 record JSON,
//       5 record TTL, 6 ledger checks (always '1'), 7 debit needs a private topic '1'/'0', 8-15 ADMIT_SCRIPT's
//       ARGV (15: admission time in ms), 16 stale claim age in ms.
// Returns { 'OK' } | { 'REPLAY', jobId } | { 'PENDING' } | { 'STALE', jobId } | { 'MISMATCH' } | { 'KEY_REUSED' }
//       | { refusal code } (KEY_TYPE_CLASH when a key it reads or writes is not ours: nothing is written).
// The batch script (batch-script.ts) runs the same function once per operation.
export const LUA_INTAKE_ACCEPT = `
local function ledger_admit (KEYS, ARGV)
${ADMIT_SCRIPT}
end
${LUA_JOB_RECORD}${LUA_KEY_TYPES}
local function intake_accept (KEYS, ARGV)
local idem, record = KEYS[1], KEYS[2]
if key_type_clash({ idem, 'string', record, 'string', KEYS[9], 'hash' }) then return { '${KEY_TYPE_CLASH}' } end
if ARGV[1] ~= '' then
  local raw = redis.call('GET', idem)
  if raw then
    local ok, entry = pcall(cjson.decode, raw)
    if not ok or type(entry) ~= 'table' then return { '${KEY_TYPE_CLASH}' } end
    if entry.fingerprint ~= ARGV[2] then return { 'MISMATCH' } end
    local rec = job_read(record)
    if rec == nil or rec.status ~= 'queued' or redis.call('EXISTS', KEYS[10]) == 1 then return { 'REPLAY', entry.jobId } end
    local age = tonumber(ARGV[5]) * 1000 - redis.call('PTTL', record)
    if age > tonumber(ARGV[16]) then return { 'STALE', entry.jobId } end
    return { 'PENDING' }
  end
end
if redis.call('EXISTS', record) == 1 then return { 'KEY_REUSED' } end
if ARGV[6] == '1' then
  if redis.call('EXISTS', KEYS[8]) == 1 then return { 'KEY_REUSED' } end
  if ARGV[7] == '1' and redis.call('HGET', KEYS[9], 'private') ~= '1' then
    if redis.call('HEXISTS', KEYS[3], 'max') == 0 and redis.call('EXISTS', KEYS[4]) == 0 then return { 'TICKER_NOT_FOUND' } end
    return { 'FROM_NOT_PAYER' }
  end
  local admitted = ledger_admit({ KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7], KEYS[8], KEYS[11] },
    { ARGV[8], ARGV[9], ARGV[10], ARGV[11], ARGV[12], ARGV[13], ARGV[14], ARGV[15] })
  if admitted ~= 'OK' then return { admitted } end
end
redis.call('SET', record, ARGV[4], 'EX', ARGV[5], 'NX')
if ARGV[1] ~= '' then redis.call('SET', idem, ARGV[1], 'EX', ARGV[3]) end
return { 'OK' }
end
`

const ACCEPT_SCRIPT = `${LUA_INTAKE_ACCEPT}
return intake_accept(KEYS, ARGV)
`

// Undoes an accepted request whose enqueue failed. KEYS: 1 idempotency entry, 2 record, 3 reservation.
// ARGV: 1 delete the idempotency entry '1'/'0', 2 release the reservation '1'/'0'.
const UNDO_SCRIPT = `${LUA_RELEASE_FUNCTION}
redis.call('DEL', KEYS[2])
if ARGV[1] == '1' then redis.call('DEL', KEYS[1]) end
if ARGV[2] == '1' then release_reservation(KEYS[3]) end
return 1
`

/** Per-request parts of the accept call that differ between the single route and a batch operation. */
export interface AcceptSlot {
  /** The idempotency entry's key, or the record key when there is none. */
  idemKey: string
  /** The idempotency entry to write ('' = none). */
  entry: string
  fingerprint: string
  /** The BullMQ job's key (or the record key). */
  queueJobKey: string
}

/** The 11 KEYS and 16 ARGV of `intake_accept` for one request, in order (see ACCEPT_SCRIPT's comment). */
export function acceptArguments (options: ScriptIntakeOptions, request: IntakeRequest, slot: AcceptSlot): string[] {
  const { keys, operatorId } = options
  const { jobId, operation, topicId } = request
  const tick = operation.tick
  const from = debitedAccount(operation)
  const recordKey = jobRecordKey(keys, topicId, jobId)
  const recordTtl = String(options.recordTtlSeconds)
  return [
    slot.idemKey, recordKey, inscriptionKey(keys, topicId, tick), pendingDeployKey(keys, topicId, tick),
    pendingSupplyKey(keys, topicId), balancesKey(keys, topicId, tick), pendingDebitsKey(keys, topicId, tick),
    reservationKey(keys, topicId, jobId), topicMetaKey(keys, topicId), slot.queueJobKey, topicReservationsKey(keys, topicId),
    slot.entry, slot.fingerprint, String(options.idempotencyTtlSeconds), encodeJobRecord(request.record, { owner: request.owner }), recordTtl,
    '1', from !== undefined && from !== operatorId ? '1' : '0',
    operation.op, tick, operation.op === 'deploy' ? '' : operation.amt, from ?? '',
    operation.op === 'deploy' ? operation.max : '', operation.op === 'deploy' ? operation.lim ?? '' : '',
    jobId, String(Date.now()), String(options.staleMs ?? 30_000)
  ]
}

type AcceptCommand = (...keysAndArgs: string[]) => Promise<string[]>
type UndoCommand = (idem: string, record: string, reservation: string, dropIdem: string, release: string) => Promise<number>

interface IntakeCommands {
  hcsIntakeAccept: AcceptCommand
  hcsIntakeUndo: UndoCommand
}

function intakeCommands (redis: Redis): IntakeCommands {
  if (!('hcsIntakeAccept' in redis)) redis.defineCommand('hcsIntakeAccept', { numberOfKeys: 11, lua: ACCEPT_SCRIPT })
  if (!('hcsIntakeUndo' in redis)) redis.defineCommand('hcsIntakeUndo', { numberOfKeys: 3, lua: UNDO_SCRIPT })
  return redis as unknown as IntakeCommands
}

/** The api's intake on Redis: one EVALSHA per request (plus one more to undo when the enqueue fails). */
export function createScriptIntake (options: ScriptIntakeOptions): Intake {
  const { redis, keys, operatorId } = options
  const commands = intakeCommands(redis)
  const explain = refusalExplainer(redis, keys, operatorId)

  return async (request: IntakeRequest): Promise<IntakeResult> => {
    const { jobId, operation, topicId, idempotency } = request
    const recordKey = jobRecordKey(keys, topicId, jobId)
    const idemKey = idempotency === undefined ? recordKey : idempotencyKey(keys, topicId, idempotency.scope, idempotency.key)
    const reservation = reservationKey(keys, topicId, jobId)
    const entry = idempotency === undefined ? '' : JSON.stringify({ fingerprint: idempotency.fingerprint, jobId, status: 202 })
    const reply = await orQueueUnavailable(async () => await commands.hcsIntakeAccept(...acceptArguments(options, request, {
      idemKey, entry, fingerprint: idempotency?.fingerprint ?? '', queueJobKey: options.queueJobKey?.(topicId, jobId) ?? recordKey
    })))
    const [code, otherJobId] = reply
    switch (code) {
      case 'OK':
        return {
          kind: 'accepted',
          undo: async () => {
            await commands.hcsIntakeUndo(idemKey, recordKey, reservation, idempotency === undefined ? '0' : '1', '1')
          }
        }
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
    throw await explain(code ?? 'INTERNAL', operation, topicId)
  }
}
