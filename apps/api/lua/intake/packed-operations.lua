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
  -- what the operations share is one table each (a metatable's __index), not copied per operation: the topic's
  -- keys with each ticker's, and the shared arguments
  local shared = { __index = PACKED_SHARED_ARGS_AT(ARGV, a0 + 2) }
  local tickerKeys = {}
  for t = 1, tickers do
    local keys = named(KEYS, PACKED_TOPIC_KEYS, k0, PACKED_TICKER_KEYS_AT(KEYS, tickerBase + (t - 1) * nt))
    tickerKeys[t] = { __index = keys }
  end
  local ops = {}
  for i = 1, count do
    local opArgs = argBase + (i - 1) * na
    -- the operation's ticker is its first argument, its own arguments follow
    local k = setmetatable(PACKED_OPERATION_KEYS_AT(KEYS, keyBase + (i - 1) * nk), tickerKeys[tonumber(ARGV[opArgs + 1])])
    local a = setmetatable(PACKED_OPERATION_ARGS_AT(ARGV, opArgs + 1), shared)
    ops[i] = { k = k, a = a }
  end
  return ops
end
