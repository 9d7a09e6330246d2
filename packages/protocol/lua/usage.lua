-- include: key-segment
-- Usage meters (usage.ts, api ADR 053): usage_add(u, tenant, day, ticker, code, delta) adds `delta` to the counter
-- `<ticker>|<code>` of the hash u.usagePrefix .. key_segment(tenant) .. ':' .. day (usageKey: one tenant's usage on
-- one topic on one UTC day). u carries usagePrefix and usageKeepDays (JOB_WRITE_ARGS, or an intake's shared
-- arguments); a u without a prefix counts nothing. A field that a write brings to `delta` (new, or back from zero)
-- gives its hash the expiry of usageKeepDays and one day, so a day's hash outlives its last count by that long and
-- a steady counter costs one HINCRBY.
-- A script run that counts many operations calls usage_defer() first: its counts then add up in memory and
-- usage_flush() (which the run calls before it returns) writes one HINCRBY per field; usage_discard() drops them
-- (a run that undoes what it admitted).
local usage_held = nil
local function usage_defer ()
  usage_held = { order = {}, sums = {}, keep = {} }
end
local function usage_write (key, field, delta, keepDays)
  if redis.call('HINCRBY', key, field, delta) == delta then
    redis.call('EXPIRE', key, (tonumber(keepDays) + 1) * 86400)
  end
end
local function usage_add (u, tenant, day, ticker, code, delta)
  local prefix = u.usagePrefix
  if prefix == nil or prefix == '' or delta == 0 then return end
  local key = prefix .. key_segment(tenant ~= '' and tenant or 'default') .. ':' .. day
  local field = (ticker or '') .. '|' .. code
  if usage_held == nil then
    usage_write(key, field, delta, u.usageKeepDays)
    return
  end
  local id = key .. '\n' .. field
  if usage_held.sums[id] == nil then
    usage_held.order[#usage_held.order + 1] = { key = key, field = field, id = id }
    usage_held.sums[id] = 0
    usage_held.keep[id] = u.usageKeepDays
  end
  usage_held.sums[id] = usage_held.sums[id] + delta
end
local function usage_flush ()
  if usage_held == nil then return end
  local held = usage_held
  usage_held = { order = {}, sums = {}, keep = {} }
  for _, one in ipairs(held.order) do
    local delta = held.sums[one.id]
    if delta ~= 0 then usage_write(one.key, one.field, delta, held.keep[one.id]) end
  end
end
local function usage_discard ()
  if usage_held ~= nil then usage_held = { order = {}, sums = {}, keep = {} } end
end
-- the UTC day (YYYY-MM-DD) of an ISO time (a record's), '' when there is none
local function usage_day (iso)
  return string.sub(iso or '', 1, 10)
end
