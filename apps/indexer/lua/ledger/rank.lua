-- The ranker's step (ADR 037): moves up to `max` accounts of one tick from the unranked set into the holders
-- sorted set, each at its balance as it is now (a balance gone to zero leaves the set). Idempotent and
-- convergent: it reads the current balance, so two rankers, or a commit between two steps, cannot leave a
-- wrong score. Bounded: at most `max` accounts per call (about 7 µs each on a 1M-member set).
-- Returns { ranked, left } (left: accounts of the tick still unranked; at 0 the tick leaves unrankedTicks), or
-- { -1 } when a key holds another type (someone else's key under our prefix): nothing is written.
-- KEYS: unrankedTicks unranked balances holders
-- ARGV: tick max
-- include: key-types
if key_type_clash({ KEYS[1], 'set', KEYS[2], 'set', KEYS[3], 'hash', KEYS[4], 'zset' }) then return { -1 } end
local accounts = redis.call('SPOP', KEYS[2], tonumber(ARGV[2]))
if #accounts > 0 then
  local balances = redis.call('HMGET', KEYS[3], unpack(accounts))
  local add, gone = {}, {}
  for i, account in ipairs(accounts) do
    if balances[i] then
      add[#add + 1] = balances[i]
      add[#add + 1] = account
    else
      gone[#gone + 1] = account
    end
  end
  if #add > 0 then redis.call('ZADD', KEYS[4], unpack(add)) end
  if #gone > 0 then redis.call('ZREM', KEYS[4], unpack(gone)) end
end
local left = redis.call('SCARD', KEYS[2])
if left == 0 then redis.call('SREM', KEYS[1], ARGV[1]) end
return { #accounts, left }
