import type { Logger } from 'pino'
import type { HederaPort } from './hedera/port.js'
import type { ReceiptProbe } from './hedera/receipt.js'
import type { JobRecordStore } from './job-record-store.js'
import { secondsSinceValidStart, type WorkerMetrics } from './metrics.js'
import type { DueSubmission, SubmissionStore } from './submissions.js'

export interface ReconcilerDeps {
  hedera: Pick<HederaPort, 'probe'>
  records: JobRecordStore
  submissions: SubmissionStore
  /** Puts the job back on the submit queue with its pinned id: the submit path settles or resends it. */
  resend: (jobId: string, submission: string, transactionId: string) => Promise<void>
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
}

export interface Reconciler {
  /** One pass over every due submission; resolves with how many receipts it asked for. */
  pass: () => Promise<number>
  close: () => Promise<void>
}

const DEFAULT_BATCH = 1000
const DEFAULT_CONCURRENCY = 32
const DEFAULT_LEASE_MS = 15_000

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

/**
 * Finds out what consensus decided for accepted submissions the indexer has not confirmed in time: one loop
 * per worker process, each pass taking every due submission at once (one Redis step) and asking for their
 * receipts together. Sequenced → markSubmitted (which also settles from the topic when the indexer is ahead); failed at consensus → `failed` with the status (or, for a
 * passing status such as THROTTLED_AT_CONSENSUS, a resend under a new id); not known to the network → resend
 * (the submit path resends the same id while it is valid, a new one only once it provably expired unapplied);
 * still pending → look again next pass.
 */
export function startReconciler (deps: ReconcilerDeps, options: ReconcilerOptions): Reconciler {
  const now = options.now ?? Date.now
  const batch = options.batch ?? DEFAULT_BATCH
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  let closed = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined

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

  async function settle (item: DueSubmission, probe: ReceiptProbe): Promise<void> {
    const log = deps.log.child({ jobId: item.jobId, transactionId: item.transactionId })
    deps.metrics?.hederaStatuses.inc({ status: statusOf(probe) })
    switch (probe.kind) {
      case 'sequenced':
      {
        const seconds = secondsSinceValidStart(item.transactionId)
        if (seconds !== undefined) deps.metrics?.consensusSeconds.observe({ via: 'reconciler' }, seconds)
        const settled = await deps.records.markSubmitted(item.jobId, item.topicId, {
          transactionId: item.transactionId, sequenceNumber: probe.sequenceNumber, runningHash: probe.runningHash
        })
        log.info({ topicId: item.topicId, sequenceNumber: probe.sequenceNumber, settled }, 'message sequenced')
        if (settled === 'mismatch') log.error({ topicId: item.topicId, sequenceNumber: probe.sequenceNumber }, 'the topic holds another writer\'s message at the receipt\'s sequence number')
        return
      }
      case 'pending':
        await deps.submissions.checkAt(item.jobId, item.topicId, now() + options.intervalMs)
        return
      case 'failed':
        if (!probe.spent) {
          await deps.records.update({ jobId: item.jobId, topicId: item.topicId === '' ? undefined : item.topicId }, { status: 'failed', fields: { error: { code: probe.status, message: 'the transaction failed at consensus' } } })
          log.error({ code: probe.status }, 'gave up')
          return
        }
        break
      case 'error':
        // The node could not be asked (e.g. backed off after a transport error): soon, not after the whole lease.
        await deps.submissions.checkAt(item.jobId, item.topicId, now() + 2 * options.intervalMs)
        log.warn({ code: probe.code, reason: probe.message }, 'receipt not available; will look again')
        return
      case 'not-found':
        break
    }
    if (item.submission === '') {
      log.error('tracked submission has no job data; left to the indexer')
      return
    }
    await deps.resend(item.jobId, item.submission, item.transactionId)
    log.warn({ outcome: probe.kind === 'failed' ? probe.status : 'RECEIPT_NOT_FOUND' }, 'submission not at consensus; sent back to the queue')
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
