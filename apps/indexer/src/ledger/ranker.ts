// The holders ranking, off the apply path (ADR 037). The commit step writes balances (exact, the ledger) and
// marks the accounts it changed as unranked; the ranker moves them into the holders sorted set (by balance,
// for the holders page) in bounded steps beside the topic loop. A sorted set insert costs O(log N) cache
// misses (about 6 µs at 1M members against 0.8 at 1k): in the commit it would slow confirmation as a ticker's
// holders grow; here it overlaps the next page's fetch and apply.
import type { KeyScope } from '@hcs/protocol'
import { balancesKey, holdersKey, holdersUnrankedKey, luaScript, replies, topicUnrankedTicksKey } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'

const rankScript = luaScript({
  name: 'hcsRank',
  file: new URL('../../lua/ledger/rank.lua', import.meta.url),
  keys: ['unrankedTicks', 'unranked', 'balances', 'holders'],
  args: ['tick', 'max'],
  reply: replies.strings
})

/** Accounts per step: about 1.5 ms of Redis at 1M holders. */
const RANK_STEP = 200

/**
 * While the topic loop is behind, ranking waits up to this long. Ranking shares Redis's one thread with the
 * commits: at 1M holders a sorted-set insert costs 7-25 µs, the largest share of Redis's time per transfer, and
 * each 200-account step holds the next commit up for milliseconds. Deferred, a burst is applied first and ranked
 * right after it (the holders page lags the balances by the burst, never by more than this).
 */
const RANK_DEFER_MS = 2000

export interface Ranker {
  /**
   * Something was committed: rank it soon (one loop at a time; a poke while it runs makes it look again). `behind`:
   * the loop has more pages waiting, so the ranker defers (at most `deferMs`) and leaves Redis to the commits.
   */
  poke: (hint?: { behind?: boolean }) => void
  /** Ranks until nothing is left unranked (tests, the bench). */
  drain: () => Promise<void>
  /** Stops after the step in flight. */
  stop: () => Promise<void>
}

export interface RankerOptions {
  redis: Redis
  keys: KeyScope
  topicId: string
  log: Logger
  step?: number
  /**
   * While the loop is behind, how long the ranker may wait before it ranks anyway (default RANK_DEFER_MS): a
   * catch-up of hours still keeps its holders page at most this far behind its balances.
   */
  deferMs?: number
  /** Told how many accounts each pass ranked (metrics). */
  onRanked?: (accounts: number) => void
}

/** One pass over the topic's unranked ticks until none is left. Returns the accounts ranked. */
async function rankAll (o: RankerOptions, stopped: () => boolean, skip: Set<string>): Promise<number> {
  const { redis, keys, topicId } = o
  const unrankedTicks = topicUnrankedTicksKey(keys, topicId)
  let ranked = 0
  for (;;) {
    const ticks = (await redis.smembers(unrankedTicks)).filter((tick) => !skip.has(tick))
    if (ticks.length === 0 || stopped()) return ranked
    for (const tick of ticks) {
      for (let left = 1; left > 0 && !stopped();) {
        const [done = '0', rest = '0'] = await rankScript.run(redis, {
          keys: { unrankedTicks, unranked: holdersUnrankedKey(keys, topicId, tick), balances: balancesKey(keys, topicId, tick), holders: holdersKey(keys, topicId, tick) },
          args: { tick, max: String(o.step ?? RANK_STEP) }
        })
        if (done === '-1') {
          // someone else's key under our prefix: the commit step halts the topic on such a key; leave the tick
          o.log.error({ topicId, tick }, 'a holders key holds another type: not ranking this tick')
          skip.add(tick)
          break
        }
        ranked += Number(done)
        left = Number(rest)
      }
    }
  }
}

export function createRanker (o: RankerOptions): Ranker {
  const state: { running?: Promise<void>, again: boolean, stopped: boolean, deferred?: NodeJS.Timeout } = { again: false, stopped: false }
  const skip = new Set<string>()
  const pass = async (): Promise<boolean> => {
    try {
      const ranked = await rankAll(o, () => state.stopped, skip)
      if (ranked > 0) o.onRanked?.(ranked)
      return true
    } catch (err) {
      // Redis away: the accounts stay unranked in Redis; the next poke (the next commit) tries again
      o.log.warn({ err, topicId: o.topicId }, 'ranking holders failed, will retry on the next page')
      return false
    }
  }
  // One pass at a time; a poke during a pass asks for another one after it (it may have read the ticks before
  // the commit that poked).
  const start = async (): Promise<void> => {
    if (state.running !== undefined) {
      state.again = true
      await state.running
      return
    }
    state.again = false
    state.running = pass().then((ok) => {
      state.running = undefined
      if (ok && state.again && !state.stopped) return start()
    })
    await state.running
  }
  const cancelDeferred = (): void => {
    clearTimeout(state.deferred)
    state.deferred = undefined
  }
  const now = (): void => {
    cancelDeferred()
    if (!state.stopped) start().catch(() => {})
  }
  return {
    poke (hint) {
      if (state.stopped) return
      if (hint?.behind !== true) { now(); return }
      // behind: one pass at the deadline at the latest (the first poke of a burst sets it), or when caught up
      if (state.deferred === undefined) state.deferred = setTimeout(now, o.deferMs ?? RANK_DEFER_MS).unref()
    },
    async drain () {
      cancelDeferred()
      await start()
      await start()
    },
    async stop () {
      state.stopped = true
      cancelDeferred()
      await state.running
    }
  }
}
