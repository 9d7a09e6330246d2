import { LRUCache } from 'lru-cache'
import { MirrorHttpError } from './mirror-client.js'
import type { MirrorClient } from './mirror-client.js'

/** What the mirror says of a topic: `private` (it has a submit key), `public` (none), or `missing` (no such topic, or deleted). */
export type TopicPrivacy = 'private' | 'public' | 'missing'

export interface TopicPrivacyOptions {
  /** The network's mirror (undefined: none configured; nothing is then known). */
  mirror: MirrorClient | undefined
  /** How long an answer is trusted (a topic's submit key can be changed or removed). */
  ttlMs: number
  /** Answers kept in memory. */
  cacheEntries: number
  /** How long one {@link TopicPrivacyReader.read} may wait for the mirror in all; what is not read by then stays unknown. */
  timeoutMs: number
  /** Mirror reads in flight at once for one call. */
  concurrency: number
  /** After a failed read, how long to answer without asking the mirror again (a down mirror must not slow every page). */
  backoffMs?: number
  now?: () => number
}

export interface TopicPrivacyReader {
  /**
   * What the mirror says of each topic, from the cache or read now; a topic the mirror did not answer for (down, slow,
   * none configured) is absent from the map.
   */
  read: (topicIds: readonly string[]) => Promise<Map<string, TopicPrivacy>>
}

/**
 * Reads whether topics are public or private from their submit key on the mirror, with a short-lived cache, one read
 * in flight per topic across callers, a bound on reads at once and on the time a call waits. Used by the api's registry
 * listing: a registry entry only claims privacy, the mirror says it.
 */
export function createTopicPrivacy (options: TopicPrivacyOptions): TopicPrivacyReader {
  const now = options.now ?? Date.now
  const cache = new LRUCache<string, TopicPrivacy>({ max: Math.max(1, options.cacheEntries), ttl: options.ttlMs, ttlResolution: 0, perf: { now } })
  const inFlight = new Map<string, Promise<TopicPrivacy | undefined>>()
  const backoffMs = options.backoffMs ?? 1000
  let pausedUntil = 0

  async function lookup (mirror: MirrorClient, topicId: string, signal: AbortSignal): Promise<TopicPrivacy | undefined> {
    try {
      const topic = await mirror.getTopic(topicId, signal)
      if (topic.deleted) return 'missing'
      return topic.isPrivate ? 'private' : 'public'
    } catch (err) {
      // 404: no such topic; 400: an id the mirror refuses to know
      if (err instanceof MirrorHttpError && (err.status === 404 || err.status === 400)) return 'missing'
      if (!signal.aborted) pausedUntil = now() + backoffMs
      return undefined
    }
  }

  function shared (mirror: MirrorClient, topicId: string, signal: AbortSignal): Promise<TopicPrivacy | undefined> {
    let pending = inFlight.get(topicId)
    if (pending === undefined) {
      pending = lookup(mirror, topicId, signal).then((answer) => {
        if (answer !== undefined) cache.set(topicId, answer)
        return answer
      }).finally(() => inFlight.delete(topicId))
      inFlight.set(topicId, pending)
    }
    return pending
  }

  return {
    async read (topicIds) {
      const known = new Map<string, TopicPrivacy>()
      const wanted: string[] = []
      for (const topicId of new Set(topicIds)) {
        const cached = cache.get(topicId)
        if (cached !== undefined) known.set(topicId, cached)
        else wanted.push(topicId)
      }
      const { mirror } = options
      if (mirror === undefined || wanted.length === 0) return known
      const signal = AbortSignal.timeout(options.timeoutMs)
      const expired = new Promise<undefined>((resolve) => { signal.addEventListener('abort', () => resolve(undefined), { once: true }) })
      let next = 0
      const worker = async (): Promise<void> => {
        while (next < wanted.length && !signal.aborted && now() >= pausedUntil) {
          const topicId = wanted[next++] as string
          const answer = await Promise.race([shared(mirror, topicId, signal), expired])
          if (answer !== undefined) known.set(topicId, answer)
        }
      }
      await Promise.all(Array.from({ length: Math.min(Math.max(1, options.concurrency), wanted.length) }, worker))
      return known
    }
  }
}
