import { jobRecordKey, reasonToErrorCode, reservationKey, transactionKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'
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

/** Job ids of the given transaction ids (the topic's tx index, written by the worker). */
export async function findJobIds (redis: Redis, keys: KeyScope, topicId: string, transactionIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  if (transactionIds.length === 0) return found
  const ids = await redis.mget(...transactionIds.map(id => transactionKey(keys, topicId, id)))
  ids.forEach((jobId, i) => {
    const txId = transactionIds[i]
    if (jobId !== null && txId !== undefined) found.set(txId, jobId)
  })
  return found
}

/** The job record change for one message: `confirmed`, or `invalid` with the rule's reason. */
export function settlementFor (keys: KeyScope, topicId: string, jobId: string, outcome: MessageOutcome, now: Date): JobSettlement {
  const at = now.toISOString()
  const fields = [
    'sequenceNumber', String(outcome.sequenceNumber),
    'consensusTimestamp', outcome.consensusTimestamp,
    'runningHash', outcome.runningHashHex,
    'confirmedAt', at,
    'updatedAt', at
  ]
  const names = { jobId, jobKey: jobRecordKey(keys, jobId), reservationKey: reservationKey(keys, topicId, jobId) }
  if (outcome.reason === undefined) return { ...names, status: 'confirmed', fields }
  fields.push('errorCode', reasonToErrorCode(outcome.reason), 'errorMessage', `The HCS-20 rules rejected the message on the topic: ${outcome.reason}`)
  return { ...names, status: 'invalid', fields }
}

/** Settlements for the page's messages that belong to one of our jobs. */
export async function settlementsFor (redis: Redis, keys: KeyScope, topicId: string, outcomes: MessageOutcome[], now: Date): Promise<JobSettlement[]> {
  const jobIds = await findJobIds(redis, keys, topicId, outcomes.map(o => o.transactionId))
  const settlements: JobSettlement[] = []
  for (const outcome of outcomes) {
    const jobId = jobIds.get(outcome.transactionId)
    if (jobId !== undefined) settlements.push(settlementFor(keys, topicId, jobId, outcome, now))
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
