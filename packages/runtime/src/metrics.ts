import { Gauge, Registry, collectDefaultMetrics } from 'prom-client'

/** Every series of ours starts with this (ADR 025). */
export const METRICS_PREFIX = 'hcs20_'

/**
 * A process's own registry (never prom-client's global one, so tests that build many apps in one process
 * never collide) with Node's default process metrics under `hcs20_` (cpu, memory, event loop lag, GC, handles).
 */
export function createRegistry (): Registry {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX })
  return registry
}

/** How long a collector may wait for Redis during a scrape (Prometheus' own scrape timeout is 5 s in ops/prometheus.yml). */
export const COLLECT_BOUND_MS = 1000

/**
 * A collector's read, bounded: undefined past `ms` or on an error. ioredis queues a command while Redis is away
 * until it reconnects, so an unbounded read would hold the whole scrape (every series of the process) as long.
 */
export async function withinMs<T> (read: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<undefined>((resolve) => { timer = setTimeout(resolve, ms, undefined) })
  try {
    return await Promise.race([read.catch(() => undefined), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `hcs20_ready`: 1 when the process's `/health/ready` would answer 200, else 0, asked at each scrape (so an alert
 * sees a process that answers but is not ready, e.g. Redis down or evicting). One per registry.
 */
export function registerReadiness (registry: Registry, ready: () => Promise<boolean>): void {
  if (registry.getSingleMetric('hcs20_ready') !== undefined) return
  new Gauge({ // eslint-disable-line no-new
    name: 'hcs20_ready',
    help: '1 when /health/ready answers 200, else 0 (checked at each scrape)',
    registers: [registry],
    async collect () { this.set(await ready().catch(() => false) ? 1 : 0) }
  })
}

/** The BullMQ states whose job counts are exported. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const

export interface CountedQueue {
  /** The `queue` label (the BullMQ queue name). */
  name: string
  /** The `topic` label: a tenant topic's submit queue, counted alone; none for a sum over the shared topics' queues. */
  topic?: string
  /** BullMQ's `getJobCounts(...QUEUE_STATES)`. */
  counts: () => Promise<Record<string, number>>
}

/**
 * `hcs20_queue_jobs{queue, topic, state}`, read from BullMQ at each scrape for the queues `queues()` names at that
 * moment (none: no series); `topic` only on a queue counted for one topic. The indexer names them only while it
 * holds the lease of their topic, so one process exports each queue however many run.
 */
export function registerQueueCounts (registry: Registry, queues: () => CountedQueue[]): Gauge<'queue' | 'topic' | 'state'> {
  return new Gauge({
    name: 'hcs20_queue_jobs',
    help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, failed, completed), exported by the topic lease holder; topic: a tenant topic\'s submit queue',
    labelNames: ['queue', 'topic', 'state'] as const,
    registers: [registry],
    async collect () {
      const listed = queues()
      const counted = await withinMs(Promise.all(listed.map(async (queue) => await queue.counts())), COLLECT_BOUND_MS)
      // Redis away or slow: the last counts stay, and the scrape answers
      if (counted === undefined) return
      this.reset()
      listed.forEach((queue, i) => {
        const labels = queue.topic === undefined ? { queue: queue.name } : { queue: queue.name, topic: queue.topic }
        for (const state of QUEUE_STATES) this.set({ ...labels, state }, counted[i]?.[state] ?? 0)
      })
    }
  })
}
