// History retention (ADR 044, INDEXER_HISTORY_RETENTION_DAYS): entries of messages older than the retention leave the
// tickers' histories and their accounts' entries. The floor is the first sequence number inside the retention, asked of
// the mirror by consensus time; it is written to the topic's meta first (`historyFloor`), so readers hide what lies
// below it at once, then every ticker's stream and accounts are trimmed to it, in chunks, between the topic's commits.
import { historyAccountsKey, historyKey, streamChunkEntries, topicMetaKey, topicTicksKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import type { MirrorClient } from '@hcs/runtime'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { historyTrimScript } from './sweep-scripts.js'

export interface RetentionOptions {
  redis: Redis
  keys: KeyScope
  topicId: string
  mirror: MirrorClient
  log: Logger
  retentionDays: number
  /** A topic is trimmed at most this often (default one hour). */
  everyMs?: number
  now?: () => number
  signal?: AbortSignal
}

export interface RetentionReport {
  /** The floor the histories were trimmed to, or undefined when it was not their time. */
  floor?: number
  /** Index entries dropped: the accounts' entries, and the tickers' stream entries (a page's entries each). */
  dropped: number
}

const DAY_MS = 86_400_000
/** Fields of an accounts hash one trim step reads: a step is atomic, so a page's commit waits for at most this many. */
const CHUNK = 500

/** `seconds.nanos` of a time in ms. */
function consensusTime (ms: number): string {
  return `${Math.floor(ms / 1000)}.${String((ms % 1000) * 1_000_000).padStart(9, '0')}`
}

/** Trims one topic's histories to its retention, if its last trim is older than `everyMs`. */
export async function trimHistory (o: RetentionOptions): Promise<RetentionReport> {
  const { redis, keys, topicId } = o
  const now = (o.now ?? Date.now)()
  const metaKey = topicMetaKey(keys, topicId)
  const [lastSequence, trimmedAt, storedFloor] = await redis.hmget(metaKey, 'lastSequence', 'historyTrimmedAt', 'historyFloor')
  if (o.retentionDays <= 0 || now - Number(trimmedAt ?? '0') < (o.everyMs ?? 3_600_000)) return { dropped: 0 }
  // messages after the checkpoint are not indexed yet: the floor never passes it
  const first = await o.mirror.getFirstSequenceFrom?.(topicId, consensusTime(now - o.retentionDays * DAY_MS), o.signal)
  const floor = Math.min(first ?? Number.POSITIVE_INFINITY, Number(lastSequence ?? '0') + 1)
  if (floor <= Number(storedFloor ?? '0')) {
    await redis.hset(metaKey, 'historyTrimmedAt', String(now))
    return { floor, dropped: 0 }
  }
  await redis.hset(metaKey, 'historyFloor', String(floor))
  let dropped = 0
  const stopped = (): boolean => o.signal?.aborted === true
  for (const tick of await redis.zrange(topicTicksKey(keys, topicId), 0, -1)) {
    if (stopped()) return { floor, dropped }
    // a stream entry holds a page's entries from its id on: the one that starts at or before the floor stays while
    // it holds an entry at or above it
    const stream = historyKey(keys, topicId, tick)
    const [straddling] = await redis.xrevrange(stream, `${floor}-0`, '-', 'COUNT', 1)
    if (straddling !== undefined) {
      const straddles = (streamChunkEntries(straddling[1]).at(-1)?.sequenceNumber ?? 0) >= floor
      dropped += await redis.xtrim(stream, 'MINID', straddles ? straddling[0] : `${floor}-0`)
    }
    const accounts = historyAccountsKey(keys, topicId, tick)
    let cursor = '0'
    do {
      const [next, flat] = await redis.hscan(accounts, cursor, 'COUNT', CHUNK)
      cursor = next
      const names = flat.filter((_v, i) => i % 2 === 0)
      if (names.length > 0) {
        dropped += await historyTrimScript.run(redis, {
          keys: { accounts },
          args: { floor: String(floor) },
          moreArgs: names
        })
      }
    } while (cursor !== '0' && !stopped())
  }
  await redis.hset(metaKey, 'historyTrimmedAt', String(now))
  o.log.info({ topicId, floor, dropped }, 'history trimmed to its retention')
  return { floor, dropped }
}
