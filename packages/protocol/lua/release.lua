-- include: decimal
-- include: pending-versions
-- release_reservation(key, t): undoes one job's reservation, once (a second call finds nothing), and returns
-- 1 when something was released, else 0. t: the topic's pendingVersions and tenantPending (pending-versions.lua). Scripts that settle a job (the indexer's commit step) call it to
-- release in the same atomic step that applies the message. It never fails: a reservation, or the key it
-- names, that is not a hash (not ours) is left alone (0). Every key it writes is read first with a command of its
-- type (HMGET of the reservation, HGET of the total) or asked its TYPE, before its first write: a key of another
-- type is found before anything is written.
-- A script run that releases many reservations (the indexer's page) calls release_defer() first: each total it
-- changes is then read once and written once, the reservations are deleted with one DEL, each index gets one ZREM,
-- each index's type is asked once, by release_flush(), which the run calls before it returns. Nothing else in
-- such a run reads or writes a reservation, an index or a total (the page's ledger writes never name them), so the
-- step writes what it would have written.
local release_held = nil
local function release_defer ()
  release_held = { released = {}, dels = {}, indexes = {}, index_order = {}, index_ok = {}, totals = {}, total_order = {} }
end
-- the total's value (a field of the hash `key`), '0' when absent; false when `key` is not a hash (not ours)
local function release_total (key, field)
  local held = release_held and release_held.totals[key]
  if held and held.values[field] ~= nil then return held.values[field] end
  local value = redis.pcall('HGET', key, field)
  if type(value) == 'table' and value.err then return false end
  value = value or '0'
  if release_held then
    if not held then
      held = { values = {}, changed = {}, order = {} }
      release_held.totals[key] = held
      release_held.total_order[#release_held.total_order + 1] = key
    end
    held.values[field] = value
  end
  return value
end
-- writes a total release_total read (now, or once at release_flush when deferred)
local function release_set_total (key, field, value)
  local held = release_held and release_held.totals[key]
  if not held then
    if value == '0' then redis.call('HDEL', key, field) else redis.call('HSET', key, field, value) end
    return
  end
  if not held.changed[field] then
    held.changed[field] = true
    held.order[#held.order + 1] = field
  end
  held.values[field] = value
end
-- whether `index` is a sorted set or absent (asked once per run when deferred)
local function release_index_ok (index)
  local known = release_held and release_held.index_ok[index]
  if known ~= nil then return known end
  local kind = redis.call('TYPE', index).ok
  known = kind == 'zset' or kind == 'none'
  if release_held then release_held.index_ok[index] = known end
  return known
end
local function release_reservation (key, t)
  if release_held and release_held.released[key] then return 0 end
  -- the reservation, read with its type checked: a key that is not a hash (not ours) answers an error, left alone
  local r = redis.pcall('HMGET', key, 'kind', 'key', 'field', 'amt', 'index', 'jobId', 'tenant')
  if r.err or not r[1] or not r[2] then return 0 end
  local total = nil
  if r[1] == 'deploy' then
    local target = redis.call('TYPE', r[2]).ok
    if target ~= 'none' and target ~= 'hash' then return 0 end
  else
    if not r[3] then return 0 end
    total = release_total(r[2], r[3])
    if not total then return 0 end
  end
  if r[5] and not release_index_ok(r[5]) then return 0 end
  if release_held then
    release_held.released[key] = true
    release_held.dels[#release_held.dels + 1] = key
  else
    redis.call('DEL', key)
  end
  if r[5] and r[6] then
    if release_held then
      local members = release_held.indexes[r[5]]
      if not members then
        members = {}
        release_held.indexes[r[5]] = members
        release_held.index_order[#release_held.index_order + 1] = r[5]
      end
      members[#members + 1] = r[6]
    else
      redis.call('ZREM', r[5], r[6])
    end
  end
  if r[5] and r[7] then tenant_pending_add(t, r[7], -1) end
  if r[1] == 'deploy' then
    redis.call('DEL', r[2])
    return 1
  end
  release_set_total(r[2], r[3], dec_sub(total, r[4]))
  if r[5] then pending_bump(t, r[2]) end
  return 1
end
local RELEASE_FLUSH_CHUNK = 4000 -- arguments per command (unpack's stack limit is 8000)
local function release_flush_chunked (command, key, list)
  for i = 1, #list, RELEASE_FLUSH_CHUNK do
    if key then
      redis.call(command, key, unpack(list, i, math.min(i + RELEASE_FLUSH_CHUNK - 1, #list)))
    else
      redis.call(command, unpack(list, i, math.min(i + RELEASE_FLUSH_CHUNK - 1, #list)))
    end
  end
end
local function release_flush ()
  if release_held == nil then return end
  local held = release_held
  release_defer()
  if #held.dels > 0 then release_flush_chunked('DEL', nil, held.dels) end
  for _, index in ipairs(held.index_order) do release_flush_chunked('ZREM', index, held.indexes[index]) end
  for _, key in ipairs(held.total_order) do
    local total = held.totals[key]
    local sets, dels = {}, {}
    for _, field in ipairs(total.order) do
      if total.values[field] == '0' then dels[#dels + 1] = field else sets[#sets + 1] = field; sets[#sets + 1] = total.values[field] end
    end
    if #dels > 0 then release_flush_chunked('HDEL', key, dels) end
    if #sets > 0 then release_flush_chunked('HSET', key, sets) end
  end
end
