-- Takes `n` operations of one tenant's quota (ADR 055) in one atomic step, shared by every api process: the quota
-- holds when every ceiling set holds (operations: used + n at most the ceiling; hbar: the fees the fee meter
-- counted below the ceiling, as hbar cannot be known before the network charges it). Then the operations are added
-- to the day's and the month's counters; else nothing is taken and the reply names the ceiling that refused (the
-- monthly one when both do: it lasts longer).
-- A ceiling reached (80 % and 100 % of it after the take, or 100 % when it refuses) for the first time in its period
-- is told once: a `sent:<period>:<unit>:<threshold>` field marks it, and an entry goes to the events stream, which
-- the worker's webhook dispatcher delivers as `tenant.quota` to the tenant's endpoints.
-- The hash keeps the current day's and month's fields only: the day's first take drops the other periods' fields,
-- and the hash expires at `expireAt` (the month's end and a day) or later, so an idle tenant's counters go with
-- their month. An expiry set further out (by the fee meter, which writes fees of the month after) is kept.
-- KEYS: used events
-- ARGV: tenant day month n expireAt dayEnds monthEnds opsDaily opsMonthly hbarDaily hbarMonthly
-- used: hash of `ops:<day>`, `ops:<month>` (written here), `hbar:<day>`, `hbar:<month>` (tinybar, the fee meter's).
-- A ceiling of '' is not set. dayEnds, monthEnds: ISO times the events carry.
-- Returns { refused ('' or '<period>:<unit>'), crossed ('<period>:<unit>:<threshold>' each, ',' between) }.
-- layout: call
-- include: named
local k, a = named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS)
local n = tonumber(a.n)
local dayOps = 'ops:' .. a.day

-- the day's first take: drop what earlier periods left
if redis.call('HEXISTS', k.used, dayOps) == 0 then
  for _, field in ipairs(redis.call('HKEYS', k.used)) do
    local period = string.match(field, '^ops:(.+)$') or string.match(field, '^hbar:(.+)$') or string.match(field, '^sent:([^:]+):')
    if period and period ~= a.day and period ~= a.month then redis.call('HDEL', k.used, field) end
  end
end

-- the hash lives at least until `expireAt` (EXPIRETIME: -1 without an expiry)
local function keep ()
  local at = tonumber(a.expireAt)
  if redis.call('EXPIRETIME', k.used) < at then redis.call('EXPIREAT', k.used, at) end
end

-- monthly first: its refusal is the one that lasts
local ceilings = {
  { period = 'monthly', unit = 'operations', field = 'ops:' .. a.month, limit = tonumber(a.opsMonthly), add = n, ends = a.monthEnds },
  { period = 'daily', unit = 'operations', field = dayOps, limit = tonumber(a.opsDaily), add = n, ends = a.dayEnds },
  { period = 'monthly', unit = 'hbar', field = 'hbar:' .. a.month, limit = tonumber(a.hbarMonthly), add = 0, ends = a.monthEnds },
  { period = 'daily', unit = 'hbar', field = 'hbar:' .. a.day, limit = tonumber(a.hbarDaily), add = 0, ends = a.dayEnds }
}
local refused = nil
for _, c in ipairs(ceilings) do
  if c.limit then
    c.used = tonumber(redis.call('HGET', k.used, c.field)) or 0
    local over = (c.unit == 'operations' and c.used + n > c.limit) or (c.unit == 'hbar' and c.used >= c.limit)
    if over and refused == nil then refused = c end
  end
end

if refused == nil then
  for _, c in ipairs(ceilings) do
    if c.unit == 'operations' and n > 0 then c.used = redis.call('HINCRBY', k.used, c.field, n) end
  end
  if n > 0 then keep() end
end

local crossed = {}
local function tell (c, threshold)
  if redis.call('HSETNX', k.used, 'sent:' .. (c.period == 'daily' and a.day or a.month) .. ':' .. c.unit .. ':' .. threshold, '1') == 0 then return end
  keep()
  redis.call('XADD', k.events, 'MAXLEN', '~', '10000', '*',
    'tenant', a.tenant, 'period', c.period, 'unit', c.unit, 'threshold', tostring(threshold),
    'used', string.format('%d', c.used), 'limit', string.format('%d', c.limit), 'periodEnds', c.ends)
  crossed[#crossed + 1] = c.period .. ':' .. c.unit .. ':' .. threshold
end
for _, c in ipairs(ceilings) do
  if c.limit then
    if c.used * 100 >= c.limit * 80 then tell(c, 80) end
    if c.used >= c.limit or c == refused then tell(c, 100) end
  end
end
return { refused and (refused.period .. ':' .. refused.unit) or '', table.concat(crossed, ',') }
