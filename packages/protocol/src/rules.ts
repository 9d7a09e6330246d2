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

/** Result of {@link decideMessage}: what the message does, or why the rules skip it. */
export type Decision = { ok: true, effect: Effect } | { ok: false, reason: RejectReason }

/** What the rules read of one tick besides balances: its deploy facts and its supply. */
export type TickHeader = TickInfo & { supply: string }

/**
 * What the rules read of a ledger: a tick's header and an account's balance, nothing else. A message reads
 * one header and at most two balances, so a reader can serve the rules from the few accounts a page of
 * messages touches instead of from the whole ledger (the indexer does).
 */
export interface LedgerView {
  /** The tick's header, or undefined when it is not deployed. */
  tick: (tick: string) => TickHeader | undefined
  /** The account's balance (a canonical decimal string, `'0'` when it holds none). */
  balance: (tick: string, account: string) => string
}

/** A topic with nothing deployed. */
export function emptyTopicState (): TopicState {
  return { ticks: {} }
}

function reject (reason: RejectReason): Decision {
  return { ok: false, reason }
}

function accept (effect: Effect): Decision {
  return { ok: true, effect }
}

function signed (value: bigint): string {
  return value.toString()
}

/**
 * Decides what one parsed message does with the HCS-20 rules (this package's README), reading only the tick
 * header and the balances it needs from `view`: O(1) whatever the size of the ledger, and it changes nothing.
 * deploy: first wins (`tick_exists`). mint: `tick_not_found`, `limit_exceeded` (amt > lim), `supply_exceeded`
 * (no partial mints). transfer/burn: `tick_not_found`, `payer_not_from` (public topics only),
 * `insufficient_balance`. A self-transfer succeeds and changes nothing. register is skipped with
 * `register_ignored` (it only means something on the registry topic).
 */
export function decideMessage (view: LedgerView, message: Hcs20Message, ctx: ApplyContext): Decision {
  if (message.op === 'register') return reject(REJECT_REASONS.REGISTER_IGNORED)
  const current = view.tick(message.tick)

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
    return accept({ kind: 'deploy', tick: info.tick, deploy: info, supply: '0', supplyDelta: '0', balances: {}, balanceDeltas: {} })
  }

  if (current === undefined) return reject(REJECT_REASONS.TICK_NOT_FOUND)
  const amt = BigInt(message.amt)
  const supply = BigInt(current.supply)

  if (message.op === 'mint') {
    if (current.lim !== undefined && amt > BigInt(current.lim)) return reject(REJECT_REASONS.LIMIT_EXCEEDED)
    if (supply + amt > BigInt(current.max)) return reject(REJECT_REASONS.SUPPLY_EXCEEDED)
    const to = BigInt(view.balance(current.tick, message.to)) + amt
    return accept({
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
  const from = BigInt(view.balance(current.tick, message.from))
  if (from < amt) return reject(REJECT_REASONS.INSUFFICIENT_BALANCE)

  if (message.op === 'burn') {
    return accept({
      kind: 'burn',
      tick: current.tick,
      supply: (supply - amt).toString(),
      supplyDelta: signed(-amt),
      balances: { [message.from]: (from - amt).toString() },
      balanceDeltas: amt === 0n ? {} : { [message.from]: signed(-amt) }
    })
  }

  if (message.from === message.to || amt === 0n) {
    return accept({
      kind: 'transfer', tick: current.tick, supply: current.supply, supplyDelta: '0', balances: { [message.from]: from.toString() }, balanceDeltas: {}
    })
  }
  const to = BigInt(view.balance(current.tick, message.to)) + amt
  return accept({
    kind: 'transfer',
    tick: current.tick,
    supply: current.supply,
    supplyDelta: '0',
    balances: { [message.from]: (from - amt).toString(), [message.to]: to.toString() },
    balanceDeltas: { [message.from]: signed(-amt), [message.to]: signed(amt) }
  })
}

/** A {@link LedgerView} over a whole {@link TopicState} (replays and tests). */
export function topicStateView (state: TopicState): LedgerView {
  return {
    tick: (tick) => Object.hasOwn(state.ticks, tick) ? state.ticks[tick] : undefined,
    balance: (tick, account) => {
      const balances = Object.hasOwn(state.ticks, tick) ? state.ticks[tick]?.balances : undefined
      return balances !== undefined && Object.hasOwn(balances, account) ? balances[account] ?? '0' : '0'
    }
  }
}

/**
 * Writes an effect into `state` in place, O(1) per effect: a deploy adds the tick, the new supply and the new
 * balances replace the old ones, an account at zero is removed. For a working copy that nothing else shares.
 */
export function applyEffect (state: TopicState, effect: Effect): void {
  if (effect.deploy !== undefined) state.ticks[effect.tick] = { ...effect.deploy, supply: effect.supply, balances: {} }
  const tick = Object.hasOwn(state.ticks, effect.tick) ? state.ticks[effect.tick] : undefined
  if (tick === undefined) return
  tick.supply = effect.supply
  for (const [account, value] of Object.entries(effect.balances)) {
    if (value === '0') delete tick.balances[account]
    else tick.balances[account] = value
  }
}

/**
 * Applies one parsed message to a topic's state with the HCS-20 rules ({@link decideMessage}), never mutating
 * `state`: the new state shares every tick but the one the message changed, which is copied (as large as its
 * balances). To apply many messages, use {@link applyMessages}, or {@link decideMessage} over a view of your own.
 */
export function applyMessage (state: TopicState, message: Hcs20Message, ctx: ApplyContext): ApplyResult {
  const decision = decideMessage(topicStateView(state), message, ctx)
  if (!decision.ok) return decision
  const { effect } = decision
  const next: TopicState = { ticks: { ...state.ticks } }
  const before = Object.hasOwn(state.ticks, effect.tick) ? state.ticks[effect.tick] : undefined
  if (before !== undefined) next.ticks[effect.tick] = { ...before, balances: { ...before.balances } }
  applyEffect(next, effect)
  return { ok: true, state: next, effect }
}

/** One item of a replay: a parsed message and its transaction facts. */
export type ReplayItem = { message: Hcs20Message, ctx: ApplyContext }

/** Result of {@link applyMessages}: the final state and one result per item, in order. */
export type ReplayResult = {
  state: TopicState
  results: Array<{ ok: true, effect: Effect } | { ok: false, reason: RejectReason }>
}

/**
 * Applies items in order (consensus order), skipping rejected ones; a convenience for replays and tests. Never
 * mutates `state`: it copies it once, then applies each message in place, O(1) per message.
 */
export function applyMessages (state: TopicState, items: readonly ReplayItem[]): ReplayResult {
  const current: TopicState = structuredClone(state)
  const view = topicStateView(current)
  const results: ReplayResult['results'] = []
  for (const item of items) {
    const decision = decideMessage(view, item.message, item.ctx)
    if (decision.ok) applyEffect(current, decision.effect)
    results.push(decision)
  }
  return { state: current, results }
}
