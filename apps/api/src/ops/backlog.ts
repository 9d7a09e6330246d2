import type { FastifyBaseLogger } from 'fastify'
import { startPoller } from '@hcs/runtime'
import { AppError } from '../http/errors.js'
import type { BacklogGate } from '../intake/gates.js'
import type { QueueSample } from '../intake/queue.js'

interface BacklogSnapshot {
  /** waiting + delayed + active, as last sampled plus what this instance accepted since. */
  backlog: number
  waiting: number
  delayed: number
  active: number
  bound: number
  full: boolean
  /** Jobs leaving the queue per second over the last sampling window (null until measured). */
  drainPerSecond: number | null
  /** backlog ÷ drain rate (null while nothing drains). */
  estimatedWaitSeconds: number | null
  sampledAt: string | null
}

/** The intake's backlog gate (check: 503 QUEUE_FULL with Retry-After past the bound), and what `GET /api/queue` shows. */
export interface BacklogMonitor extends BacklogGate {
  snapshot: () => BacklogSnapshot
  /** One sample now (the timer does this every `intervalMs`). */
  refresh: () => Promise<void>
  close: () => void
}

export interface BacklogOptions {
  sample: () => Promise<QueueSample>
  bound: number
  intervalMs: number
  log: FastifyBaseLogger
  now?: () => number
}

// The drain rate is measured over about this long (older samples are dropped).
const RATE_WINDOW_MS = 10_000
const MIN_RETRY_S = 1
const MAX_RETRY_S = 60

/**
 * The submit queue's backlog and drain rate, sampled in the background (three Redis reads every
 * `intervalMs`), so that refusing a request past the bound costs no Redis round trip.
 */
export function createBacklogMonitor (options: BacklogOptions): BacklogMonitor {
  const now = options.now ?? Date.now
  let last: (QueueSample & { at: number }) | undefined
  const history: Array<{ at: number, drained: number }> = []
  let acceptedSince = 0
  /** Operations past the check and not yet answered (this instance's). */
  let inFlight = 0
  let full = false

  const backlog = (): number => (last === undefined ? 0 : last.waiting + last.delayed + last.active) + acceptedSince + inFlight
  const drainPerSecond = (): number | null => {
    const first = history[0]
    const latest = history.at(-1)
    if (first === undefined || latest === undefined || latest.at - first.at < 1) return null
    return Math.max(0, (latest.drained - first.drained) * 1000 / (latest.at - first.at))
  }
  const estimatedWait = (): number | null => {
    const rate = drainPerSecond()
    return rate === null || rate === 0 ? null : backlog() / rate
  }

  function snapshot (): BacklogSnapshot {
    const rate = drainPerSecond()
    const wait = estimatedWait()
    return {
      backlog: backlog(),
      waiting: last?.waiting ?? 0,
      delayed: last?.delayed ?? 0,
      active: last?.active ?? 0,
      bound: options.bound,
      full: backlog() >= options.bound,
      drainPerSecond: rate === null ? null : Math.round(rate * 10) / 10,
      estimatedWaitSeconds: wait === null ? null : Math.round(wait * 10) / 10,
      sampledAt: last === undefined ? null : new Date(last.at).toISOString()
    }
  }

  /** Logs when the bound is reached or left (once per crossing). */
  function noteState (): void {
    const isFull = backlog() >= options.bound
    if (isFull === full) return
    full = isFull
    const { backlog: size, bound, drainPerSecond: rate, estimatedWaitSeconds } = snapshot()
    if (isFull) options.log.warn({ backlog: size, bound, drainPerSecond: rate, estimatedWaitSeconds }, 'queue full: refusing new jobs')
    else options.log.info({ backlog: size, bound, drainPerSecond: rate, estimatedWaitSeconds }, 'queue below its bound again')
  }

  const poller = startPoller(async () => {
    // Jobs accepted while the sample is read may be missing from it: they stay counted until the next one.
    const acceptedBefore = acceptedSince
    const sample = await options.sample()
    const at = now()
    last = { ...sample, at }
    acceptedSince -= acceptedBefore
    history.push({ at, drained: sample.drained })
    while (history.length > 2 && at - (history[0]?.at ?? at) > RATE_WINDOW_MS) history.shift()
    noteState()
  }, options.intervalMs, (err) => {
    // Keep the last figures: a Redis outage shows up on the requests themselves (503 QUEUE_UNAVAILABLE).
    options.log.debug({ err }, 'queue backlog not sampled')
  })

  return {
    check (count = 1) {
      const size = backlog()
      // A batch is admitted whole only if it fits (into an empty queue always, so no batch is refused for ever).
      if (size === 0 || size + count <= options.bound) {
        inFlight += count
        let counted = true
        return () => {
          if (counted) inFlight -= count
          counted = false
        }
      }
      noteState()
      const rate = drainPerSecond()
      // Long enough for the queue to drain a tenth below the bound, so refused clients do not all return at once.
      const excess = size - Math.floor(options.bound * 0.9)
      const retryAfter = rate === null || rate === 0 ? MAX_RETRY_S : Math.min(MAX_RETRY_S, Math.max(MIN_RETRY_S, Math.ceil(excess / rate)))
      throw new AppError('QUEUE_FULL', 503, 'Service Unavailable', {
        detail: `The submission queue holds ${size} jobs (bound ${options.bound}); retry in ${retryAfter} s`,
        headers: { 'retry-after': String(retryAfter) }
      })
    },
    accepted (count = 1) { acceptedSince += count },
    snapshot,
    refresh: poller.refresh,
    close: poller.close
  }
}
