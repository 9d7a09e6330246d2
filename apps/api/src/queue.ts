import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import { JOB_SUBMIT, QUEUE_SUBMIT } from '@hcs/protocol'
import type { SubmitJob } from '@hcs/protocol'
import { traceCarrier } from '@hcs/runtime/tracing'
import type { QueueSample } from './backlog.js'

export interface SubmitQueue {
  /** Adds a submit job under `jobId`; rejects at once when Redis is not connected. */
  enqueue: (job: SubmitJob, jobId: string) => Promise<void>
  /** Adds many submit jobs in one round trip (BullMQ addBulk), in order; rejects at once when Redis is not connected. */
  enqueueMany: (jobs: ReadonlyArray<{ job: SubmitJob, jobId: string }>) => Promise<void>
  /** Redis key of the BullMQ job `jobId` (exists from its add until BullMQ removes it). */
  jobKey?: (jobId: string) => string
  /** The queue's backlog and drained-jobs counter (backlog.ts samples it in the background). */
  sample?: () => Promise<QueueSample>
  close: () => Promise<void>
}

export interface SubmitQueueOptions {
  /** An ioredis connection (fail-fast options, see redis.ts) of BullMQ's own; the caller closes it. */
  connection: Redis
  /** BullMQ key prefix: REDIS_PREFIX. */
  prefix: string
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

/** The only place the api touches BullMQ: the producer side of QUEUE_SUBMIT. */
export function createSubmitQueue ({ connection, prefix }: SubmitQueueOptions): SubmitQueue {
  const queue = new Queue<SubmitJob>(QUEUE_SUBMIT, {
    connection,
    prefix,
    defaultJobOptions: { ...SUBMIT_JOB_OPTIONS, backoff: { ...SUBMIT_JOB_OPTIONS.backoff } }
  })
  queue.on('error', () => {})
  return {
    async enqueue (job, jobId) {
      // BullMQ waits for a 'ready' connection before its first command; without this check an add
      // during an outage would hang until Redis came back instead of failing fast.
      if (connection.status !== 'ready') throw new Error(`redis connection is ${connection.status}`)
      // the request's trace context rides in the job data (nothing when tracing is off; ADR 025)
      await queue.add(JOB_SUBMIT, { ...job, ...traceCarrier() }, { jobId })
    },
    async enqueueMany (jobs) {
      if (connection.status !== 'ready') throw new Error(`redis connection is ${connection.status}`)
      const trace = traceCarrier()
      await queue.addBulk(jobs.map(({ job, jobId }) => ({ name: JOB_SUBMIT, data: { ...job, ...trace }, opts: { jobId } })))
    },
    jobKey: (jobId) => queue.toKey(jobId),
    async sample () {
      // Pipelined on one connection: counts by state, and the worker's completed/failed counters (BullMQ metrics).
      const [counts, completed, failed] = await Promise.all([
        queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active'),
        queue.getMetrics('completed', 0, 0),
        queue.getMetrics('failed', 0, 0)
      ])
      return {
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        delayed: counts.delayed ?? 0,
        active: counts.active ?? 0,
        drained: completed.meta.count + failed.meta.count
      }
    },
    async close () {
      await queue.close()
    }
  }
}
