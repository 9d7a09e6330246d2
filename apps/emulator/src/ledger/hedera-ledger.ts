import { EventEmitter } from 'node:events'
import { proto } from '@hashgraph/proto'
import type { Logger } from 'pino'
import type { Faults } from '../faults.js'
import { entityString, nsToMirror } from '../ids.js'
import { createAdminTransactions, type AdminTransactions } from './admin-transactions.js'
import { createLogWriter } from './log-writer.js'
import type { Fees } from './fees.js'
import type { CheckedTx } from './prechecks.js'
import { createReceipts } from './receipts.js'
import type { EventStore } from './store.js'
import { applyEvent, type LedgerEvent, type State, type TopicMessage, type TxEvent, type TxName } from './state.js'

/** What a transaction handler decides at consensus: a status and the event fields it adds. */
type Outcome = { status: number } & Partial<Pick<TxEvent, 'entity' | 'topic' | 'message' | 'account'>>

export type Decide = (tx: CheckedTx, consensusNs: bigint) => Outcome

/**
 * The emulated Hedera network's own ledger (not the HCS-20 ledger the indexer keeps): transactions checked for
 * duplicates, queued for consensus, applied to the state and kept for receipts and the mirror.
 */
export interface HederaLedger extends AdminTransactions {
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
  /** Why the log cannot be written (the last write failed), or undefined. */
  logFailure: () => string | undefined
  /**
   * False for a second after a failed write: the node answers BUSY instead of accepting what could not reach
   * consensus. Then transactions are let through again, and the first one written clears the failure.
   */
  acceptsTransactions: () => boolean
  /** The network's clock in ns (the real one shifted by the fault `clockSkewMs`): consensus times, the mirror's "now". */
  nowNs: () => bigint
  fees: Fees
  close: () => void
}

export function createHederaLedger (opts: { state: State, store: EventStore, faults: Faults, fees: Fees, log: Logger }): HederaLedger {
  const { state, store, faults, fees, log } = opts
  const events = new EventEmitter<{ message: [topicId: string, message: TopicMessage] }>()
  events.setMaxListeners(0)
  const receipts = createReceipts(state, faults)
  const writer = createLogWriter(state, store, log)
  const timers = new Set<NodeJS.Timeout>()
  let closed = false

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

  function reachConsensus (tx: CheckedTx, name: TxName, decide: Decide): void {
    const consensusNs = nextConsensusNs()
    const event = consensusEvent(tx, name, consensusNs, decideOutcome(decide, tx, consensusNs, log))
    const record = writer.commit(event)
    if (record === -2) receipts.unwritten(tx)
    if (record < 0) return
    receipts.reached(tx.key, record, Number(consensusNs / 1_000_000n))
    if (event.message !== undefined && event.status === 'SUCCESS' && event.entity !== undefined && state.topics.has(event.entity)) {
      events.emit('message', event.entity, { consensusNs, sequenceNumber: event.message.seq, event })
    }
  }

  return {
    state,
    events,
    isDuplicate: receipts.isDuplicate,
    accept (tx, name, decide, options = {}) {
      if (closed) return
      receipts.accepted(tx, options.drop === true)
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
    lookup: receipts.lookup,
    logFailure: writer.failure,
    acceptsTransactions: writer.acceptsTransactions,
    nowNs: faults.nowNs,
    fees,
    nextEntityId,
    ...createAdminTransactions({ state, fees, closed: () => closed, nextConsensusNs, nextEntityId, commit: writer.commit }),
    close () {
      closed = true
      receipts.close()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      store.close()
    }
  }
}

/** What `decide` makes of the transaction; a handler that throws fails it (FAIL_INVALID) rather than the node. */
function decideOutcome (decide: Decide, tx: CheckedTx, consensusNs: bigint, log: Logger): Outcome {
  try {
    return decide(tx, consensusNs)
  } catch (err) {
    log.error({ err, txId: tx.key }, 'transaction failed at consensus')
    return { status: proto.ResponseCodeEnum.FAIL_INVALID }
  }
}

/** The log's event of a transaction at consensus. */
function consensusEvent (tx: CheckedTx, name: TxName, consensusNs: bigint, outcome: Outcome): TxEvent {
  const { status, ...fields } = outcome
  return {
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
    fee: tx.fee,
    ...fields
  }
}

export function commitGenesis (state: State, store: EventStore, event: LedgerEvent): void {
  applyEvent(state, event, store.append(event))
}
