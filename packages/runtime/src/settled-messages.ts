import type { JobRecord } from '@hcs/protocol'
import type { MirrorClient } from './mirror-client.js'
import { createTopicMessages, TopicMessagesUnavailable } from './topic-messages.js'
import type { TopicMessage } from './topic-messages.js'

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
 * Reads settled jobs' messages back from the mirror by sequence number (runtime's topic messages: a cache, one read
 * in flight per message, and a short pause after a failure). Used by the api (job reads) and the worker (webhook bodies).
 */
export function createSettledMessages (options: SettledMessagesOptions): SettledMessages {
  const messages = options.mirror === undefined
    ? undefined
    : createTopicMessages({
      mirror: options.mirror,
      cacheEntries: options.cacheEntries,
      timeoutMs: options.timeoutMs,
      concurrency: 1,
      ...(options.backoffMs === undefined ? {} : { backoffMs: options.backoffMs }),
      ...(options.now === undefined ? {} : { now: options.now })
    })

  async function complete (record: JobRecord): Promise<JobRecord> {
    if (record.message !== undefined || record.sequenceNumber === undefined || messages === undefined) return record
    let found: TopicMessage | undefined
    try {
      found = (await messages.read(record.topicId, [record.sequenceNumber])).get(record.sequenceNumber)
    } catch (err) {
      if (err instanceof TopicMessagesUnavailable) return record
      throw err
    }
    if (found === undefined) return record
    return { ...record, message: Buffer.from(found.message).toString('utf8'), runningHash: Buffer.from(found.runningHash).toString('hex') }
  }

  return {
    complete,
    async completeAll (records) {
      return await Promise.all(records.map(async (record) => record === undefined ? record : await complete(record) as typeof record))
    }
  }
}
