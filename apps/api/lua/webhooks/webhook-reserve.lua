-- Takes one of an API key's webhook slots, in one atomic step: the count and the add cannot be split by a
-- concurrent registration (else 60 at once could pass a limit of 20). The endpoint itself is written after.
-- KEYS: owner owners
-- ARGV: max id name
-- owner: the key's set of endpoint ids; owners: the set of keys with endpoints; name: the key's id.
-- Returns 1 when the slot was taken, 0 at the limit.
-- layout: call
-- include: named
local k, a = named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS)
if redis.call('SCARD', k.owner) >= tonumber(a.max) then return 0 end
redis.call('SADD', k.owner, a.id)
redis.call('SADD', k.owners, a.name)
return 1
