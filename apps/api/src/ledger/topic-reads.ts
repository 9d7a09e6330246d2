import type { Redis } from 'ioredis'
import { balancesKey, inscriptionKey, pendingDebitsKey, tickerOwnersKey, topicRegistryKey, topicTicksKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import { DEFAULT_TENANT } from '../access/auth.js'
import type { AccountBalances, TickerItem } from '../http/topic-read-responses.js'

/**
 * One page of a walk in a topic's order: `last` is where the next page starts after (a deploy sequence number or a
 * registry sequence number), present while there is more.
 */
interface Walk<T> {
  items: T[]
  /** The position to continue after; undefined on the last page. */
  last: number | undefined
}

/** A registry entry as the indexer wrote it (topicRegistryKey's fields). */
export interface RegistryEntry {
  sequenceNumber: number
  topicId: string
  name: string
  metadata: string | null
  private: boolean
}

/** Reads over a whole topic: an account across its tickers, its tickers, the registry's listings (layout: ADR 044). */
export interface TopicReads {
  /** The account's balance and pending debits on the tickers deployed after `after`, `limit` tickers at most. */
  accountBalances: (topicId: string, account: string, after: number | undefined, limit: number) => Promise<Walk<AccountBalances['balances'][number]>>
  /** The tickers deployed after `after`, in deploy order; `tenants`: with each one's owning tenant. */
  tickers: (topicId: string, after: number | undefined, limit: number, tenants: boolean) => Promise<Walk<TickerItem>>
  /** The registry topic's listings after sequence number `after`. */
  registry: (registryTopicId: string, after: number | undefined, limit: number) => Promise<Walk<RegistryEntry>>
}

type Replies = Array<[Error | null, unknown]> | null

/** The results of a pipeline, throwing the first command error (Redis down → the caller answers 503). */
function results (replies: Replies): unknown[] {
  return (replies ?? []).map(([err, value]) => {
    if (err !== null) throw err
    return value
  })
}

function nonZero (amount: string | null | undefined): boolean {
  return amount !== null && amount !== undefined && /[1-9]/.test(amount)
}

export function createTopicReads (redis: Redis, keys: KeyScope): TopicReads {
  /**
   * Up to `limit` ticks deployed after `after` (exclusive: a deploy's sequence number is its tick's score, one tick per
   * deploy message, so no two ticks share one), and whether more follow. A tick deployed while a client pages scores
   * above every earlier one: it comes on a later page, never shifts one already read.
   */
  async function tickRange (topicId: string, after: number | undefined, limit: number): Promise<Walk<{ tick: string, score: number }>> {
    const flat = await redis.zrange(topicTicksKey(keys, topicId), after === undefined ? '-inf' : `(${after}`, '+inf', 'BYSCORE', 'LIMIT', 0, limit + 1, 'WITHSCORES')
    const items: Array<{ tick: string, score: number }> = []
    for (let i = 0; i + 1 < flat.length && items.length < limit; i += 2) items.push({ tick: flat[i] as string, score: Number(flat[i + 1]) })
    return { items, last: flat.length > limit * 2 ? items.at(-1)?.score : undefined }
  }

  return {
    async accountBalances (topicId, account, after, limit) {
      const range = await tickRange(topicId, after, limit)
      if (range.items.length === 0) return { items: [], last: range.last }
      const pipeline = redis.pipeline()
      for (const { tick } of range.items) {
        pipeline.hget(balancesKey(keys, topicId, tick), account)
        pipeline.hget(pendingDebitsKey(keys, topicId, tick), account)
      }
      const values = results(await pipeline.exec()) as Array<string | null>
      const items = range.items.flatMap(({ tick }, i) => {
        const balance = values[2 * i]
        const pending = values[2 * i + 1]
        if (!nonZero(balance) && !nonZero(pending)) return []
        return [{ ticker: tick, balance: balance ?? '0', pending: pending ?? '0' }]
      })
      return { items, last: range.last }
    },

    async tickers (topicId, after, limit, tenants) {
      const range = await tickRange(topicId, after, limit)
      if (range.items.length === 0) return { items: [], last: range.last }
      const ticks = range.items.map(({ tick }) => tick)
      const pipeline = redis.pipeline()
      for (const tick of ticks) pipeline.hgetall(inscriptionKey(keys, topicId, tick))
      if (tenants) pipeline.hmget(tickerOwnersKey(keys, topicId), ...ticks)
      const values = results(await pipeline.exec())
      const owners = tenants ? values[ticks.length] as Array<string | null> : []
      const items = ticks.flatMap((tick, i): TickerItem[] => {
        const hash = values[i] as Record<string, string>
        // a tick in the ordered set has its hash (both are written in one commit); an empty one is skipped, not made up
        if (hash.max === undefined) return []
        const item: TickerItem = {
          ticker: tick,
          name: hash.name ?? '',
          max: hash.max,
          limit: hash.lim === undefined || hash.lim === '' ? null : hash.lim,
          supply: hash.supply ?? '0',
          holders: Number(hash.holders ?? '0'),
          metadata: hash.metadata ?? null,
          sequenceNumber: Number(hash.deploySequence ?? range.items[i]?.score ?? 0),
          consensusTimestamp: hash.deployedAt ?? ''
        }
        if (tenants) item.tenant = owners[i] ?? DEFAULT_TENANT
        return [item]
      })
      return { items, last: range.last }
    },

    async registry (registryTopicId, after, limit) {
      const entries = await redis.xrange(topicRegistryKey(keys, registryTopicId), after === undefined ? '-' : `(${after}-0`, '+', 'COUNT', limit + 1)
      const items = entries.slice(0, limit).map(([id, flat]): RegistryEntry => {
        const fields: Record<string, string> = {}
        for (let i = 0; i + 1 < flat.length; i += 2) fields[flat[i] as string] = flat[i + 1] as string
        return {
          sequenceNumber: Number(id.slice(0, id.indexOf('-'))),
          topicId: fields.t ?? '',
          name: fields.n ?? '',
          metadata: fields.m ?? null,
          private: fields.v === '1'
        }
      })
      return { items, last: entries.length > limit ? items.at(-1)?.sequenceNumber : undefined }
    }
  }
}
