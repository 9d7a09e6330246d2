import type { Redis } from 'ioredis'
import {
  JOB_STATUS_RANK, LUA_JOB_RECORD, LUA_KEY_TYPES, LUA_RELEASE_FUNCTION, LUA_SETTLE, jobIdTopic, jobRecordKey, jobRecordToHash,
  reservationKey, topicMetaKey, topicOutcomeKey, topicSequenceJobsKey, topicSubmissionKeys, transactionKey, type JobRecord,
  type JobStatus, type KeyScope
} from '@hcs/protocol'

/** A job as the record store names its keys: the reservation and the tx index are the topic's. */
export interface JobRef {
  jobId: string
  /**
   * Unknown only when the job data is unreadable: then there is no reservation to release, and the record is
   * the one of the topic the job id names (none for an id that names no topic: nothing is written).
   */
  topicId: string | undefined
}

export interface JobRecordUpdate {
  status: JobStatus
  /** Written when the status may move (see the script). */
  fields?: Partial<JobRecord>
  /** Fields removed when the status may move (e.g. a stale error after a success). */
  clear?: ReadonlyArray<'errorCode' | 'errorMessage'>
  /** Written only where absent: lets the worker complete a record the api did not create (or that expired). */
  base?: Partial<JobRecord>
  /** When a later writer (the indexer) is ahead, still fill in the fields it has not written. */
  fillIfBehind?: boolean
  /**
   * With `failed`: keep the job's reservation. For a failure after a send whose outcome is unknown (attempts
   * ran out, OUTCOME_UNKNOWN): the message may still be on the topic; the indexer settles or releases it.
   */
  keepReservation?: boolean
}

/** What a `submitted` write did besides recording the receipt (protocol's `settle_on_submit`). */
export type SubmittedOutcome = 'indexed' | 'passed' | 'settled' | 'missing' | 'mismatch' | `kept:${string}` | 'unsequenced'

export interface JobRecordStore {
  /** True when the status was applied; false when the record is already at a later (or terminal) status. */
  update: (job: JobRef, update: JobRecordUpdate) => Promise<boolean>
  /**
   * THE place where the worker learns that a submission reached consensus: records `submitted` with the receipt's
   * fields and, in the same atomic step, settles the job when the indexer already passed its sequence number
   * (else indexes `sequenceNumber → jobId` for the indexer) and stops tracking the submission. The processor
   * (a retry found its id applied) and the reconciler (receipts asked for in bulk) both write through it.
   * `unsequenced`: no sequence number (an outcome settled through the mirror), nothing but the write.
   */
  markSubmitted: (jobId: string, topicId: string, fields: Partial<JobRecord>) => Promise<SubmittedOutcome>
  /**
   * The node accepted the job's transaction (precheck OK), consensus still to come: `submitted` through the same
   * script, and the submission tracked for the reconciler (first look at `checkAt`, epoch ms). Nothing is
   * tracked when the record is already further (the indexer confirmed it first).
   */
  recordAccepted: (jobId: string, topicId: string, accepted: Accepted) => Promise<void>
  /**
   * Claims the topic's tx index entry of `transactionId` for the job and applies `update` to its record in the same atomic
   * step. False, with nothing written, when another job holds that id: two workers sharing one operator
   * generated the same id, and sending it would make one job's receipt answer the other.
   * With `expectUnpinned`, throws (nothing written) when the record already holds another id: a run that
   * believed itself the first must not send beside an id an earlier run may have sent.
   */
  reserveTransactionId: (job: JobRef & { topicId: string }, transactionId: string, update?: JobRecordUpdate, expectUnpinned?: boolean) => Promise<boolean>
  /** The transaction id an earlier attempt pinned in the job's record (written only together with its claim). */
  pinnedTransactionId: (jobId: string, topicId: string) => Promise<string | undefined>
}

export interface Accepted {
  transactionId: string
  /** The job's SubmitJob as JSON: what a resend needs once the BullMQ job is gone. */
  submission: string
  checkAt: number
}

// Status only moves forward (docs/internal-contracts.md). The rank table comes from protocol, so the
// script and every other writer agree; a terminal status is never replaced by another one.
const TERMINAL_RANK = Math.max(...Object.values(JOB_STATUS_RANK))
const RANKS_LUA = Object.entries(JOB_STATUS_RANK).map(([status, rank]) => `["${status}"]=${rank}`).join(',')

// The record is one JSON string (protocol's LUA_JOB_RECORD): read, change and write it back inside the
// script, so concurrent writers (api, indexer) never interleave. KEYS[1] record, KEYS[2] the job's
// reservation in the projected ledger (released, in this same step, when the job becomes 'failed': an
// operation that never reached the topic must not hold balance or supply; flag 'k' keeps it when the
// message may be on the topic after all). ARGV from `at`: status, ttl, flags ('f' fillIfBehind, 'k' keep
// the reservation), then counted lists of fields, base fields and cleared fields. `pre`: the record already read.
const LUA_UPDATE_RECORD = `${LUA_RELEASE_FUNCTION}${LUA_JOB_RECORD}
local ranks = {${RANKS_LUA}}
local function update_record (at, pre)
  local new = ARGV[at]
  local ttl = tonumber(ARGV[at + 1])
  local fillIfBehind = string.find(ARGV[at + 2], 'f', 1, true) ~= nil
  local keepReservation = string.find(ARGV[at + 2], 'k', 1, true) ~= nil
  local rec
  if pre then rec = pre.rec else rec = job_read(KEYS[1]) end
  local existed = rec ~= nil
  if not existed then rec = {} end
  local cur = rec.status
  local apply = true
  if cur then
    local cr, nr = ranks[cur], ranks[new]
    if cr ~= nil and (nr < cr or (nr == cr and nr >= ${TERMINAL_RANK} and cur ~= new)) then apply = false end
  end
  local changed = apply or not existed
  local i = at + 4
  for _ = 1, tonumber(ARGV[at + 3]) do
    if apply then rec[ARGV[i]] = ARGV[i + 1]
    elseif fillIfBehind and ARGV[i] ~= 'updatedAt' and rec[ARGV[i]] == nil then
      rec[ARGV[i]] = ARGV[i + 1]
      changed = true
    end
    i = i + 2
  end
  local nbase = tonumber(ARGV[i]); i = i + 1
  for _ = 1, nbase do
    if rec[ARGV[i]] == nil then
      rec[ARGV[i]] = ARGV[i + 1]
      changed = true
    end
    i = i + 2
  end
  local nclear = tonumber(ARGV[i]); i = i + 1
  for _ = 1, nclear do
    if apply then rec[ARGV[i]] = nil end
    i = i + 1
  end
  if apply then rec.status = new end
  if apply and new == 'failed' and not keepReservation and KEYS[2] ~= '' then release_reservation(KEYS[2]) end
  if not existed then redis.call('SET', KEYS[1], cjson.encode(rec), 'EX', ttl)
  elseif changed then job_write(KEYS[1], rec) end
  if apply then return 1 end
  return 0
end
`

// -2: the record key holds another type (not ours): nothing written.
const UPDATE_SCRIPT = `${LUA_UPDATE_RECORD}${LUA_KEY_TYPES}
if key_type_clash({ KEYS[1], 'string' }) then return -2 end
return update_record(1)
`

// The one write of 'submitted': the receipt's fields, then protocol's settle_on_submit in the same step, or,
// for a submission the node accepted whose consensus is still to come, its tracking for the reconciler.
// KEYS[3] topic meta, KEYS[4] the topic's seq → job index, KEYS[5] the outcome the indexer may have left for
// this sequence number, KEYS[6] the tracked submissions' schedule (sorted set), KEYS[7] their SubmitJob JSON.
// ARGV[1] job id, ARGV[2] sequence number ('' when unknown), ARGV[3] settle time, ARGV[4] 'track' (then
// ARGV[5] first look, epoch ms, ARGV[6] the SubmitJob JSON) or 'untrack'; the update's arguments from ARGV[7].
const SUBMITTED_SCRIPT = `${LUA_UPDATE_RECORD}${LUA_SETTLE}${LUA_KEY_TYPES}
local clash = key_type_clash({ KEYS[1], 'string', KEYS[3], 'hash', KEYS[4], 'hash', KEYS[5], 'string', KEYS[6], 'zset', KEYS[7], 'hash' })
if clash then return redis.error_reply('KEYTYPE ' .. clash .. ' holds a value of another type (not ours); nothing written') end
local applied = update_record(7)
if ARGV[4] == 'track' then
  if applied == 1 then
    redis.call('ZADD', KEYS[6], ARGV[5], ARGV[1])
    redis.call('HSET', KEYS[7], ARGV[1], ARGV[6])
  end
  return 'unsequenced'
end
redis.call('ZREM', KEYS[6], ARGV[1])
redis.call('HDEL', KEYS[7], ARGV[1])
if ARGV[2] == '' then return 'unsequenced' end
return settle_on_submit(KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], ARGV[1], ARGV[2], ARGV[3])
`

// KEYS[3] the tx index entry; ARGV[1] job id, ARGV[2] its TTL, ARGV[3] '1' when the caller expects no
// earlier pin, ARGV[4] the id, then (optionally) the update's arguments. Returns 1 claimed, 0 taken by
// another job, -1 the record already holds an id the caller did not know of, -2 the record or the tx
// index entry holds another type (not ours); nothing is written in either case.
const PIN_SCRIPT = `${LUA_UPDATE_RECORD}${LUA_KEY_TYPES}
if key_type_clash({ KEYS[1], 'string', KEYS[3], 'string' }) then return -2 end
local pre = nil
if ARGV[3] == '1' then
  pre = { rec = job_read(KEYS[1]) }
  if pre.rec and pre.rec.transactionId and pre.rec.transactionId ~= ARGV[4] then return -1 end
end
local owner = redis.call('GET', KEYS[3])
if owner and owner ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[3], ARGV[1], 'EX', tonumber(ARGV[2]))
if #ARGV > 4 then update_record(5, pre) end
return 1
`

type ScriptArg = string | number
interface RecordCommands {
  hcsJobRecordUpdate: (...args: ScriptArg[]) => Promise<number>
  hcsJobRecordPin: (...args: ScriptArg[]) => Promise<number>
  hcsJobRecordSubmitted: (...args: ScriptArg[]) => Promise<SubmittedOutcome>
}

function keyTypeClash (jobId: string): Error {
  return new Error(`job ${jobId}: its record or transaction index key holds a value of another type (not ours); nothing written`)
}

function flatten (hash: Record<string, string>): string[] {
  return Object.entries(hash).flat()
}

export function createJobRecordStore (
  redis: Redis,
  options: { keys: KeyScope, ttlSeconds: number, now?: () => Date }
): JobRecordStore {
  const now = options.now ?? (() => new Date())
  // EVALSHA: the script text (the ledger's decimal helpers included) travels once, not with every call.
  redis.defineCommand('hcsJobRecordUpdate', { numberOfKeys: 2, lua: UPDATE_SCRIPT })
  redis.defineCommand('hcsJobRecordPin', { numberOfKeys: 3, lua: PIN_SCRIPT })
  redis.defineCommand('hcsJobRecordSubmitted', { numberOfKeys: 7, lua: SUBMITTED_SCRIPT })
  const commands = redis as unknown as RecordCommands
  const ttl = String(options.ttlSeconds)
  const scope = options.keys
  const submittedKeys = (jobId: string, topicId: string, seq: string): string[] => [
    jobRecordKey(scope, topicId, jobId), reservationKey(scope, topicId, jobId), topicMetaKey(scope, topicId),
    topicSequenceJobsKey(scope, topicId), topicOutcomeKey(scope, topicId, seq === '' ? '0' : seq),
    topicSubmissionKeys(scope, topicId).due, topicSubmissionKeys(scope, topicId).data
  ]

  function updateArgs (jobId: string, update: JobRecordUpdate): string[] {
    const fields = jobRecordToHash({ ...update.fields, updatedAt: now().toISOString() })
    delete fields.status
    const base = jobRecordToHash({ ...update.base, jobId })
    const clear = update.clear ?? []
    return [
      update.status, ttl, `${update.fillIfBehind === true ? 'f' : ''}${update.keepReservation === true ? 'k' : ''}`,
      String(Object.keys(fields).length), ...flatten(fields),
      String(Object.keys(base).length), ...flatten(base),
      String(clear.length), ...clear
    ]
  }

  return {
    async update ({ jobId, topicId }, update) {
      const recordTopic = topicId ?? jobIdTopic(jobId)
      if (recordTopic === undefined) return false
      const record = jobRecordKey(scope, recordTopic, jobId)
      // No topic in the job data, no reservation: the record key stands in for it (every key of a script must
      // be in one Cluster slot, so not ''), and release_reservation leaves a key that is not a hash alone.
      const reservation = topicId === undefined ? record : reservationKey(scope, topicId, jobId)
      const applied = await commands.hcsJobRecordUpdate(record, reservation, ...updateArgs(jobId, update))
      if (applied === -2) throw keyTypeClash(jobId)
      return applied === 1
    },
    async markSubmitted (jobId, topicId, fields) {
      const seq = fields.sequenceNumber === undefined ? '' : String(fields.sequenceNumber)
      const update: JobRecordUpdate = { status: 'submitted', fields, clear: ['errorCode', 'errorMessage'], fillIfBehind: true }
      return await commands.hcsJobRecordSubmitted(...submittedKeys(jobId, topicId, seq), jobId, seq, now().toISOString(), 'untrack', 0, '', ...updateArgs(jobId, update))
    },
    async recordAccepted (jobId, topicId, accepted) {
      const update: JobRecordUpdate = {
        status: 'submitted',
        fields: { transactionId: accepted.transactionId, submittedAt: now().toISOString() },
        clear: ['errorCode', 'errorMessage'],
        fillIfBehind: true
      }
      await commands.hcsJobRecordSubmitted(...submittedKeys(jobId, topicId, ''), jobId, '', now().toISOString(), 'track', accepted.checkAt, accepted.submission, ...updateArgs(jobId, update))
    },
    async reserveTransactionId ({ jobId, topicId }, transactionId, update, expectUnpinned = false) {
      const keys = [jobRecordKey(scope, topicId, jobId), reservationKey(scope, topicId, jobId), transactionKey(scope, topicId, transactionId)]
      const args = update === undefined ? [] : updateArgs(jobId, update)
      const claimed = await commands.hcsJobRecordPin(...keys, jobId, ttl, expectUnpinned ? '1' : '0', transactionId, ...args)
      if (claimed === -2) throw keyTypeClash(jobId)
      if (claimed === -1) throw new Error(`job ${jobId} already has a pinned transaction id: the next attempt settles it`)
      return claimed === 1
    },
    async pinnedTransactionId (jobId, topicId) {
      const text = await redis.get(jobRecordKey(scope, topicId, jobId))
      if (text === null) return undefined
      // Read the one field raw: a record some writer left incomplete still tells which id was pinned.
      let flat: unknown
      try { flat = JSON.parse(text) } catch { return undefined }
      const id = (flat as { transactionId?: unknown } | null)?.transactionId
      return typeof id === 'string' ? id : undefined
    }
  }
}
