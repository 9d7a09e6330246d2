-- Failed authentications (ADR 046), counted across every api process: one fixed window per client address and,
-- when a key was presented, one per that key (by its HMAC). A window starts at its counter's first failure and
-- every failure counts, a refused one too (it cannot lengthen the window). Valid keys never come here.
-- Returns { over, retryMs }: over is 1 when the address or the key is past its limit, retryMs the time until the
-- later of the windows it is past ends; { 0, 0 } otherwise.
-- KEYS: address credential
-- ARGV: windowMs perAddress perKey
-- layout: call
-- include: named
local k, a = named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS)
local window = tonumber(a.windowMs)

-- counts one failure on `key`; returns the ms until its window ends when past `limit`, else 0
local function count (key, limit)
  local n = redis.call('INCR', key)
  if n == 1 then redis.call('PEXPIRE', key, window) end
  if n <= limit then return 0 end
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    -- a counter left without a window (written by hand, or by another version) gets one
    redis.call('PEXPIRE', key, window)
    ttl = window
  end
  return ttl
end

local retry = count(k.address, tonumber(a.perAddress))
-- perKey 0: no key was presented, so only the address counts
if tonumber(a.perKey) > 0 then retry = math.max(retry, count(k.credential, tonumber(a.perKey))) end
if retry > 0 then return { 1, retry } end
return { 0, 0 }
