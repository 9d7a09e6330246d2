-- include: decimal
-- include: key-types
-- include: pending-versions
-- ledger_admit(KEYS, ARGV): checks one operation against the projected state (confirmed state plus what
-- accepted, unconfirmed jobs reserved) and reserves its effect. Returns 'OK' or an error code.
-- KEYS: 1 inscription, 2 pending deploy, 3 pending supply, 4 balances, 5 pending debits, 6 reservation,
--       7 the topic's reservation index. ARGV: 1 op, 2 tick, 3 amt ('' for deploy), 4 account debited
--       ('' unless transfer/burn), 5 max (deploy), 6 lim (deploy, '' if none), 7 jobId, 8 admission time (ms),
--       9 (optional) the tenant the reservation counts for ('' or absent: none; api ADR 031).
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
local function admission_reserve (KEYS, ARGV, kind, key, field, value)
  redis.call('HSET', KEYS[6], 'kind', kind, 'key', key, 'field', field, 'amt', value, 'index', KEYS[7], 'jobId', ARGV[7])
  if admission_held ~= nil then
    local entries = admission_held.entries[KEYS[7]]
    if entries == nil then
      entries = {}
      admission_held.entries[KEYS[7]] = entries
      admission_held.indexes[#admission_held.indexes + 1] = KEYS[7]
    end
    entries[#entries + 1] = ARGV[8]
    entries[#entries + 1] = ARGV[7]
  else
    redis.call('ZADD', KEYS[7], ARGV[8], ARGV[7])
  end
  if kind ~= 'deploy' then pending_bump(KEYS[7], key) end
  if ARGV[9] and ARGV[9] ~= '' then
    redis.call('HSET', KEYS[6], 'tenant', ARGV[9])
    tenant_pending_add(KEYS[7], ARGV[9], 1)
  end
end
-- the keys checked (key_type_clash) and the reservation KEYS[6] absent
local function ledger_admit_checked (KEYS, ARGV)
  local op, tick, amt, account = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
  if op == 'deploy' then
    if redis.call('EXISTS', KEYS[1]) == 1 or admission_exists(KEYS[2]) then return 'TICKER_EXISTS' end
    redis.call('HSET', KEYS[2], 'max', ARGV[5], 'lim', ARGV[6], 'jobId', ARGV[7])
    if admission_known ~= nil then
      local pending = admission_fields(KEYS[2])
      pending.max, pending.lim, pending.supply = ARGV[5], ARGV[6], false
      admission_existing[KEYS[2]] = true
    end
    admission_reserve(KEYS, ARGV, 'deploy', KEYS[2], '', '0')
    return 'OK'
  end
  local max, lim, supply = admission_ticker(KEYS[1])
  if op == 'mint' then
    if not max then
      max, lim = admission_ticker(KEYS[2])
      if not max then return 'TICKER_NOT_FOUND' end
      supply = '0'
    end
    if lim and lim ~= '' and dec_cmp(amt, lim) > 0 then return 'LIMIT_EXCEEDED' end
    local reserved = admission_hget(KEYS[3], tick)
    if dec_cmp(dec_add(dec_add(supply, reserved), amt), max) > 0 then return 'SUPPLY_EXCEEDED' end
    admission_hset(KEYS[3], tick, dec_add(reserved, amt))
    admission_reserve(KEYS, ARGV, 'supply', KEYS[3], tick, amt)
    return 'OK'
  end
  -- transfer and burn debit the confirmed balance minus what pending debits already hold
  if not max and not admission_exists(KEYS[2]) then return 'TICKER_NOT_FOUND' end
  local balance = admission_hget(KEYS[4], account)
  local held = admission_hget(KEYS[5], account)
  if dec_cmp(dec_add(held, amt), balance or '0') > 0 then return 'INSUFFICIENT_BALANCE' end
  admission_hset(KEYS[5], account, dec_add(held, amt))
  admission_reserve(KEYS, ARGV, 'debit', KEYS[5], account, amt)
  return 'OK'
end
local function ledger_admit (KEYS, ARGV)
  if key_type_clash({ KEYS[1], 'hash', KEYS[2], 'hash', KEYS[3], 'hash', KEYS[4], 'hash', KEYS[5], 'hash', KEYS[6], 'hash', KEYS[7], 'zset' }) then
    return 'KEY_TYPE_CLASH'
  end
  if redis.call('EXISTS', KEYS[6]) == 1 then return 'OK' end
  return ledger_admit_checked(KEYS, ARGV)
end
