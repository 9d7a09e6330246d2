import type { Logger } from 'pino'
import type { HederaPort } from '../hedera/port.js'
import type { ReceiptProbe } from '../hedera/receipt.js'
import type { JobRecordStore } from './job-record-store.js'
import { secondsSinceValidStart, type WorkerMetrics } from '../metrics.js'
import type { DueSubmission, SubmissionStore } from './submissions.js'

export interface ReconcilerDeps {
  hedera: Pick<HederaPort, 'probe'>
  records: JobRecordStore
  submissions: SubmissionStore
  /**
   * Puts the job back on the submit queue with its pinned id and the attempts it made so far (the rest of its
   * budget): the submit path settles or resends it. `submission` is the job data the worker tracked (its
   * `SubmitJob` as JSON); the job goes to `topicId`'s queue.
   */
  resend: (jobId: string, topicId: string, submission: string, transactionId: string, priorAttempts: number) => Promise<void>
  log: Logger
  metrics?: WorkerMetrics
}

export interface ReconcilerOptions {
  /** Pause between passes. */
  intervalMs: number
  /** Most submissions one pass takes (it goes on at once while more are due). */
  batch?: number
  /** Receipt queries in flight at once. */
  concurrency?: number
  /** How long a claimed submission is left alone should this pass die with it (another reconciler takes it then). */
  leaseMs?: number
  now?: () => number
  /**
   * When a receipt that still says UNKNOWN counts as not sent: true once the id's valid window ended
   * long enough ago (submit.ts `unknownPastWindow`). Absent: UNKNOWN is always looked at again.
   */
  unknownExpired?: (transactionId: string) => boolean
  /** A job's attempt budget (queue.ts SUBMIT_ATTEMPTS): one that used it up is not sent again but fails. */
  maxAttempts?: number
}

export interface Reconciler {
  /** One pass over every due submission; resolves with how many receipts it asked for. */
  pass: () => Promise<number>
  close: () => Promise<void>
}

const DEFAULT_BATCH = 1000
const DEFAULT_CONCURRENCY = 32
const DEFAULT_LEASE_MS = 15_000
const DEFAULT_MAX_ATTEMPTS = 10

async function inPool<T> (items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  })
  await Promise.all(lanes)
}

/** The status a receipt probe saw, as the network names it. */
function statusOf (probe: ReceiptProbe): string {
  switch (probe.kind) {
    case 'sequenced': return 'SUCCESS'
    case 'pending': return 'UNKNOWN'
    case 'failed': return probe.status
    case 'error': return probe.code
    case 'not-found': return 'RECEIPT_NOT_FOUND'
  }
}

/** The receipt says the submission reached consensus: the one write of its sequence number. */
async function recordSequenced (
  deps: ReconcilerDeps, item: DueSubmission, probe: Extract<ReceiptProbe, { kind: 'sequenced' }>, log: Logger
): Promise<void> {
  const seconds = secondsSinceValidStart(item.transactionId)
  if (seconds !== undefined) deps.metrics?.consensusSeconds.observe({ via: 'reconciler' }, seconds)
  const settled = await deps.records.markSubmitted(item.jobId, item.topicId, {
    transactionId: item.transactionId, sequenceNumber: probe.sequenceNumber, runningHash: probe.runningHash
  })
  log.info({ topicId: item.topicId, sequenceNumber: probe.sequenceNumber, settled }, 'message sequenced')
  if (settled === 'mismatch') log.error({ topicId: item.topicId, sequenceNumber: probe.sequenceNumber }, 'the topic holds another writer\'s message at the receipt\'s sequence number')
}

/**
 * A submission that is not at consensus and will not be (unknown to the network, past its window, or unapplied for
 * a passing reason) goes back to the submit queue, going on from the attempts already made; a job that used its
 * budget fails instead.
 */
async function resendOrFail (
  deps: ReconcilerDeps, maxAttempts: number, item: DueSubmission, probe: ReceiptProbe, log: Logger
): Promise<void> {
  if (item.submission === '') {
    log.error('tracked submission has no job data; left to the indexer')
    return
  }
  const ref = { jobId: item.jobId, topicId: item.topicId === '' ? undefined : item.topicId }
  const outcome = probe.kind === 'failed' ? probe.status : probe.kind === 'pending' ? 'UNKNOWN' : 'RECEIPT_NOT_FOUND'
  const why = probe.kind === 'pending'
    ? 'its receipt still said UNKNOWN well past the transaction\'s valid window: counted as not sent'
    : probe.kind === 'failed' ? 'it reached consensus unapplied for a passing reason' : 'the network does not know the transaction'
  const made = await deps.records.attemptsMade(item.jobId, item.topicId)
  if (made >= maxAttempts) {
    await deps.records.update(ref, {
      status: 'failed',
      fields: { error: { code: outcome, message: `not at consensus after ${made} attempts: ${why}` } },
      // it never reached the topic as far as anyone knows; the indexer's sweep releases the reservation once the id provably expired
      keepReservation: true
    })
    log.error({ outcome, attempts: made }, 'gave up: attempts used up')
    return
  }
  await deps.resend(item.jobId, item.topicId, item.submission, item.transactionId, made)
  await deps.records.noteError(ref, { code: outcome, message: `sent back to the queue: ${why}` })
  log.warn({ outcome, attempts: made }, 'submission not at consensus; sent back to the queue')
}

/**
 * Finds out what consensus decided for accepted submissions the indexer has not confirmed in time: one loop
 * per worker process, each pass taking every due submission at once (one Redis step) and asking for their
 * receipts together. Sequenced → markSubmitted (which also settles from the topic when the indexer is ahead);
 * failed at consensus → `failed` with the status (or, for a passing status such as THROTTLED_AT_CONSENSUS, a
 * resend under a new id); not known to the network → resend
 * (the submit path resends the same id while it is valid, a new one only once it provably expired unapplied);
 * still pending → look again next pass.
 */
export function startReconciler (deps: ReconcilerDeps, options: ReconcilerOptions): Reconciler {
  const now = options.now ?? Date.now
  const batch = options.batch ?? DEFAULT_BATCH
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS
  let closed = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined

  async function settle (item: DueSubmission, probe: ReceiptProbe): Promise<void> {
    const log = deps.log.child({ jobId: item.jobId, transactionId: item.transactionId })
    const ref = { jobId: item.jobId, topicId: item.topicId === '' ? undefined : item.topicId }
    deps.metrics?.hederaStatuses.inc({ status: statusOf(probe) })
    switch (probe.kind) {
      case 'sequenced':
        await recordSequenced(deps, item, probe, log)
        return
      case 'pending':
        // known and not at consensus: look again, unless its window ended long ago (it can no longer be applied)
        if (options.unknownExpired?.(item.transactionId) !== true) {
          await deps.submissions.checkAt(item.jobId, item.topicId, now() + options.intervalMs)
          return
        }
        break
      case 'failed':
        if (!probe.spent) {
          await deps.records.update(ref, { status: 'failed', fields: { error: { code: probe.status, message: 'the transaction failed at consensus' } } })
          log.error({ code: probe.status }, 'gave up')
          return
        }
        break
      case 'error':
        // The node could not be asked (e.g. backed off after a transport error): soon, not after the whole lease.
        await deps.submissions.checkAt(item.jobId, item.topicId, now() + 2 * options.intervalMs)
        await deps.records.noteError(ref, { code: probe.code, message: `its receipt could not be asked for: ${probe.message}` })
        log.warn({ code: probe.code, reason: probe.message }, 'receipt not available; will look again')
        return
      case 'not-found':
        break
    }
    await resendOrFail(deps, maxAttempts, item, probe, log)
  }

  async function passOnce (): Promise<number> {
    let asked = 0
    for (;;) {
      const started = now()
      const { claimed, due } = await deps.submissions.claimDue(started, batch, started + leaseMs)
      await inPool(due, concurrency, async (item) => {
        try {
          await settle(item, await deps.hedera.probe(item.transactionId))
        } catch (err) {
          deps.log.warn({ err, jobId: item.jobId }, 'reconcile failed; will look again')
        }
      })
      asked += due.length
      if (claimed < batch || closed) return asked
    }
  }

  function schedule (): void {
    if (closed) return
    timer = setTimeout(() => {
      running = passOnce()
      running.catch((err: unknown) => { deps.log.warn({ err }, 'reconcile pass failed') })
        .finally(() => { running = undefined; schedule() })
    }, options.intervalMs)
  }
  schedule()

  return {
    pass: async () => await passOnce(),
    async close () {
      closed = true
      clearTimeout(timer)
      await running?.catch(() => 0)
    }
  }
}
