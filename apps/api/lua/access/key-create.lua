-- Stores a new API key unless its tenant already has `max` of them (ADR 045), in one atomic step: the count and the
-- write cannot be split by a concurrent creation (else 300 at once could pass a ceiling of 100).
-- KEYS: keys ids
-- ARGV: digest id info tenant max
-- keys: digest → the key's JSON (its `tenant` field is what is counted); ids: key id → digest. max '': no ceiling.
-- Returns 1 when stored, 0 at the ceiling.
-- layout: call
-- include: named
local k, a = named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS)
local max = tonumber(a.max)
if max then
  local count = 0
  for _, text in ipairs(redis.call('HVALS', k.keys)) do
    if cjson.decode(text).tenant == a.tenant then count = count + 1 end
  end
  if count >= max then return 0 end
end
redis.call('HSET', k.keys, a.digest, a.info)
redis.call('HSET', k.ids, a.id, a.digest)
return 1
