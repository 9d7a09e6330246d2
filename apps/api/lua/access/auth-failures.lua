-- Failed authentications (ADR 046), counted across every api process: one fixed window per client address and,
-- when a key was presented, one per that key (by its HMAC). A window starts at its counter's first failure and
-- every failure counts, a refused one too (it cannot lengthen the window). Valid keys never come here.
-- Returns { addressMs, keyMs }: for each of the address and the key, the ms until its window ends when it is past
-- its limit, else 0.
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

local addressMs = count(k.address, tonumber(a.perAddress))
-- perKey 0: no key was presented, so only the address counts
local keyMs = 0
if tonumber(a.perKey) > 0 then keyMs = count(k.credential, tonumber(a.perKey)) end
return { addressMs, keyMs }
