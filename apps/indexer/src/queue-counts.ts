import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { Queue } from 'bullmq'
import type { Registry } from 'prom-client'
import type { QueueRef } from '@hcs/protocol'
import { QUEUE_STATES, registerQueueCounts } from '@hcs/runtime'

/**
 * Exports the job counts of `refs` (`hcs20_queue_jobs`, by queue name) while `leads()` says this instance is
 * the one exporter. Returns the queues, to close on shutdown.
 */
export function exportQueueCounts (redis: Redis, refs: readonly QueueRef[], registry: Registry, leads: () => boolean, log: Logger): Queue[] {
  // counted only (metrics): the queues' owners (api, worker) write their meta, not this reader
  const queues = refs.map(ref => new Queue(ref.name, { connection: redis, prefix: ref.prefix, skipMetasUpdate: true }))
  for (const queue of queues) queue.on('error', (err) => log.debug({ err, queue: queue.name }, 'queue connection error'))
  if (queues.length === 0) return queues
  // one series per queue name: every topic's `hcs20-submit` (its own queue under its own prefix) adds up
  const names = [...new Set(queues.map(queue => queue.name))]
  const countsOf = async (name: string): Promise<Record<string, number>> => {
    const all = await Promise.all(queues.filter(queue => queue.name === name).map(async queue => await queue.getJobCounts(...QUEUE_STATES)))
    const sum: Record<string, number> = {}
    for (const counts of all) for (const [state, n] of Object.entries(counts)) sum[state] = (sum[state] ?? 0) + n
    return sum
  }
  registerQueueCounts(registry, () => leads() ? names.map(name => ({ name, counts: async () => await countsOf(name) })) : [])
  return queues
}
