import type { Redis } from 'ioredis'
import {
  RESERVATION_TOTALS_KEYS, balancesKey, encodeQueuedJobRecord, idempotencyKey, inscriptionKey, jobRecordKey, luaScript, pendingDebitsKey, pendingDeployKey,
  pendingSupplyKey, replies, reservationKey, reservationTotalsKeys, tickerOwnersKey, topicMetaKey, topicReservationsKey, usageArgs
} from '@hcs/protocol'
import type { KeyScope, ScriptCall, ScriptValue } from '@hcs/protocol'
import { orQueueUnavailable } from '../http/errors.js'
import type { Intake, IntakeRequest, IntakeResult } from './intake.js'
import { claimResult, keyReused } from './intake.js'
import { debitedAccount, needsPrivateTopic, refusalExplainer } from './refusals.js'
import { groupCommitter } from '@hcs/runtime'
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

// One atomic step per accepted request (lua/intake/intake-accept.lua, the function intake_accept of lua/intake/intake.lua):
// idempotency lookup, FROM_NOT_PAYER, protocol's admission (ledger_admit) and the job record (one JSON string,
// created with its TTL, holding the Idempotency-Key's fingerprint). Its keys and arguments are these names, in
// TypeScript and in the Lua (intake_accept(k, a) reads `k.record`, `a.fingerprint`); a group (PACKED_LAYOUT) and
// the batch script (batch-script.ts) run the same function once per operation, by the same names.
// Reply: { 'OK' } | { 'REPLAY', jobId } | { 'PENDING' } | { 'STALE', jobId } | { 'MISMATCH' } | { 'KEY_REUSED' }
//       | { refusal code } (KEY_TYPE_CLASH when a key it reads or writes is not ours: nothing is written).
export const intakeAcceptScript = luaScript({
  name: 'hcsIntakeAccept',
  file: new URL('../../lua/intake/intake-accept.lua', import.meta.url),
  keys: ['idem', 'record', 'inscription', 'pendingDeploy', 'pendingSupply', 'balances', 'pendingDebits', 'reservation', 'topicMeta', 'queueJob', 'reservations', 'tickerOwners', ...RESERVATION_TOTALS_KEYS],
  args: ['fingerprint', 'recordJson', 'recordTtl', 'debitNeedsPrivate', 'op', 'tick', 'amt', 'account', 'max', 'lim', 'jobId', 'at', 'staleMs', 'tenant', 'anyTicker', 'tenantMaxBacklog', 'usagePrefix', 'usageKeepDays', 'day', 'holderSigned'],
  reply: (raw) => {
    const [code = '', jobId] = replies.strings(raw)
    return { code, jobId }
  }
})

/** The call of {@link intakeAcceptScript} for one request. */
export type AcceptCall = ScriptCall<typeof intakeAcceptScript.keys[number], typeof intakeAcceptScript.args[number]>

/** One of intake_accept's keys. */
export type AcceptKey = typeof intakeAcceptScript.keys[number]
/** One of intake_accept's arguments. */
export type AcceptArg = typeof intakeAcceptScript.args[number]

/**
 * How a group (group-accept.lua) sends its operations (ADR 042): what they share once, not once per operation:
 * the topic's keys, each ticker's keys and the shared arguments. The one definition of the layout:
 * lua/intake/packed-operations.lua gets these lists as its `PACKED_*` tables (`-- layout: packed`) and rebuilds
 * each operation's keys and arguments of intake_accept by these names.
 */
export const PACKED_LAYOUT = {
  topicKeys: ['pendingSupply', 'topicMeta', 'reservations', 'tickerOwners', ...RESERVATION_TOTALS_KEYS],
  tickerKeys: ['inscription', 'pendingDeploy', 'balances', 'pendingDebits'],
  operationKeys: ['idem', 'record', 'reservation', 'queueJob'],
  sharedArgs: ['recordTtl', 'staleMs', 'usagePrefix', 'usageKeepDays'],
  // `ticker` (the operation's ticker, 1-based) leads them
  operationArgs: ['fingerprint', 'recordJson', 'debitNeedsPrivate', 'op', 'tick', 'amt', 'account', 'max', 'lim', 'jobId', 'at', 'tenant', 'anyTicker', 'tenantMaxBacklog', 'day', 'holderSigned']
} as const satisfies { [P in 'topicKeys' | 'tickerKeys' | 'operationKeys']: readonly AcceptKey[] } & { [P in 'sharedArgs' | 'operationArgs']: readonly AcceptArg[] }

// A group of single-route requests of one topic in one atomic step (lua/intake/group-accept.lua): intake_accept once per
// request, in order. The requests follow `at` in packMembers' layout.
// An error inside the step is thrown (every request of the group 503, nothing left reserved).
const groupAcceptScript = luaScript({
  name: 'hcsGroupAccept',
  file: new URL('../../lua/intake/group-accept.lua', import.meta.url),
  keys: [],
  args: ['at'],
  moreKeys: true,
  moreArgs: true,
  layouts: { packed: PACKED_LAYOUT },
  reply: (raw) => {
    const flat = replies.strings(raw)
    if (flat[0] === 'ERROR') throw new Error(`group admission failed, nothing reserved: ${flat[1] ?? ''}`)
    const out: Array<{ code: string, jobId: string | undefined }> = []
    for (let i = 0; i < flat.length; i += 2) out.push({ code: flat[i] ?? '', jobId: flat[i + 1] === '' ? undefined : flat[i + 1] })
    return out
  }
})

// Withdraws an accepted request whose enqueue failed, unless BullMQ holds its job after all (ADR 036).
export const intakeUndoScript = luaScript({
  name: 'hcsIntakeUndo',
  file: new URL('../../lua/intake/intake-undo.lua', import.meta.url),
  keys: ['record', 'reservation', 'queueJob', ...RESERVATION_TOTALS_KEYS],
  args: ['at', 'usagePrefix', 'usageKeepDays'],
  reply: replies.integer
})

// The same step checked and undone at once (lua/intake/intake-check.lua): a refusal, or nothing written.
const intakeCheckScript = luaScript({
  name: 'hcsIntakeCheck',
  file: new URL('../../lua/intake/intake-check.lua', import.meta.url),
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
      idemKey: recordKey, fingerprint: '', queueJobKey: recordKey
    })))
    if (code === 'OK') return
    if (code === 'KEY_REUSED') throw keyReused()
    throw await explain(code === '' ? 'INTERNAL' : code, request.operation, request.topicId)
  }
}

/** Characters of a request's fingerprint its record keeps (lua/intake/intake.lua compares as many): 132 bits of SHA-256. */
const RECORD_FINGERPRINT_CHARS = 22

/** Per-request parts of the accept call that differ between the single route and a batch operation. */
export interface AcceptSlot {
  /** The Idempotency-Key's name (where a batch keeps its entry), or the record key when there is none. */
  idemKey: string
  fingerprint: string
  /** The BullMQ job's key (or the record key). */
  queueJobKey: string
  /** The job record's key, when the caller has it already. */
  recordKey?: string
}

type TickerKeys = Pick<AcceptCall['keys'], typeof PACKED_LAYOUT.tickerKeys[number]>

/** A ticker's keys of intake_accept by name, and as {@link PACKED_LAYOUT}.tickerKeys lists them. */
interface TickerEntry { named: TickerKeys, packed: readonly string[] }

/** A topic's keys of intake_accept, and its tickers' (as many as {@link TICKERS_KEPT}), computed once. */
interface TopicKeys {
  shared: Pick<AcceptCall['keys'], typeof PACKED_LAYOUT.topicKeys[number]>
  /** `shared` in {@link PACKED_LAYOUT}.topicKeys' order. */
  packed: readonly string[]
  tickers: Map<string, TickerEntry>
  /** The topic's usage hashes (usage.lua): shared arguments of its calls. */
  usage: ReturnType<typeof usageArgs>
}

// Bounds of the key cache: the api's topics are the managed ones, tickers are whatever requests name.
const TOPICS_KEPT = 256
const TICKERS_KEPT = 4096
const keyCache = new WeakMap<KeyScope, Map<string, TopicKeys>>()

/** A topic's keys of intake_accept (cached per key scope): by name, and in {@link PACKED_LAYOUT}.topicKeys' order. */
export function topicKeysOf (scope: KeyScope, topicId: string): TopicKeys {
  let topics = keyCache.get(scope)
  if (topics === undefined) {
    topics = new Map()
    keyCache.set(scope, topics)
  }
  let topic = topics.get(topicId)
  if (topic === undefined) {
    if (topics.size >= TOPICS_KEPT) topics.clear()
    const shared = {
      pendingSupply: pendingSupplyKey(scope, topicId),
      topicMeta: topicMetaKey(scope, topicId),
      reservations: topicReservationsKey(scope, topicId),
      tickerOwners: tickerOwnersKey(scope, topicId),
      ...reservationTotalsKeys(scope, topicId)
    }
    topic = { shared, packed: PACKED_LAYOUT.topicKeys.map((name) => shared[name]), tickers: new Map(), usage: usageArgs(scope, topicId) }
    topics.set(topicId, topic)
  }
  return topic
}

/** A ticker's keys of intake_accept (cached with its topic's): by name, and in {@link PACKED_LAYOUT}.tickerKeys' order. */
export function tickerKeysOf (scope: KeyScope, topic: TopicKeys, topicId: string, tick: string): TickerEntry {
  const { tickers } = topic
  let entry = tickers.get(tick)
  if (entry === undefined) {
    if (tickers.size >= TICKERS_KEPT) tickers.clear()
    const named = {
      inscription: inscriptionKey(scope, topicId, tick),
      pendingDeploy: pendingDeployKey(scope, topicId, tick),
      balances: balancesKey(scope, topicId, tick),
      pendingDebits: pendingDebitsKey(scope, topicId, tick)
    }
    entry = { named, packed: PACKED_LAYOUT.tickerKeys.map((name) => named[name]) }
    tickers.set(tick, entry)
  }
  return entry
}

type OperationKeys = Pick<AcceptCall['keys'], typeof PACKED_LAYOUT.operationKeys[number]>
type OperationArgs = Pick<AcceptCall['args'], typeof PACKED_LAYOUT.operationArgs[number]>
type SharedArgs = Pick<AcceptCall['args'], typeof PACKED_LAYOUT.sharedArgs[number]>

/**
 * One request's accept call as a group sends it (ADR 042): its topic's and ticker's keys (cached, shared with the
 * other requests), its own keys and arguments by name. A group's script arguments are these laid out by
 * {@link PACKED_LAYOUT} ({@link packMembers}); a lone request's are the same names ({@link namedCall}).
 */
export interface AcceptMember {
  topic: TopicKeys
  ticker: TickerEntry
  keys: OperationKeys
  args: OperationArgs
}

/** The shared arguments ({@link PACKED_LAYOUT}.sharedArgs) of an intake's calls, but the topic's. */
function sharedArgsOf (options: ScriptIntakeOptions): Omit<SharedArgs, keyof TopicKeys['usage']> {
  return { recordTtl: String(options.recordTtlSeconds), staleMs: String(options.staleMs ?? 30_000) }
}

/**
 * The accept call of one request, by name. The topic's and the ticker's keys are computed once per topic and
 * ticker (ADR 042), the request's own (record, reservation) per request.
 */
export function acceptMember (options: ScriptIntakeOptions, request: IntakeRequest, slot: AcceptSlot): AcceptMember {
  const { keys, operatorId } = options
  const { jobId, operation, topicId } = request
  const tick = operation.tick
  const from = debitedAccount(operation)
  const deploy = operation.op === 'deploy'
  const topic = topicKeysOf(keys, topicId)
  return {
    topic,
    ticker: tickerKeysOf(keys, topic, topicId, tick),
    keys: {
      idem: slot.idemKey,
      record: slot.recordKey ?? jobRecordKey(keys, topicId, jobId),
      reservation: reservationKey(keys, topicId, jobId),
      queueJob: slot.queueJobKey
    },
    args: {
      fingerprint: slot.fingerprint,
      recordJson: encodeQueuedJobRecord(request.record, {
        owner: request.owner,
        tenant: request.tenant === DEFAULT_TENANT ? undefined : request.tenant,
        traceparent: traceCarrier().traceparent,
        // a single request's Idempotency-Key is remembered by its record (ADR 033); a batch's by its entry
        fingerprint: slot.fingerprint === '' ? undefined : slot.fingerprint.slice(0, RECORD_FINGERPRINT_CHARS)
      }),
      debitNeedsPrivate: needsPrivateTopic(from, request.payer ?? operatorId) ? '1' : '0',
      op: operation.op,
      tick,
      amt: deploy ? '' : operation.amt,
      account: from ?? '',
      max: deploy ? operation.max : '',
      lim: deploy ? operation.lim ?? '' : '',
      jobId,
      at: String(Date.now()),
      tenant: request.tenant,
      anyTicker: request.anyTicker ? '1' : '0',
      tenantMaxBacklog: backlogArg(request, options),
      day: request.record.createdAt.slice(0, 10),
      holderSigned: request.record.transactionId === undefined ? '0' : '1'
    }
  }
}

// operator keys are not held to a tenant's quota; a tenant's own ceiling comes with its request (ADR 045)
function backlogArg (request: IntakeRequest, options: ScriptIntakeOptions): string {
  const max = request.tenantMaxBacklog ?? options.tenantMaxBacklog
  return request.anyTicker || max === undefined ? '' : String(max)
}

/**
 * A member's call by name, for intake_accept itself (a lone request, the admission check). Written out name by
 * name (the type holds it complete): spreading four objects into one costs more than the rest of the call.
 */
function namedCall (member: AcceptMember, shared: SharedArgs): AcceptCall {
  const { topic: { shared: topic }, ticker: { named: ticker }, keys: own, args } = member
  return {
    keys: {
      idem: own.idem,
      record: own.record,
      inscription: ticker.inscription,
      pendingDeploy: ticker.pendingDeploy,
      pendingSupply: topic.pendingSupply,
      balances: ticker.balances,
      pendingDebits: ticker.pendingDebits,
      reservation: own.reservation,
      topicMeta: topic.topicMeta,
      queueJob: own.queueJob,
      reservations: topic.reservations,
      tickerOwners: topic.tickerOwners,
      tenantPending: topic.tenantPending,
      pendingVersions: topic.pendingVersions
    },
    args: {
      fingerprint: args.fingerprint,
      recordJson: args.recordJson,
      recordTtl: shared.recordTtl,
      debitNeedsPrivate: args.debitNeedsPrivate,
      op: args.op,
      tick: args.tick,
      amt: args.amt,
      account: args.account,
      max: args.max,
      lim: args.lim,
      jobId: args.jobId,
      at: args.at,
      staleMs: shared.staleMs,
      tenant: args.tenant,
      anyTicker: args.anyTicker,
      tenantMaxBacklog: args.tenantMaxBacklog,
      usagePrefix: shared.usagePrefix,
      usageKeepDays: shared.usageKeepDays,
      day: args.day,
      holderSigned: args.holderSigned
    }
  }
}

/** The named KEYS and ARGV of `intake_accept` for one request (see {@link acceptMember}). */
export function acceptArguments (options: ScriptIntakeOptions, request: IntakeRequest, slot: AcceptSlot): AcceptCall {
  const member = acceptMember(options, request, slot)
  return namedCall(member, { ...sharedArgsOf(options), ...member.topic.usage })
}

/**
 * The KEYS and ARGV (after group-accept.lua's own) of calls of one topic in {@link PACKED_LAYOUT}: the topic's keys
 * and the shared arguments once, each ticker's keys once, then per call its ticker (1-based) and its own keys and
 * arguments. A call of another topic is a bug, and throws.
 */
export function packMembers (members: readonly AcceptMember[], sharedArgs: SharedArgs): { keys: string[], args: ScriptValue[] } {
  const [first] = members
  if (first === undefined) return { keys: [], args: [] }
  const tickers = new Map<string, number>()
  const keys: string[] = [...first.topic.packed]
  const operationKeys: string[] = []
  const args: ScriptValue[] = [0, members.length, ...PACKED_LAYOUT.sharedArgs.map((name) => sharedArgs[name])]
  for (const member of members) {
    if (member.topic.shared.topicMeta !== first.topic.shared.topicMeta) throw new Error('packed operations must share their topic')
    const inscription = member.ticker.named.inscription
    let ticker = tickers.get(inscription)
    if (ticker === undefined) {
      ticker = tickers.size + 1
      tickers.set(inscription, ticker)
      keys.push(...member.ticker.packed)
    }
    for (const name of PACKED_LAYOUT.operationKeys) operationKeys.push(member.keys[name])
    args.push(ticker)
    for (const name of PACKED_LAYOUT.operationArgs) args.push(member.args[name])
  }
  args[0] = tickers.size
  keys.push(...operationKeys)
  return { keys, args }
}

type AcceptReply = ReturnType<typeof intakeAcceptScript.reply>

/**
 * Runs a group of accept calls of one topic (ADR 041, runtime's groupCommitter gathers them) as one script:
 * intake-accept.lua for a group of one, group-accept.lua for more. Groups of a topic run in the order they were
 * started, on one connection, so Redis admits the requests in order of arrival.
 */
function acceptGroup (redis: Redis, optionArgs: ReturnType<typeof sharedArgsOf>, onFlush: GroupCommitOptions['onFlush']) {
  return async (_topicId: string, calls: AcceptMember[]): Promise<AcceptReply[]> => {
    onFlush?.(calls.length)
    const [first] = calls
    if (first === undefined) return []
    const sharedArgs: SharedArgs = { ...optionArgs, ...first.topic.usage }
    const answers = calls.length === 1
      ? [await intakeAcceptScript.run(redis, namedCall(first, sharedArgs))]
      : await runPacked(redis, calls, sharedArgs)
    return calls.map((_call, i) => answers[i] ?? { code: '', jobId: undefined })
  }
}

async function runPacked (redis: Redis, calls: AcceptMember[], sharedArgs: SharedArgs): Promise<AcceptReply[]> {
  const packed = packMembers(calls, sharedArgs)
  return await groupAcceptScript.run(redis, { keys: {}, args: { at: new Date().toISOString() }, moreKeys: packed.keys, moreArgs: packed.args })
}

/**
 * Withdraws an admitted request whose enqueue failed (lua/intake/intake-undo.lua): its reservation released, a
 * tombstone for its record; 'enqueued' when BullMQ holds its job after all.
 */
export async function withdraw (redis: Redis, keys: KeyScope, at: { topicId: string, jobId: string, recordKey: string, queueJobKey: string }): Promise<'withdrawn' | 'enqueued'> {
  const withdrawn = await intakeUndoScript.run(redis, {
    keys: { record: at.recordKey, reservation: reservationKey(keys, at.topicId, at.jobId), queueJob: at.queueJobKey, ...reservationTotalsKeys(keys, at.topicId) },
    args: { at: new Date().toISOString(), ...usageArgs(keys, at.topicId) }
  })
  return withdrawn === 1 ? 'withdrawn' : 'enqueued'
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
  const group = options.group ?? DEFAULT_GROUP_COMMIT
  const admit = groupCommitter(acceptGroup(redis, sharedArgsOf(options), group.onFlush), group)

  return async (request: IntakeRequest): Promise<IntakeResult> => {
    const { jobId, operation, topicId, idempotency } = request
    const recordKey = jobRecordKey(keys, topicId, jobId)
    const idemKey = idempotency === undefined ? recordKey : idempotencyKey(keys, topicId, idempotency.scope, idempotency.key)
    const queueJobKey = options.queueJobKey?.(topicId, jobId) ?? recordKey
    // the record remembers the key (ADR 033); idemKey is only read: a batch's entry under the same name
    const call = acceptMember(options, request, {
      idemKey, fingerprint: idempotency?.fingerprint ?? '', queueJobKey, recordKey
    })
    const { code, jobId: otherJobId } = await orQueueUnavailable(async () => await admit(topicId, call))
    const result = claimResult(code, jobId, otherJobId, async () => await withdraw(redis, keys, { topicId, jobId, recordKey, queueJobKey }))
    if (result !== undefined) return result
    throw await explain(code === '' ? 'INTERNAL' : code, operation, topicId)
  }
}
