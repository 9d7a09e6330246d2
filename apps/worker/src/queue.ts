import { Worker, type Job } from 'bullmq'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { QUEUE_SUBMIT } from '@hcs/protocol'

// The only bullmq import of the worker: the rest sees these re-exports and plain interfaces.
export { DelayedError, UnrecoverableError } from 'bullmq'
export type { Job } from 'bullmq'

/** A connection for BullMQ: blocking commands need `maxRetriesPerRequest: null`. */
export function createRedis (url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null })
}

export const MAX_STALLED_COUNT = 10
export const STALLED_INTERVAL_MS = 10_000

export interface SubmitWorkerOptions {
  connection: Redis
  prefix: string
  concurrency: number
  /** Longer than one job's worst case (SDK request timeout plus the receipt waits), so a slow submit is not taken for a stalled job. */
  lockDuration: number
  log: Logger
  autorun?: boolean
}

export function createSubmitWorker (
  process: (job: Job, token?: string) => Promise<unknown>,
  options: SubmitWorkerOptions
): Worker {
  const worker = new Worker(QUEUE_SUBMIT, process, {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency,
    lockDuration: options.lockDuration,
    // A job taken over from a dead worker is safe to run again (its transaction id is pinned), so a few
    // crashes in a row must not fail it.
    maxStalledCount: MAX_STALLED_COUNT,
    // Cheap, and it bounds how long a dead worker's jobs wait (lock expiry, then up to two checks).
    stalledInterval: STALLED_INTERVAL_MS,
    autorun: options.autorun ?? true
  })
  worker.on('error', (err) => { options.log.error({ err }, 'worker error') })
  return worker
}
