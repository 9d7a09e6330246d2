-- Operations per second of one key, and of its tenant, shared by every api process (ADR 045): a token bucket per
-- key and per tenant in Redis, each holding up to one second of its rate, refilled by Redis's own clock (no skew
-- between hosts). One call grants `want` tokens or as many whole tokens as both buckets hold, whichever is less,
-- and takes exactly what it grants from both: a bucket never goes below zero.
-- A rate of '' leaves that bucket alone (a key without a limit of its own, a tenant without a ceiling).
-- Returns { granted, key tokens left, tenant tokens left } ('' for a bucket left alone).
-- KEYS: bucket tenantBucket
-- ARGV: rate tenantRate want
-- layout: call
-- include: named
local k, a = named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS)
local want = tonumber(a.want)
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000

-- the bucket's tokens now, refilled since it was last written
local function level (key, rate)
  local bucket = redis.call('HMGET', key, 'tokens', 'at')
  local tokens = tonumber(bucket[1]) or rate
  local at = tonumber(bucket[2]) or now
  return math.min(rate, tokens + math.max(0, now - at) * rate / 1000)
end

local rate, tenantRate = tonumber(a.rate), tonumber(a.tenantRate)
local tokens, tenantTokens
local granted = want
if rate then
  tokens = level(k.bucket, rate)
  granted = math.min(granted, math.floor(tokens))
end
if tenantRate then
  tenantTokens = level(k.tenantBucket, tenantRate)
  granted = math.min(granted, math.floor(tenantTokens))
end
granted = math.max(0, granted)

local function store (key, rate, left)
  redis.call('HSET', key, 'tokens', tostring(left), 'at', tostring(now))
  -- gone once it would be full again anyway
  redis.call('PEXPIRE', key, math.ceil((1 - left / rate) * 1000) + 1000)
end
if rate then
  tokens = tokens - granted
  store(k.bucket, rate, tokens)
end
if tenantRate then
  tenantTokens = tenantTokens - granted
  store(k.tenantBucket, tenantRate, tenantTokens)
end
return { granted, tokens and tostring(tokens) or '', tenantTokens and tostring(tenantTokens) or '' }
