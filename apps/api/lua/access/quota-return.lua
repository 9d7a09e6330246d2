-- Gives back `n` operations a quota take (quota-take.lua) took for a request the intake then did not accept (a
-- refusal, a replay, 503, any error), from the day's and the month's counters it took them from; never below zero,
-- and never a counter that is gone (its period's hash expired or was cleared).
-- KEYS: used
-- ARGV: day month n
-- Returns nothing.
-- layout: call
-- include: named
local k, a = named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS)
local n = tonumber(a.n)
for _, field in ipairs({ 'ops:' .. a.day, 'ops:' .. a.month }) do
  local used = tonumber(redis.call('HGET', k.used, field))
  if used then redis.call('HSET', k.used, field, math.max(0, used - n)) end
end
return 0
