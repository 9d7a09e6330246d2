-- Operations per second of one key, and of its tenant, shared by every api process (ADR 045): a token bucket per
-- key and per tenant in Redis, each holding up to one second of its rate plus its room (the most a process leases
-- ahead: a hundredth of a second for rates of 1,000 and more, else none), refilled by Redis's own clock (no skew
-- between hosts). One call grants `want` tokens or as many whole tokens as both buckets hold, whichever is less,
-- and takes exactly what it grants from both: a bucket never goes below zero. Then, up to `ahead` more tokens, only
-- from what both buckets hold beyond one second of their rate once `want` is taken: a lease ahead never takes a
-- token of a second's burst, which a request in another process may need now.
-- A rate of '' leaves that bucket alone (a key without a limit of its own, a tenant without a ceiling).
-- Returns { granted (want's and ahead's together), key tokens left, tenant tokens left } ('' for a bucket left alone).
-- KEYS: bucket tenantBucket
-- ARGV: rate room tenantRate tenantRoom want ahead
-- layout: call
-- include: named
local k, a = named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS)
local want, ahead = tonumber(a.want), tonumber(a.ahead)
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000

-- the bucket's tokens now, refilled since it was last written, up to one second and the room
local function level (key, rate, room)
  local full = rate + room
  local bucket = redis.call('HMGET', key, 'tokens', 'at')
  local tokens = tonumber(bucket[1]) or full
  local at = tonumber(bucket[2]) or now
  return math.min(full, tokens + math.max(0, now - at) * rate / 1000)
end

local rate, tenantRate = tonumber(a.rate), tonumber(a.tenantRate)
local room, tenantRoom = tonumber(a.room) or 0, tonumber(a.tenantRoom) or 0
local tokens, tenantTokens
local granted = want
if rate then
  tokens = level(k.bucket, rate, room)
  granted = math.min(granted, math.floor(tokens))
end
if tenantRate then
  tenantTokens = level(k.tenantBucket, tenantRate, tenantRoom)
  granted = math.min(granted, math.floor(tenantTokens))
end
granted = math.max(0, granted)
-- ahead: what stays beyond one second in both buckets once `want`'s grant is taken
local extra = ahead
if rate then extra = math.min(extra, math.floor(tokens - granted - rate)) end
if tenantRate then extra = math.min(extra, math.floor(tenantTokens - granted - tenantRate)) end
granted = granted + math.max(0, extra)

local function store (key, rate, room, left)
  redis.call('HSET', key, 'tokens', tostring(left), 'at', tostring(now))
  -- gone once it would be full again anyway
  redis.call('PEXPIRE', key, math.ceil((rate + room - left) / rate * 1000) + 1000)
end
if rate then
  tokens = tokens - granted
  store(k.bucket, rate, room, tokens)
end
if tenantRate then
  tenantTokens = tenantTokens - granted
  store(k.tenantBucket, tenantRate, tenantRoom, tenantTokens)
end
return { granted, tokens and tostring(tokens) or '', tenantTokens and tostring(tenantTokens) or '' }
