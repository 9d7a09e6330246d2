// Claims: every message of ours on a topic is accounted for, and no job record is left behind.
// A message is claimed by the accepted job (a 202) whose record names its sequence number, or by a request
// whose connection dropped before an answer (the client cannot know; its job may exist). Anything else is
// `unclaimed`: an operation answered "not accepted" (a 503, or any other refusal) reached the topic. A record
// that no 202 and no dropped request accounts for must be final-`failed` (a withdrawn request's tombstone, or
// a job the sweep abandoned): otherwise it is `orphaned`, a job the client was told does not exist that can
// still reach the topic or holds a reservation.
import { Redis } from 'ioredis'
import { decodeKeySegment, decodeOwnedJobRecord, jobRecordKey, type KeyScope } from '@hcs/protocol'
import type { TopicMessage } from './exactly-once.js'

/** A job record as stored in Redis (every record of the run, accepted or not). */
export interface StoredJob {
  jobId: string
  topicId: string
  requestId: string
  status: string
  sequenceNumber?: number
  errorCode?: string
  /** The tenant that owns it (`default` when the record names none). */
  tenant: string
  ticker?: string
  transactionId?: string
}

export interface Claims {
  /** Messages paid by the service that no 202 or dropped request claims. */
  unclaimed: Array<{ topicId: string, sequenceNumber: number, text: string, jobId?: string, requestId?: string }>
  /** Records no 202 and no dropped request accounts for that are not final-`failed`. */
  orphaned: StoredJob[]
  /** Each request whose connection dropped (no answer), and the job it left, if any. */
  dropped: Array<{ requestId: string, jobs: Array<{ jobId: string, status: string, errorCode?: string }> }>
  /** Each request answered 5xx, and the jobs it left (tombstones are `failed` `NOT_ACCEPTED`). */
  refused5xx: Array<{ requestId: string, status: number, jobs: Array<{ jobId: string, status: string, errorCode?: string }> }>
}

export interface ClaimsInput {
  topics: Map<string, TopicMessage[]>
  operatorId: string
  /** Job ids answered 202 (single or batch slot). */
  accepted: Set<string>
  /** `topicId#sequenceNumber` of each message an accepted job claims (checkExactlyOnce's). */
  claimedSlots: Set<string>
  stored: StoredJob[]
  /** Request ids of well-formed operation requests that got no answer. */
  dropped: string[]
  /** Request ids answered 5xx, with the status. */
  refused5xx: Array<{ requestId: string, status: number }>
}

export function checkClaims (input: ClaimsInput): Claims {
  const droppedIds = new Set(input.dropped)
  const byRequest = new Map<string, StoredJob[]>()
  const bySlot = new Map<string, StoredJob>()
  for (const job of input.stored) {
    const list = byRequest.get(job.requestId)
    if (list === undefined) byRequest.set(job.requestId, [job])
    else list.push(job)
    if (job.sequenceNumber !== undefined) bySlot.set(`${job.topicId}#${job.sequenceNumber}`, job)
  }
  const jobsOf = (requestId: string): Array<{ jobId: string, status: string, errorCode?: string }> =>
    (byRequest.get(requestId) ?? []).map(({ jobId, status, errorCode }) => errorCode === undefined ? { jobId, status } : { jobId, status, errorCode })

  const unclaimed: Claims['unclaimed'] = []
  for (const [topicId, messages] of input.topics) {
    for (const m of messages) {
      if (m.payer !== input.operatorId) continue
      const slot = `${topicId}#${m.sequenceNumber}`
      if (input.claimedSlots.has(slot)) continue
      const job = bySlot.get(slot)
      if (job !== undefined && droppedIds.has(job.requestId)) continue
      unclaimed.push({ topicId, sequenceNumber: m.sequenceNumber, text: m.text.slice(0, 120), jobId: job?.jobId, requestId: job?.requestId })
    }
  }
  const orphaned = input.stored.filter((job) => !input.accepted.has(job.jobId) && !droppedIds.has(job.requestId) && job.status !== 'failed')
  return {
    unclaimed,
    orphaned,
    dropped: input.dropped.map((requestId) => ({ requestId, jobs: jobsOf(requestId) })),
    refused5xx: input.refused5xx.map(({ requestId, status }) => ({ requestId, status, jobs: jobsOf(requestId) }))
  }
}

/** Every job record of `topics` in the run's Redis (SCAN, any record form). */
export async function readStoredJobs (redisUrl: string, scope: KeyScope, topics: string[]): Promise<StoredJob[]> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 })
  redis.on('error', () => {})
  const out: StoredJob[] = []
  try {
    for (const topicId of topics) {
      const stem = jobRecordKey(scope, topicId, '')
      let cursor = '0'
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${stem.replace(/[*?[\]\\]/g, '\\$&')}*`, 'COUNT', 1000)
        cursor = next
        const texts = keys.length === 0 ? [] : await redis.mget(...keys)
        keys.forEach((key, i) => {
          let jobId: string
          try { jobId = decodeKeySegment(key.slice(stem.length)) } catch { return }
          const owned = decodeOwnedJobRecord(texts[i] ?? null, jobId)
          if (owned === undefined) return
          const { record } = owned
          out.push({
            jobId: record.jobId,
            topicId,
            requestId: record.requestId ?? '',
            status: record.status,
            sequenceNumber: record.sequenceNumber,
            errorCode: record.error?.code,
            tenant: owned.tenant ?? 'default',
            ticker: record.ticker,
            transactionId: record.transactionId
          })
        })
      } while (cursor !== '0')
    }
  } finally {
    redis.disconnect()
  }
  return out
}

/**
 * The claims of a run, read from its Redis. A record that would be orphaned only because it is not final yet
 * (an enqueue cut short left it `queued`) is read again until `settleMs` has passed: the sweep ends such a
 * record once nothing holds it, and only one still open then counts.
 */
export async function accountFor (o: Omit<ClaimsInput, 'stored'> & { redisUrl: string, scope: KeyScope, settleMs: number }): Promise<Claims> {
  const deadline = Date.now() + o.settleMs
  for (;;) {
    const claims = checkClaims({ ...o, stored: await readStoredJobs(o.redisUrl, o.scope, [...o.topics.keys()]) })
    if (claims.orphaned.length === 0 || Date.now() > deadline) return claims
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
}
