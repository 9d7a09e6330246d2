-- key_type_clash(pairs): for a flat list of key, type pairs ('hash', 'string', 'zset', 'set', 'list'), the
-- first key that exists with another type, or nil. A script calls it on every key it will write before its
-- first write: Redis keeps the writes a failed script made before it failed, so a WRONGTYPE in the middle
-- of a script would leave half of them behind. A clash means a key that is not ours sits under our prefix.
-- Within one script run a key keeps the type it was checked for (the script's own writes keep it), so a script
-- that runs the same checks on the same keys many times (the api's group of requests, api ADR 041) calls
-- key_types_remember() first: each key is then asked once per run, not once per check.
local key_types_known = nil
local function key_types_remember ()
  key_types_known = {}
end
local function key_type_clash (pairs)
  for i = 1, #pairs, 2 do
    local key, want = pairs[i], pairs[i + 1]
    if key_types_known == nil or key_types_known[key] ~= want then
      local t = redis.call('TYPE', key).ok
      if t ~= 'none' and t ~= want then return key end
      if key_types_known ~= nil then key_types_known[key] = want end
    end
  end
  return nil
end
