-- The reservation check in one step, the alternative ADR 032 weighs, for bench/sweep.ts to measure the chunked
-- check against: it reads every reservation of the index and every totals hash, so it blocks Redis for a time
-- that grows with them.
-- KEYS: reservations
-- ARGV: before after ...
local n = 0
for _, jobId in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  redis.call('HMGET', ARGV[1] .. jobId .. ARGV[2], 'kind', 'key', 'field', 'amt')
  n = n + 1
end
for i = 3, #ARGV do redis.call('HGETALL', ARGV[i]) end
return n
