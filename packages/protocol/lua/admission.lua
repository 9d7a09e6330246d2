-- include: decimal
-- include: key-types
-- include: pending-versions
-- ledger_admit(k, a): checks one operation against the projected state (confirmed state plus what
-- accepted, unconfirmed jobs reserved) and reserves its effect. Returns 'OK' or an error code.
-- k, the keys by name (admitScript's in reservations.ts): inscription, pendingDeploy, pendingSupply, balances,
--   pendingDebits, reservation, reservations (the topic's reservation index), and pending-versions.lua's
--   pendingVersions and tenantPending.
-- a, the arguments by name: op, tick, amt ('' for deploy), account (debited; '' unless transfer/burn), max
--   (deploy), lim (deploy, '' if none), jobId, at (admission time, ms), tenant (optional: the tenant the
--   reservation counts for; '' or absent: none; api ADR 031).
-- Every key is checked to be of its type (or absent) before anything is written: else 'KEY_TYPE_CLASH'.
-- Reservations have no TTL (ADR 019); each is indexed by admission time for the indexer's sweep.
-- A script run that admits many operations (the api's group or batch) calls admission_remember() first: the ledger
-- fields admission reads (a ticker's max, lim and supply, whether it is pending, the reserved totals, balances, the
-- tick's owner) are then read from Redis once per run and kept in a Lua table, and admission's own writes to them
-- (the reserved totals, a pending deploy, an owner) update that table as they update Redis, so a later operation
-- of the run sees what an earlier one reserved exactly as if it had read Redis. Nothing else writes those fields
-- inside such a run: the scripts that undo a reservation in it (release_reservation) end the run right after.
-- Such a run may also hold back admission's writes of those fields and of the reservation index (admission_defer,
-- the api's batch): each changed field is then written once and the index gets one ZADD, by admission_flush(), which
-- the run calls before anything reads them from Redis (release_reservation) and before it returns. Nothing in the run
-- reads them from Redis before that (admission reads its memory), so the step writes what it would have written.
-- ledger_admit_checked is ledger_admit without the key checks, for a caller that made them itself (intake_accept).
local admission_known, admission_existing = nil, nil
local function admission_remember ()
  admission_known, admission_existing = {}, {}
end
-- held back writes (admission_defer): per key, field -> value (false: HDEL) in first-write order; per index, its
-- score/member pairs
local admission_held = nil
local function admission_defer ()
  admission_held = { keys = {}, fields = {}, indexes = {}, entries = {} }
end
local ADMISSION_FLUSH_CHUNK = 4000 -- arguments per command (unpack's stack limit is 8000)
local function admission_flush_chunked (command, key, list)
  for i = 1, #list, ADMISSION_FLUSH_CHUNK do
    redis.call(command, key, unpack(list, i, math.min(i + ADMISSION_FLUSH_CHUNK - 1, #list)))
  end
end
local function admission_flush ()
  if admission_held == nil then return end
  local held = admission_held
  admission_held = { keys = {}, fields = {}, indexes = {}, entries = {} }
  for _, key in ipairs(held.keys) do
    local sets, dels = {}, {}
    for _, field in ipairs(held.fields[key].order) do
      local value = held.fields[key].values[field]
      if value == false then dels[#dels + 1] = field else sets[#sets + 1] = field; sets[#sets + 1] = value end
    end
    -- a field set then deleted (or deleted then set) ends as its last write says: sets and deletes never share a field
    if #dels > 0 then admission_flush_chunked('HDEL', key, dels) end
    if #sets > 0 then admission_flush_chunked('HSET', key, sets) end
  end
  for _, index in ipairs(held.indexes) do admission_flush_chunked('ZADD', index, held.entries[index]) end
end
local function admission_hold (key, field, value)
  local fields = admission_held.fields[key]
  if fields == nil then
    fields = { order = {}, values = {} }
    admission_held.fields[key] = fields
    admission_held.keys[#admission_held.keys + 1] = key
  end
  if fields.values[field] == nil then fields.order[#fields.order + 1] = field end
  fields.values[field] = value
end
local function admission_fields (key)
  local fields = admission_known[key]
  if fields == nil then
    fields = {}
    admission_known[key] = fields
  end
  return fields
end
-- HGET, remembered for the run (false: no such field)
local function admission_hget (key, field)
  if admission_known == nil then return redis.call('HGET', key, field) end
  local fields = admission_fields(key)
  local value = fields[field]
  if value == nil then
    value = redis.call('HGET', key, field)
    fields[field] = value
  end
  return value
end
-- HMGET of a ticker's max, lim and supply (or a pending deploy's max and lim), remembered for the run
local function admission_ticker (key)
  if admission_known == nil then
    local values = redis.call('HMGET', key, 'max', 'lim', 'supply')
    return values[1], values[2], values[3]
  end
  local fields = admission_fields(key)
  if fields.max == nil then
    local values = redis.call('HMGET', key, 'max', 'lim', 'supply')
    fields.max, fields.lim, fields.supply = values[1], values[2], values[3]
  end
  return fields.max, fields.lim, fields.supply
end
local function admission_hset (key, field, value)
  if admission_held ~= nil then admission_hold(key, field, value) else redis.call('HSET', key, field, value) end
  if admission_known ~= nil then admission_fields(key)[field] = value end
end
local function admission_hdel (key, field)
  if admission_held ~= nil then admission_hold(key, field, false) else redis.call('HDEL', key, field) end
  if admission_known ~= nil then admission_fields(key)[field] = false end
end
-- EXISTS of a pending deploy, remembered for the run
local function admission_exists (key)
  if admission_existing == nil then return redis.call('EXISTS', key) == 1 end
  if admission_existing[key] == nil then admission_existing[key] = redis.call('EXISTS', key) == 1 end
  return admission_existing[key]
end
local function admission_reserve (k, a, kind, key, field, value)
  redis.call('HSET', k.reservation, 'kind', kind, 'key', key, 'field', field, 'amt', value, 'index', k.reservations, 'jobId', a.jobId)
  if admission_held ~= nil then
    local entries = admission_held.entries[k.reservations]
    if entries == nil then
      entries = {}
      admission_held.entries[k.reservations] = entries
      admission_held.indexes[#admission_held.indexes + 1] = k.reservations
    end
    entries[#entries + 1] = a.at
    entries[#entries + 1] = a.jobId
  else
    redis.call('ZADD', k.reservations, a.at, a.jobId)
  end
  if kind ~= 'deploy' then pending_bump(k, key) end
  if a.tenant and a.tenant ~= '' then
    redis.call('HSET', k.reservation, 'tenant', a.tenant)
    tenant_pending_add(k, a.tenant, 1)
  end
end
-- the keys checked (key_type_clash) and the reservation absent
local function ledger_admit_checked (k, a)
  local op, tick, amt, account = a.op, a.tick, a.amt, a.account
  if op == 'deploy' then
    if redis.call('EXISTS', k.inscription) == 1 or admission_exists(k.pendingDeploy) then return 'TICKER_EXISTS' end
    redis.call('HSET', k.pendingDeploy, 'max', a.max, 'lim', a.lim, 'jobId', a.jobId)
    if admission_known ~= nil then
      local pending = admission_fields(k.pendingDeploy)
      pending.max, pending.lim, pending.supply = a.max, a.lim, false
      admission_existing[k.pendingDeploy] = true
    end
    admission_reserve(k, a, 'deploy', k.pendingDeploy, '', '0')
    return 'OK'
  end
  local max, lim, supply = admission_ticker(k.inscription)
  if op == 'mint' then
    if not max then
      max, lim = admission_ticker(k.pendingDeploy)
      if not max then return 'TICKER_NOT_FOUND' end
      supply = '0'
    end
    if lim and lim ~= '' and dec_cmp(amt, lim) > 0 then return 'LIMIT_EXCEEDED' end
    local reserved = admission_hget(k.pendingSupply, tick)
    if dec_cmp(dec_add(dec_add(supply, reserved), amt), max) > 0 then return 'SUPPLY_EXCEEDED' end
    admission_hset(k.pendingSupply, tick, dec_add(reserved, amt))
    admission_reserve(k, a, 'supply', k.pendingSupply, tick, amt)
    return 'OK'
  end
  -- transfer and burn debit the confirmed balance minus what pending debits already hold
  if not max and not admission_exists(k.pendingDeploy) then return 'TICKER_NOT_FOUND' end
  local balance = admission_hget(k.balances, account)
  local held = admission_hget(k.pendingDebits, account)
  if dec_cmp(dec_add(held, amt), balance or '0') > 0 then return 'INSUFFICIENT_BALANCE' end
  admission_hset(k.pendingDebits, account, dec_add(held, amt))
  admission_reserve(k, a, 'debit', k.pendingDebits, account, amt)
  return 'OK'
end
local function ledger_admit (k, a)
  if key_type_clash({ k.inscription, 'hash', k.pendingDeploy, 'hash', k.pendingSupply, 'hash', k.balances, 'hash',
    k.pendingDebits, 'hash', k.reservation, 'hash', k.reservations, 'zset' }) then
    return 'KEY_TYPE_CLASH'
  end
  if redis.call('EXISTS', k.reservation) == 1 then return 'OK' end
  return ledger_admit_checked(k, a)
end
