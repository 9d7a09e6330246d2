-- Operations per second of one key shared by every api process (ADR 031): a token bucket in Redis holding up to
-- one second of the key's rate, refilled by Redis's own clock (no skew between hosts). A process leases `want`
-- tokens at once and spends them in memory, so it calls this about once per tenth of a second's budget, not per
-- request. While the bucket holds anything the whole lease is granted, going into debt if it must (a batch
-- larger than one second's budget still passes, and the key then waits for the debt to refill).
-- Returns { granted, retryMs }: { want, 0 }, or { 0, ms until the bucket holds a token again }.
-- KEYS: bucket
-- ARGV: rate want
-- layout: call
-- include: named
local k, a = named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS)
local rate, want = tonumber(a.rate), tonumber(a.want)
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local bucket = redis.call('HMGET', k.bucket, 'tokens', 'at')
local tokens = tonumber(bucket[1]) or rate
local at = tonumber(bucket[2]) or now
tokens = math.min(rate, tokens + math.max(0, now - at) * rate / 1000)
local granted = 0
if tokens > 0 then
  granted = want
  tokens = tokens - want
end
redis.call('HSET', k.bucket, 'tokens', tostring(tokens), 'at', tostring(now))
-- gone once it would be full again anyway
redis.call('PEXPIRE', k.bucket, math.ceil(math.max(0, 1 - tokens / rate) * 1000) + 1000)
if granted > 0 then return { granted, 0 } end
return { 0, math.ceil((1 - tokens) * 1000 / rate) }
