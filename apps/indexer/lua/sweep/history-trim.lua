-- Drops the history entries below a sequence number floor from some fields of one ticker's accounts hash (ADR 044's
-- retention, over ADR 050's chunks): an account's field or a sealed chunk keeps its entries at or above the floor.
-- A chunk left empty goes; an account's field goes once nothing of it is left (no entries, and every chunk it
-- sealed lies below the floor, so the sweep drops those too).
-- Atomic per call, so a page's commit appending to one of these accounts lands before or after, never in between.
-- Returns the number of entries dropped.
-- KEYS: accounts
-- ARGV: floor ...
-- layout: call
-- include: named
local a = named(ARGV, CALL_ARGS)
local floor = tonumber(a.floor)
local dropped = 0
for i = #CALL_ARGS + 1, #ARGV do
  local field = ARGV[i]
  local held = redis.call('HGET', KEYS[1], field)
  if held then
    local prefix, top, packed = '', nil, held
    local n, sealed, rest = string.match(held, '^(%d+):(%d+)|(.*)$')
    if n then prefix, top, packed = n .. ':' .. sealed .. '|', tonumber(sealed), rest end
    local kept, gone = {}, 0
    for part in string.gmatch(packed, '[^,]+') do
      local seq = tonumber(string.match(part, '^(%d+)'))
      if seq and seq >= floor then kept[#kept + 1] = part else gone = gone + 1 end
    end
    dropped = dropped + gone
    if #kept == 0 and (top == nil or top < floor) then
      redis.call('HDEL', KEYS[1], field)
    elseif gone > 0 then
      redis.call('HSET', KEYS[1], field, prefix .. table.concat(kept, ','))
    end
  end
end
return dropped
