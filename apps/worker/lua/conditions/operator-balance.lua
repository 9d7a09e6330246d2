-- Records a read of the operator's balance, shared by every worker (ADR 038, "The operator's balance floor"), and
-- returns the balance read before it ('' when there is none, or when this read is not newer than the one stored:
-- two workers' reads that cross are not counted twice). The caller counts a fall as fees paid.
-- KEYS: balance
-- ARGV: tinybars at ttlMs
local before = redis.call('HMGET', KEYS[1], 'tinybars', 'at')
if before[2] and tonumber(before[2]) >= tonumber(ARGV[2]) then return '' end
redis.call('HSET', KEYS[1], 'tinybars', ARGV[1], 'at', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return before[1] or ''
