import type { Redis } from 'ioredis'
import {
  accountChunkField, historyAccountsKey, historyKey, inscriptionKey, parseAccountField, streamChunkEntries, topicInvalidKey,
  topicMetaKey, transactionKey, unpackAccountEntries
} from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'

// Reads of the indexes the indexer keeps in its page commit (ADR 044, apps/indexer/README.md "Redis layout"):
// sequence numbers and outcomes only, a history's entries packed in chunks (ADR 050). A page starts after an
// exclusive sequence number, so a cursor (the last sequence number read) stays put while the topic grows.

export type Order = 'asc' | 'desc'

/** A history entry: a sequence number and, when the rules rejected the message, why. */
export interface HistoryEntry { sequenceNumber: number, reason?: string }

/** A rejected message as the topic's invalid stream keeps it. */
export interface InvalidEntry {
  sequenceNumber: number
  reason: string
  payer: string
  consensusTimestamp: string
  transactionId?: string
}

/** Entries after an exclusive position, in one order: `count` at most, and whether any come after them. */
type Source<T> = (after: number | undefined, count: number) => Promise<T[]>

export interface Scan<T> {
  entries: T[]
  /** The last sequence number looked at (returned or not): where the next page starts; undefined when none was. */
  last: number | undefined
  /** Entries may follow `last`. */
  more: boolean
}

type StreamReply = Array<[string, string[]]>

function sequenceOf (id: string): number {
  return Number(id.slice(0, id.indexOf('-')))
}

function fieldsOf (fields: string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (let i = 0; i + 1 < fields.length; i += 2) out[fields[i] as string] = fields[i + 1] as string
  return out
}

async function streamRange (redis: Redis, key: string, order: Order, after: number | undefined, count: number): Promise<StreamReply> {
  if (order === 'asc') return await redis.xrange(key, after === undefined ? '-' : `(${after}-0`, '+', 'COUNT', count) as StreamReply
  return await redis.xrevrange(key, after === undefined ? '+' : `(${after}-0`, '-', 'COUNT', count) as StreamReply
}

/** A chunk's entries (oldest first) that come after `after` in `order`, in that order. */
function entriesAfter (entries: HistoryEntry[], order: Order, after: number | undefined): HistoryEntry[] {
  const kept = after === undefined ? entries : entries.filter((e) => order === 'asc' ? e.sequenceNumber > after : e.sequenceNumber < after)
  return order === 'asc' ? kept : kept.reverse()
}

/**
 * A ticker's history stream as a {@link Source}. A stream entry holds one page's entries of the ticker, from its id
 * on: descending, every stream entry before `after` holds only entries before it; ascending, the one that starts at
 * or before `after` may hold entries after it. Stream entries are read in growing batches until `count` are had.
 */
function chunkedStream (redis: Redis, key: string, order: Order): Source<HistoryEntry> {
  return async (after, count) => {
    const out: HistoryEntry[] = []
    if (order === 'asc' && after !== undefined) {
      const [straddling] = await redis.xrevrange(key, `${after}-0`, '-', 'COUNT', 1) as StreamReply
      if (straddling !== undefined) out.push(...entriesAfter(streamChunkEntries(straddling[1]), order, after))
    }
    let from = after === undefined ? undefined : `(${after}-0`
    for (let batch = 4; out.length < count; batch *= 2) {
      const chunks = await (order === 'asc'
        ? redis.xrange(key, from ?? '-', '+', 'COUNT', batch)
        : redis.xrevrange(key, from ?? '+', '-', 'COUNT', batch)) as StreamReply
      for (const [, fields] of chunks) out.push(...entriesAfter(streamChunkEntries(fields), order, after))
      const last = chunks.at(-1)
      if (last === undefined || chunks.length < batch) break
      from = `(${last[0]}`
    }
    return out.slice(0, count)
  }
}

/**
 * An account's entries as a {@link Source}: its sealed chunks 1..n (oldest first, each a field of the accounts hash;
 * the retention drops the oldest) and then its own field's entries. A page finds the chunk it starts in by
 * bisection, so a deep cursor costs log(chunks) reads.
 */
function chunkedAccount (redis: Redis, hash: string, account: string, field: string | null, order: Order): Source<HistoryEntry> {
  const { chunks, entries: newest } = parseAccountField(field)
  const read = new Map<number, HistoryEntry[] | null>([[chunks + 1, newest]])
  const chunk = async (n: number): Promise<HistoryEntry[] | null> => {
    let held = read.get(n)
    if (held === undefined) {
      const packed = await redis.hget(hash, accountChunkField(account, n))
      read.set(n, held = packed === null ? null : unpackAccountEntries(packed))
    }
    return held
  }
  // ascending: the first chunk holding an entry after `after` (a dropped chunk holds none); descending: the last
  // holding one before it (a dropped chunk held only entries below the retention's floor, so below any cursor)
  const locate = async (after: number): Promise<number> => {
    let [low, high] = [1, chunks + 1]
    while (low < high) {
      const mid = order === 'asc' ? Math.floor((low + high) / 2) : Math.ceil((low + high) / 2)
      const entries = await chunk(mid)
      if (order === 'asc') {
        if ((entries?.at(-1)?.sequenceNumber ?? -1) > after) high = mid
        else low = mid + 1
      } else if (entries === null || (entries[0]?.sequenceNumber ?? Infinity) < after) low = mid
      else high = mid - 1
    }
    return low
  }
  return async (after, count) => {
    const out: HistoryEntry[] = []
    let n = after === undefined ? (order === 'asc' ? 1 : chunks + 1) : await locate(after)
    while (out.length < count && n >= 1 && n <= chunks + 1) {
      const entries = await chunk(n)
      if (entries === null && order === 'desc') break
      out.push(...entriesAfter(entries ?? [], order, after))
      n += order === 'asc' ? 1 : -1
    }
    return out.slice(0, count)
  }
}

/**
 * Reads `source` from `after` until `limit` entries matched `keep` or `budget` entries were looked at, whichever
 * comes first: a filtered page is bounded even when few entries match, and its `last` moves on regardless.
 */
export async function scan<T extends { sequenceNumber: number }> (
  source: Source<T>, after: number | undefined, limit: number, budget: number, keep?: (entry: T) => boolean
): Promise<Scan<T>> {
  const entries: T[] = []
  let last = after
  let seen = 0
  let more = true
  while (entries.length < limit && seen < budget && more) {
    // a filtered scan reads ahead in larger steps: most of what it reads may be left out
    const want = Math.min(budget - seen, keep === undefined ? limit - entries.length : 4 * limit)
    // one more than wanted: whether anything follows is known without another round trip
    const batch = await source(last, want + 1)
    more = batch.length > want
    for (let i = 0; i < Math.min(want, batch.length); i++) {
      const entry = batch[i] as T
      seen++
      last = entry.sequenceNumber
      if (keep === undefined || keep(entry)) entries.push(entry)
      if (entries.length === limit) {
        more = more || i + 1 < batch.length
        break
      }
    }
  }
  return { entries, last, more }
}

export interface HistoryReader {
  /** Whether the ticker is deployed (confirmed) on the topic. */
  deployed: (topicId: string, tick: string) => Promise<boolean>
  /** The ticker's history, or the entries of it that name `account`, as a {@link Source}. */
  history: (topicId: string, tick: string, order: Order, account?: string) => Source<HistoryEntry>
  /** The topic's invalid stream as a {@link Source}. */
  invalid: (topicId: string, order: Order) => Source<InvalidEntry>
  /** The job ids the worker recorded for these transaction ids (undefined where it recorded none). */
  jobIds: (topicId: string, transactionIds: readonly string[]) => Promise<Array<string | undefined>>
}

export function createHistoryReader (redis: Redis, keys: KeyScope): HistoryReader {
  return {
    async deployed (topicId, tick) {
      return await redis.hexists(inscriptionKey(keys, topicId, tick), 'max') === 1
    },

    history (topicId, tick, order, account) {
      // read once, on the first call: the retention's floor (entries below it are on their way out: never shown)
      // and the account's field
      let source: Source<HistoryEntry> | undefined
      let floor = 0
      return async (after, count) => {
        if (source === undefined) {
          const [stored, packed] = await redis.pipeline()
            .hget(topicMetaKey(keys, topicId), 'historyFloor')
            .hget(historyAccountsKey(keys, topicId, tick), account ?? '')
            .exec() ?? []
          if (stored?.[0] !== null && stored?.[0] !== undefined) throw stored[0]
          if (packed?.[0] !== null && packed?.[0] !== undefined) throw packed[0]
          floor = Number(stored?.[1] ?? '0')
          source = account === undefined
            ? chunkedStream(redis, historyKey(keys, topicId, tick), order)
            : chunkedAccount(redis, historyAccountsKey(keys, topicId, tick), account, (packed?.[1] as string | null | undefined) ?? null, order)
        }
        // ascending, a page starts at the floor; descending, it ends there
        const start = order === 'asc' && floor > 0 ? Math.max(after ?? 0, floor - 1) : after
        return (await source(start, count)).filter((entry) => entry.sequenceNumber >= floor)
      }
    },

    invalid (topicId, order) {
      return async (after, count) => (await streamRange(redis, topicInvalidKey(keys, topicId), order, after, count)).map(([id, raw]) => {
        const fields = fieldsOf(raw)
        const entry: InvalidEntry = {
          sequenceNumber: sequenceOf(id),
          reason: fields.r ?? '',
          payer: fields.p ?? '',
          consensusTimestamp: fields.t ?? ''
        }
        if (fields.x !== undefined && fields.x !== '') entry.transactionId = fields.x
        return entry
      })
    },

    async jobIds (topicId, transactionIds) {
      if (transactionIds.length === 0) return []
      const found = await redis.mget(...transactionIds.map((id) => transactionKey(keys, topicId, id)))
      return found.map((id) => id ?? undefined)
    }
  }
}
