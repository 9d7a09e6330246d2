import type { Redis } from 'ioredis'
import { LUA_KEY_SEGMENT, jobRecordKey, topicSubmissionKeys } from '@hcs/protocol'
import type { KeyScope } from '@hcs/protocol'

/**
 * Submissions the network accepted whose outcome is not known yet, per topic (protocol's topicSubmissionKeys).
 * `due`: sorted set, job id → when to look next (epoch ms); `data`: hash, job id → its SubmitJob JSON (for a
 * resend). Written with the record (job-record.ts `recordAccepted`/`markSubmitted`), read by the reconciler.
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

// KEYS[1] due, KEYS[2] data; ARGV[1] now, ARGV[2] limit, ARGV[3] lease end, ARGV[4] record key stem (the id is
// escaped as protocol's keySegment escapes it).
// Returns the number claimed, then (job id, transaction id, topic id, SubmitJob JSON) per submission waiting for consensus.
const CLAIM_SCRIPT = `${LUA_KEY_SEGMENT}
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local out = { #ids }
for _, id in ipairs(ids) do
  local raw = redis.call('GET', ARGV[4] .. key_segment(id))
  local rec = nil
  if raw then
    local ok, decoded = pcall(cjson.decode, raw)
    if ok and type(decoded) == 'table' then rec = decoded end
  end
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

/** The submissions of the worker's topics: one claim script per topic (each in its topic's slot), up to `limit` in all. */
export function createSubmissionStore (redis: Redis, scope: KeyScope, topics: Iterable<string>): SubmissionStore {
  redis.defineCommand('hcsSubmissionsClaim', { numberOfKeys: 2, lua: CLAIM_SCRIPT })
  const commands = redis as unknown as ClaimCommands
  const topicIds = [...new Set(topics)]
  return {
    async claimDue (nowMs, limit, leaseUntil) {
      let claimed = 0
      const due: DueSubmission[] = []
      for (const topicId of topicIds) {
        if (claimed >= limit) break
        const keys = submissionKeys(scope, topicId)
        const [count, ...rest] = await commands.hcsSubmissionsClaim(keys.due, keys.data, nowMs, limit - claimed, leaseUntil, jobRecordKey(scope, topicId, ''))
        claimed += Number(count)
        for (let i = 0; i + 3 < rest.length; i += 4) {
          due.push({ jobId: String(rest[i]), transactionId: String(rest[i + 1]), topicId: String(rest[i + 2]) || topicId, submission: String(rest[i + 3]) })
        }
      }
      return { claimed, due }
    },
    async checkAt (jobId, topicId, atMs) {
      await redis.zadd(submissionKeys(scope, topicId).due, 'XX', atMs, jobId)
    },
    async count () {
      const counts = await Promise.all(topicIds.map(async (topicId) => await redis.zcard(submissionKeys(scope, topicId).due)))
      return counts.reduce((sum, n) => sum + n, 0)
    }
  }
}
