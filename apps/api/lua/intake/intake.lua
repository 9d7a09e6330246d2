-- include: admission
-- include: job-record
-- include: key-types
-- include: withdraw
-- intake_accept(KEYS, ARGV): one accepted request in one atomic step: idempotency lookup, FROM_NOT_PAYER,
-- protocol's admission (ledger_admit), the job record (one JSON string, created with its TTL) and the
-- fingerprint of an Idempotency-Key in the record. The single route runs it once (intake-accept.lua), the
-- batch once per operation (batch-accept.lua).
-- KEYS: 1 idempotency entry of a request accepted before ADR 033 (read only; or the record key), 2 job record, 3-8 ledger_admit's first
--       six keys, 9 topic meta, 10 the BullMQ job (or the record key), 11 ledger_admit's seventh (the topic's
--       reservation index, ADR 019), 12 the topic's ticker owners (hash tick -> tenant; absent: `default`).
-- ARGV: 1 idempotency entry JSON to write ('' = none; nothing passes one since ADR 033), 2 fingerprint of the
--       Idempotency-Key's request ('' = no key; the record JSON holds its first 22 characters), 3 idempotency TTL, 4 record JSON,
--       5 record TTL, 6 debit needs a private topic '1'/'0', 7-14 ledger_admit's ARGV (14: admission time
--       in ms), 15 stale claim age in ms, 16 the caller's tenant, 17 '1' when the caller may write any ticker
--       (an operator key), else '0', 18 the tenant's backlog quota: live reservations of the tenant on the topic
--       past which it gets TENANT_BACKLOG_FULL ('' = none: the default tenant, operator keys).
-- Returns { 'OK' } | { 'REPLAY', jobId } | { 'PENDING' } | { 'STALE', jobId } | { 'MISMATCH' } | { 'KEY_REUSED' } | { 'TOPIC_HALTED' }
--       | { refusal code } (TICKER_NOT_OWNED: a deployed or pending ticker of another tenant; KEY_TYPE_CLASH when a key it reads or writes is not ours: nothing is written).
-- What a topic's meta hash says, read once per script run (a group of requests shares its topic, ADR 041).
local intake_meta_known = {}
local function intake_meta (meta, field)
  local known = intake_meta_known[meta]
  if known == nil then
    local values = redis.call('HMGET', meta, 'halted', 'private')
    known = { halted = values[1] ~= false, private = values[2] }
    intake_meta_known[meta] = known
  end
  return known[field]
end
-- Keys a run found absent all at once (intake_absent_all, a batch: its records and reservations, one EXISTS for
-- all of them instead of two TYPEs per operation): intake_accept then skips its TYPE of such a key. Each key's mark
-- is used once (a key named twice is asked the second time: the first may have written it); nothing else in the
-- run writes a record or reservation key of an operation still to come (their job ids are their own).
local intake_absent = nil
local INTAKE_EXISTS_CHUNK = 4000 -- keys per EXISTS (unpack's stack limit is 8000)
local function intake_absent_all (keys)
  for i = 1, #keys, INTAKE_EXISTS_CHUNK do
    if redis.call('EXISTS', unpack(keys, i, math.min(i + INTAKE_EXISTS_CHUNK - 1, #keys))) ~= 0 then return end
  end
  intake_absent = {}
  for _, key in ipairs(keys) do intake_absent[key] = true end
end
-- TYPE of `key`, or 'none' for a key intake_absent_all found absent (once)
local function intake_type (key)
  if intake_absent ~= nil and intake_absent[key] then
    intake_absent[key] = nil
    return 'none'
  end
  return redis.call('TYPE', key).ok
end
local function intake_accept (KEYS, ARGV)
local idem, record = KEYS[1], KEYS[2]
if key_type_clash({ KEYS[9], 'hash', KEYS[12], 'hash' }) then return { 'KEY_TYPE_CLASH' } end
-- the separate idempotency entry (idem ~= record: a request with an Idempotency-Key): a string is a single request's
-- written before ADR 033, a hash a batch's (api ADR 012: batches share the key's name), so the key was used with
-- another request
local idemType = idem ~= record and redis.call('TYPE', idem).ok or 'none'
if idemType == 'hash' and ARGV[2] ~= '' then return { 'MISMATCH' } end
if idemType ~= 'none' and idemType ~= 'string' then return { 'KEY_TYPE_CLASH' } end
-- the record and the reservation are new keys for nearly every request: one TYPE each says both whether the key is
-- ours and whether it exists (no GET of an absent record, no EXISTS of an absent reservation)
local recordType = intake_type(record)
if recordType ~= 'none' and recordType ~= 'string' then return { 'KEY_TYPE_CLASH' } end
local reservationType = intake_type(KEYS[8])
-- the record, read once: a request answered "not accepted" leaves a tombstone (ADR 036): it counts as absent, and
-- an accepted retry with the same Idempotency-Key replaces it (a refused one leaves it, so a late add of the first
-- still finds it)
local rec = nil
if recordType == 'string' then rec = job_read(record) end
local tomb = withdrawn(rec)
if ARGV[2] ~= '' then
  -- an Idempotency-Key: its first use is remembered by the job record (`fingerprint`, its first 22 characters,
  -- ADR 033), or, for a request accepted before that, by a separate entry under `idem`
  local jobId, same
  local raw = idemType == 'string' and redis.call('GET', idem)
  if raw then
    local ok, entry = pcall(cjson.decode, raw)
    if not ok or type(entry) ~= 'table' then return { 'KEY_TYPE_CLASH' } end
    jobId, same = entry.jobId, entry.fingerprint == ARGV[2]
  elseif not tomb and rec and rec.fingerprint then
    jobId, same = rec.id, rec.fingerprint == string.sub(ARGV[2], 1, 22)
  end
  if jobId then
    if not same then return { 'MISMATCH' } end
    if rec == nil or rec.status ~= 'queued' or redis.call('EXISTS', KEYS[10]) == 1 then return { 'REPLAY', jobId } end
    local age = tonumber(ARGV[5]) * 1000 - redis.call('PTTL', record)
    if age > tonumber(ARGV[15]) then return { 'STALE', jobId } end
    return { 'PENDING' }
  end
end
if not tomb and rec ~= nil then return { 'KEY_REUSED' } end
-- a topic whose chain broke (the indexer halted it) confirms nothing until an operator clears the halt: accept no
-- more for it (a replay above still gets its first answer)
if intake_meta(KEYS[9], 'halted') then return { 'TOPIC_HALTED' } end
-- a reservation of any type under the job's key (EXISTS)
if reservationType ~= 'none' then return { 'KEY_REUSED' } end
-- the ledger fields below are read through admission's run memory (admission_remember, a group or a batch)
if ARGV[7] ~= 'deploy' and ARGV[17] ~= '1' and (admission_hget(KEYS[12], ARGV[8]) or 'default') ~= ARGV[16]
  and (admission_ticker(KEYS[3]) or admission_exists(KEYS[4])) then
  return { 'TICKER_NOT_OWNED' }
end
if ARGV[6] == '1' and intake_meta(KEYS[9], 'private') ~= '1' then
  if not admission_ticker(KEYS[3]) and not admission_exists(KEYS[4]) then return { 'TICKER_NOT_FOUND' } end
  return { 'FROM_NOT_PAYER' }
end
local counted = ARGV[16] ~= 'default' and ARGV[16] or ''
if ARGV[18] ~= '' and counted ~= '' then
  local held = tonumber(redis.call('HGET', string.sub(KEYS[11], 1, -#':reservations' - 1) .. ':tenant-pending', counted) or '0')
  if held >= tonumber(ARGV[18]) then return { 'TENANT_BACKLOG_FULL' } end
end
-- ledger_admit's key checks, less the reservation's (absent: above)
if key_type_clash({ KEYS[3], 'hash', KEYS[4], 'hash', KEYS[5], 'hash', KEYS[6], 'hash', KEYS[7], 'hash', KEYS[11], 'zset' }) then
  return { 'KEY_TYPE_CLASH' }
end
local admitted = ledger_admit_checked({ KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7], KEYS[8], KEYS[11] },
  { ARGV[7], ARGV[8], ARGV[9], ARGV[10], ARGV[11], ARGV[12], ARGV[13], ARGV[14], counted })
if admitted ~= 'OK' then return { admitted } end
if ARGV[7] == 'deploy' then
  -- nothing deployed or pending under this tick (ledger_admit said so): the deploying tenant owns it
  if ARGV[16] == 'default' then admission_hdel(KEYS[12], ARGV[8]) else admission_hset(KEYS[12], ARGV[8], ARGV[16]) end
end
if tomb then redis.call('SET', record, ARGV[4], 'EX', ARGV[5]) else redis.call('SET', record, ARGV[4], 'EX', ARGV[5], 'NX') end
if ARGV[1] ~= '' then redis.call('SET', idem, ARGV[1], 'EX', ARGV[3]) end
return { 'OK' }
end
