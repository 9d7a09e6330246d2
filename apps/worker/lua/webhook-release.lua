-- Gives a delivery slot back and records the attempt's outcome in the endpoint's circuit breaker, in one
-- atomic step (ADR 035).
-- KEYS: breaker endpoint tenant open
-- ARGV: now token endpointId outcome threshold cooldownMs maxCooldownMs ttl
-- outcome: 'ok' (the endpoint answered: 2xx, or a 4xx other than 429), 'failed' (no answer in time, a
-- connection error, 5xx or 429) or 'none' (the attempt says nothing of the endpoint). `threshold` consecutive
-- failures open the circuit for cooldownMs, doubling with each opening in a row up to maxCooldownMs; a failed
-- probe opens it again, any answer closes it. open: the set of open circuits (endpointId -> end of cool-down).
-- Returns { transition, state }: transition 'opened', 'reopened', 'closed' or '' (none).
local now = tonumber(ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[2])
redis.call('ZREM', KEYS[3], ARGV[2])
local b = redis.call('HMGET', KEYS[1], 'state', 'failures', 'opens', 'probe', 'failingSince')
local was_open = b[1] == 'open'
if ARGV[4] == 'none' then return { '', b[1] or 'closed' } end
local ttl = tonumber(ARGV[8])
if ARGV[4] == 'ok' then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'state', 'closed', 'failures', '0', 'okAt', ARGV[1])
  redis.call('EXPIRE', KEYS[1], ttl)
  redis.call('ZREM', KEYS[4], ARGV[3])
  if was_open then return { 'closed', 'closed' } end
  return { '', 'closed' }
end
local failures = tonumber(b[2] or '0') + 1
redis.call('HSET', KEYS[1], 'failures', tostring(failures))
if not b[5] then redis.call('HSET', KEYS[1], 'failingSince', ARGV[1]) end
if b[4] == ARGV[2] or (not was_open and failures >= tonumber(ARGV[5])) then
  local opens = tonumber(b[3] or '0') + 1
  local cooldown = math.floor(math.min(tonumber(ARGV[6]) * 2 ^ (opens - 1), tonumber(ARGV[7])))
  local open_until = now + cooldown
  redis.call('HSET', KEYS[1], 'state', 'open', 'opens', tostring(opens), 'openUntil', tostring(open_until))
  redis.call('HDEL', KEYS[1], 'probe', 'probeUntil')
  redis.call('ZADD', KEYS[4], open_until, ARGV[3])
  redis.call('EXPIRE', KEYS[1], ttl)
  if was_open then return { 'reopened', 'open' } end
  return { 'opened', 'open' }
end
if not was_open then redis.call('HSET', KEYS[1], 'state', 'closed') end
redis.call('EXPIRE', KEYS[1], ttl)
return { '', b[1] or 'closed' }
