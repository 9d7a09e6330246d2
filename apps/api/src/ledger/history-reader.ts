import type { Redis } from 'ioredis'
import {
  HISTORY_SPILLED, accountHistoryKey, historyAccountsKey, historyKey, historyReason, inscriptionKey, topicInvalidKey,
  topicMetaKey, transactionKey, unpackAccountEntries
} from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'

// Reads of the indexes the indexer keeps in its page commit (ADR 044, apps/indexer/README.md "Redis layout"):
// sequence numbers and outcomes only. A page is a range of stream ids read from an exclusive start, so a cursor
// (the last sequence number read) stays put while the topic grows.

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

function historyEntry ([id, fields]: [string, string[]]): HistoryEntry {
  const reason = historyReason(fieldsOf(fields).c ?? '0')
  return reason === undefined ? { sequenceNumber: sequenceOf(id) } : { sequenceNumber: sequenceOf(id), reason }
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

/** An account's entries when its field holds them packed: sorted, deduplicated by sequence number. */
function packedSource (entries: HistoryEntry[], order: Order): Source<HistoryEntry> {
  const unique = [...new Map(entries.map((e) => [e.sequenceNumber, e])).values()].sort((a, b) => a.sequenceNumber - b.sequenceNumber)
  if (order === 'desc') unique.reverse()
  return async (after, count) => {
    const from = after === undefined ? 0 : unique.findIndex((e) => order === 'asc' ? e.sequenceNumber > after : e.sequenceNumber < after)
    return from < 0 ? [] : unique.slice(from, from + count)
  }
}

export function createHistoryReader (redis: Redis, keys: KeyScope): HistoryReader {
  const tickerStream = (key: string, order: Order): Source<HistoryEntry> => async (after, count) =>
    (await streamRange(redis, key, order, after, count)).map(historyEntry)

  return {
    async deployed (topicId, tick) {
      return await redis.hexists(inscriptionKey(keys, topicId, tick), 'max') === 1
    },

    history (topicId, tick, order, account) {
      // read once, on the first call: the retention's floor (entries below it are on their way out: never shown)
      // and the account's field (a spilled account pages its own stream)
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
          const field = (packed?.[1] as string | null | undefined) ?? ''
          source = account === undefined
            ? tickerStream(historyKey(keys, topicId, tick), order)
            : field === HISTORY_SPILLED
              ? tickerStream(accountHistoryKey(keys, topicId, tick, account), order)
              : packedSource(unpackAccountEntries(field), order)
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
