import { LRUCache } from 'lru-cache'
import type { JobRecord } from '@hcs/protocol'
import type { MirrorClient } from './mirror-client.js'

/** What a settled record leaves to the topic (ADR 033): the message text and the running hash after it. */
interface TopicPart { message: string, runningHash: string }

export interface SettledMessagesOptions {
  /** The network's mirror (undefined: none configured; settled records then go without their message). */
  mirror: MirrorClient | undefined
  /** How long one read may take before the record is answered without the message. */
  timeoutMs: number
  /** Messages kept in memory (they never change once on the topic). */
  cacheEntries: number
  /** After a failed read, how long to answer without asking the mirror again (a slow mirror must not slow every read). */
  backoffMs?: number
  now?: () => number
}

export interface SettledMessages {
  /**
   * The record with its `message` and `runningHash` read back from the mirror when it is a compact settled
   * record (a sequence number, no message); as it is otherwise, and also when the mirror does not answer in
   * time (the fields are then left out, and a later read tries again).
   */
  complete: (record: JobRecord) => Promise<JobRecord>
  /** {@link complete} over several records, in parallel. */
  completeAll: <T extends JobRecord | undefined>(records: readonly T[]) => Promise<T[]>
}

/**
 * Reads settled jobs' messages back from the mirror by sequence number, with a cache, one read in flight per
 * message, and a short pause after a failure. Used by the api (job reads) and the worker (webhook bodies).
 */
export function createSettledMessages (options: SettledMessagesOptions): SettledMessages {
  const cache = new LRUCache<string, TopicPart>({ max: Math.max(1, options.cacheEntries) })
  const inFlight = new Map<string, Promise<TopicPart | undefined>>()
  const now = options.now ?? Date.now
  const backoffMs = options.backoffMs ?? 1000
  let pausedUntil = 0

  async function read (mirror: MirrorClient, topicId: string, sequenceNumber: number): Promise<TopicPart | undefined> {
    try {
      const found = await mirror.getMessage(topicId, sequenceNumber, AbortSignal.timeout(options.timeoutMs))
      if (found === undefined) return undefined
      return { message: Buffer.from(found.message).toString('utf8'), runningHash: Buffer.from(found.runningHash).toString('hex') }
    } catch {
      pausedUntil = now() + backoffMs
      return undefined
    }
  }

  async function complete (record: JobRecord): Promise<JobRecord> {
    const { mirror } = options
    if (record.message !== undefined || record.sequenceNumber === undefined || mirror === undefined) return record
    const key = `${record.topicId}/${record.sequenceNumber}`
    let part = cache.get(key)
    if (part === undefined) {
      if (now() < pausedUntil) return record
      let pending = inFlight.get(key)
      if (pending === undefined) {
        pending = read(mirror, record.topicId, record.sequenceNumber).finally(() => inFlight.delete(key))
        inFlight.set(key, pending)
      }
      part = await pending
      if (part === undefined) return record
      cache.set(key, part)
    }
    return { ...record, message: part.message, runningHash: part.runningHash }
  }

  return {
    complete,
    async completeAll (records) {
      return await Promise.all(records.map(async (record) => record === undefined ? record : await complete(record) as typeof record))
    }
  }
}
