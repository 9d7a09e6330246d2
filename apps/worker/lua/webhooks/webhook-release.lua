-- Gives a delivery slot back and records the attempt's outcome in the endpoint's circuit breaker, in one
-- atomic step.
-- KEYS: breaker endpoint tenant open endpointWaiters tenantWaiters
-- ARGV: now token endpointId outcome threshold cooldownMs maxCooldownMs ttl limit tenantLimit
-- outcome: 'ok' (the endpoint answered: 2xx, or a 4xx other than 429), 'failed' (no answer in time, a
-- connection error, 5xx or 429) or 'none' (the attempt says nothing of the endpoint). `threshold` consecutive
-- failures open the circuit for cooldownMs, doubling with each opening in a row up to maxCooldownMs; a failed
-- probe opens it again, any answer closes it. open: the set of open circuits (endpointId -> end of cool-down).
-- Then takes as many waiters (webhook-acquire.lua) as there are free slots now, oldest first, from the
-- endpoint's queue (none while its circuit is open) and the tenant's.
-- Returns { transition, state, waiter... }: transition 'opened', 'reopened', 'closed' or '' (none); the
-- waiters are the BullMQ job ids to wake.
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[8])
redis.call('ZREM', KEYS[2], ARGV[2])
redis.call('ZREM', KEYS[3], ARGV[2])
local b = redis.call('HMGET', KEYS[1], 'state', 'failures', 'opens', 'probe', 'failingSince')
local was_open = b[1] == 'open'
local transition = ''
local state = b[1] or 'closed'
local failures = tonumber(b[2] or '0')
if ARGV[4] == 'ok' then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'state', 'closed', 'failures', '0', 'okAt', ARGV[1])
  redis.call('EXPIRE', KEYS[1], ttl)
  redis.call('ZREM', KEYS[4], ARGV[3])
  if was_open then transition = 'closed' end
  state = 'closed'
  failures = 0
elseif ARGV[4] == 'failed' then
  failures = failures + 1
  redis.call('HSET', KEYS[1], 'failures', tostring(failures))
  if not b[5] then redis.call('HSET', KEYS[1], 'failingSince', ARGV[1]) end
  if b[4] == ARGV[2] or (not was_open and failures >= tonumber(ARGV[5])) then
    local opens = tonumber(b[3] or '0') + 1
    local cooldown = math.floor(math.min(tonumber(ARGV[6]) * 2 ^ (opens - 1), tonumber(ARGV[7])))
    local open_until = now + cooldown
    redis.call('HSET', KEYS[1], 'state', 'open', 'opens', tostring(opens), 'openUntil', tostring(open_until))
    redis.call('HDEL', KEYS[1], 'probe', 'probeUntil')
    redis.call('ZADD', KEYS[4], open_until, ARGV[3])
    if was_open then transition = 'reopened' else transition = 'opened' end
    state = 'open'
  elseif not was_open then
    redis.call('HSET', KEYS[1], 'state', 'closed')
  end
  redis.call('EXPIRE', KEYS[1], ttl)
end
local out = { transition, state }
local function wake (key, free)
  if free <= 0 then return end
  local popped = redis.call('ZPOPMIN', key, free)
  for i = 1, #popped, 2 do out[#out + 1] = popped[i] end
end
if state ~= 'open' then
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
  local limit = tonumber(ARGV[9])
  if failures > 0 then limit = 1 end
  wake(KEYS[5], limit - redis.call('ZCARD', KEYS[2]))
end
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
wake(KEYS[6], tonumber(ARGV[10]) - redis.call('ZCARD', KEYS[3]))
return out
