-- Compare-and-act: only the holder may renew (PEXPIRE's reply), so a paused process that lost its lease
-- cannot extend the lease another instance now holds; 0 when not ours.
-- KEYS: lease
-- ARGV: owner ttlMs
if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("PEXPIRE", KEYS[1], ARGV[2]) end return 0
