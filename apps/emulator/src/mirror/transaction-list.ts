import { mirrorToNs, parseEntity } from '../ids.js'
import { NODE_ACCOUNT, TX_NAMES, netTransfers, type State, type TxEvent } from '../ledger/state.js'

/** The mirror node's error for a bad request (400) or something it does not have (404). */
export class HttpError extends Error {
  constructor (readonly status: number, message: string) {
    super(message)
  }
}

export const badParam = (name: string): HttpError => new HttpError(400, `Invalid parameter: ${name}`)

const DEFAULT_LIMIT = 25
const MAX_LIMIT = 100
const OPS = new Set(['eq', 'gt', 'gte', 'lt', 'lte'])

/** An inclusive range of bigints that filters narrow. */
export interface Range { lo: bigint, hi: bigint }

export function narrow (range: Range, op: string, value: bigint): void {
  if (op === 'eq') { range.lo = value > range.lo ? value : range.lo; range.hi = value < range.hi ? value : range.hi }
  if (op === 'gt' && value + 1n > range.lo) range.lo = value + 1n
  if (op === 'gte' && value > range.lo) range.lo = value
  if (op === 'lt' && value - 1n < range.hi) range.hi = value - 1n
  if (op === 'lte' && value < range.hi) range.hi = value
}

/** `op:value` (or a bare value, eq) of a filter parameter; 400 naming it when malformed. */
export function parseFilter (name: string, raw: string, parse: (v: string) => bigint | undefined): [string, bigint] {
  const idx = raw.indexOf(':')
  const op = idx >= 0 ? raw.slice(0, idx) : 'eq'
  const value = parse(idx >= 0 ? raw.slice(idx + 1) : raw)
  if (!OPS.has(op) || value === undefined) throw badParam(name)
  return [op, value]
}

/** `limit`: 1 to 100 (larger asks are capped at 100, as the mirror node does). */
export function parseLimit (raw: string | null): number {
  if (raw !== null && !/^\d{1,9}$/.test(raw)) throw badParam('limit')
  const limit = Math.min(raw !== null ? Number(raw) : DEFAULT_LIMIT, MAX_LIMIT)
  if (limit < 1) throw badParam('limit')
  return limit
}

export function parseOrder (raw: string | null, fallback: 'asc' | 'desc'): 'asc' | 'desc' {
  const order = raw ?? fallback
  if (order !== 'asc' && order !== 'desc') throw badParam('order')
  return order
}

/** An account id as the mirror takes it: `0.0.2` or `2`. */
export function parseAccountId (raw: string, name: string): string {
  const id = /^\d{1,15}$/.test(raw) ? `0.0.${raw}` : raw
  if (parseEntity(id) === undefined) throw badParam(name)
  return id
}

/** What a transaction list is filtered by (the mirror's `/api/v1/transactions` and an account's `transactions`). */
export interface TxFilter {
  /** Only the transactions concerning this account (paid for, or moving its hbar). */
  account?: string
  /** The type's code (its index in TX_NAMES); -1: a type this network never has. */
  typeCode?: number
  timestamp: Range
  result?: 'success' | 'fail'
  /** `credit`: the account (or any, without one) received hbar; `debit`: it gave some. */
  balance?: 'credit' | 'debit'
  order: 'asc' | 'desc'
  limit: number
}

/** A sequence of transactions in consensus order: an account's list, or the whole log (the node account's, or no account's). */
interface TxSequence {
  length: number
  event: (i: number) => TxEvent | undefined
  /** The type's code without reading the event, when the list keeps it. */
  typeCode: (i: number) => number | undefined
}

function sequenceOf (state: State, account: string | undefined): TxSequence {
  const list = account !== undefined && account !== NODE_ACCOUNT ? state.accounts.get(account)?.transactions : undefined
  const read = (record: number): TxEvent | undefined => {
    const event = state.log.read(record)
    return event.e === 'tx' ? event : undefined
  }
  if (list !== undefined) return { length: list.length, event: (i) => read(list.record(i)), typeCode: (i) => list.typeCode(i) }
  if (account !== undefined && account !== NODE_ACCOUNT) return { length: 0, event: () => undefined, typeCode: () => undefined }
  return { length: state.log.size, event: read, typeCode: () => undefined }
}

const consensusOf = (event: TxEvent | undefined): bigint => event === undefined ? 0n : mirrorToNs(event.consensus) ?? 0n

/** The first index whose consensus time is at or after `ns` (binary search, reading the events it probes). */
function firstAtOrAfter (seq: TxSequence, ns: bigint): number {
  let lo = 0
  let hi = seq.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (consensusOf(seq.event(mid)) < ns) lo = mid + 1
    else hi = mid
  }
  return lo
}

function matches (event: TxEvent, filter: TxFilter): boolean {
  if (filter.typeCode !== undefined && TX_NAMES[filter.typeCode] !== event.name) return false
  if (filter.result !== undefined && (event.status === 'SUCCESS') !== (filter.result === 'success')) return false
  if (filter.balance !== undefined) {
    const amounts = [...netTransfers(event)].filter(([account]) => filter.account === undefined || account === filter.account).map(([, a]) => a)
    if (!amounts.some((a) => filter.balance === 'credit' ? a > 0n : a < 0n)) return false
  }
  return true
}

/**
 * One page of the transactions the filter selects, visible on the mirror up to `visibleNs` (its lag), and the
 * consensus time of its last one when the page is full (where the next page starts).
 */
export function listTransactions (state: State, filter: TxFilter, visibleNs: bigint): { events: TxEvent[], last: string | undefined } {
  const seq = sequenceOf(state, filter.account)
  const hi = filter.timestamp.hi < visibleNs ? filter.timestamp.hi : visibleNs
  const first = firstAtOrAfter(seq, filter.timestamp.lo)
  const end = firstAtOrAfter(seq, hi + 1n)
  const events: TxEvent[] = []
  const step = filter.order === 'asc' ? 1 : -1
  for (let i = filter.order === 'asc' ? first : end - 1; i >= first && i < end && events.length < filter.limit; i += step) {
    const code = seq.typeCode(i)
    if (filter.typeCode !== undefined && code !== undefined && code !== filter.typeCode) continue
    const event = seq.event(i)
    if (event !== undefined && matches(event, filter)) events.push(event)
  }
  return { events, last: events.length === filter.limit ? events[events.length - 1]?.consensus : undefined }
}
