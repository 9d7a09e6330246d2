-- Drops the history entries below a sequence number floor from some accounts of one ticker (ADR 044, retention):
-- a packed field keeps its entries at or above the floor (none left: the field goes); a field that moved to the
-- account's own stream (the spilled marker) has that stream trimmed to the floor (empty: stream and field go).
-- Atomic per call, so a page's commit appending to one of these accounts lands before or after, never in between.
-- An account's stream key is `streamBefore .. key_segment(account) .. streamAfter` (protocol's accountHistoryKey parts).
-- Returns the number of entries dropped.
-- KEYS: accounts
-- ARGV: floor spilled streamBefore streamAfter ...
-- layout: call
-- include: key-segment
-- include: named
local a = named(ARGV, CALL_ARGS)
local floor = tonumber(a.floor)
local dropped = 0
for i = #CALL_ARGS + 1, #ARGV do
  local account = ARGV[i]
  local held = redis.call('HGET', KEYS[1], account)
  if held == a.spilled then
    local stream = a.streamBefore .. key_segment(account) .. a.streamAfter
    dropped = dropped + redis.call('XTRIM', stream, 'MINID', floor .. '-0')
    if redis.call('XLEN', stream) == 0 then
      redis.call('DEL', stream)
      redis.call('HDEL', KEYS[1], account)
    end
  elseif held then
    local kept = {}
    for part in string.gmatch(held, '[^,]+') do
      local seq = tonumber(string.match(part, '^(%d+)'))
      if seq and seq >= floor then kept[#kept + 1] = part else dropped = dropped + 1 end
    end
    if #kept == 0 then
      redis.call('HDEL', KEYS[1], account)
    elseif dropped > 0 then
      redis.call('HSET', KEYS[1], account, table.concat(kept, ','))
    end
  end
end
return dropped
