import type { Redis } from 'ioredis'
import {
  JOB_STATUS_RANK, LUA_RELEASE_FUNCTION, jobRecordKey, jobRecordToHash, reservationKey, transactionKey,
  type JobRecord, type JobStatus
} from '@hcs/protocol'

export interface JobRecordUpdate {
  status: JobStatus
  /** Written when the status may move (see the script). */
  fields?: Partial<JobRecord>
  /** Fields removed when the status may move (e.g. a stale error after a success). */
  clear?: ReadonlyArray<'errorCode' | 'errorMessage'>
  /** Written only where absent: lets the worker complete a record the api did not create (or that expired). */
  base?: Partial<JobRecord>
  /** When a later writer (the indexer) is ahead, still fill in the fields it has not written. */
  fillIfBehind?: boolean
}

export interface JobRecordStore {
  /** True when the status was applied; false when the record is already at a later (or terminal) status. */
  update: (jobId: string, update: JobRecordUpdate) => Promise<boolean>
  /**
   * Claims `${prefix}:tx:${transactionId}` for the job. False when another job holds that id: two workers
   * sharing one operator generated the same id, and sending it would make one job's receipt answer the other.
   */
  reserveTransactionId: (jobId: string, transactionId: string) => Promise<boolean>
}

// Status only moves forward (docs/internal-contracts.md). The rank table comes from protocol, so the
// script and every other writer agree; a terminal status is never replaced by another one.
const TERMINAL_RANK = Math.max(...Object.values(JOB_STATUS_RANK))
const RANKS_LUA = Object.entries(JOB_STATUS_RANK).map(([status, rank]) => `["${status}"]=${rank}`).join(',')

// KEYS: 1 job record, 2 the job's reservation in the projected ledger (released, in this same step,
// when the job becomes 'failed': an operation that never reached the topic must not hold balance or supply).
const UPDATE_SCRIPT = `${LUA_RELEASE_FUNCTION}
local ranks = {${RANKS_LUA}}
local new = ARGV[1]
local ttl = tonumber(ARGV[2])
local fillIfBehind = ARGV[3] == '1'
local existed = redis.call('EXISTS', KEYS[1]) == 1
local cur = redis.call('HGET', KEYS[1], 'status')
local apply = true
if cur then
  local cr, nr = ranks[cur], ranks[new]
  if cr ~= nil and (nr < cr or (nr == cr and nr >= ${TERMINAL_RANK} and cur ~= new)) then apply = false end
end
local i = 5
local nset = tonumber(ARGV[4])
for _ = 1, nset do
  if apply then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  elseif fillIfBehind and ARGV[i] ~= 'updatedAt' then redis.call('HSETNX', KEYS[1], ARGV[i], ARGV[i + 1]) end
  i = i + 2
end
local nbase = tonumber(ARGV[i]); i = i + 1
for _ = 1, nbase do
  redis.call('HSETNX', KEYS[1], ARGV[i], ARGV[i + 1])
  i = i + 2
end
local nclear = tonumber(ARGV[i]); i = i + 1
for _ = 1, nclear do
  if apply then redis.call('HDEL', KEYS[1], ARGV[i]) end
  i = i + 1
end
if apply then redis.call('HSET', KEYS[1], 'status', new) end
if apply and new == 'failed' then release_reservation(KEYS[2]) end
if not existed then redis.call('EXPIRE', KEYS[1], ttl) end
if apply then return 1 end
return 0
`

const RESERVE_SCRIPT = `
local owner = redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', tonumber(ARGV[2]))
return 1
`

function flatten (hash: Record<string, string>): string[] {
  return Object.entries(hash).flat()
}

export function createJobRecordStore (
  redis: Redis,
  options: { prefix: string, ttlSeconds: number, now?: () => Date }
): JobRecordStore {
  const now = options.now ?? (() => new Date())
  return {
    async update (jobId, update) {
      const fields = jobRecordToHash({ ...update.fields, updatedAt: now().toISOString() })
      delete fields.status
      const base = jobRecordToHash({ ...update.base, jobId })
      const clear = update.clear ?? []
      const args = [
        update.status, String(options.ttlSeconds), update.fillIfBehind === true ? '1' : '0',
        String(Object.keys(fields).length), ...flatten(fields),
        String(Object.keys(base).length), ...flatten(base),
        String(clear.length), ...clear
      ]
      const applied = await redis.eval(UPDATE_SCRIPT, 2, jobRecordKey(options.prefix, jobId), reservationKey(options.prefix, jobId), ...args)
      return applied === 1
    },
    async reserveTransactionId (jobId, transactionId) {
      const reserved = await redis.eval(RESERVE_SCRIPT, 1, transactionKey(options.prefix, transactionId), jobId, String(options.ttlSeconds))
      return reserved === 1
    }
  }
}
