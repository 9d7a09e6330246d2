-- key_type_clash(pairs): for a flat list of key, type pairs ('hash', 'string', 'zset', 'set', 'list'), the
-- first key that exists with another type, or nil. A script calls it on every key it will write before its
-- first write: Redis keeps the writes a failed script made before it failed, so a WRONGTYPE in the middle
-- of a script would leave half of them behind. A clash means a key that is not ours sits under our prefix.
local function key_type_clash (pairs)
  for i = 1, #pairs, 2 do
    local t = redis.call('TYPE', pairs[i]).ok
    if t ~= 'none' and t ~= pairs[i + 1] then return pairs[i] end
  end
  return nil
end
