import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { Queue } from 'bullmq'
import type { Registry } from 'prom-client'
import type { QueueRef } from '@hcs/protocol'
import { QUEUE_STATES, registerQueueCounts } from '@hcs/runtime'

export interface QueueCounts {
  /**
   * Counts a tenant topic's submit queue (protocol's submitQueueRef) from the next scrape on, as series of its own
   * (label `topic`, one per topic); nothing when no queue is exported, or the topic's queue is counted already.
   */
  addTopicQueue: (ref: QueueRef) => void
  close: () => Promise<void>
}

/**
 * Exports the job counts of `refs` (`hcs20_queue_jobs`, by queue name: the shared topics' submit queues summed) and of
 * each tenant topic's submit queue added later (by topic), while `leads()` says this instance is the one exporter.
 */
export function exportQueueCounts (redis: Redis, refs: readonly QueueRef[], registry: Registry, leads: () => boolean, log: Logger): QueueCounts {
  // counted only (metrics): the queues' owners (api, worker) write their meta, not this reader
  const open = (ref: QueueRef): Queue => {
    const queue = new Queue(ref.name, { connection: redis, prefix: ref.prefix, skipMetasUpdate: true })
    queue.on('error', (err) => log.debug({ err, queue: queue.name }, 'queue connection error'))
    return queue
  }
  const shared = refs.map(open)
  const owned = new Map<string, Queue>()
  const close = async (): Promise<void> => { await Promise.all([...shared, ...owned.values()].map(async (queue) => await queue.close())) }
  if (shared.length === 0) return { addTopicQueue: () => {}, close }
  const counted = new Set(refs.map((ref) => ref.topicId))
  // one series per queue name: every shared topic's `hcs20-submit` (its own queue under its own prefix) adds up
  const names = [...new Set(shared.map(queue => queue.name))]
  const sum = async (queues: Queue[]): Promise<Record<string, number>> => {
    const all = await Promise.all(queues.map(async queue => await queue.getJobCounts(...QUEUE_STATES)))
    const total: Record<string, number> = {}
    for (const counts of all) for (const [state, n] of Object.entries(counts)) total[state] = (total[state] ?? 0) + n
    return total
  }
  registerQueueCounts(registry, () => leads()
    ? [
        ...names.map(name => ({ name, counts: async () => await sum(shared.filter(queue => queue.name === name)) })),
        ...[...owned].map(([topic, queue]) => ({ name: queue.name, topic, counts: async () => await queue.getJobCounts(...QUEUE_STATES) }))
      ]
    : [])
  return {
    addTopicQueue (ref) {
      const topicId = ref.topicId
      if (topicId === undefined || counted.has(topicId)) return
      counted.add(topicId)
      owned.set(topicId, open(ref))
    },
    close
  }
}
