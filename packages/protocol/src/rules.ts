import { canonicalEntityId } from './fields.js'
import type { Hcs20Message } from './parse.js'
import { REJECT_REASONS } from './reasons.js'
import type { RejectReason } from './reasons.js'

/** State of one tick on one topic. Amounts are canonical decimal strings; zero balances are removed. */
export type TickState = {
  tick: string
  name: string
  max: string
  lim?: string
  metadata?: string
  /** Payer of the deploy transaction. */
  deployer: string
  deploySequence: number
  /** Consensus timestamp of the deploy, `seconds.nanos`. */
  deployedAt: string
  supply: string
  /**
   * Account → balance (> 0). The rules read only the accounts a message touches, so an indexer that
   * keeps balances in Redis may pass just those.
   */
  balances: Record<string, string>
}

/** State of one topic: its deployed ticks (state is kept per topic and tick). */
export type TopicState = { ticks: Record<string, TickState> }

/** The transaction facts the rules need, as the mirror node reports them. */
export type ApplyContext = {
  /** `payer_account_id` of the message's transaction (never a field inside the JSON). */
  payer: string
  /** The topic has a submit key. */
  isPrivate: boolean
  sequenceNumber: number
  /** `seconds.nanos`. */
  consensusTimestamp: string
}

/** The deploy facts of a tick (a {@link TickState} without supply and balances). */
export type TickInfo = Omit<TickState, 'supply' | 'balances'>

/**
 * What an applied message changed, enough for a minimal ledger write. `supply` and `balances` are the
 * new absolute values (`'0'` for an account that is now empty: delete it), the deltas are signed
 * decimal strings (only non-zero balance deltas are listed).
 */
export type Effect = {
  kind: 'deploy' | 'mint' | 'transfer' | 'burn'
  tick: string
  /** Set on deploy only. */
  deploy?: TickInfo
  supply: string
  supplyDelta: string
  balances: Record<string, string>
  balanceDeltas: Record<string, string>
}

/** Result of {@link applyMessage}. */
export type ApplyResult = { ok: true, state: TopicState, effect: Effect } | { ok: false, reason: RejectReason }

/** A topic with nothing deployed. */
export function emptyTopicState (): TopicState {
  return { ticks: {} }
}

function reject (reason: RejectReason): ApplyResult {
  return { ok: false, reason }
}

function commit (state: TopicState, tick: TickState, effect: Effect): ApplyResult {
  return { ok: true, state: { ticks: { ...state.ticks, [tick.tick]: tick } }, effect }
}

function withBalances (tick: TickState, supply: bigint, changes: Record<string, bigint>): TickState {
  const balances = { ...tick.balances }
  for (const [account, value] of Object.entries(changes)) {
    if (value === 0n) delete balances[account]
    else balances[account] = value.toString()
  }
  return { ...tick, supply: supply.toString(), balances }
}

function balanceOf (tick: TickState, account: string): bigint {
  return BigInt(tick.balances[account] ?? '0')
}

function signed (value: bigint): string {
  return value.toString()
}

/**
 * Applies one parsed message to a topic's state with the HCS-20 rules (this package's README), never mutating
 * `state`. deploy: first wins (`tick_exists`). mint: `tick_not_found`, `limit_exceeded` (amt > lim),
 * `supply_exceeded` (no partial mints). transfer/burn: `tick_not_found`, `payer_not_from` (public
 * topics only), `insufficient_balance`. A self-transfer succeeds and changes nothing. register is
 * skipped with `register_ignored` (it only means something on the registry topic).
 */
export function applyMessage (state: TopicState, message: Hcs20Message, ctx: ApplyContext): ApplyResult {
  if (message.op === 'register') return reject(REJECT_REASONS.REGISTER_IGNORED)
  const current = Object.hasOwn(state.ticks, message.tick) ? state.ticks[message.tick] : undefined

  if (message.op === 'deploy') {
    if (current !== undefined) return reject(REJECT_REASONS.TICK_EXISTS)
    const info: TickInfo = {
      tick: message.tick,
      name: message.name,
      max: message.max,
      deployer: canonicalEntityId(ctx.payer) ?? ctx.payer,
      deploySequence: ctx.sequenceNumber,
      deployedAt: ctx.consensusTimestamp
    }
    if (message.lim !== undefined) info.lim = message.lim
    if (message.metadata !== undefined) info.metadata = message.metadata
    const tick: TickState = { ...info, supply: '0', balances: {} }
    return commit(state, tick, {
      kind: 'deploy', tick: tick.tick, deploy: info, supply: '0', supplyDelta: '0', balances: {}, balanceDeltas: {}
    })
  }

  if (current === undefined) return reject(REJECT_REASONS.TICK_NOT_FOUND)
  const amt = BigInt(message.amt)
  const supply = BigInt(current.supply)

  if (message.op === 'mint') {
    if (current.lim !== undefined && amt > BigInt(current.lim)) return reject(REJECT_REASONS.LIMIT_EXCEEDED)
    if (supply + amt > BigInt(current.max)) return reject(REJECT_REASONS.SUPPLY_EXCEEDED)
    const to = balanceOf(current, message.to) + amt
    return commit(state, withBalances(current, supply + amt, { [message.to]: to }), {
      kind: 'mint',
      tick: current.tick,
      supply: (supply + amt).toString(),
      supplyDelta: signed(amt),
      balances: { [message.to]: to.toString() },
      balanceDeltas: amt === 0n ? {} : { [message.to]: signed(amt) }
    })
  }

  // The payer is the transaction's, from the mirror node; a checksum form would never match a plain id.
  const payer = canonicalEntityId(ctx.payer) ?? ctx.payer
  if (!ctx.isPrivate && payer !== message.from) return reject(REJECT_REASONS.PAYER_NOT_FROM)
  const from = balanceOf(current, message.from)
  if (from < amt) return reject(REJECT_REASONS.INSUFFICIENT_BALANCE)

  if (message.op === 'burn') {
    return commit(state, withBalances(current, supply - amt, { [message.from]: from - amt }), {
      kind: 'burn',
      tick: current.tick,
      supply: (supply - amt).toString(),
      supplyDelta: signed(-amt),
      balances: { [message.from]: (from - amt).toString() },
      balanceDeltas: amt === 0n ? {} : { [message.from]: signed(-amt) }
    })
  }

  if (message.from === message.to || amt === 0n) {
    return commit(state, current, {
      kind: 'transfer', tick: current.tick, supply: current.supply, supplyDelta: '0', balances: { [message.from]: from.toString() }, balanceDeltas: {}
    })
  }
  const to = balanceOf(current, message.to) + amt
  return commit(state, withBalances(current, supply, { [message.from]: from - amt, [message.to]: to }), {
    kind: 'transfer',
    tick: current.tick,
    supply: current.supply,
    supplyDelta: '0',
    balances: { [message.from]: (from - amt).toString(), [message.to]: to.toString() },
    balanceDeltas: { [message.from]: signed(-amt), [message.to]: signed(amt) }
  })
}

/** One item of a replay: a parsed message and its transaction facts. */
export type ReplayItem = { message: Hcs20Message, ctx: ApplyContext }

/** Result of {@link applyMessages}: the final state and one result per item, in order. */
export type ReplayResult = {
  state: TopicState
  results: Array<{ ok: true, effect: Effect } | { ok: false, reason: RejectReason }>
}

/** Applies items in order (consensus order), skipping rejected ones; a convenience for replays and tests. */
export function applyMessages (state: TopicState, items: readonly ReplayItem[]): ReplayResult {
  let current = state
  const results: ReplayResult['results'] = []
  for (const item of items) {
    const result = applyMessage(current, item.message, item.ctx)
    if (result.ok) {
      current = result.state
      results.push({ ok: true, effect: result.effect })
    } else {
      results.push({ ok: false, reason: result.reason })
    }
  }
  return { state: current, results }
}
