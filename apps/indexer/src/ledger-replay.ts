// The ledger invariant check (`npm run ledger:verify`, ADR 019): replays a topic from the mirror with
// protocol's rules up to the indexer's checkpoint and compares inscriptions, supply, balances and holders
// with Redis, and each ticker's history and its accounts' entries (ADR 044); then checks that the reserved totals are
// the sums of the live reservations.
import {
  REJECT_REASONS, accountChunkField, accountFieldParts, applyEffect, balancesKey, decideMessage, emptyTopicState, historyAccountsKey,
  historyCode, historyKey, holdersKey, holdersUnrankedKey, inscriptionKey, isAccountChunkField, packAccountEntries, parseMessage,
  streamChunkPacked, topicMetaKey, topicStateView, topicTicksKey
} from '@hcs/protocol'
import type { Hcs20Message, KeyScope, TopicState } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import { verifyLink } from './follow/follow-topic.js'
import { ZERO_HASH_HEX } from './ledger/ledger-store.js'
import type { MirrorClient } from '@hcs/runtime'
import { checkReservations } from './sweep/reservation-check.js'
import type { ReservationCheck } from './sweep/reservation-check.js'

interface LedgerDifference {
  /**
   * What differs: `tick`, `supply`, `name`, `max`, `lim`, `deployer`, `deploySequence`, `holders`, `balance`, `holder-score`, `history`
   * (an entry of a ticker's history), `account-history` (an account's entries), `reserved`, `chain`.
   */
  what: string
  tick?: string
  /** The account, or the reserved total's key and field. */
  subject?: string
  /** From the replay (or, for `reserved`, the sum of live reservations). */
  expected: string
  /** In Redis. */
  actual: string
}

export interface VerifyReport {
  topicId: string
  /** The indexer's checkpoint: the replay stops there. */
  lastSequence: number
  differences: LedgerDifference[]
  reservations: ReservationCheck
}

export interface VerifyOptions {
  redis: Redis
  keys: KeyScope
  topicId: string
  mirror: MirrorClient
  signal?: AbortSignal
  /** Compare the tickers' histories too (default true; false where the indexer runs with INDEXER_HISTORY=false). */
  history?: boolean
}

/** A history entry as the replay derives it: sequence number and code (protocol's historyCode). */
interface ReplayEntry { sequenceNumber: number, code: string }

/** One ticker's history as the replay derives it: its entries, and each account's. */
interface TickHistory { entries: ReplayEntry[], accounts: Map<string, ReplayEntry[]> }

/** What the replay derives: the state, and each ticker's history. */
interface Replay {
  state: TopicState
  history: Map<string, TickHistory>
}

/** The accounts a message names as `from` or `to`. */
function namedAccounts (message: Hcs20Message): string[] {
  if (message.op === 'mint') return [message.to]
  if (message.op === 'transfer') return [...new Set([message.from, message.to])]
  if (message.op === 'burn') return [message.from]
  return []
}

/** Adds a decided message to the replay's histories, as the indexer's page step does (none below the retention's floor). */
function recordHistory (history: Replay['history'], message: Hcs20Message, sequenceNumber: number, reason: string | undefined, floor: number): void {
  const code = historyCode(reason)
  if (sequenceNumber < floor || message.op === 'register' || reason === REJECT_REASONS.TICK_NOT_FOUND || code === undefined) return
  let tick = history.get(message.tick)
  if (tick === undefined) history.set(message.tick, tick = { entries: [], accounts: new Map() })
  const entry = { sequenceNumber, code }
  tick.entries.push(entry)
  for (const account of namedAccounts(message)) {
    const entries = tick.accounts.get(account)
    if (entries === undefined) tick.accounts.set(account, [entry])
    else entries.push(entry)
  }
}

/** The topic replayed from the mirror with protocol's rules, up to `lastSequence`; a broken chain is a difference. */
async function replayTopic (o: VerifyOptions, lastSequence: number, historyFloor: number, differences: LedgerDifference[]): Promise<Replay> {
  const { isPrivate } = await o.mirror.getTopic(o.topicId, o.signal)
  // one working copy, changed in place: O(1) per message
  const state = emptyTopicState()
  const replay: Replay = { state, history: new Map() }
  const view = topicStateView(state)
  let previous = ZERO_HASH_HEX
  let sequence = 0
  let page = await o.mirror.getMessages(o.topicId, 0, 100, o.signal)
  for (;;) {
    for (const m of page.messages) {
      if (m.sequenceNumber > lastSequence) return replay
      const broken = verifyLink(o.topicId, sequence, previous, m)
      if (broken !== undefined) {
        differences.push({ what: 'chain', subject: String(broken.sequenceNumber), expected: broken.reason, actual: broken.detail })
        return replay
      }
      sequence = m.sequenceNumber
      previous = Buffer.from(m.runningHash).toString('hex')
      if (m.chunk !== undefined && m.chunk.total > 1) continue
      const parsed = parseMessage(m.message)
      if (!parsed.ok) continue
      const decision = decideMessage(view, parsed.message, { payer: m.payerAccountId, isPrivate, sequenceNumber: m.sequenceNumber, consensusTimestamp: m.consensusTimestamp })
      if (decision.ok) applyEffect(state, decision.effect)
      if (o.history !== false) recordHistory(replay.history, parsed.message, m.sequenceNumber, decision.ok ? undefined : decision.reason, historyFloor)
    }
    if (page.next === null || page.messages.length === 0) break
    page = await o.mirror.getPage(page.next, o.signal)
  }
  if (sequence < lastSequence) differences.push({ what: 'chain', subject: String(sequence), expected: `messages up to ${lastSequence}`, actual: `the mirror serves up to ${sequence}` })
  return replay
}

/** A history stream's entries as `seq` or `seq:code` (the packed form), read in chunks. */
/** A packed entry's sequence number. */
const sequenceOf = (packed: string): number => Number.parseInt(packed, 10)

/** Every packed entry of a ticker's history stream, oldest first. */
async function streamEntries (redis: Redis, key: string): Promise<string[]> {
  const out: string[] = []
  let from = '-'
  for (;;) {
    const chunk = await redis.xrange(key, from, '+', 'COUNT', 1000)
    for (const [, fields] of chunk) {
      const packed = streamChunkPacked(fields)
      if (packed !== '') out.push(...packed.split(','))
    }
    const last = chunk.at(-1)
    if (last === undefined || chunk.length < 1000) return out
    from = `(${last[0]}`
  }
}

/** At most this many differences of one kind are listed per ticker (a history that is wrong throughout says so enough). */
const HISTORY_DIFFERENCES_SHOWN = 20

/** Compares one ticker's stored history and its accounts' entries with the replay's. */
async function compareHistory (o: VerifyOptions, tick: string, expected: TickHistory | undefined, floor: number, differences: LedgerDifference[]): Promise<void> {
  const want = (expected?.entries ?? []).map(e => packAccountEntries([e]))
  // entries below the retention's floor are hidden from readers and may wait in a chunk that straddles it
  const got = (await streamEntries(o.redis, historyKey(o.keys, o.topicId, tick))).filter((e) => sequenceOf(e) >= floor)
  let shown = 0
  for (let i = 0; i < Math.max(want.length, got.length) && shown < HISTORY_DIFFERENCES_SHOWN; i++) {
    if (want[i] === got[i]) continue
    differences.push({ what: 'history', tick, subject: String(i), expected: want[i] ?? '', actual: got[i] ?? '' })
    shown++
  }
  const accounts = expected?.accounts ?? new Map<string, ReplayEntry[]>()
  // an account's entries: its sealed chunks, oldest first, then its own field's
  const stored = new Map<string, string>()
  const sealed = new Map<string, string>()
  await scanPairs(o.redis, 'hash', historyAccountsKey(o.keys, o.topicId, tick), (field, value) => {
    if (isAccountChunkField(field)) sealed.set(field, value)
    else stored.set(field, value)
  })
  shown = 0
  for (const account of new Set([...accounts.keys(), ...stored.keys()])) {
    if (shown >= HISTORY_DIFFERENCES_SHOWN) break
    const { chunks, packed } = accountFieldParts(stored.get(account))
    const parts = Array.from({ length: chunks }, (_v, i) => sealed.get(accountChunkField(account, i + 1)) ?? '')
    const actual = [...parts, packed].flatMap((p) => p === '' ? [] : p.split(',')).filter((e) => sequenceOf(e) >= floor).join(',')
    const wanted = packAccountEntries(accounts.get(account) ?? [])
    if (wanted === actual) continue
    differences.push({ what: 'account-history', tick, subject: account, expected: wanted, actual })
    shown++
  }
}

/** Every field/value pair of a hash, or member/score pair of a sorted set, in chunks (never one reply of a million entries). */
async function scanPairs (redis: Redis, kind: 'hash' | 'zset', key: string, onPair: (name: string, value: string) => void): Promise<void> {
  let cursor = '0'
  do {
    const [next, flat] = kind === 'hash' ? await redis.hscan(key, cursor, 'COUNT', 1000) : await redis.zscan(key, cursor, 'COUNT', 1000)
    cursor = next
    for (let i = 0; i + 1 < flat.length; i += 2) onPair(flat[i] ?? '', flat[i + 1] ?? '')
  } while (cursor !== '0')
}

/** Compares the stored ledger of one tick with the replay. */
async function compareTick (o: VerifyOptions, tick: string, state: TopicState, differences: LedgerDifference[]): Promise<void> {
  const inscription = await o.redis.hgetall(inscriptionKey(o.keys, o.topicId, tick))
  const expected = state.ticks[tick]
  const diff = (what: string, want: string | undefined, got: string | undefined, subject?: string): void => {
    if ((want ?? '') !== (got ?? '')) differences.push({ what, tick, ...(subject === undefined ? {} : { subject }), expected: want ?? '', actual: got ?? '' })
  }
  if (expected === undefined) {
    differences.push({ what: 'tick', tick, expected: '', actual: 'deployed' })
    return
  }
  diff('name', expected.name, inscription.name)
  diff('max', expected.max, inscription.max)
  diff('lim', expected.lim, inscription.lim)
  diff('deployer', expected.deployer, inscription.deployer)
  diff('deploySequence', String(expected.deploySequence), inscription.deploySequence)
  diff('supply', expected.supply, inscription.supply)
  diff('holders', String(Object.keys(expected.balances).length), inscription.holders)
  const want = (account: string): string | undefined => Object.hasOwn(expected.balances, account) ? expected.balances[account] : undefined
  // stored balances: each against the replay (a scan may return an entry twice: compare once)
  const seen = new Set<string>()
  await scanPairs(o.redis, 'hash', balancesKey(o.keys, o.topicId, tick), (account, balance) => {
    if (seen.has(account)) return
    seen.add(account)
    diff('balance', want(account), balance, account)
  })
  for (const account of Object.keys(expected.balances)) if (!seen.has(account)) diff('balance', want(account), undefined, account)
  // scores are doubles: compare as numbers (exact amounts are checked on the balances hash above); an account
  // the ranker has yet to move is not compared
  const unranked = new Set(await o.redis.smembers(holdersUnrankedKey(o.keys, o.topicId, tick)))
  const scored = new Set<string>()
  await scanPairs(o.redis, 'zset', holdersKey(o.keys, o.topicId, tick), (account, score) => {
    if (scored.has(account) || unranked.has(account)) return
    scored.add(account)
    const balance = want(account)
    if (balance === undefined || Number(balance) !== Number(score)) diff('holder-score', balance, score, account)
  })
  for (const account of Object.keys(expected.balances)) if (!scored.has(account) && !unranked.has(account)) diff('holder-score', want(account), undefined, account)
}

/** Replays one topic and compares it, and its reservations, with Redis. */
export async function verifyLedger (o: VerifyOptions): Promise<VerifyReport> {
  const [last, floor] = await o.redis.hmget(topicMetaKey(o.keys, o.topicId), 'lastSequence', 'historyFloor')
  const lastSequence = Number(last ?? '0')
  const differences: LedgerDifference[] = []
  // the histories keep no entry below the retention's floor (INDEXER_HISTORY_RETENTION_DAYS)
  const { state, history } = await replayTopic(o, lastSequence, Number(floor ?? '0'), differences)
  const stored = await o.redis.zrange(topicTicksKey(o.keys, o.topicId), 0, -1)
  for (const tick of new Set([...Object.keys(state.ticks), ...stored])) {
    if (!stored.includes(tick)) {
      differences.push({ what: 'tick', tick, expected: 'deployed', actual: '' })
      continue
    }
    await compareTick(o, tick, state, differences)
    if (o.history !== false) await compareHistory(o, tick, history.get(tick), Number(floor ?? '0'), differences)
  }
  const reservations = await checkReservations(o.redis, o.keys, o.topicId)
  for (const d of reservations.differences) {
    differences.push({ what: 'reserved', subject: `${d.key} ${d.field}`, expected: d.derived, actual: d.stored })
  }
  return { topicId: o.topicId, lastSequence, differences, reservations }
}
