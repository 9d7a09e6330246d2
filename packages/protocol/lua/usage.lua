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
  usage_held = { order = {}, sums = {} }
end
local function usage_write (key, field, delta, keepDays)
  if redis.call('HINCRBY', key, field, delta) == delta then
    redis.call('EXPIRE', key, (tonumber(keepDays) + 1) * 86400)
  end
end
-- each hash's name, made once per run: prefix -> tenant -> day -> key
local usage_keys = {}
local function usage_key (prefix, tenant, day)
  local byTenant = usage_keys[prefix]
  if byTenant == nil then
    byTenant = {}
    usage_keys[prefix] = byTenant
  end
  local byDay = byTenant[tenant]
  if byDay == nil then
    byDay = {}
    byTenant[tenant] = byDay
  end
  local key = byDay[day]
  if key == nil then
    key = prefix .. key_segment(tenant) .. ':' .. day
    byDay[day] = key
  end
  return key
end
local function usage_add (u, tenant, day, ticker, code, delta)
  local prefix = u.usagePrefix
  if prefix == nil or prefix == '' or delta == 0 then return end
  local key = usage_key(prefix, (tenant == nil or tenant == '') and 'default' or tenant, day)
  local field = (ticker or '') .. '|' .. code
  if usage_held == nil then
    usage_write(key, field, delta, u.usageKeepDays)
    return
  end
  local fields = usage_held.sums[key]
  if fields == nil then
    fields = {}
    usage_held.sums[key] = fields
  end
  if fields[field] == nil then
    fields[field] = 0
    usage_held.order[#usage_held.order + 1] = { key = key, field = field, keep = u.usageKeepDays }
  end
  fields[field] = fields[field] + delta
end
local function usage_flush ()
  if usage_held == nil then return end
  local held = usage_held
  usage_held = { order = {}, sums = {} }
  for _, one in ipairs(held.order) do
    local delta = held.sums[one.key][one.field]
    if delta ~= 0 then usage_write(one.key, one.field, delta, one.keep) end
  end
end
local function usage_discard ()
  if usage_held ~= nil then usage_held = { order = {}, sums = {} } end
end
-- the UTC day (YYYY-MM-DD) of an ISO time (a record's), '' when there is none
local function usage_day (iso)
  return string.sub(iso or '', 1, 10)
end
