import { LRUCache } from 'lru-cache'
import type { MirrorClient, MirrorMessage } from './mirror-client.js'

/** A topic message's parts a read index answers with (ADR 044): what the mirror keeps and Redis does not. */
export interface TopicMessage {
  sequenceNumber: number
  consensusTimestamp: string
  payer: string
  /** The message bytes as they are on the topic. */
  message: Uint8Array
  /** The topic's running hash after this message. */
  runningHash: Uint8Array
  /** The initial transaction id from the mirror's `chunk_info`, when it gives one. */
  transactionId?: string
}

/** How a message was found: in the cache, by one read of its own, or in a range read of several. */
export type TopicMessageSource = 'cache' | 'message' | 'range'

export interface TopicMessagesOptions {
  mirror: MirrorClient
  /** Messages kept in memory (they never change once on the topic). */
  cacheEntries: number
  /** Bound on one mirror request. */
  timeoutMs: number
  /** Single-message reads in flight at once for one call (default 8). */
  concurrency?: number
  /** After a failed read, how long every read fails at once without asking the mirror (default 1 s). */
  backoffMs?: number
  /** Called with the messages each call found, by source (the api's read counter). */
  onRead?: (source: TopicMessageSource, count: number) => void
  now?: () => number
}

/** The mirror failed, did not answer in time, or has not got a message the index names. */
export class TopicMessagesUnavailable extends Error {
  constructor (detail: string, options?: ErrorOptions) {
    super(detail, options)
    this.name = 'TopicMessagesUnavailable'
  }
}

export interface TopicMessages {
  /** The messages at `sequenceNumbers` on `topicId`, by sequence number; throws {@link TopicMessagesUnavailable}. */
  read: (topicId: string, sequenceNumbers: readonly number[]) => Promise<Map<number, TopicMessage>>
}

/** Most messages one mirror page holds (the public mirrors' `limit` bound). */
const MAX_RANGE = 100

function toTopicMessage (found: MirrorMessage): TopicMessage {
  const message: TopicMessage = {
    sequenceNumber: found.sequenceNumber,
    consensusTimestamp: found.consensusTimestamp,
    payer: found.payerAccountId,
    message: found.message,
    runningHash: found.runningHash
  }
  if (found.chunk?.transactionId !== undefined) message.transactionId = found.chunk.transactionId
  return message
}

/**
 * The sequence numbers one range read should fetch: all of them when they fit in one mirror page and at least
 * half of that page is wanted (a range read costs one request; the rest cost one each).
 */
export function rangeFor (missing: readonly number[]): { after: number, limit: number } | undefined {
  if (missing.length < 2) return undefined
  const low = Math.min(...missing)
  const span = Math.max(...missing) - low + 1
  if (span > MAX_RANGE || span > 2 * missing.length) return undefined
  return { after: low - 1, limit: span }
}

/**
 * Reads topic messages back from the mirror by sequence number for the api's read indexes: an LRU keyed
 * topic/sequence (messages never change), one range read when the missing ones are close together, else
 * bounded-concurrency single reads, one read in flight per message, and a short pause after a failure (a
 * slow mirror must not slow every read).
 */
export function createTopicMessages (options: TopicMessagesOptions): TopicMessages {
  const cache = new LRUCache<string, TopicMessage>({ max: Math.max(1, options.cacheEntries) })
  const inFlight = new Map<string, Promise<TopicMessage | undefined>>()
  const concurrency = Math.max(1, options.concurrency ?? 8)
  const backoffMs = options.backoffMs ?? 1000
  const now = options.now ?? Date.now
  const count = options.onRead ?? (() => {})
  let pausedUntil = 0

  async function guarded<T> (step: () => Promise<T>): Promise<T> {
    try {
      return await step()
    } catch (err) {
      pausedUntil = now() + backoffMs
      throw new TopicMessagesUnavailable(`the mirror node did not answer: ${(err as Error).message}`, { cause: err })
    }
  }

  async function readOne (topicId: string, sequenceNumber: number): Promise<TopicMessage | undefined> {
    const key = `${topicId}/${sequenceNumber}`
    let pending = inFlight.get(key)
    if (pending === undefined) {
      pending = guarded(async () => await options.mirror.getMessage(topicId, sequenceNumber, AbortSignal.timeout(options.timeoutMs)))
        .then((found) => found === undefined ? undefined : toTopicMessage(found))
        .finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return await pending
  }

  async function readRange (topicId: string, missing: number[], out: Map<number, TopicMessage>): Promise<number[]> {
    const range = rangeFor(missing)
    if (range === undefined) return missing
    const page = await guarded(async () => await options.mirror.getMessages(topicId, range.after, range.limit, AbortSignal.timeout(options.timeoutMs)))
    const wanted = new Set(missing)
    let found = 0
    for (const m of page.messages) {
      const message = toTopicMessage(m)
      cache.set(`${topicId}/${m.sequenceNumber}`, message)
      if (wanted.delete(m.sequenceNumber)) {
        out.set(m.sequenceNumber, message)
        found++
      }
    }
    count('range', found)
    return [...wanted]
  }

  async function readSingles (topicId: string, missing: number[], out: Map<number, TopicMessage>): Promise<void> {
    let next = 0
    async function worker (): Promise<void> {
      while (next < missing.length) {
        const sequenceNumber = missing[next++] as number
        const found = await readOne(topicId, sequenceNumber)
        if (found === undefined) throw new TopicMessagesUnavailable(`the mirror node has no message ${sequenceNumber} on topic ${topicId}`)
        cache.set(`${topicId}/${sequenceNumber}`, found)
        out.set(sequenceNumber, found)
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker))
    count('message', missing.length)
  }

  return {
    async read (topicId, sequenceNumbers) {
      const out = new Map<number, TopicMessage>()
      let missing: number[] = []
      for (const sequenceNumber of new Set(sequenceNumbers)) {
        const cached = cache.get(`${topicId}/${sequenceNumber}`)
        if (cached === undefined) missing.push(sequenceNumber)
        else out.set(sequenceNumber, cached)
      }
      count('cache', out.size)
      if (missing.length === 0) return out
      if (now() < pausedUntil) throw new TopicMessagesUnavailable('the mirror node failed a moment ago; retry shortly')
      missing = await readRange(topicId, missing, out)
      await readSingles(topicId, missing, out)
      return out
    }
  }
}
