import type { Redis } from 'ioredis'
import {
  balancesKey, encodeJobRecord, idempotencyKey, inscriptionKey, jobRecordKey, luaScript, pendingDebitsKey, pendingDeployKey,
  pendingSupplyKey, replies, reservationKey, tickerOwnersKey, topicMetaKey, topicReservationsKey
} from '@hcs/protocol'
import type { KeyScope, ScriptCall } from '@hcs/protocol'
import { orQueueUnavailable } from '../http/errors.js'
import type { Intake, IntakeRequest, IntakeResult } from './intake.js'
import { keyReused, keyUsedElsewhere } from './intake.js'
import { debitedAccount, refusalExplainer } from './refusals.js'
import { traceCarrier } from '@hcs/runtime/tracing'
import { DEFAULT_TENANT } from '../access/auth.js'

export interface ScriptIntakeOptions {
  redis: Redis
  keys: KeyScope
  /** Live reservations a (non-default) tenant may hold on a topic before 503 QUEUE_FULL (TENANT_MAX_BACKLOG). */
  tenantMaxBacklog?: number
  recordTtlSeconds: number
  idempotencyTtlSeconds: number
  /** Payer of every message; a debit of another account needs a private topic. */
  operatorId: string | undefined
  /** Redis key of the BullMQ job `jobId` on the topic's queue: a replay waits until the original request has enqueued it. */
  queueJobKey?: (topicId: string, jobId: string) => string
  /** A claim this old (ms) whose job was never enqueued (its api died) is taken over by a retry. */
  staleMs?: number
  /** Group commit of the single routes (ADR 041); default {@link DEFAULT_GROUP_COMMIT}. */
  group?: GroupCommitOptions
}

/**
 * Group commit (ADR 041): the single-route requests of one topic that arrive close together are admitted by one
 * script, in order of arrival, each with its own answer.
 */
export interface GroupCommitOptions {
  /**
   * How long (µs) a group gathers before it is admitted (INTAKE_LINGER_US). Node's timers count whole
   * milliseconds, so anything under 1,000 waits one millisecond at most. Skipped when the request is the only
   * one in flight: a lone request is admitted at once.
   */
  lingerUs: number
  /** A group this large is admitted at once (INTAKE_MAX_GROUP). */
  maxGroup: number
  /** Hears the size of every group admitted (metrics, tests). */
  onFlush?: (size: number) => void
}

const DEFAULT_GROUP_COMMIT: GroupCommitOptions = { lingerUs: 500, maxGroup: 64 }

// One atomic step per accepted request (lua/intake-accept.lua, the function intake_accept of lua/intake.lua):
// idempotency lookup, FROM_NOT_PAYER, protocol's admission (ledger_admit) and the job record (one JSON string,
// created with its TTL, holding the Idempotency-Key's fingerprint). The batch script
// (batch-script.ts) runs the same function once per operation.
// Reply: { 'OK' } | { 'REPLAY', jobId } | { 'PENDING' } | { 'STALE', jobId } | { 'MISMATCH' } | { 'KEY_REUSED' }
//       | { refusal code } (KEY_TYPE_CLASH when a key it reads or writes is not ours: nothing is written).
export const intakeAcceptScript = luaScript({
  name: 'hcsIntakeAccept',
  file: new URL('../../lua/intake-accept.lua', import.meta.url),
  keys: ['idem', 'record', 'inscription', 'pendingDeploy', 'pendingSupply', 'balances', 'pendingDebits', 'reservation', 'topicMeta', 'queueJob', 'reservations', 'tickerOwners'],
  args: ['entry', 'fingerprint', 'idemTtl', 'recordJson', 'recordTtl', 'debitNeedsPrivate', 'op', 'tick', 'amt', 'account', 'max', 'lim', 'jobId', 'at', 'staleMs', 'tenant', 'anyTicker', 'tenantMaxBacklog'],
  reply: (raw) => {
    const [code = '', jobId] = replies.strings(raw)
    return { code, jobId }
  }
})

// A group of single-route requests of one topic in one atomic step (lua/group-accept.lua): intake_accept once per
// request, in order. Each request's KEYS and ARGV (intakeAcceptScript's, in its order) follow `count` and `at`.
// An error inside the step is thrown (every request of the group 503, nothing left reserved).
const groupAcceptScript = luaScript({
  name: 'hcsGroupAccept',
  file: new URL('../../lua/group-accept.lua', import.meta.url),
  keys: [],
  args: ['count', 'at'],
  moreKeys: true,
  moreArgs: true,
  reply: (raw) => {
    const flat = replies.strings(raw)
    if (flat[0] === 'ERROR') throw new Error(`group admission failed, nothing reserved: ${flat[1] ?? ''}`)
    const out: Array<{ code: string, jobId: string | undefined }> = []
    for (let i = 0; i < flat.length; i += 2) out.push({ code: flat[i] ?? '', jobId: flat[i + 1] === '' ? undefined : flat[i + 1] })
    return out
  }
})

/** What group-accept.lua counts per request (its KEYS_PER_OPERATION, HEAD_ARGS, ARGS_PER_OPERATION): intake_accept's. */
export const GROUP_LAYOUT = {
  keysPerOperation: intakeAcceptScript.keys.length,
  argsPerOperation: intakeAcceptScript.args.length,
  headArgs: groupAcceptScript.args.length
}

/** The call of {@link intakeAcceptScript} for one request. */
export type AcceptCall = ScriptCall<typeof intakeAcceptScript.keys[number], typeof intakeAcceptScript.args[number]>

// Withdraws an accepted request whose enqueue failed, unless BullMQ holds its job after all (ADR 036).
const intakeUndoScript = luaScript({
  name: 'hcsIntakeUndo',
  file: new URL('../../lua/intake-undo.lua', import.meta.url),
  keys: ['record', 'reservation', 'queueJob'],
  args: ['at'],
  reply: replies.integer
})

// The same step checked and undone at once (lua/intake-check.lua): a refusal, or nothing written.
const intakeCheckScript = luaScript({
  name: 'hcsIntakeCheck',
  file: new URL('../../lua/intake-check.lua', import.meta.url),
  keys: intakeAcceptScript.keys,
  args: intakeAcceptScript.args,
  reply: (raw) => replies.strings(raw)[0] ?? ''
})

/**
 * Checks one request as the intake would admit it, reserving nothing: resolves when it would be accepted, throws
 * the intake's refusal (the same AppError) when not. A holder's prepare runs it (signed/, ADR 040).
 */
export type AdmissionCheck = (request: IntakeRequest) => Promise<void>

/** {@link AdmissionCheck} on Redis: intake_accept and its undo in one script. */
export function createAdmissionCheck (options: ScriptIntakeOptions): AdmissionCheck {
  const { redis, keys, operatorId } = options
  intakeCheckScript.define(redis)
  const explain = refusalExplainer(redis, keys, operatorId)
  return async (request) => {
    const recordKey = jobRecordKey(keys, request.topicId, request.jobId)
    const code = await orQueueUnavailable(async () => await intakeCheckScript.run(redis, acceptArguments(options, request, {
      idemKey: recordKey, entry: '', fingerprint: '', queueJobKey: recordKey
    })))
    if (code === 'OK') return
    if (code === 'KEY_REUSED') throw keyReused()
    throw await explain(code === '' ? 'INTERNAL' : code, request.operation, request.topicId)
  }
}

/** Characters of a request's fingerprint its record keeps (lua/intake.lua compares as many): 132 bits of SHA-256. */
const RECORD_FINGERPRINT_CHARS = 22

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

/** The named KEYS and ARGV of `intake_accept` for one request. */
export function acceptArguments (options: ScriptIntakeOptions, request: IntakeRequest, slot: AcceptSlot): AcceptCall {
  const { keys, operatorId } = options
  const { jobId, operation, topicId } = request
  const tick = operation.tick
  const from = debitedAccount(operation)
  return {
    keys: {
      idem: slot.idemKey,
      record: jobRecordKey(keys, topicId, jobId),
      inscription: inscriptionKey(keys, topicId, tick),
      pendingDeploy: pendingDeployKey(keys, topicId, tick),
      pendingSupply: pendingSupplyKey(keys, topicId),
      balances: balancesKey(keys, topicId, tick),
      pendingDebits: pendingDebitsKey(keys, topicId, tick),
      reservation: reservationKey(keys, topicId, jobId),
      topicMeta: topicMetaKey(keys, topicId),
      queueJob: slot.queueJobKey,
      reservations: topicReservationsKey(keys, topicId),
      tickerOwners: tickerOwnersKey(keys, topicId)
    },
    args: {
      entry: slot.entry,
      fingerprint: slot.fingerprint,
      idemTtl: String(options.idempotencyTtlSeconds),
      recordJson: encodeJobRecord(request.record, {
        owner: request.owner,
        tenant: request.tenant === DEFAULT_TENANT ? undefined : request.tenant,
        traceparent: traceCarrier().traceparent,
        // a single request's Idempotency-Key is remembered by its record (ADR 033); a batch's by its entry
        fingerprint: slot.fingerprint === '' ? undefined : slot.fingerprint.slice(0, RECORD_FINGERPRINT_CHARS)
      }),
      recordTtl: String(options.recordTtlSeconds),
      debitNeedsPrivate: from !== undefined && from !== (request.payer ?? operatorId) ? '1' : '0',
      op: operation.op,
      tick,
      amt: operation.op === 'deploy' ? '' : operation.amt,
      account: from ?? '',
      max: operation.op === 'deploy' ? operation.max : '',
      lim: operation.op === 'deploy' ? operation.lim ?? '' : '',
      jobId,
      at: String(Date.now()),
      staleMs: String(options.staleMs ?? 30_000),
      tenant: request.tenant,
      anyTicker: request.anyTicker ? '1' : '0',
      // operator keys are not held to a tenant's quota
      tenantMaxBacklog: request.anyTicker || options.tenantMaxBacklog === undefined ? '' : String(options.tenantMaxBacklog)
    }
  }
}

type AcceptReply = ReturnType<typeof intakeAcceptScript.reply>

/**
 * Gathers the accept calls of each topic into groups (ADR 041) and runs each group as one script: intake-accept.lua
 * for a group of one, group-accept.lua for more. A group is run when it reaches `maxGroup`, when its linger ends,
 * when the topic's previous group has its answer (what gathered meanwhile goes at once), or at once when its request
 * is the only one in flight. Groups of a topic run in the order they were started, on one connection, so Redis
 * admits the requests in order of arrival. A failed script fails each request of its group.
 */
function groupCommitter (redis: Redis, { lingerUs, maxGroup, onFlush }: GroupCommitOptions): (topicId: string, call: AcceptCall) => Promise<AcceptReply> {
  interface Member { call: AcceptCall, resolve: (reply: AcceptReply) => void, reject: (err: unknown) => void }
  const gathering = new Map<string, { members: Member[], timer?: NodeJS.Timeout }>()
  // requests handed to the committer whose script has not answered yet
  let inFlight = 0

  const flush = (topicId: string): void => {
    const group = gathering.get(topicId)
    if (group === undefined) return
    gathering.delete(topicId)
    clearTimeout(group.timer)
    const { members } = group
    onFlush?.(members.length)
    const [first] = members
    let run: Promise<AcceptReply[]>
    if (members.length === 1 && first !== undefined) {
      run = intakeAcceptScript.run(redis, first.call).then((reply) => [reply])
    } else {
      const calls = members.map((m) => intakeAcceptScript.flatten(m.call))
      run = groupAcceptScript.run(redis, {
        keys: {}, args: { count: String(members.length), at: new Date().toISOString() }, moreKeys: calls.flatMap((c) => c.keys), moreArgs: calls.flatMap((c) => c.args)
      })
    }
    // once Redis answered, the requests that gathered meanwhile need not wait out their linger
    run.then((answers) => {
      inFlight -= members.length
      flush(topicId)
      members.forEach((m, i) => { m.resolve(answers[i] ?? { code: '', jobId: undefined }) })
    }, (err: unknown) => {
      inFlight -= members.length
      flush(topicId)
      for (const m of members) m.reject(err)
    })
  }

  return async (topicId, call) => await new Promise<AcceptReply>((resolve, reject) => {
    inFlight++
    let group = gathering.get(topicId)
    if (group === undefined) {
      group = { members: [] }
      gathering.set(topicId, group)
    }
    group.members.push({ call, resolve, reject })
    if (group.members.length >= maxGroup || inFlight === 1) flush(topicId)
    else group.timer ??= setTimeout(() => { flush(topicId) }, lingerUs / 1000)
  })
}

/**
 * The api's intake on Redis: the requests of a topic arriving together are admitted by one EVALSHA (group commit,
 * ADR 041), a lone request by one of its own (plus one more to undo when the enqueue fails).
 */
export function createScriptIntake (options: ScriptIntakeOptions): Intake {
  const { redis, keys, operatorId } = options
  intakeAcceptScript.define(redis)
  groupAcceptScript.define(redis)
  intakeUndoScript.define(redis)
  const explain = refusalExplainer(redis, keys, operatorId)
  const admit = groupCommitter(redis, options.group ?? DEFAULT_GROUP_COMMIT)

  return async (request: IntakeRequest): Promise<IntakeResult> => {
    const { jobId, operation, topicId, idempotency } = request
    const recordKey = jobRecordKey(keys, topicId, jobId)
    const idemKey = idempotency === undefined ? recordKey : idempotencyKey(keys, topicId, idempotency.scope, idempotency.key)
    const reservation = reservationKey(keys, topicId, jobId)
    // the record remembers the key (ADR 033); idemKey is only read, for a request accepted before that
    const call = acceptArguments(options, request, {
      idemKey, entry: '', fingerprint: idempotency?.fingerprint ?? '', queueJobKey: options.queueJobKey?.(topicId, jobId) ?? recordKey
    })
    const { code, jobId: otherJobId } = await orQueueUnavailable(async () => await admit(topicId, call))
    switch (code) {
      case 'OK':
        return {
          kind: 'accepted',
          undo: async () => {
            const withdrawn = await intakeUndoScript.run(redis, {
              keys: { record: recordKey, reservation, queueJob: options.queueJobKey?.(topicId, jobId) ?? recordKey },
              args: { at: new Date().toISOString() }
            })
            return withdrawn === 1 ? 'withdrawn' : 'enqueued'
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
    throw await explain(code === '' ? 'INTERNAL' : code, operation, topicId)
  }
}
