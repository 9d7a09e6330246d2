-- packed_operations(KEYS, ARGV, k, a) -> operations, shared: the operations of a group (group-accept.lua) or a batch (batch-accept.lua),
-- each as intake_accept's KEYS and ARGV, from the packed layout the api sends (intake-script.ts' packMembers,
-- ADR 042): what the operations share is sent once, not once per operation. After the script's own first k KEYS
-- and a ARGV:
--   KEYS: the topic's PACKED_TOPIC_KEYS; per ticker PACKED_TICKER_KEYS; per operation PACKED_OPERATION_KEYS
--   ARGV: tickers (how many), count (operations), PACKED_SHARED_ARGS, then per operation PACKED_OPERATION_ARGS
--         (`ticker`: the operation's ticker, 1-based, in the order of the ticker keys)
-- `shared` holds what they share by name (the topic's keys, idemTtl, recordTtl, staleMs). intake_accept's `entry` is '' (nothing writes a separate idempotency entry since ADR 033). The names are
-- intake-script.ts' (a test holds them equal).
local INTAKE_KEYS = { 'idem', 'record', 'inscription', 'pendingDeploy', 'pendingSupply', 'balances', 'pendingDebits',
  'reservation', 'topicMeta', 'queueJob', 'reservations', 'tickerOwners' }
local INTAKE_ARGS = { 'entry', 'fingerprint', 'idemTtl', 'recordJson', 'recordTtl', 'debitNeedsPrivate', 'op', 'tick', 'amt',
  'account', 'max', 'lim', 'jobId', 'at', 'staleMs', 'tenant', 'anyTicker', 'tenantMaxBacklog' }
local PACKED_TOPIC_KEYS = { 'pendingSupply', 'topicMeta', 'reservations', 'tickerOwners' }
local PACKED_TICKER_KEYS = { 'inscription', 'pendingDeploy', 'balances', 'pendingDebits' }
local PACKED_OPERATION_KEYS = { 'idem', 'record', 'reservation', 'queueJob' }
local PACKED_SHARED_ARGS = { 'idemTtl', 'recordTtl', 'staleMs' }
local PACKED_OPERATION_ARGS = { 'ticker', 'fingerprint', 'recordJson', 'debitNeedsPrivate', 'op', 'tick', 'amt', 'account', 'max',
  'lim', 'jobId', 'at', 'tenant', 'anyTicker', 'tenantMaxBacklog' }
-- where each of intake_accept's KEYS and ARGV comes from: { part, index in the part } (part 1 the topic's keys,
-- 2 the ticker's, 3 the operation's keys, 4 the shared args, 5 the operation's args), nil for `entry`
local function packed_sources (names)
  local where = {}
  for part, list in ipairs({ PACKED_TOPIC_KEYS, PACKED_TICKER_KEYS, PACKED_OPERATION_KEYS, PACKED_SHARED_ARGS, PACKED_OPERATION_ARGS }) do
    for i, name in ipairs(list) do where[name] = { part, i } end
  end
  local out = {}
  for j, name in ipairs(names) do out[j] = where[name] or false end
  return out
end
local PACKED_KEY_SOURCES, PACKED_ARG_SOURCES = packed_sources(INTAKE_KEYS), packed_sources(INTAKE_ARGS)
local function packed_operations (KEYS, ARGV, k, a)
  local tickers, count = tonumber(ARGV[a + 1]) or 0, tonumber(ARGV[a + 2]) or 0
  local nt, nk, na = #PACKED_TICKER_KEYS, #PACKED_OPERATION_KEYS, #PACKED_OPERATION_ARGS
  local tickerBase = k + #PACKED_TOPIC_KEYS
  local keyBase = tickerBase + tickers * nt
  local sharedBase = a + 2
  local argBase = sharedBase + #PACKED_SHARED_ARGS
  local shared = { entry = '' }
  for i, name in ipairs(PACKED_TOPIC_KEYS) do shared[name] = KEYS[k + i] end
  for i, name in ipairs(PACKED_SHARED_ARGS) do shared[name] = ARGV[sharedBase + i] end
  local sources = { KEYS, KEYS, KEYS, ARGV, ARGV }
  local ops = {}
  for i = 1, count do
    local opArgs = argBase + (i - 1) * na
    -- the operation's ticker is its first argument
    local bases = { k, tickerBase + (tonumber(ARGV[opArgs + 1]) - 1) * nt, keyBase + (i - 1) * nk, sharedBase, opArgs }
    local keys, args = {}, {}
    for j, from in ipairs(PACKED_KEY_SOURCES) do keys[j] = sources[from[1]][bases[from[1]] + from[2]] end
    for j, from in ipairs(PACKED_ARG_SOURCES) do args[j] = from and sources[from[1]][bases[from[1]] + from[2]] or '' end
    ops[i] = { keys = keys, args = args }
  end
  return ops, shared
end
