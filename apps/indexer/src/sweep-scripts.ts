// The Lua steps of the reservation sweep (ADR 019). Each one re-reads what it decides on, inside the
// step, so a sweep racing the commit step, a worker or another sweep settles and releases a job once.
import { LUA_JOB_RECORD, LUA_RELEASE_FUNCTION, LUA_SETTLE } from '@hcs/protocol'

/**
 * Releases a job's reservation if its record still has the status the sweep saw ('' = no record).
 * KEYS: 1 reservation, 2 job record. ARGV: 1 expected status. Returns 1 released, 0 nothing to release,
 * -1 the record changed meanwhile (nothing written).
 */
export const RELEASE_STALE_SCRIPT = `${LUA_RELEASE_FUNCTION}${LUA_JOB_RECORD}
local rec = job_read(KEYS[2])
local status = (rec and rec.status) or ''
if status ~= ARGV[1] then return -1 end
return release_reservation(KEYS[1])
`

/**
 * Settles a job from the topic once the sweep learned its sequence number from the mirror (protocol's
 * settle_on_submit: indexes it while the indexer is behind, settles from the outcome once it passed).
 * KEYS: 1 record, 2 reservation, 3 topic meta, 4 seq → job index, 5 the outcome of that sequence number.
 * ARGV: 1 job id, 2 sequence number, 3 settle time.
 */
export const SETTLE_FOUND_SCRIPT = `${LUA_RELEASE_FUNCTION}${LUA_JOB_RECORD}${LUA_SETTLE}
return settle_on_submit(KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], ARGV[1], ARGV[2], ARGV[3])
`

/**
 * The reservation invariant of one topic, read in one atomic step: for every totals hash (pending supply,
 * pending debits of each tick), each field must equal the sum of the live reservations that name it.
 * KEYS: 1 the topic's reservation index. ARGV: 1-2 a reservation key split around the job id, 3.. the
 * totals hashes. Returns { live, dangling ids (JSON), differences (JSON [key, field, stored, derived]) };
 * `stored` is '' for a field a reservation names in a hash not listed.
 */
export const RESERVATION_CHECK_SCRIPT = `${LUA_RELEASE_FUNCTION}
local sums, live, dangling = {}, 0, {}
for _, jobId in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local r = redis.call('HMGET', ARGV[1] .. jobId .. ARGV[2], 'kind', 'key', 'field', 'amt')
  if not r[1] then
    dangling[#dangling + 1] = jobId
  else
    live = live + 1
    if r[1] ~= 'deploy' then
      sums[r[2]] = sums[r[2]] or {}
      sums[r[2]][r[3]] = dec_add(sums[r[2]][r[3]], r[4])
    end
  end
end
local diffs = {}
for i = 3, #ARGV do
  local key = ARGV[i]
  local derived = sums[key] or {}
  local stored = redis.call('HGETALL', key)
  for j = 1, #stored, 2 do
    local field, value = stored[j], stored[j + 1]
    local want = derived[field] or '0'
    if dec_cmp(value, want) ~= 0 then diffs[#diffs + 1] = { key, field, value, want } end
    derived[field] = nil
  end
  for field, want in pairs(derived) do diffs[#diffs + 1] = { key, field, '0', want } end
  sums[key] = nil
end
for key, fields in pairs(sums) do
  for field, want in pairs(fields) do diffs[#diffs + 1] = { key, field, '', want } end
end
return { live, cjson.encode(dangling), cjson.encode(diffs) }
`
