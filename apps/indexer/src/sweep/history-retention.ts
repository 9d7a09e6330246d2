// History retention (ADR 044, INDEXER_HISTORY_RETENTION_DAYS): entries of messages older than the retention leave the
// tickers' histories and their accounts' entries. The floor is the first sequence number inside the retention, asked of
// the mirror by consensus time; it is written to the topic's meta first (`historyFloor`), so readers hide what lies
// below it at once, then every ticker's stream and accounts are trimmed to it, in chunks, between the topic's commits.
import { HISTORY_SPILLED, accountHistoryKey, historyAccountsKey, historyKey, topicMetaKey, topicTicksKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
import type { MirrorClient } from '@hcs/runtime'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { keyParts } from '../ledger/confirm.js'
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
  /** Entries dropped (tickers' streams and accounts' entries). */
  dropped: number
}

const DAY_MS = 86_400_000
/** Accounts one trim step reads: a step is atomic, so a page's commit waits for at most this many. */
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
    dropped += await redis.xtrim(historyKey(keys, topicId, tick), 'MINID', `${floor}-0`)
    const [streamBefore, streamAfter] = keyParts((account) => accountHistoryKey(keys, topicId, tick, account))
    const accounts = historyAccountsKey(keys, topicId, tick)
    let cursor = '0'
    do {
      const [next, flat] = await redis.hscan(accounts, cursor, 'COUNT', CHUNK)
      cursor = next
      const names = flat.filter((_v, i) => i % 2 === 0)
      if (names.length > 0) {
        dropped += await historyTrimScript.run(redis, {
          keys: { accounts },
          args: { floor: String(floor), spilled: HISTORY_SPILLED, streamBefore, streamAfter },
          moreArgs: names
        })
      }
    } while (cursor !== '0' && !stopped())
  }
  await redis.hset(metaKey, 'historyTrimmedAt', String(now))
  o.log.info({ topicId, floor, dropped }, 'history trimmed to its retention')
  return { floor, dropped }
}
