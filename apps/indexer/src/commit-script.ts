// The one atomic step of the indexer: a page's ledger writes, its checkpoint, its audit records and
// its job settlements in a single Lua script, so a restart neither skips nor double-applies a message.
//
// Fencing: the script writes nothing unless the caller still holds the topic lease and the stored
// checkpoint is the one the page was computed from. A paused indexer whose lease lapsed, or a second
// copy racing it, gets 'lost' / 'stale' back and must reload instead of writing.
//
import { LUA_JOB_RECORD, LUA_RELEASE_FUNCTION, LUA_SETTLE } from '@hcs/protocol'
import type { TopicOutcome } from '@hcs/protocol'

// Keys are passed in the JSON payload rather than KEYS[]: the job keys are only known per page. On
// Redis Cluster this needs a `{hash-tag}` REDIS_PREFIX, which keeps every key in one slot.

/** A ledger write the script may run; the command set is fixed by the script. */
export type LedgerOp =
  | ['HSET', string, ...string[]]
  | ['HDEL', string, ...string[]]
  | ['ZADD', string, string, string]
  | ['ZREM', string, string]
  | ['SADD', string, string]

/** One message that may settle a job (the first chunk of a transaction, or a message without chunk info). */
export interface MessageForJobs {
  /** `${p}:tx:${transactionId}` when the mirror reported the initial transaction id. */
  txKey?: string
  /** The payer named by that transaction id: a message paid by anyone else is never ours. */
  txPayer?: string
  outcome: TopicOutcome
  /** Where the outcome is left when no job claims a message that carried no transaction id. */
  outcomeKey: string
}

export interface CommitPayload {
  lockKey: string
  owner: string
  metaKey: string
  /** The stored lastSequence the page was computed from ('0' for a new topic). */
  expectedLastSequence: string
  ops: LedgerOp[]
  /** Field/value pairs of the topic meta hash (the checkpoint). */
  meta: string[]
  rejectedKey: string
  /** JSON audit records, oldest first. */
  rejected: string[]
  rejectedMax: string
  messages: MessageForJobs[]
  /** The topic's sequence number → job id index (written by the worker from its receipts). */
  seqJobsKey: string
  /** A job's record key and reservation key are `[0] .. jobId .. [1]` (protocol's helpers, split around the id). */
  jobKeyParts: [string, string]
  reservationKeyParts: [string, string]
  /** TTL (seconds) of a left outcome. */
  outcomeTtl: string
  /** Settle time (ISO). */
  at: string
}

export const COMMIT_SCRIPT = `${LUA_RELEASE_FUNCTION}${LUA_JOB_RECORD}${LUA_SETTLE}
local p = cjson.decode(ARGV[1])
if redis.call('GET', p.lockKey) ~= p.owner then return {'lost'} end
local meta = redis.call('HMGET', p.metaKey, 'lastSequence', 'halted')
if meta[2] then return {'halted'} end
if (meta[1] or '0') ~= p.expectedLastSequence then return {'stale'} end

local allowed = { HSET = true, HDEL = true, ZADD = true, ZREM = true, SADD = true }
for _, op in ipairs(p.ops) do
  if not allowed[op[1]] then return redis.error_reply('commit: command not allowed') end
end
for _, op in ipairs(p.ops) do redis.call(unpack(op)) end

for _, record in ipairs(p.rejected) do redis.call('LPUSH', p.rejectedKey, record) end
if #p.rejected > 0 then redis.call('LTRIM', p.rejectedKey, 0, tonumber(p.rejectedMax) - 1) end

-- The single place where the indexer settles a job (ADR 019), in the same step that applied (or refused)
-- its message, so the reservation is never counted twice or not at all. The job is found by the message's
-- transaction id (only when the message's payer is that id's payer), else by the sequence number the
-- worker indexed from its own receipt. A message without transaction id that nothing claimed leaves its
-- outcome for a worker that learns its sequence number later.
local function match (m)
  local seq = m.outcome.sequenceNumber
  local jobId, via = nil, 'none'
  if m.txKey and m.txPayer == m.outcome.payer then
    jobId = redis.call('GET', m.txKey)
    if jobId then via = 'transactionId' end
  end
  local indexed = redis.call('HGET', p.seqJobsKey, seq)
  if indexed then
    redis.call('HDEL', p.seqJobsKey, seq)
    if not jobId then jobId, via = indexed, 'sequenceNumber' end
  end
  if not jobId then
    if not m.txKey then redis.call('SET', m.outcomeKey, cjson.encode(m.outcome), 'EX', tonumber(p.outcomeTtl)) end
    return {seq, '', via, 'unmatched', '', '', ''}
  end
  local jobKey = p.jobKeyParts[1] .. jobId .. p.jobKeyParts[2]
  local reservation = p.reservationKeyParts[1] .. jobId .. p.reservationKeyParts[2]
  local result, since, was, requestId = settle_from_topic(jobKey, reservation, m.outcome, p.at)
  return {seq, jobId, via, result, since, was, requestId}
end

local out = {'ok'}
for _, m in ipairs(p.messages) do
  for _, v in ipairs(match(m)) do out[#out + 1] = v end
end
if #p.meta > 0 then redis.call('HSET', p.metaKey, unpack(p.meta)) end
return out
`
