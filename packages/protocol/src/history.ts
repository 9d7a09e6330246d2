// How a ticker's history is kept in Redis (keys.ts: historyKey, historyAccountsKey). An entry is a sequence number
// and what the rules made of the message: valid, or one of the reasons a parsed message that names a deployed
// ticker can be rejected for. The body of the message is never kept: it is the topic's, read back from the mirror by
// sequence number. Entries are kept packed as text, in chunks: a stream entry of the ticker's history holds one
// page's entries of the ticker, a field of the accounts hash an account's newest entries (ADR 050).
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

/** {@link packAccountEntries}' inverse, with reasons. */
export function unpackAccountEntries (packed: string): HistoryEntry[] {
  if (packed === '') return []
  return packed.split(',').map((part) => {
    const [seq = '', code = '0'] = part.split(':')
    const reason = historyReason(code)
    return reason === undefined ? { sequenceNumber: Number(seq) } : { sequenceNumber: Number(seq), reason }
  })
}

/** The field of an account's `n`th sealed chunk (from 1, oldest first) in the accounts hash. Accounts are `shard.realm.num`: no `#`. */
export function accountChunkField (account: string, n: number): string {
  return `${account}#${n}`
}

/** Whether a field of the accounts hash is a sealed chunk rather than an account's own. */
export function isAccountChunkField (field: string): boolean {
  return field.includes('#')
}

/**
 * An account's own field of the accounts hash: its newest entries, packed, after a `<chunks>:<last sequence number
 * sealed>|` prefix once it sealed a chunk (the indexer's commit seals the entries into {@link accountChunkField} when
 * they outgrow a length, so no value grows without bound): how many chunks it sealed, and its packed entries since.
 */
export function accountFieldParts (value: string | null | undefined): { chunks: number, packed: string } {
  if (value === null || value === undefined) return { chunks: 0, packed: '' }
  const bar = value.indexOf('|')
  if (bar < 0) return { chunks: 0, packed: value }
  return { chunks: Number(value.slice(0, value.indexOf(':'))), packed: value.slice(bar + 1) }
}

/** {@link accountFieldParts} with the entries unpacked. */
export function parseAccountField (value: string | null | undefined): { chunks: number, entries: HistoryEntry[] } {
  const { chunks, packed } = accountFieldParts(value)
  return { chunks, entries: unpackAccountEntries(packed) }
}

/** The packed entries of a stream entry of a ticker's history: field `e`, one page's entries of the ticker. */
export function streamChunkPacked (fields: readonly string[]): string {
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === 'e') return fields[i + 1] as string
  return ''
}

/** {@link streamChunkPacked} unpacked. */
export function streamChunkEntries (fields: readonly string[]): HistoryEntry[] {
  return unpackAccountEntries(streamChunkPacked(fields))
}
