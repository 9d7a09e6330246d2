-- include: admission
-- include: job-record
-- include: key-types
-- include: withdraw
-- include: usage
-- intake_accept(k, a): one accepted request in one atomic step: idempotency lookup, FROM_NOT_PAYER,
-- protocol's admission (ledger_admit), the job record (one JSON string, created with its TTL) and the
-- fingerprint of an Idempotency-Key in the record. The single route runs it once (intake-accept.lua), a group
-- once per request (group-accept.lua), a batch once per operation (batch/batch-accept.lua).
-- k, the keys by name (intakeAcceptScript's in intake-script.ts): idem (the Idempotency-Key's, where a batch keeps
--   its entry; or the record key), record, ledger_admit's (inscription, pendingDeploy, pendingSupply, balances,
--   pendingDebits, reservation, reservations: the topic's reservation index, ADR 019), topicMeta, queueJob (the
--   BullMQ job, or the record key), tickerOwners (hash tick -> tenant; absent: `default`), tenantPending (the
--   topic's live reservations per tenant, what the backlog quota reads) and pendingVersions (admission's, with
--   tenantPending: pending-versions.lua).
-- a, the arguments by name: fingerprint (of the Idempotency-Key's request; '' = no key; the record JSON holds its
--   first 22 characters), recordJson, recordTtl, debitNeedsPrivate ('1'/'0'), ledger_admit's (op, tick, amt,
--   account, max, lim, jobId, at: admission time in ms), staleMs (stale claim age), tenant (the caller's),
--   anyTicker ('1' when the caller may write any ticker: an operator key), tenantMaxBacklog (live reservations of
--   the tenant on the topic past which it gets TENANT_BACKLOG_FULL; '' = none: the default tenant, operator keys),
--   usagePrefix and usageKeepDays (usage.lua), day (the record's createdAt day, where its acceptance is counted),
--   holderSigned ('1' when the holder signed and pays the transaction).
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
-- Keys a run found absent all at once (intake_absent_all, a batch or a group: its records, reservations and
-- Idempotency-Key entries, one EXISTS for all of them instead of a TYPE each): intake_accept then skips its TYPE of
-- such a key. Each key's mark
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
-- intake_claim(k, a): the job's id and its Idempotency-Key, as every job the api records checks them before it is
-- written (intake_accept's first step; the whole admission of a job that reserves nothing, register-accept.lua).
-- k.idem, k.record, k.queueJob and a.fingerprint, a.recordTtl, a.staleMs as intake_accept names them. Returns the
-- reply that ends the request here (a replay, a request still in progress, a key used with another request, a record
-- already under the id), else nil and whether the record is a tombstone to replace.
local function intake_claim (k, a)
local idem, record = k.idem, k.record
-- the Idempotency-Key's own entry (idem ~= record) is a batch's (a hash, api ADR 012: batches share the key's
-- name): the key was used with another request. A single request's first use is remembered by its record.
local idemType = idem ~= record and intake_type(idem) or 'none'
if idemType == 'hash' and a.fingerprint ~= '' then return { 'MISMATCH' } end
if idemType ~= 'none' then return { 'KEY_TYPE_CLASH' } end
-- the record (and intake_accept's reservation) are new keys for nearly every request: one TYPE each says both whether
-- the key is ours and whether it exists (no GET of an absent record, no EXISTS of an absent reservation)
local recordType = intake_type(record)
if recordType ~= 'none' and recordType ~= 'string' then return { 'KEY_TYPE_CLASH' } end
-- the record, read once: a request answered "not accepted" leaves a tombstone (ADR 036): it counts as absent, and
-- an accepted retry with the same Idempotency-Key replaces it (a refused one leaves it, so a late add of the first
-- still finds it)
local rec = nil
if recordType == 'string' then rec = job_read(record) end
local tomb = withdrawn(rec)
-- an Idempotency-Key: its first use is remembered by the job record (`fingerprint`, its first 22 characters, ADR 033)
if a.fingerprint ~= '' and not tomb and rec and rec.fingerprint and rec.id then
  if rec.fingerprint ~= string.sub(a.fingerprint, 1, 22) then return { 'MISMATCH' } end
  if rec.status ~= 'queued' or redis.call('EXISTS', k.queueJob) == 1 then return { 'REPLAY', rec.id } end
  local age = tonumber(a.recordTtl) * 1000 - redis.call('PTTL', record)
  if age > tonumber(a.staleMs) then return { 'STALE', rec.id } end
  return { 'PENDING' }
end
if not tomb and rec ~= nil then return { 'KEY_REUSED' } end
return nil, tomb
end
local function intake_accept (k, a)
local record = k.record
if key_type_clash({ k.topicMeta, 'hash', k.tickerOwners, 'hash' }) then return { 'KEY_TYPE_CLASH' } end
local ended, tomb = intake_claim(k, a)
if ended then return ended end
-- a topic whose chain broke (the indexer halted it) confirms nothing until an operator clears the halt: accept no
-- more for it (a replay above still gets its first answer)
if intake_meta(k.topicMeta, 'halted') then return { 'TOPIC_HALTED' } end
-- a reservation of any type under the job's key (EXISTS)
if intake_type(k.reservation) ~= 'none' then return { 'KEY_REUSED' } end
-- the ledger fields below are read through admission's run memory (admission_remember, a group or a batch)
if a.op ~= 'deploy' and a.anyTicker ~= '1' and (admission_hget(k.tickerOwners, a.tick) or 'default') ~= a.tenant
  and (admission_ticker(k.inscription) or admission_exists(k.pendingDeploy)) then
  return { 'TICKER_NOT_OWNED' }
end
if a.debitNeedsPrivate == '1' and intake_meta(k.topicMeta, 'private') ~= '1' then
  if not admission_ticker(k.inscription) and not admission_exists(k.pendingDeploy) then return { 'TICKER_NOT_FOUND' } end
  return { 'FROM_NOT_PAYER' }
end
local counted = a.tenant ~= 'default' and a.tenant or ''
if a.tenantMaxBacklog ~= '' and counted ~= '' then
  local held = tonumber(redis.call('HGET', k.tenantPending, counted) or '0')
  if held >= tonumber(a.tenantMaxBacklog) then return { 'TENANT_BACKLOG_FULL' } end
end
-- ledger_admit's key checks, less the reservation's (absent: above)
if key_type_clash({ k.inscription, 'hash', k.pendingDeploy, 'hash', k.pendingSupply, 'hash', k.balances, 'hash',
  k.pendingDebits, 'hash', k.reservations, 'zset' }) then
  return { 'KEY_TYPE_CLASH' }
end
-- ledger_admit reads k by the same names; its `tenant` is the one the reservation counts for
local admitted = ledger_admit_checked(k, { op = a.op, tick = a.tick, amt = a.amt, account = a.account, max = a.max,
  lim = a.lim, jobId = a.jobId, at = a.at, tenant = counted })
if admitted ~= 'OK' then return { admitted } end
if a.op == 'deploy' then
  -- nothing deployed or pending under this tick (ledger_admit said so): the deploying tenant owns it
  if a.tenant == 'default' then admission_hdel(k.tickerOwners, a.tick) else admission_hset(k.tickerOwners, a.tick, a.tenant) end
end
if tomb then redis.call('SET', record, a.recordJson, 'EX', a.recordTtl) else redis.call('SET', record, a.recordJson, 'EX', a.recordTtl, 'NX') end
usage_add(a, a.tenant, a.day, a.tick, 'a', 1)
if a.holderSigned == '1' then usage_add(a, a.tenant, a.day, a.tick, 'h', 1) end
return { 'OK' }
end
