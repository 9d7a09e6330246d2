-- include: named
-- packed_operations(KEYS, ARGV, k0, a0) -> operations: the operations of a group (group-accept.lua), each as
-- intake_accept's keys and arguments by name ({ k = ..., a = ... }), from the packed layout the api sends
-- (PACKED_LAYOUT in intake-script.ts, ADR 042): what the operations share is sent once, not once per operation.
-- After the script's own first k0 KEYS and a0 ARGV:
--   KEYS: the topic's PACKED_TOPIC_KEYS; per ticker PACKED_TICKER_KEYS; per operation PACKED_OPERATION_KEYS
--   ARGV: tickers (how many), count (operations), PACKED_SHARED_ARGS, then per operation its ticker (1-based, in
--         the order of the ticker keys) and PACKED_OPERATION_ARGS
-- layout: packed
local function packed_operations (KEYS, ARGV, k0, a0)
  local tickers, count = tonumber(ARGV[a0 + 1]) or 0, tonumber(ARGV[a0 + 2]) or 0
  local nt, nk, na = #PACKED_TICKER_KEYS, #PACKED_OPERATION_KEYS, 1 + #PACKED_OPERATION_ARGS
  local tickerBase = k0 + #PACKED_TOPIC_KEYS
  local keyBase = tickerBase + tickers * nt
  local argBase = a0 + 2 + #PACKED_SHARED_ARGS
  local ops = {}
  for i = 1, count do
    local opArgs = argBase + (i - 1) * na
    local k = named(KEYS, PACKED_TOPIC_KEYS, k0)
    local t = tickerBase + (tonumber(ARGV[opArgs + 1]) - 1) * nt
    for j = 1, nt do k[PACKED_TICKER_KEYS[j]] = KEYS[t + j] end
    local o = keyBase + (i - 1) * nk
    for j = 1, nk do k[PACKED_OPERATION_KEYS[j]] = KEYS[o + j] end
    local a = named(ARGV, PACKED_SHARED_ARGS, a0 + 2)
    for j = 1, na - 1 do a[PACKED_OPERATION_ARGS[j]] = ARGV[opArgs + 1 + j] end
    ops[i] = { k = k, a = a }
  end
  return ops
end
