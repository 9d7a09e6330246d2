import type { Redis } from 'ioredis'
import { jobRecordKey } from '@hcs/protocol'

/**
 * Submissions the network accepted whose outcome is not known yet. `due`: sorted set, job id → when to look
 * next (epoch ms); `data`: hash, job id → its SubmitJob JSON (for a resend). Written with the record
 * (job-record.ts `recordAccepted`/`markSubmitted`), read by the reconciler. Same `{hash-tag}` prefix as
 * every key of ours: the claim script reads job records it is not told about in KEYS.
 */
export function submissionKeys (prefix: string): { due: string, data: string } {
  return { due: `${prefix}:submissions:due`, data: `${prefix}:submissions:data` }
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

// KEYS[1] due, KEYS[2] data; ARGV[1] now, ARGV[2] limit, ARGV[3] lease end, ARGV[4] record key stem.
// Returns the number claimed, then (job id, transaction id, topic id, SubmitJob JSON) per submission waiting for consensus.
const CLAIM_SCRIPT = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local out = { #ids }
for _, id in ipairs(ids) do
  local raw = redis.call('GET', ARGV[4] .. id)
  local rec = nil
  if raw then rec = cjson.decode(raw) end
  local status = rec and rec.status
  if rec == nil or status == 'confirmed' or status == 'invalid' or status == 'failed' or (status == 'submitted' and rec.sequenceNumber) then
    redis.call('ZREM', KEYS[1], id)
    redis.call('HDEL', KEYS[2], id)
  else
    redis.call('ZADD', KEYS[1], ARGV[3], id)
    if status == 'submitted' and rec.transactionId then
      out[#out + 1] = id
      out[#out + 1] = rec.transactionId
      out[#out + 1] = rec.topicId or ''
      out[#out + 1] = redis.call('HGET', KEYS[2], id) or ''
    end
  end
end
return out
`

interface ClaimCommands {
  hcsSubmissionsClaim: (due: string, data: string, now: number, limit: number, leaseUntil: number, stem: string) => Promise<Array<string | number>>
}

export function createSubmissionStore (redis: Redis, prefix: string): SubmissionStore {
  redis.defineCommand('hcsSubmissionsClaim', { numberOfKeys: 2, lua: CLAIM_SCRIPT })
  const commands = redis as unknown as ClaimCommands
  const keys = submissionKeys(prefix)
  const stem = jobRecordKey(prefix, '')
  return {
    async claimDue (nowMs, limit, leaseUntil) {
      const [claimed, ...rest] = await commands.hcsSubmissionsClaim(keys.due, keys.data, nowMs, limit, leaseUntil, stem)
      const due: DueSubmission[] = []
      for (let i = 0; i + 3 < rest.length; i += 4) {
        due.push({ jobId: String(rest[i]), transactionId: String(rest[i + 1]), topicId: String(rest[i + 2]), submission: String(rest[i + 3]) })
      }
      return { claimed: Number(claimed), due }
    },
    async checkAt (jobId, atMs) {
      await redis.zadd(keys.due, 'XX', atMs, jobId)
    },
    async count () {
      return await redis.zcard(keys.due)
    }
  }
}
