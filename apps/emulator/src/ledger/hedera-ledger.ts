import { createHash } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { proto } from '@hashgraph/proto'
import type { Logger } from 'pino'
import type { Faults } from '../faults.js'
import type { EventStore } from './store.js'
import { TX_FEES, applyEvent, encodeKey, type LedgerEvent, type State, type TopicMessage, type TxEvent, type TxName } from './state.js'
import { entityString, mirrorToNs, nsToMirror } from '../ids.js'
import type { CheckedTx } from './prechecks.js'

/** What a transaction handler decides at consensus: a status and the event fields it adds. */
type Outcome = { status: number } & Partial<Pick<TxEvent, 'entity' | 'topic' | 'message' | 'account'>>

export type Decide = (tx: CheckedTx, consensusNs: bigint) => Outcome

interface CachedTx {
  expiresAtMs: number
  /** Its event's record number in the log, once at consensus (the event itself is read back when asked for). */
  record?: number
  consensusMs?: number
  /** Accepted at precheck, never to reach consensus. */
  dropped?: boolean
}

/**
 * The emulated Hedera network's own ledger (not the HCS-20 ledger the indexer keeps): transactions checked for
 * duplicates, queued for consensus, applied to the state and kept for receipts and the mirror.
 */
export interface HederaLedger {
  state: State
  events: EventEmitter<{ message: [topicId: string, message: TopicMessage] }>
  isDuplicate: (key: string) => boolean
  /**
   * Queues the transaction for consensus (immediately, or after the consensus delay). With `drop` it is
   * only remembered (duplicate check, receipt UNKNOWN) until its valid window ends, and never reaches consensus.
   */
  accept: (tx: CheckedTx, name: TxName, decide: Decide, options?: { drop?: boolean }) => void
  /** undefined: unknown (or expired) id; 'pending': known, not yet at consensus. */
  lookup: (key: string) => TxEvent | 'pending' | undefined
  nextEntityId: () => string
  /**
   * Creates an account with `key` and `balance` tinybars, paid for by the operator, at once (a test's or demo's
   * wallet: the admin API). Returns its id, or undefined when the log cannot be written (nothing happened).
   */
  createAccount: (key: proto.IKey, balance: bigint) => string | undefined
  /**
   * Moves `amount` tinybars from the operator to account `to`, at once (a CRYPTOTRANSFER the operator pays for: the
   * admin API's way to fund an account). Returns its transaction id, or undefined when the log cannot be written.
   */
  fund: (to: string, amount: bigint) => string | undefined
  /** Why the log cannot be written (the last write failed), or undefined. */
  logFailure: () => string | undefined
  /**
   * False for a second after a failed write: the node answers BUSY instead of accepting what could not reach
   * consensus. Then transactions are let through again, and the first one written clears the failure.
   */
  acceptsTransactions: () => boolean
  /** The network's clock in ns (the real one shifted by the fault `clockSkewMs`): consensus times, the mirror's "now". */
  nowNs: () => bigint
  close: () => void
}

const DEDUPE_WINDOW_MS = 190_000
const NODE_ACCOUNT_ID = '0.0.3'

/** After a failed log write, how long the node answers BUSY before it lets transactions try again. */
const LOG_RETRY_MS = 1000

export function createHederaLedger (opts: { state: State, store: EventStore, faults: Faults, log: Logger }): HederaLedger {
  const { state, store, faults, log } = opts
  const events = new EventEmitter<{ message: [topicId: string, message: TopicMessage] }>()
  events.setMaxListeners(0)
  const cache = new Map<string, CachedTx>()
  const timers = new Set<NodeJS.Timeout>()
  let closed = false

  // Receipts of recent transactions survive a restart: rebuild the cache from the end of the log (events are
  // in consensus order, so the walk stops at the first one too old to matter).
  const nowMs = faults.nowMs()
  const keepMs = Math.max(DEDUPE_WINDOW_MS, faults.receiptTtlMs())
  for (let record = state.log.size - 1; record >= 0; record--) {
    const event = state.log.read(record)
    if (event.e !== 'tx') break
    const consensusMs = Number((mirrorToNs(event.consensus) ?? 0n) / 1_000_000n)
    if (consensusMs + keepMs <= nowMs) break
    if (!cache.has(event.txId)) cache.set(event.txId, { record, consensusMs, expiresAtMs: consensusMs + DEDUPE_WINDOW_MS })
  }

  const sweeper = setInterval(() => {
    const now = faults.nowMs()
    const ttl = faults.receiptTtlMs()
    for (const [key, entry] of cache) {
      // A transaction still waiting for consensus is kept; a dropped one is forgotten once its window ends.
      if (entry.consensusMs === undefined) {
        if (entry.dropped === true && entry.expiresAtMs <= now && !faults.unknownPastExpiry()) cache.delete(key)
        continue
      }
      if (entry.expiresAtMs <= now && entry.consensusMs + ttl <= now) cache.delete(key)
    }
  }, 5_000)
  sweeper.unref()

  function nextEntityId (): string {
    const id = `0.0.${state.nextEntityNum}`
    state.nextEntityNum++
    return id
  }

  function nextConsensusNs (): bigint {
    const now = faults.nowNs()
    const next = now > state.lastConsensusNs ? now : state.lastConsensusNs + 1n
    state.lastConsensusNs = next
    return next
  }

  let logFailure: string | undefined
  let failedAtMs = 0
  /**
   * A transaction of the admin API's, paid for by the operator, at consensus now: an id of the operator's no SDK
   * would pick (valid start at consensus). Undefined once closed or before genesis.
   */
  function adminEvent (name: TxName, memo: string, fields: (payer: string) => Pick<TxEvent, 'entity' | 'account' | 'transfers'>): TxEvent | undefined {
    const payer = state.operator?.operatorId
    if (closed || payer === undefined) return undefined
    const consensusNs = nextConsensusNs()
    const txId = `${payer}@${nsToMirror(consensusNs)}`
    return {
      e: 'tx',
      txId,
      name,
      status: 'SUCCESS',
      consensus: nsToMirror(consensusNs),
      hash: createHash('sha384').update(txId).digest('base64'),
      node: NODE_ACCOUNT_ID,
      validDuration: 120,
      maxFee: '0',
      memo,
      fee: TX_FEES[name],
      ...fields(payer)
    }
  }

  /** The event's record; -1 when the store is closed (shutdown), -2 when it cannot be written (nothing applied). */
  function commit (event: LedgerEvent): number {
    let record: number
    try {
      record = store.append(event)
    } catch (err) {
      if (logFailure === undefined) log.error({ err }, 'the emulator log cannot be written: transactions are refused (BUSY) until it can')
      logFailure = (err as Error).message
      failedAtMs = Date.now()
      return -2
    }
    if (logFailure !== undefined) {
      log.info('the emulator log can be written again')
      logFailure = undefined
    }
    // a closed store writes nothing more (shutdown)
    if (record >= 0) applyEvent(state, event, record)
    return record
  }

  function reachConsensus (tx: CheckedTx, name: TxName, decide: Decide): void {
    const consensusNs = nextConsensusNs()
    let outcome: Outcome
    try {
      outcome = decide(tx, consensusNs)
    } catch (err) {
      log.error({ err, txId: tx.key }, 'transaction failed at consensus')
      outcome = { status: proto.ResponseCodeEnum.FAIL_INVALID }
    }
    const { status, ...fields } = outcome
    const event: TxEvent = {
      e: 'tx',
      txId: tx.key,
      name,
      status: proto.ResponseCodeEnum[status] ?? 'UNKNOWN',
      consensus: nsToMirror(consensusNs),
      hash: tx.hash.toString('base64'),
      node: entityString(tx.node),
      validDuration: tx.validDuration,
      maxFee: (tx.body.transactionFee ?? 0).toString(),
      memo: tx.body.memo ?? '',
      fee: TX_FEES[name],
      ...fields
    }
    const record = commit(event)
    const entry = cache.get(tx.key)
    if (record === -2 && entry !== undefined) {
      // not written, so it never happened: known (receipt UNKNOWN) while it could still reach consensus, as a
      // transaction dropped after precheck is; its sender sends it again once the id has expired
      entry.dropped = true
      entry.expiresAtMs = Number(tx.txId.validStartNs / 1_000_000n) + tx.validDuration * 1000
    }
    if (record < 0) return
    if (entry !== undefined) { entry.record = record; entry.consensusMs = Number(consensusNs / 1_000_000n) }
    if (event.message !== undefined && event.status === 'SUCCESS' && event.entity !== undefined && state.topics.has(event.entity)) {
      events.emit('message', event.entity, { consensusNs, sequenceNumber: event.message.seq, event })
    }
  }

  return {
    state,
    events,
    isDuplicate: (key) => cache.has(key),
    accept (tx, name, decide, options = {}) {
      if (closed) return
      const validEndMs = Number(tx.txId.validStartNs / 1_000_000n) + tx.validDuration * 1000
      // A dropped transaction is known (UNKNOWN, duplicate) exactly while it could still reach consensus.
      cache.set(tx.key, options.drop === true
        ? { expiresAtMs: validEndMs, dropped: true }
        : { expiresAtMs: Math.max(validEndMs, faults.nowMs()) + 10_000 })
      if (options.drop === true) return
      const delay = faults.consensusDelayMs()
      if (delay <= 0) {
        reachConsensus(tx, name, decide)
        return
      }
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!closed) reachConsensus(tx, name, decide)
      }, delay)
      timers.add(timer)
    },
    lookup (key) {
      const entry = cache.get(key)
      if (entry === undefined) return undefined
      if (entry.record === undefined || entry.consensusMs === undefined) {
        return entry.dropped === true && entry.expiresAtMs <= faults.nowMs() && !faults.unknownPastExpiry() ? undefined : 'pending'
      }
      if (entry.consensusMs + faults.receiptTtlMs() <= faults.nowMs()) return undefined
      const event = state.log.read(entry.record)
      return event.e === 'tx' ? event : undefined
    },
    logFailure: () => logFailure,
    acceptsTransactions: () => logFailure === undefined || Date.now() - failedAtMs >= LOG_RETRY_MS,
    nowNs: faults.nowNs,
    nextEntityId,
    createAccount (key, balance) {
      const event = adminEvent('CRYPTOCREATEACCOUNT', 'admin account', () => ({
        entity: nextEntityId(),
        account: { key: encodeKey(key), balance: balance.toString(), memo: '' }
      }))
      return event !== undefined && commit(event) >= 0 ? event.entity : undefined
    },
    fund (to, amount) {
      const event = adminEvent('CRYPTOTRANSFER', 'admin transfer', (payer) => ({
        transfers: [{ account: payer, amount: (-amount).toString() }, { account: to, amount: amount.toString() }]
      }))
      return event !== undefined && commit(event) >= 0 ? event.txId : undefined
    },
    close () {
      closed = true
      clearInterval(sweeper)
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      store.close()
    }
  }
}

export function commitGenesis (state: State, store: EventStore, event: LedgerEvent): void {
  applyEvent(state, event, store.append(event))
}
