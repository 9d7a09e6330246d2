import type { Faults } from '../faults.js'
import { mirrorToNs } from '../ids.js'
import type { CheckedTx } from './prechecks.js'
import type { State, TxEvent } from './state.js'

const DEDUPE_WINDOW_MS = 190_000

interface CachedTx {
  expiresAtMs: number
  /** Its event's record number in the log, once at consensus (the event itself is read back when asked for). */
  record?: number
  consensusMs?: number
  /** Accepted at precheck, never to reach consensus. */
  dropped?: boolean
}

/**
 * The transactions the node knows, by id: the duplicate check while an id could still reach consensus, and the
 * receipts the network keeps for a while after.
 */
export interface Receipts {
  isDuplicate: (key: string) => boolean
  /**
   * Accepted at precheck. A dropped transaction is known (UNKNOWN, duplicate) exactly while it could still reach
   * consensus; one queued for consensus until a little past that.
   */
  accepted: (tx: CheckedTx, dropped: boolean) => void
  /** At consensus, its event written at `record`. */
  reached: (key: string, record: number, consensusMs: number) => void
  /**
   * Its event could not be written, so it never happened: known (receipt UNKNOWN) while it could still reach
   * consensus, as a transaction dropped after precheck is; its sender sends it again once the id has expired.
   */
  unwritten: (tx: CheckedTx) => void
  /** undefined: unknown (or expired) id; 'pending': known, not yet at consensus. */
  lookup: (key: string) => TxEvent | 'pending' | undefined
  close: () => void
}

function validEndMs (tx: CheckedTx): number {
  return Number(tx.txId.validStartNs / 1_000_000n) + tx.validDuration * 1000
}

export function createReceipts (state: State, faults: Faults): Receipts {
  const cache = new Map<string, CachedTx>()

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

  return {
    isDuplicate: (key) => cache.has(key),
    accepted (tx, dropped) {
      cache.set(tx.key, dropped
        ? { expiresAtMs: validEndMs(tx), dropped: true }
        : { expiresAtMs: Math.max(validEndMs(tx), faults.nowMs()) + 10_000 })
    },
    reached (key, record, consensusMs) {
      const entry = cache.get(key)
      if (entry !== undefined) { entry.record = record; entry.consensusMs = consensusMs }
    },
    unwritten (tx) {
      const entry = cache.get(tx.key)
      if (entry === undefined) return
      entry.dropped = true
      entry.expiresAtMs = validEndMs(tx)
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
    close: () => clearInterval(sweeper)
  }
}
