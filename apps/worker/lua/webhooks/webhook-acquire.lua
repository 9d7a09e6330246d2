-- Takes a delivery slot for one endpoint, in one atomic step with the endpoint's circuit breaker (ADR 035).
-- KEYS: breaker endpoint tenant endpointWaiters tenantWaiters
-- ARGV: now token limit tenantLimit leaseMs waiter
-- breaker: the endpoint's breaker hash; endpoint: its deliveries in flight, tenant: the tenant's deliveries in
-- flight to endpoints not known to answer (sorted sets token -> lease end, ms; expired leases are dropped here,
-- so a worker that died holding one gives it back after leaseMs). limit: deliveries in flight to one endpoint
-- (1 while it is failing); tenantLimit: a tenant's deliveries in flight to endpoints that are failing or have
-- never answered. A delivery turned away for a slot (or behind a probe) is queued as `waiter` (its BullMQ job
-- id) in endpointWaiters or tenantWaiters, oldest first: the release that frees a slot names it to be woken.
-- Returns { verdict, at }: 'ok' (slot taken), 'probe' (slot taken, and this delivery is the one probe of a
-- circuit past its cool-down), 'open' (deferred until `at`), 'probing' (another delivery probes until `at` at
-- the latest), 'busy' (the endpoint is at its limit), 'tenant' (the tenant is at its).
local now = tonumber(ARGV[1])
local lease_end = now + tonumber(ARGV[5])
local function wait_in (key)
  redis.call('ZADD', key, 'NX', now, ARGV[6])
  redis.call('EXPIRE', key, 86400)
end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
local b = redis.call('HMGET', KEYS[1], 'state', 'failures', 'openUntil', 'probeUntil', 'okAt')
local failures = tonumber(b[2] or '0')
local probe = false
if b[1] == 'open' then
  local open_until = tonumber(b[3] or '0')
  if now < open_until then return { 'open', tostring(open_until) } end
  local probe_until = tonumber(b[4] or '0')
  if now < probe_until then
    wait_in(KEYS[4])
    return { 'probing', tostring(probe_until) }
  end
  probe = true
end
local limit = tonumber(ARGV[3])
if failures > 0 then limit = 1 end
if redis.call('ZCARD', KEYS[2]) >= limit then
  wait_in(KEYS[4])
  return { 'busy', '0' }
end
if not (b[5] and failures == 0) then
  if redis.call('ZCARD', KEYS[3]) >= tonumber(ARGV[4]) then
    wait_in(KEYS[5])
    return { 'tenant', '0' }
  end
  redis.call('ZADD', KEYS[3], lease_end, ARGV[2])
  redis.call('PEXPIRE', KEYS[3], ARGV[5])
end
redis.call('ZADD', KEYS[2], lease_end, ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
redis.call('ZREM', KEYS[4], ARGV[6])
redis.call('ZREM', KEYS[5], ARGV[6])
if probe then
  redis.call('HSET', KEYS[1], 'probe', ARGV[2], 'probeUntil', lease_end)
  return { 'probe', tostring(lease_end) }
end
return { 'ok', tostring(lease_end) }
