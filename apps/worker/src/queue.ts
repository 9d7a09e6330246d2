import { DelayedError, Queue, UnrecoverableError, Worker, type Job } from 'bullmq'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { JOB_DELIVER, JOB_SUBMIT, SUBMIT_QUEUE_EVENTS_MAX, submitQueueRef, topicCreateQueueRef, webhookQueueRef } from '@hcs/protocol'
import type { DeliverJob, KeyScope, QueueRef, TopicCreateJob, TopicCreated } from '@hcs/protocol'

// The only bullmq import of the worker: the rest sees these re-exports and plain interfaces.
export { DelayedError, UnrecoverableError } from 'bullmq'
export type { Job } from 'bullmq'

const MAX_STALLED_COUNT = 10

/**
 * What a job that meets a network or payer condition throws (ADR 038): BullMQ moves it back to waiting without
 * spending an attempt, and honours the queue's rate limit (set by `SubmitQueues.hold`) before it takes any job.
 */
export function conditionHoldError (): Error {
  return Worker.RateLimitError()
}

// BullMQ honours a queue's rate limit (Queue.rateLimit) only with a limiter, the worker's or the queue's own (its
// meta `max`): a hold sets the queue's, so wide it never limits by count, for as long as the hold lasts, since a
// limiter costs three commands per job taken (a GET, an HEXISTS and an INCR) while it is set.
const HOLD_LIMIT = { max: 1_000_000_000, duration: 1000 }

export interface SubmitWorkerOptions {
  connection: Redis
  /** The topic's submit queue (protocol's submitQueueRef). */
  queue: QueueRef
  concurrency: number
  /**
   * Renewed every half of it while the process lives, so a slow submit keeps its job; after a crash it is how
   * long the job waits before the stalled check (every half of it) gives it to another worker.
   */
  lockDuration: number
  log: Logger
  autorun?: boolean
}

export function createSubmitWorker (
  process: (job: Job, token?: string) => Promise<unknown>,
  options: SubmitWorkerOptions
): Worker {
  const worker = new Worker(options.queue.name, process, {
    connection: options.connection,
    prefix: options.queue.prefix,
    concurrency: options.concurrency,
    lockDuration: options.lockDuration,
    // A job taken over from a dead worker is safe to run again (its transaction id is pinned), so a few
    // crashes in a row must not fail it.
    maxStalledCount: MAX_STALLED_COUNT,
    // A dead worker's job is moved back once its lock has expired and one check has seen it without one:
    // lock + interval at most.
    stalledInterval: Math.floor(options.lockDuration / 2),
    autorun: options.autorun ?? true
  })
  worker.on('error', (err) => { options.log.error({ err, topicId: options.queue.topicId }, 'worker error') })
  return worker
}

/**
 * Splits the process's WORKER_CONCURRENCY over its topics' queues (one BullMQ Worker each, ADR 027), so the
 * total in flight stays as configured: `total` / n each, the first ones one more for the remainder, at least 1.
 */
export function splitConcurrency (total: number, topics: number): number[] {
  return Array.from({ length: topics }, (_, i) => Math.max(1, Math.floor(total / topics) + (i < total % topics ? 1 : 0)))
}

/** One submit Worker per topic (each its topic's queue), sharing one connection and the process's concurrency. */
export function createSubmitWorkers (
  process: (job: Job, token?: string) => Promise<unknown>,
  options: Omit<SubmitWorkerOptions, 'queue'> & { keys: KeyScope, topics: readonly string[] }
): Worker[] {
  const shares = splitConcurrency(options.concurrency, options.topics.length)
  return options.topics.map((topicId, i) => createSubmitWorker(process, {
    ...options, queue: submitQueueRef(options.keys, topicId), concurrency: shares[i] as number
  }))
}

// The api's SUBMIT_JOB_OPTIONS (apps/api/src/intake/queue.ts): a job the reconciler sends back to the queue gets
// what is left of the same budget, never a fresh one.
export const SUBMIT_ATTEMPTS = 10
const RESEND_JOB_OPTIONS = {
  backoff: { type: 'exponential', delay: 1000, jitter: 0.5 },
  removeOnComplete: { count: 100 },
  removeOnFail: { age: 604_800 }
}

export interface SubmitQueues {
  /**
   * Puts a job whose submission has not reached consensus back on the queue, under its own id and with its
   * pinned transaction id in the data (so the run settles that id before anything else), carrying the attempts
   * already made (`priorAttempts`; the BullMQ job gets the rest of SUBMIT_ATTEMPTS). `data` is the job's own
   * `SubmitJob`, put on `topicId`'s queue (the job id's topic: the data names none). The
   * finished BullMQ job of the first run is removed first; if it cannot be (still active), nothing is added and the
   * next reconciler pass tries again.
   */
  resend: (jobId: string, topicId: string, data: Record<string, unknown>, transactionId: string, priorAttempts: number) => Promise<boolean>
  /**
   * Holds every topic's submit queue for `ms` (BullMQ's queue rate limit, shared by every worker process): the
   * queue's limiter is set until `release`, the limit itself lapses after `ms`.
   */
  hold: (ms: number) => Promise<void>
  /** Lifts a hold at once, and the queue's limiter with it. */
  release: () => Promise<void>
  /** Opens the queue of a topic served from now on (a tenant topic, ADR 047). */
  addTopic: (topicId: string) => void
  close: () => Promise<void>
}

export function createSubmitQueues (connection: Redis, keys: KeyScope, topics: readonly string[]): SubmitQueues {
  const queues = new Map<string, Queue>()
  const open = (topicId: string): void => {
    if (queues.has(topicId)) return
    const ref = submitQueueRef(keys, topicId)
    const queue = new Queue(ref.name, { connection, prefix: ref.prefix, streams: { events: { maxLen: SUBMIT_QUEUE_EVENTS_MAX } } })
    queue.on('error', () => {})
    queues.set(topicId, queue)
  }
  for (const topicId of topics) open(topicId)
  const all = (): Queue[] => [...queues.values()]
  return {
    async resend (jobId, topicId, data, transactionId, priorAttempts) {
      const queue = queues.get(topicId)
      if (queue === undefined) return false
      const state = await queue.getJobState(jobId)
      if (state === 'active' || state === 'waiting' || state === 'delayed' || state === 'prioritized') return false
      if (state !== 'unknown') await queue.remove(jobId)
      await queue.add(JOB_SUBMIT, { ...data, transactionId, priorAttempts }, {
        ...RESEND_JOB_OPTIONS,
        attempts: Math.max(1, SUBMIT_ATTEMPTS - priorAttempts),
        jobId
      })
      return true
    },
    async hold (ms) {
      await Promise.all(all().map(async (queue) => {
        await queue.setGlobalRateLimit(HOLD_LIMIT.max, HOLD_LIMIT.duration)
        await queue.rateLimit(ms)
      }))
    },
    async release () {
      await Promise.all(all().map(async (queue) => {
        await queue.removeRateLimitKey()
        await queue.removeGlobalRateLimit()
      }))
    },
    addTopic: open,
    close: async () => { await Promise.all(all().map(async (queue) => { await queue.close() })) }
  }
}

// Webhook deliveries back off exponentially from WEBHOOK_BACKOFF_MS, doubling up to an hour between attempts;
// 34 attempts from 10 s cover about 25 hours (10 s … 2,560 s, then hourly) before a delivery is given up.
const WEBHOOK_ATTEMPTS = 34
const WEBHOOK_MAX_DELAY_MS = 3_600_000

/** Delay before attempt `attemptsMade + 1`: base × 2^(attemptsMade − 1), capped at an hour, ±20 % jitter. */
function webhookBackoffMs (attemptsMade: number, baseMs: number, jitter = 0.8 + Math.random() * 0.4): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attemptsMade - 1), WEBHOOK_MAX_DELAY_MS)
  return Math.round(delay * jitter)
}

/**
 * The span the retries of one delivery cover (without jitter): about 25 h from 10 s. A delivery deferred behind
 * an open circuit for longer is given up, as it would have been had it been retried all along.
 */
export function webhookRetryWindowMs (baseMs: number): number {
  let total = 0
  for (let made = 1; made < WEBHOOK_ATTEMPTS; made++) total += webhookBackoffMs(made, baseMs, 1)
  return total
}

export interface WebhookQueue {
  /** One round trip for all; BullMQ skips ids it already holds (a delivery is enqueued once). */
  enqueue: (jobs: DeliverJob[]) => Promise<void>
  /** Moves delayed deliveries to waiting now (a slot they wait for was freed); others are left as they are. */
  promote: (ids: string[]) => Promise<void>
  close: () => Promise<void>
}

/** The producer side of QUEUE_WEBHOOKS (the dispatcher). Completed deliveries are kept a day, so a re-read entry never sends twice. */
export function createWebhookQueue (connection: Redis, keys: KeyScope): WebhookQueue {
  const ref = webhookQueueRef(keys)
  const queue = new Queue<DeliverJob>(ref.name, {
    connection,
    prefix: ref.prefix,
    defaultJobOptions: {
      attempts: WEBHOOK_ATTEMPTS,
      backoff: { type: 'webhook' },
      removeOnComplete: { age: 86_400 },
      removeOnFail: { age: 604_800 }
    }
  })
  queue.on('error', () => {})
  return {
    async enqueue (jobs) {
      await queue.addBulk(jobs.map((job) => ({ name: JOB_DELIVER, data: job, opts: { jobId: job.deliveryId } })))
    },
    async promote (ids) {
      await Promise.all(ids.map(async (id) => {
        // a job that is not delayed (still moving there, or already running) keeps its own timer
        await (await queue.getJob(id))?.promote().catch(() => {})
      }))
    },
    async close () { await queue.close() }
  }
}

export interface WebhookWorkerOptions {
  connection: Redis
  keys: KeyScope
  concurrency: number
  backoffMs: number
  log: Logger
}

/** How the processor's error is handled: `permanent` fails the job now, `deferUntil` (ms) delays it without an attempt. */
export interface WebhookErrorVerdict {
  permanent?: boolean
  deferUntil?: number
}

/** The consumer side of QUEUE_WEBHOOKS: its own BullMQ Worker, so deliveries never take a submit slot. */
export function createWebhookWorker (
  process: (job: Job) => Promise<unknown>,
  verdict: (err: Error) => WebhookErrorVerdict,
  options: WebhookWorkerOptions
): Worker {
  const ref = webhookQueueRef(options.keys)
  const worker = new Worker(ref.name, async (job, token) => {
    try {
      return await process(job)
    } catch (err) {
      if (!(err instanceof Error)) throw err
      const { permanent = false, deferUntil } = verdict(err)
      if (permanent) throw new UnrecoverableError(err.message)
      if (deferUntil !== undefined) {
        // a wait, not an attempt: moveToDelayed leaves attemptsMade as it is
        await job.moveToDelayed(deferUntil, token)
        throw new DelayedError()
      }
      throw err
    }
  }, {
    connection: options.connection,
    prefix: ref.prefix,
    concurrency: options.concurrency,
    settings: { backoffStrategy: (attemptsMade: number) => webhookBackoffMs(attemptsMade, options.backoffMs) }
  })
  worker.on('error', (err) => { options.log.error({ err }, 'webhook worker error') })
  return worker
}

/**
 * The consumer side of the topic creation queue (ADR 047): one job at a time per process (a creation is rare and
 * paid). A failed attempt is retried by BullMQ as the api's job options say; `UnrecoverableError` ends it.
 */
export function createTopicCreateWorker (
  process: (job: Job<TopicCreateJob, TopicCreated>) => Promise<TopicCreated>,
  options: { connection: Redis, keys: KeyScope, log: Logger }
): Worker<TopicCreateJob, TopicCreated> {
  const ref = topicCreateQueueRef(options.keys)
  const worker = new Worker<TopicCreateJob, TopicCreated>(ref.name, process, { connection: options.connection, prefix: ref.prefix, concurrency: 1 })
  worker.on('error', (err) => { options.log.error({ err }, 'topic creation worker error') })
  return worker
}
