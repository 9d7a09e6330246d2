import { groupCommitter, type GroupOptions } from '@hcs/runtime'
import type { Redis } from 'ioredis'
import {
  JOB_STATUS_RANK, JOB_WRITE_ARGS, JOB_WRITE_KEYS, RESERVATION_TOTALS_KEYS, jobIdTopic, recordWriteKeys, jobRecordKey, jobRecordFields, luaScript, replies, reservationKey, topicMetaKey, topicOutcomeKey,
  storedJobFields, topicSequenceJobsKey, transactionKey, type JobRecord, type JobStatus, type KeyScope, type ScriptValue
} from '@hcs/protocol'

/** A job as the record store names its keys: the reservation and the tx index are the topic's. */
interface JobRef {
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
  clear?: ReadonlyArray<'errorCode' | 'errorMessage' | 'lastErrorCode' | 'lastErrorMessage' | 'lastErrorAt'>
  /** Written only where absent: lets the worker complete a record the api did not create (or that expired). */
  base?: Partial<JobRecord>
  /** When a later writer (the indexer) is ahead, still fill in the fields it has not written. */
  fillIfBehind?: boolean
  /**
   * With `failed`: keep the job's reservation. For a failure after a send whose outcome is unknown (attempts
   * ran out, OUTCOME_UNKNOWN): the message may still be on the topic; the indexer settles or releases it.
   */
  keepReservation?: boolean
  /**
   * Write `fields` even when the record is further (not terminal), leaving its status as it is; never creates a
   * record. For a job's `lastError`.
   */
  annotate?: boolean
}

/** What a `submitted` write did besides recording the receipt (protocol's `settle_on_submit`). */
type SubmittedOutcome = 'indexed' | 'passed' | 'settled' | 'missing' | 'mismatch' | `kept:${string}` | 'unsequenced'

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
   * believed itself the first must not send beside an id an earlier run may have sent. Throws
   * JobRecordFinalError (nothing written) when the record is final.
   */
  reserveTransactionId: (job: JobRef & { topicId: string }, transactionId: string, update?: JobRecordUpdate, expectUnpinned?: boolean) => Promise<boolean>
  /**
   * The job's stored record as flat fields under their long names, any form (protocol's storedJobFields): what a
   * job reads its message, request id and pinned id from, in one GET. Undefined when there is
   * none (expired) or it cannot be read.
   */
  read: (jobId: string, topicId: string) => Promise<Record<string, string> | undefined>
  /**
   * Records why a job that is not settled is still waiting (`lastError`, with the time), whatever its status short of
   * terminal; never moves the status and never creates a record.
   */
  noteError: (job: JobRef, error: { code: string, message: string }) => Promise<void>
  /** The attempts the job's record counts (0 when it has none): what a resend carries on. */
  attemptsMade: (jobId: string, topicId: string) => Promise<number>
}

/**
 * The job's record is final (the api withdrew the request, the sweep abandoned it, or the topic settled it):
 * it never gets a new transaction (ADR 036).
 */
export class JobRecordFinalError extends Error {
  constructor (jobId: string) {
    super(`job ${jobId} has a final record: not sent`)
    this.name = 'JobRecordFinalError'
  }
}

interface Accepted {
  transactionId: string
  /** The attempt that was accepted (a resent job's record is `submitted` already: its count moves on here). */
  attempts?: number
  /** The job's SubmitJob as JSON: what a resend needs once the BullMQ job is gone. */
  submission: string
  checkAt: number
}

// The scripts (lua/jobs/record-*.lua) share update_record (lua/jobs/update-record.lua): status only moves forward,
// by protocol's JOB_STATUS_RANK, which the Lua spells out (a test keeps them equal).

/** One status update (update_record): 1 applied, 0 the record is further, -2 the record key is not ours. */
const updateScript = luaScript({
  name: 'hcsJobRecordUpdate',
  file: new URL('../../lua/jobs/record-update.lua', import.meta.url),
  keys: ['record', 'reservation', ...RESERVATION_TOTALS_KEYS, ...JOB_WRITE_KEYS],
  args: [...JOB_WRITE_ARGS, 'status', 'ttl', 'flags'],
  moreArgs: true,
  reply: replies.integer
})

// A job's part of a group script: its keys and its arguments (then its update_record arguments, `updates` of them).
const PIN_LAYOUT = { jobKeys: ['record', 'reservation', 'tx'], jobArgs: ['jobId', 'expectUnpinned', 'transactionId', 'updates'] } as const
const SUBMITTED_LAYOUT = {
  jobKeys: ['record', 'reservation', 'outcome'],
  jobArgs: ['jobId', 'seq', 'mode', 'checkAt', 'submission', 'updates']
} as const

/**
 * The one write of 'submitted' of a group of jobs of one topic, each with protocol's settle_on_submit or the
 * reconciler's tracking: per job its outcome, or 'KEYTYPE' (its keys are not ours: nothing of it written).
 */
const submittedScript = luaScript({
  name: 'hcsJobRecordSubmitted',
  file: new URL('../../lua/jobs/record-submitted.lua', import.meta.url),
  keys: ['meta', 'seqJobs', ...RESERVATION_TOTALS_KEYS, ...JOB_WRITE_KEYS],
  args: ['at', ...JOB_WRITE_ARGS],
  moreKeys: true,
  moreArgs: true,
  layouts: { submitted: SUBMITTED_LAYOUT },
  reply: (raw) => replies.strings(raw) as Array<SubmittedOutcome | 'KEYTYPE'>
})

/**
 * Claims the tx index entries of a group of jobs of one topic (each with its update): per job 1 claimed, 0 taken,
 * -1 already pinned otherwise, -2 not ours, -3 final.
 */
const pinScript = luaScript({
  name: 'hcsJobRecordPin',
  file: new URL('../../lua/jobs/record-pin.lua', import.meta.url),
  keys: [...RESERVATION_TOTALS_KEYS, ...JOB_WRITE_KEYS],
  args: ['ttl', ...JOB_WRITE_ARGS],
  moreKeys: true,
  moreArgs: true,
  layouts: { pin: PIN_LAYOUT },
  reply: (raw) => {
    if (!Array.isArray(raw)) throw new Error('hcsJobRecordPin: expected an array reply')
    return raw.map(Number)
  }
})

/** The Lua spelling of the rank table and the terminal rank (lua/jobs/update-record.lua holds it; tested). */
export const RANKS_LUA = {
  ranks: `local ranks = {${Object.entries(JOB_STATUS_RANK).map(([status, rank]) => `["${status}"]=${rank}`).join(',')}}`,
  terminal: `local TERMINAL_RANK = ${Math.max(...Object.values(JOB_STATUS_RANK))}`
}

function keyTypeClash (jobId: string): Error {
  return new Error(`job ${jobId}: its record or transaction index key holds a value of another type (not ours); nothing written`)
}

function flatten (hash: Record<string, string>): string[] {
  return Object.entries(hash).flat()
}

interface UpdateArgs { status: string, ttl: string, flags: string, lists: string[] }

// update_record's arguments: status, ttl, flags, then the counted lists of fields, base fields and cleared fields.
function updateRecordArgs (jobId: string, update: JobRecordUpdate, ttl: string, at: Date): UpdateArgs {
  const fields = jobRecordFields({ ...update.fields, updatedAt: at.toISOString() })
  delete fields.status
  const base = jobRecordFields({ ...update.base, jobId })
  const clear = update.clear ?? []
  return {
    status: update.status,
    ttl,
    flags: `${update.fillIfBehind === true ? 'f' : ''}${update.keepReservation === true ? 'k' : ''}${update.annotate === true ? 'a' : ''}`,
    lists: [
      String(Object.keys(fields).length), ...flatten(fields),
      String(Object.keys(base).length), ...flatten(base),
      String(clear.length), ...clear
    ]
  }
}

/** A `submitted` write of one job, as the group script takes it. */
interface SubmittedCall { jobId: string, seq: string, mode: 'track' | 'untrack', checkAt: number, submission: string, updates: string[] }

/** A pin of one job, as the group script takes it. */
interface PinCall { jobId: string, transactionId: string, expectUnpinned: boolean, updates: string[] }

export function createJobRecordStore (
  redis: Redis,
  options: { keys: KeyScope, ttlSeconds: number, now?: () => Date, group?: GroupOptions }
): JobRecordStore {
  const now = options.now ?? (() => new Date())
  // EVALSHA: the script text (the ledger's decimal helpers included) travels once, not with every call.
  for (const script of [updateScript, pinScript, submittedScript]) script.define(redis)
  const ttl = String(options.ttlSeconds)
  const scope = options.keys
  // what release_reservation and job_write reach in the record's topic (protocol's script-keys.ts), built once per
  // topic, as every write of a record names them (bounded: a job id names its topic, and only managed topics' ids
  // reach a worker, but nothing here relies on it)
  const reachedByTopic = new Map<string, ReturnType<typeof recordWriteKeys>>()
  function reached (topicId: string): ReturnType<typeof recordWriteKeys> {
    let keys = reachedByTopic.get(topicId)
    if (keys === undefined) {
      if (reachedByTopic.size >= 256) reachedByTopic.clear()
      keys = recordWriteKeys(scope, topicId)
      reachedByTopic.set(topicId, keys)
    }
    return keys
  }

  const updateArgs = (jobId: string, update: JobRecordUpdate): UpdateArgs => updateRecordArgs(jobId, update, ttl, now())
  const allUpdateArgs = (jobId: string, update: JobRecordUpdate): string[] => {
    const { status, ttl, flags, lists } = updateArgs(jobId, update)
    return [status, ttl, flags, ...lists]
  }

  // The record writes of the jobs of a topic that happen together (many jobs in flight send and hear back together)
  // go as one script each: group commit, as the api admits requests (ADR 041, ADR 052).
  const submitted = groupCommitter<SubmittedCall, SubmittedOutcome | 'KEYTYPE'>(async (topicId, calls) => {
    const keys: string[] = []
    const args: ScriptValue[] = []
    for (const call of calls) {
      const own: Record<typeof SUBMITTED_LAYOUT.jobKeys[number], string> = {
        record: jobRecordKey(scope, topicId, call.jobId),
        reservation: reservationKey(scope, topicId, call.jobId),
        outcome: topicOutcomeKey(scope, topicId, call.seq === '' ? '0' : call.seq)
      }
      const values: Record<typeof SUBMITTED_LAYOUT.jobArgs[number], ScriptValue> = { ...call, updates: call.updates.length }
      for (const name of SUBMITTED_LAYOUT.jobKeys) keys.push(own[name])
      for (const name of SUBMITTED_LAYOUT.jobArgs) args.push(values[name])
      args.push(...call.updates)
    }
    return await submittedScript.run(redis, {
      keys: { meta: topicMetaKey(scope, topicId), seqJobs: topicSequenceJobsKey(scope, topicId), ...reached(topicId).keys },
      args: { at: now().toISOString(), ...reached(topicId).args },
      moreKeys: keys,
      moreArgs: args
    })
  }, options.group)
  const writeSubmitted = async (topicId: string, call: SubmittedCall): Promise<SubmittedOutcome> => {
    const outcome = await submitted(topicId, call)
    if (outcome === 'KEYTYPE') throw keyTypeClash(call.jobId)
    return outcome
  }

  const pins = groupCommitter<PinCall, number>(async (topicId, calls) => {
    const keys: string[] = []
    const args: ScriptValue[] = []
    for (const call of calls) {
      const own: Record<typeof PIN_LAYOUT.jobKeys[number], string> = {
        record: jobRecordKey(scope, topicId, call.jobId),
        reservation: reservationKey(scope, topicId, call.jobId),
        tx: transactionKey(scope, topicId, call.transactionId)
      }
      const values: Record<typeof PIN_LAYOUT.jobArgs[number], ScriptValue> = {
        jobId: call.jobId, expectUnpinned: call.expectUnpinned ? '1' : '0', transactionId: call.transactionId, updates: call.updates.length
      }
      for (const name of PIN_LAYOUT.jobKeys) keys.push(own[name])
      for (const name of PIN_LAYOUT.jobArgs) args.push(values[name])
      args.push(...call.updates)
    }
    return await pinScript.run(redis, { keys: reached(topicId).keys, args: { ttl, ...reached(topicId).args }, moreKeys: keys, moreArgs: args })
  }, options.group)

  // a job's record before its send, read with the records of the topic's other jobs starting together: one MGET
  const reads = groupCommitter<string, string | null>(async (topicId, jobIds) =>
    await redis.mget(jobIds.map((jobId) => jobRecordKey(scope, topicId, jobId))), options.group)

  const update: JobRecordStore['update'] = async ({ jobId, topicId }, change) => {
    const recordTopic = topicId ?? jobIdTopic(jobId)
    if (recordTopic === undefined) return false
    const record = jobRecordKey(scope, recordTopic, jobId)
    // No topic in the job data, no reservation: the record key stands in for it (every key of a script must
    // be in one Cluster slot, so not ''), and release_reservation leaves a key that is not a hash alone.
    const reservation = topicId === undefined ? record : reservationKey(scope, topicId, jobId)
    const { lists, ...args } = updateArgs(jobId, change)
    const applied = await updateScript.run(redis, {
      keys: { record, reservation, ...reached(recordTopic).keys }, args: { ...args, ...reached(recordTopic).args }, moreArgs: lists
    })
    if (applied === -2) throw keyTypeClash(jobId)
    return applied === 1
  }

  return {
    update,
    async markSubmitted (jobId, topicId, fields) {
      const seq = fields.sequenceNumber === undefined ? '' : String(fields.sequenceNumber)
      // sequenced: nothing is waiting any more, so the last passing error goes with the error
      const update: JobRecordUpdate = { status: 'submitted', fields, clear: ['errorCode', 'errorMessage', 'lastErrorCode', 'lastErrorMessage', 'lastErrorAt'], fillIfBehind: true }
      return await writeSubmitted(topicId, { jobId, seq, mode: 'untrack', checkAt: 0, submission: '', updates: allUpdateArgs(jobId, update) })
    },
    async recordAccepted (jobId, topicId, accepted) {
      const update: JobRecordUpdate = {
        status: 'submitted',
        fields: { transactionId: accepted.transactionId, submittedAt: now().toISOString(), attempts: accepted.attempts },
        clear: ['errorCode', 'errorMessage'],
        fillIfBehind: true
      }
      await writeSubmitted(topicId, { jobId, seq: '', mode: 'track', checkAt: accepted.checkAt, submission: accepted.submission, updates: allUpdateArgs(jobId, update) })
    },
    async reserveTransactionId ({ jobId, topicId }, transactionId, update, expectUnpinned = false) {
      const claimed = await pins(topicId, { jobId, transactionId, expectUnpinned, updates: update === undefined ? [] : allUpdateArgs(jobId, update) })
      if (claimed === -2) throw keyTypeClash(jobId)
      if (claimed === -1) throw new Error(`job ${jobId} already has a pinned transaction id: the next attempt settles it`)
      if (claimed === -3) throw new JobRecordFinalError(jobId)
      return claimed === 1
    },
    async read (jobId, topicId) {
      return storedJobFields(await reads(topicId, jobId), jobId)
    },
    async noteError (job, error) {
      await update(job, { status: 'queued', fields: { lastError: { ...error, at: now().toISOString() } }, annotate: true })
    },
    async attemptsMade (jobId, topicId) {
      const text = await redis.get(jobRecordKey(scope, topicId, jobId))
      const attempts = Number(text === null ? 0 : storedJobFields(text, jobId)?.attempts ?? 0)
      return Number.isSafeInteger(attempts) && attempts > 0 ? attempts : 0
    }
  }
}
