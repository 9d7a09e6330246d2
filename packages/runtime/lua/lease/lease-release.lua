-- Compare-and-act: only the holder may release (DEL's reply), so a paused process that lost its lease
-- cannot delete the lease another instance now holds; 0 when not ours.
-- KEYS: lease
-- ARGV: owner
if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end return 0
