// How a ticker's history is kept in Redis (keys.ts: historyKey, historyAccountsKey, accountHistoryKey). An entry is
// a sequence number and what the rules made of the message: valid, or one of the reasons a parsed message that
// names a deployed ticker can be rejected for. The body of the message is never kept: it is the topic's, read back
// from the mirror by sequence number.
import { REJECT_REASONS } from './reasons.js'

/**
 * The reasons an entry of a ticker's history can carry, by code (code 0 is valid). Only these: a message that
 * does not parse, or names a ticker that is not deployed, is in the topic's invalid list and no ticker's history.
 */
const HISTORY_REASONS: readonly string[] = [
  REJECT_REASONS.TICK_EXISTS,
  REJECT_REASONS.LIMIT_EXCEEDED,
  REJECT_REASONS.SUPPLY_EXCEEDED,
  REJECT_REASONS.PAYER_NOT_FROM,
  REJECT_REASONS.INSUFFICIENT_BALANCE
]

/** The value of an account's field in the history accounts hash once its entries moved to a stream of their own. */
export const HISTORY_SPILLED = '*'

/** One entry of a history: the message's sequence number and, when the rules rejected it, why. */
export interface HistoryEntry {
  sequenceNumber: number
  reason?: string
}

/** The code kept for an entry: `0` valid, else the reason's (undefined for a reason no history entry carries). */
export function historyCode (reason: string | undefined): string | undefined {
  if (reason === undefined) return '0'
  const at = HISTORY_REASONS.indexOf(reason)
  return at < 0 ? undefined : String(at + 1)
}

/** The reason of a code ({@link historyCode}'s inverse): undefined for `0`, valid. */
export function historyReason (code: string): string | undefined {
  if (code === '0') return undefined
  const reason = HISTORY_REASONS[Number(code) - 1]
  if (reason === undefined) throw new Error(`unknown history code ${code}`)
  return reason
}

/** An account's entries as its hash field holds them: `seq` (valid) or `seq:code`, comma-separated, oldest first. */
export function packAccountEntries (entries: ReadonlyArray<{ sequenceNumber: number, code: string }>): string {
  return entries.map(e => e.code === '0' ? String(e.sequenceNumber) : `${e.sequenceNumber}:${e.code}`).join(',')
}

/** {@link packAccountEntries}' inverse, with reasons (an empty or spilled field has none). */
export function unpackAccountEntries (packed: string): HistoryEntry[] {
  if (packed === '' || packed === HISTORY_SPILLED) return []
  return packed.split(',').map((part) => {
    const [seq = '', code = '0'] = part.split(':')
    const reason = historyReason(code)
    return reason === undefined ? { sequenceNumber: Number(seq) } : { sequenceNumber: Number(seq), reason }
  })
}
