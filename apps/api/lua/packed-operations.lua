-- packed_operations(KEYS, ARGV, k, a) -> operations, shared: the operations of a group (group-accept.lua) or a batch (batch-accept.lua),
-- each as intake_accept's KEYS and ARGV, from the packed layout the api sends (intake-script.ts' packOperations,
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
local function packed_operations (KEYS, ARGV, k, a)
  local tickers, count = tonumber(ARGV[a + 1]) or 0, tonumber(ARGV[a + 2]) or 0
  local shared = { entry = '' }
  for j, name in ipairs(PACKED_TOPIC_KEYS) do shared[name] = KEYS[k + j] end
  for j, name in ipairs(PACKED_SHARED_ARGS) do shared[name] = ARGV[a + 2 + j] end
  local tickerBase = k + #PACKED_TOPIC_KEYS
  local keyBase = tickerBase + tickers * #PACKED_TICKER_KEYS
  local argBase = a + 2 + #PACKED_SHARED_ARGS
  local nk, na, nt = #PACKED_OPERATION_KEYS, #PACKED_OPERATION_ARGS, #PACKED_TICKER_KEYS
  local ops = {}
  for i = 1, count do
    local named = {}
    for name, value in pairs(shared) do named[name] = value end
    for j, name in ipairs(PACKED_OPERATION_KEYS) do named[name] = KEYS[keyBase + (i - 1) * nk + j] end
    for j, name in ipairs(PACKED_OPERATION_ARGS) do named[name] = ARGV[argBase + (i - 1) * na + j] end
    local t = tickerBase + (tonumber(named.ticker) - 1) * nt
    for j, name in ipairs(PACKED_TICKER_KEYS) do named[name] = KEYS[t + j] end
    local keys, args = {}, {}
    for j, name in ipairs(INTAKE_KEYS) do keys[j] = named[name] end
    for j, name in ipairs(INTAKE_ARGS) do args[j] = named[name] end
    ops[i] = { keys = keys, args = args }
  end
  return ops, shared
end
