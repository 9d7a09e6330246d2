-- Takes one of an API key's webhook slots, in one atomic step: the count and the add cannot be split by a
-- concurrent registration (60 at once used to pass a limit of 20). The endpoint itself is written after.
-- KEYS: owner owners
-- ARGV: max id name
-- owner: the key's set of endpoint ids; owners: the set of keys with endpoints; name: the key's id.
-- Returns 1 when the slot was taken, 0 at the limit.
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[2])
redis.call('SADD', KEYS[2], ARGV[3])
return 1
