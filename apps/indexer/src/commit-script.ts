// The one atomic step of the indexer: a page's ledger writes, its checkpoint, its audit records and
// its job settlements in a single Lua script, so a restart neither skips nor double-applies a message.
//
// Fencing: the script writes nothing unless the caller still holds the topic lease and the stored
// checkpoint is the one the page was computed from. A paused indexer whose lease lapsed, or a second
// copy racing it, gets 'lost' / 'stale' back and must reload instead of writing.
//
// Validate first, write last: Redis keeps the writes a failed script made before it failed, so every
// key the script will write is type-checked before the first write. A ledger key of another type (not
// ours: someone else's key under our prefix) answers {'wrongtype', key, expected type} with nothing
// written; a job record or reservation that is not ours is left alone and its job reported 'unreadable'.
//
import { LUA_JOB_RECORD, LUA_KEY_TYPES, LUA_RELEASE_FUNCTION } from '@hcs/protocol'

// Keys are passed in the JSON payload rather than KEYS[]: the job keys are only known per page. On
// Redis Cluster this needs a `{hash-tag}` REDIS_PREFIX, which keeps every key in one slot.

/** A ledger write the script may run; the command set is fixed by the script. */
export type LedgerOp =
  | ['HSET', string, ...string[]]
  | ['HDEL', string, ...string[]]
  | ['ZADD', string, string, string]
  | ['ZREM', string, string]
  | ['SADD', string, string]

/** Settle one job: move it to `status` unless it already has that rank or higher. */
export interface JobSettlement {
  jobId: string
  jobKey: string
  /** The job's reservation (protocol's `reservationKey`), released in the same step. */
  reservationKey: string
  status: 'confirmed' | 'invalid'
  /** Field/value pairs set along with the status. */
  fields: string[]
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
  jobs: JobSettlement[]
  /** protocol's JOB_STATUS_RANK. */
  ranks: Record<string, number>
}

export const COMMIT_SCRIPT = `${LUA_RELEASE_FUNCTION}${LUA_JOB_RECORD}${LUA_KEY_TYPES}
local p = cjson.decode(ARGV[1])
local clash = key_type_clash({ p.lockKey, 'string', p.metaKey, 'hash' })
if clash == p.lockKey then return {'lost'} end
if clash then return {'wrongtype', clash, 'hash'} end
if redis.call('GET', p.lockKey) ~= p.owner then return {'lost'} end
local meta = redis.call('HMGET', p.metaKey, 'lastSequence', 'halted')
if meta[2] then return {'halted'} end
if (meta[1] or '0') ~= p.expectedLastSequence then return {'stale'} end

local types = { HSET = 'hash', HDEL = 'hash', ZADD = 'zset', ZREM = 'zset', SADD = 'set' }
local checked = { [p.rejectedKey] = 'list' }
if key_type_clash({ p.rejectedKey, 'list' }) then return {'wrongtype', p.rejectedKey, 'list'} end
for _, op in ipairs(p.ops) do
  local want = types[op[1]]
  if not want then return redis.error_reply('commit: command not allowed') end
  if checked[op[2]] == nil then
    if key_type_clash({ op[2], want }) then return {'wrongtype', op[2], want} end
    checked[op[2]] = want
  elseif checked[op[2]] ~= want then
    return redis.error_reply('commit: one key written as two types')
  end
end
for _, op in ipairs(p.ops) do redis.call(unpack(op)) end

for _, record in ipairs(p.rejected) do redis.call('LPUSH', p.rejectedKey, record) end
if #p.rejected > 0 then redis.call('LTRIM', p.rejectedKey, 0, tonumber(p.rejectedMax) - 1) end

-- The single place where a job is settled. Its reservation in the projected state is released in
-- this same step that applied (or refused) its message, so the api never counts it twice or not at all.
-- The record is one JSON string (protocol's job_read/job_write keep its TTL).
local function settle_job(job)
  release_reservation(job.reservationKey)
  if key_type_clash({ job.jobKey, 'string' }) then return {job.jobKey, 'unreadable', ''} end
  local readable, rec = pcall(job_read, job.jobKey)
  if not readable or (rec ~= nil and type(rec) ~= 'table') then return {job.jobKey, 'unreadable', ''} end
  if not rec or not rec.status then return {job.jobKey, 'missing', ''} end
  local rank = p.ranks[rec.status]
  if rank ~= nil and rank >= p.ranks[job.status] then return {job.jobKey, 'kept:' .. rec.status, ''} end
  local since = rec.submittedAt or rec.createdAt or ''
  rec.status = job.status
  for i = 1, #job.fields, 2 do rec[job.fields[i]] = job.fields[i + 1] end
  job_write(job.jobKey, rec)
  return {job.jobKey, 'settled', since}
end

local out = {'ok'}
for _, job in ipairs(p.jobs) do
  local r = settle_job(job)
  out[#out + 1] = r[1]
  out[#out + 1] = r[2]
  out[#out + 1] = r[3]
end
if #p.meta > 0 then redis.call('HSET', p.metaKey, unpack(p.meta)) end
return out
`
