-- A whole batch in one atomic step: the batch's idempotency entry, then the single route's own
-- intake_accept (same admission, same reservations) once per operation, in order, so a later operation
-- sees what an earlier one reserved. Atomic batches undo what they reserved at the first refusal, inside
-- this same step: nothing is written. Every helper is defined once, above, and called per operation.
-- KEYS: idem ...
-- ARGV: fingerprint idemTtl atomic ...
-- idem is the batch's idempotency entry (or a key nothing writes when there is none); fingerprint: of the batch
-- ('' = no Idempotency-Key); atomic: '1'/'0'; then the operations in the batch's layout (batch-script.ts'
-- BATCH_LAYOUT, api ADR 012), what they share sent once:
--   KEYS: the topic's BATCH_TOPIC_KEYS, per ticker BATCH_TICKER_KEYS, per operation BATCH_OPERATION_KEYS
--   ARGV: tickers (how many), count (operations), BATCH_SHARED_ARGS, per ticker BATCH_TICKER_ARGS, per operation
--         BATCH_OPERATION_ARGS, the last of them BATCH_OPERATION_FIELDS in one (`ticker`: the operation's ticker,
--         1-based, in the order of the ticker keys)
-- The operation's intake_accept KEYS and ARGV are built by position (table constructors: no per-element lookups);
-- a batch operation's `idem` is its record key and its fingerprint '' (the batch's entry remembers the key).
-- The run remembers key types, the ledger fields admission reads (admission_remember) and which reserved totals
-- it bumped (pending_bump_once): each is asked of Redis once per batch, not once per operation; the operations'
-- record and reservation keys are asked with one EXISTS (intake_absent_all). Admission's writes of the reserved totals,
-- the ticker owners and the reservation index are held to the end of the batch (admission_defer, admission_flush):
-- one HSET per totals key and one ZADD, not one each per operation.
-- Returns { 'OK', code per operation } | { 'REFUSED', index (1-based), code } | { 'REPLAY', count, refused }
--       | { 'STALE', count, refused } | { 'PENDING' } | { 'MISMATCH' } | { 'KEY_TYPE_CLASH' }.
-- The entry (api ADR 012): a hash { fingerprint, count, refused, record, job }: `count` operations, `refused` the
-- refused ones of the first answer as '<index> <code>' pairs joined by spaces (1-based, '' when none), `record` and
-- `job` the record and BullMQ keys of the first accepted operation (BullMQ's addBulk adds in order: once that job
-- exists, the batch was enqueued). An entry written before (a JSON string { fingerprint, codes, record, job }) is
-- still read, and answered in the same form.
-- include: intake
-- include: release
local BATCH_TOPIC_KEYS = { 'pendingSupply', 'topicMeta', 'reservations', 'tickerOwners' }
local BATCH_TICKER_KEYS = { 'inscription', 'pendingDeploy', 'balances', 'pendingDebits' }
local BATCH_OPERATION_KEYS = { 'record', 'reservation', 'queueJob' }
local BATCH_SHARED_ARGS = { 'recordTtl', 'staleMs', 'at', 'tenant', 'anyTicker', 'tenantMaxBacklog' }
local BATCH_TICKER_ARGS = { 'tick' }
local BATCH_OPERATION_ARGS = { 'jobId', 'recordJson', 'fields' }
-- `fields`: these, joined by single spaces (none can hold a space; an absent one is '')
local BATCH_OPERATION_FIELDS = { 'ticker', 'op', 'amt', 'account', 'max', 'lim', 'debitNeedsPrivate' }
local BATCH_FIELDS_PATTERN = '^(%d+) (%a+) (%d*) ([^ ]*) (%d*) (%d*) ([01])$'
local fingerprint, idemTtl, atomic = ARGV[1], ARGV[2], ARGV[3] == '1'
local tickers, count = tonumber(ARGV[4]), tonumber(ARGV[5])
local recordTtl, staleMs, at, tenant, anyTicker, tenantMaxBacklog = ARGV[6], ARGV[7], ARGV[8], ARGV[9], ARGV[10], ARGV[11]
local pendingSupply, topicMeta, reservations, tickerOwners = KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local tickerKeyBase = 1 + #BATCH_TOPIC_KEYS
local operationKeyBase = tickerKeyBase + tickers * #BATCH_TICKER_KEYS
local tickerArgBase = 5 + #BATCH_SHARED_ARGS
local operationArgBase = tickerArgBase + tickers * #BATCH_TICKER_ARGS
local nk, na = #BATCH_OPERATION_KEYS, #BATCH_OPERATION_ARGS

-- the codes of an earlier answer as the reply gives them: count, refused pairs
local function entry_answer (t, kind)
  if t == 'hash' then
    local entry = redis.call('HMGET', KEYS[1], 'fingerprint', 'count', 'refused', 'record', 'job')
    return entry[1], entry[4], entry[5], { kind, entry[2] or '0', entry[3] or '' }
  end
  -- written before the hash (a JSON string)
  local entry = cjson.decode(redis.call('GET', KEYS[1]))
  local refused = {}
  for i, code in ipairs(entry.codes or {}) do
    if code ~= 'OK' then refused[#refused + 1] = i .. ' ' .. code end
  end
  return entry.fingerprint, entry.record, entry.job, { kind, tostring(#(entry.codes or {})), table.concat(refused, ' ') }
end

if fingerprint ~= '' then
  local t = redis.call('TYPE', KEYS[1]).ok
  if t ~= 'none' then
    if t ~= 'hash' and t ~= 'string' then return { 'KEY_TYPE_CLASH' } end
    local first, record, job, answer = entry_answer(t, 'REPLAY')
    if first ~= fingerprint then return { 'MISMATCH' } end
    local rec = job_read(record)
    if rec and rec.status == 'queued' and redis.call('EXISTS', job) == 0 then
      local age = tonumber(recordTtl) * 1000 - redis.call('PTTL', record)
      if age > tonumber(staleMs) then
        answer[1] = 'STALE'
        return answer
      end
      return { 'PENDING' }
    end
    return answer
  end
end

-- the operations share their topic's keys (and a ticker's): each key's type, each ledger field, each total's
-- version is asked once per batch
key_types_remember()
admission_remember()
-- the reserved totals, ticker owners and reservation index written once per batch (admission_flush below), not per operation
admission_defer()
pending_bump_once()
-- operations' records and reservations are new keys: one EXISTS for all (intake_absent_all), not two TYPEs each
local fresh = {}
for i = 1, count do
  local k = operationKeyBase + (i - 1) * nk
  fresh[2 * i - 1], fresh[2 * i] = KEYS[k + 1], KEYS[k + 2]
end
intake_absent_all(fresh)
local out, refused, accepted, deployed = { 'OK' }, {}, {}, {}
for i = 1, count do
  local k, a = operationKeyBase + (i - 1) * nk, operationArgBase + (i - 1) * na
  local ticker, op, amt, account, max, lim, debitNeedsPrivate = string.match(ARGV[a + 3], BATCH_FIELDS_PATTERN)
  ticker = tonumber(ticker)
  local t = tickerKeyBase + (ticker - 1) * #BATCH_TICKER_KEYS
  local record = KEYS[k + 1]
  -- intake_accept's KEYS: idem record inscription pendingDeploy pendingSupply balances pendingDebits reservation topicMeta queueJob reservations tickerOwners
  local keys = { record, record, KEYS[t + 1], KEYS[t + 2], pendingSupply, KEYS[t + 3], KEYS[t + 4], KEYS[k + 2],
    topicMeta, KEYS[k + 3], reservations, tickerOwners }
  -- and ARGV: entry fingerprint idemTtl recordJson recordTtl debitNeedsPrivate op tick amt account max lim jobId at staleMs tenant anyTicker tenantMaxBacklog
  local args = { '', '', idemTtl, ARGV[a + 2], recordTtl, debitNeedsPrivate, op, ARGV[tickerArgBase + ticker], amt,
    account, max, lim, ARGV[a + 1], at, staleMs, tenant, anyTicker, tenantMaxBacklog }
  local code = intake_accept(keys, args)[1]
  if code == 'OK' then
    accepted[#accepted + 1] = keys
    if args[7] == 'deploy' and tenant ~= 'default' then deployed[#deployed + 1] = args[8] end
  else
    if atomic then
      -- release_reservation reads the totals and the index from Redis
      admission_flush()
      for _, done in ipairs(accepted) do
        redis.call('DEL', done[2])
        release_reservation(done[8])
      end
      -- a deploy made its tenant the tick's owner (intake_accept): undone as intake-check.lua undoes it
      for _, tick in ipairs(deployed) do redis.call('HDEL', tickerOwners, tick) end
      return { 'REFUSED', tostring(i), code }
    end
    refused[#refused + 1] = i .. ' ' .. code
  end
  out[i + 1] = code
end
admission_flush()
if fingerprint ~= '' and #accepted > 0 then
  redis.call('HSET', KEYS[1], 'fingerprint', fingerprint, 'count', tostring(count), 'refused', table.concat(refused, ' '),
    'record', accepted[1][2], 'job', accepted[1][10])
  redis.call('EXPIRE', KEYS[1], idemTtl)
end
return out
