-- One tenant's open preparations (holder-signed transactions prepared, neither submitted nor expired): drops the
-- expired ones, then adds `member` (scored by its expiry) unless the tenant already holds `max`. The set lives
-- until its last member expires.
-- Returns { 1, 0 } when added (or already there), { 0, expiry of the oldest open one } when the tenant holds `max`.
-- KEYS: open
-- ARGV: member expiresAt max now
-- layout: call
-- include: named
local k, a = named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS)
redis.call('ZREMRANGEBYSCORE', k.open, '-inf', a.now)
if redis.call('ZSCORE', k.open, a.member) then return { 1, 0 } end
if redis.call('ZCARD', k.open) >= tonumber(a.max) then
  local first = redis.call('ZRANGE', k.open, 0, 0, 'WITHSCORES')
  return { 0, first[2] }
end
redis.call('ZADD', k.open, a.expiresAt, a.member)
local last = redis.call('ZRANGE', k.open, -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', k.open, last[2])
return { 1, 0 }
