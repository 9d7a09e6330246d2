import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import { JOB_SUBMIT, SUBMIT_QUEUE_EVENTS_MAX, submitQueueRef } from '@hcs/protocol'
import type { KeyScope, QueueRef, SubmitJob } from '@hcs/protocol'
import { traceCarrier } from '@hcs/runtime/tracing'

/** What the submit queue holds, and how many jobs ever left it (BullMQ's completed + failed counters). */
export interface QueueSample {
  waiting: number
  delayed: number
  active: number
  /**
   * Jobs that left the queue (completed or failed) since it began: BullMQ's add counter (its `id` key, one more per
   * add) less the backlog. Read in two commands, so a sample may be a job or two off; the drain rate is a difference
   * over seconds.
   */
  drained: number
}

export interface SubmitQueue {
  /**
   * Adds a submit job under `jobId` to `topicId`'s queue (the topic the job id names: the data does not repeat
   * it); rejects at once when Redis is not connected. The adds of one topic asked for in the same tick go as one
   * addBulk (group commit).
   */
  enqueue: (job: SubmitJob, jobId: string, topicId: string) => Promise<void>
  /**
   * Adds many submit jobs (BullMQ addBulk, one round trip per topic), in order; rejects at once when Redis is
   * not connected. Jobs of one topic are added together, with the single adds of the same tick; a batch names one
   * topic.
   */
  enqueueMany: (jobs: ReadonlyArray<{ job: SubmitJob, jobId: string, topicId: string }>) => Promise<void>
  /** Redis key of the BullMQ job `jobId` on `topicId`'s queue (exists from its add until BullMQ removes it). */
  jobKey?: (topicId: string, jobId: string) => string
  /** The backlog and drained-jobs counter of all the topics' queues together (ops/backlog.ts samples it in the background). */
  sample?: () => Promise<QueueSample>
  /** The BullMQ queues behind it, one per topic (metrics). */
  queues?: () => QueueRef[]
  /** Opens the queue of a topic that joined at run time (a tenant topic, ADR 047); a known topic is left as it is. */
  addTopic?: (topicId: string) => void
  close: () => Promise<void>
}

export interface SubmitQueueOptions {
  /** An ioredis connection (fail-fast options, see redis.ts) of BullMQ's own; the caller closes it. */
  connection: Redis
  /** REDIS_PREFIX and the network: each topic's queue lives under the topic's hash tag (protocol's submitQueueRef). */
  keys: KeyScope
  /** The managed topics: one queue each. A job for another topic is refused. */
  topics: Iterable<string>
}

/** An enqueue refused before anything was sent to Redis: the job cannot be in the queue, so its request is withdrawn. */
export class QueueNotConnectedError extends Error {
  constructor (status: string) {
    super(`redis connection is ${status}`)
    this.name = 'QueueNotConnectedError'
  }
}

// Ten attempts with exponential backoff from 1 s ride out about eight minutes of network trouble before
// a job fails. Our job records (7 days) are the history clients and operators read, so BullMQ keeps only
// the last 100 completed jobs (recent history when inspecting the queue), and failed jobs as long as
// their records.
const SUBMIT_JOB_OPTIONS = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1000, jitter: 0.5 },
  removeOnComplete: { count: 100 },
  removeOnFail: { age: 604_800 }
} as const

interface Entry { name: string, data: SubmitJob, opts: { jobId: string } }
interface PendingAdd { entries: Entry[], resolve: () => void, reject: (err: unknown) => void }

/**
 * Adds of one topic asked for in the same tick (the accepted members of one admitted group, ADR 041) go to Redis as
 * one addBulk, in the order they were asked for: a lone add stays one `add`. Each caller's adds wait on one promise
 * (a batch's hundreds of jobs on one, not one each).
 */
function gatherAdds (connection: Redis, queueOf: (topicId: string) => Queue<SubmitJob>): (topicId: string, entries: Entry[]) => Promise<void> {
  let pending = new Map<string, PendingAdd[]>()
  const flush = (): void => {
    const byTopic = pending
    pending = new Map()
    for (const [topicId, adds] of byTopic) {
      if (connection.status !== 'ready') {
        for (const add of adds) add.reject(new QueueNotConnectedError(connection.status))
        continue
      }
      const queue = queueOf(topicId)
      const entries = adds.length === 1 ? (adds[0] as PendingAdd).entries : adds.flatMap((add) => add.entries)
      const [first] = entries
      const added = entries.length === 1 && first !== undefined
        ? queue.add(first.name, first.data, first.opts)
        : queue.addBulk(entries)
      added.then(() => { for (const add of adds) add.resolve() }, (err: unknown) => { for (const add of adds) add.reject(err) })
    }
  }
  return async (topicId, entries) => {
    await new Promise<void>((resolve, reject) => {
      if (pending.size === 0) process.nextTick(flush)
      const adds = pending.get(topicId)
      if (adds === undefined) pending.set(topicId, [{ entries, resolve, reject }])
      else adds.push({ entries, resolve, reject })
    })
  }
}

/**
 * The backlog and drained-jobs counter of every topic's queue, summed: per queue, pipelined on one connection (one
 * slot each), its counts by state and BullMQ's add counter (no metrics kept per job: the worker's finishing script
 * would count each job in two more commands).
 */
async function sampleQueues (connection: Redis, queues: Iterable<Queue<SubmitJob>>): Promise<QueueSample> {
  const samples = await Promise.all([...queues].map(async (queue) => {
    const [counts, added] = await Promise.all([
      queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active'),
      connection.get(queue.toKey('id'))
    ])
    const waiting = (counts.waiting ?? 0) + (counts.prioritized ?? 0)
    const delayed = counts.delayed ?? 0
    const active = counts.active ?? 0
    return { waiting, delayed, active, drained: Math.max(0, Number(added ?? 0) - waiting - delayed - active) }
  }))
  return samples.reduce((sum, one) => ({
    waiting: sum.waiting + one.waiting,
    delayed: sum.delayed + one.delayed,
    active: sum.active + one.active,
    drained: sum.drained + one.drained
  }), { waiting: 0, delayed: 0, active: 0, drained: 0 })
}

/** The only place the api touches BullMQ: the producer side of the topics' submit queues (one per topic, ADR 027). */
export function createSubmitQueue ({ connection, keys, topics }: SubmitQueueOptions): SubmitQueue {
  const queues = new Map<string, Queue<SubmitJob>>()
  const refs: QueueRef[] = []
  const open = (topicId: string): void => {
    if (queues.has(topicId)) return
    const ref = submitQueueRef(keys, topicId)
    const queue = new Queue<SubmitJob>(ref.name, {
      connection,
      prefix: ref.prefix,
      streams: { events: { maxLen: SUBMIT_QUEUE_EVENTS_MAX } },
      defaultJobOptions: { ...SUBMIT_JOB_OPTIONS, backoff: { ...SUBMIT_JOB_OPTIONS.backoff } }
    })
    queue.on('error', () => {})
    queues.set(topicId, queue)
    refs.push(ref)
  }
  for (const topicId of topics) open(topicId)
  const queueOf = (topicId: string): Queue<SubmitJob> => {
    const queue = queues.get(topicId)
    if (queue === undefined) throw new Error(`topic ${topicId} has no submit queue here`)
    return queue
  }
  const ready = (): void => {
    // BullMQ waits for a 'ready' connection before its first command; without this check an add
    // during an outage would hang until Redis came back instead of failing fast.
    if (connection.status !== 'ready') throw new QueueNotConnectedError(connection.status)
  }
  const gather = gatherAdds(connection, queueOf)
  // the request's trace context rides in the job data (nothing when tracing is off)
  const entryOf = (job: SubmitJob, jobId: string, carrier: object): Entry => ({ name: JOB_SUBMIT, data: { ...job, ...carrier }, opts: { jobId } })
  return {
    async enqueue (job, jobId, topicId) {
      ready()
      queueOf(topicId)
      await gather(topicId, [entryOf(job, jobId, traceCarrier())])
    },
    async enqueueMany (jobs) {
      ready()
      const carrier = traceCarrier()
      const byTopic = new Map<string, Entry[]>()
      for (const { job, jobId, topicId } of jobs) {
        queueOf(topicId)
        const entries = byTopic.get(topicId)
        if (entries === undefined) byTopic.set(topicId, [entryOf(job, jobId, carrier)])
        else entries.push(entryOf(job, jobId, carrier))
      }
      await Promise.all([...byTopic].map(async ([topicId, entries]) => { await gather(topicId, entries) }))
    },
    jobKey: (topicId, jobId) => queueOf(topicId).toKey(jobId),
    sample: async () => await sampleQueues(connection, queues.values()),
    queues: () => [...refs],
    addTopic: open,
    async close () {
      await Promise.all([...queues.values()].map(async (queue) => { await queue.close() }))
    }
  }
}
