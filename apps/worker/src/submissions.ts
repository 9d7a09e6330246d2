import type { Redis } from 'ioredis'
import { jobRecordKey, luaScript, networkKey } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'

/**
 * Submissions the network accepted whose outcome is not known yet. `due`: sorted set, job id → when to look
 * next (epoch ms); `data`: hash, job id → its SubmitJob JSON (for a resend). Written with the record
 * (job-record.ts `recordAccepted`/`markSubmitted`), read by the reconciler. Same `{hash-tag}` prefix as
 * every key of ours: the claim script reads job records it is not told about in KEYS.
 */
export function submissionKeys (scope: KeyScope): { due: string, data: string } {
  return { due: `${networkKey(scope)}:submissions:due`, data: `${networkKey(scope)}:submissions:data` }
}

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
  checkAt: (jobId: string, atMs: number) => Promise<void>
  /** How many submissions are tracked. */
  count: () => Promise<number>
}

// lua/submissions-claim.lua. Reply: the number claimed, then (job id, transaction id, topic id, SubmitJob
// JSON) per submission waiting for consensus.
const claimScript = luaScript({
  name: 'hcsSubmissionsClaim',
  file: new URL('../lua/submissions-claim.lua', import.meta.url),
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

export function createSubmissionStore (redis: Redis, scope: KeyScope): SubmissionStore {
  claimScript.define(redis)
  const keys = submissionKeys(scope)
  const stem = jobRecordKey(scope, '')
  return {
    async claimDue (nowMs, limit, leaseUntil) {
      return await claimScript.run(redis, { keys, args: { now: nowMs, limit, leaseUntil, recordStem: stem } })
    },
    async checkAt (jobId, atMs) {
      await redis.zadd(keys.due, 'XX', atMs, jobId)
    },
    async count () {
      return await redis.zcard(keys.due)
    }
  }
}
