-- Takes the lease for owner (SET PX ttlMs) when free; taking a lease we already hold succeeds too (renewed):
-- after a failed renewal (Redis blip) the same instance gets its topic back at once. Returns 1 ours, 0 taken.
-- KEYS: lease
-- ARGV: owner ttlMs
local v = redis.call('GET', KEYS[1])
if not v then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if v == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0
