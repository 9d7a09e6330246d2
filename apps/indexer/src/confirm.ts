import { jobRecordKey, reasonToErrorCode, reservationKey, transactionKey } from '@hcs/protocol'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { JobSettlement } from './commit-script.js'
import type { TopicMetrics } from './metrics.js'

/** What the rules made of one message, for its job. */
export interface MessageOutcome {
  transactionId: string
  sequenceNumber: number
  consensusTimestamp: string
  runningHashHex: string
  /** Absent when applied; the reject reason otherwise. */
  reason?: string
}

/** Job ids of the given transaction ids (`${p}:tx:${transactionId}`, written by the worker). */
export async function findJobIds (redis: Redis, prefix: string, transactionIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  if (transactionIds.length === 0) return found
  const ids = await redis.mget(...transactionIds.map(id => transactionKey(prefix, id)))
  ids.forEach((jobId, i) => {
    const txId = transactionIds[i]
    if (jobId !== null && txId !== undefined) found.set(txId, jobId)
  })
  return found
}

/** The job record change for one message: `confirmed`, or `invalid` with the rule's reason. */
export function settlementFor (prefix: string, jobId: string, outcome: MessageOutcome, now: Date): JobSettlement {
  const at = now.toISOString()
  const fields = [
    'sequenceNumber', String(outcome.sequenceNumber),
    'consensusTimestamp', outcome.consensusTimestamp,
    'runningHash', outcome.runningHashHex,
    'confirmedAt', at,
    'updatedAt', at
  ]
  const keys = { jobId, jobKey: jobRecordKey(prefix, jobId), reservationKey: reservationKey(prefix, jobId) }
  if (outcome.reason === undefined) return { ...keys, status: 'confirmed', fields }
  fields.push('errorCode', reasonToErrorCode(outcome.reason), 'errorMessage', `The HCS-20 rules rejected the message on the topic: ${outcome.reason}`)
  return { ...keys, status: 'invalid', fields }
}

/** Settlements for the page's messages that belong to one of our jobs. */
export async function settlementsFor (redis: Redis, prefix: string, outcomes: MessageOutcome[], now: Date): Promise<JobSettlement[]> {
  const jobIds = await findJobIds(redis, prefix, outcomes.map(o => o.transactionId))
  const settlements: JobSettlement[] = []
  for (const outcome of outcomes) {
    const jobId = jobIds.get(outcome.transactionId)
    if (jobId !== undefined) settlements.push(settlementFor(prefix, jobId, outcome, now))
  }
  return settlements
}

/** Logs and measures settled jobs: the submitted → confirmed latency. */
export function reportSettled (
  log: Logger, metrics: TopicMetrics, settled: JobSettlement[],
  results: Array<{ jobKey: string, outcome: string, submittedAt?: string }>, now: Date
): void {
  results.forEach((result, i) => {
    const job = settled[i]
    if (job === undefined) return
    if (result.outcome !== 'settled') {
      log.debug({ jobKey: result.jobKey, outcome: result.outcome }, 'job not settled')
      return
    }
    metrics.confirmations++
    const started = result.submittedAt === undefined ? Number.NaN : Date.parse(result.submittedAt)
    const latencyMs = Number.isNaN(started) ? undefined : Math.max(0, now.getTime() - started)
    if (latencyMs !== undefined) metrics.confirmLatencySecondsSum += latencyMs / 1000
    log.info({ jobKey: result.jobKey, status: job.status, latencyMs }, job.status === 'confirmed' ? 'job confirmed' : 'job invalid')
  })
}
