import type { Redis } from 'ioredis'
import { jobRecordKey, luaScript, topicSubmissionKeys } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'

/**
 * Submissions the network accepted whose outcome is not known yet, per topic (protocol's topicSubmissionKeys).
 * `due`: sorted set, job id → when to look next (epoch ms); `data`: hash, job id → its SubmitJob JSON (for a
 * resend). Written with the record (job-record-store.ts `recordAccepted`/`markSubmitted`), read by the reconciler.
 * In the topic's hash tag, like its job records: the claim script reads records it is not told about in KEYS.
 */
export const submissionKeys = topicSubmissionKeys

/** A submission to look at: the record still says `submitted` without a sequence number. */
export interface DueSubmission {
  jobId: string
  transactionId: string
  topicId: string
  /** The SubmitJob JSON ('' when lost: then it cannot be resent, only settled). */
  submission: string
}

export interface SubmissionStore {
  /**
   * Takes up to `limit` submissions due at `nowMs`, in one step: forgets those whose record has moved on
   * (confirmed, invalid, failed, or sequenced), pushes every other one to `leaseUntil` (so that a second
   * reconciler, or this one after a crash, looks again only then) and returns those waiting for consensus.
   */
  claimDue: (nowMs: number, limit: number, leaseUntil: number) => Promise<{ claimed: number, due: DueSubmission[] }>
  /** Looks at the submission again at `atMs` (if it is still tracked). */
  checkAt: (jobId: string, topicId: string, atMs: number) => Promise<void>
  /** How many submissions are tracked (all topics). */
  count: () => Promise<number>
}

// lua/jobs/submissions-claim.lua. Reply: the number claimed, then (job id, transaction id, topic id, SubmitJob
// JSON) per submission waiting for consensus.
const claimScript = luaScript({
  name: 'hcsSubmissionsClaim',
  file: new URL('../../lua/jobs/submissions-claim.lua', import.meta.url),
  keys: ['due', 'data'],
  args: ['now', 'limit', 'leaseUntil', 'recordStem'],
  reply: (raw): { claimed: number, due: DueSubmission[] } => {
    if (!Array.isArray(raw)) throw new Error('hcsSubmissionsClaim: expected an array reply')
    const [claimed, ...rest] = raw as unknown[]
    const due: DueSubmission[] = []
    for (let i = 0; i + 3 < rest.length; i += 4) {
      due.push({ jobId: String(rest[i]), transactionId: String(rest[i + 1]), topicId: String(rest[i + 2]), submission: String(rest[i + 3]) })
    }
    return { claimed: Number(claimed), due }
  }
})

/**
 * The submissions of the worker's topics: one claim script per topic (each in its topic's slot), up to `limit` in all.
 * `topics` is read at each call: a topic served from later on (a tenant topic, ADR 047) is claimed from then.
 */
export function createSubmissionStore (redis: Redis, scope: KeyScope, topics: Iterable<string>): SubmissionStore {
  claimScript.define(redis)
  const topicIds = (): string[] => [...new Set(topics)]
  return {
    async claimDue (nowMs, limit, leaseUntil) {
      let claimed = 0
      const due: DueSubmission[] = []
      for (const topicId of topicIds()) {
        if (claimed >= limit) break
        const keys = submissionKeys(scope, topicId)
        const got = await claimScript.run(redis, { keys, args: { now: nowMs, limit: limit - claimed, leaseUntil, recordStem: jobRecordKey(scope, topicId, '') } })
        claimed += got.claimed
        for (const item of got.due) due.push({ ...item, topicId: item.topicId === '' ? topicId : item.topicId })
      }
      return { claimed, due }
    },
    async checkAt (jobId, topicId, atMs) {
      await redis.zadd(submissionKeys(scope, topicId).due, 'XX', atMs, jobId)
    },
    async count () {
      const counts = await Promise.all(topicIds().map(async (topicId) => await redis.zcard(submissionKeys(scope, topicId).due)))
      return counts.reduce((sum, n) => sum + n, 0)
    }
  }
}
