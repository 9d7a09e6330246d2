-- A whole batch in one atomic step: the batch's idempotency entry, then the single route's own
-- intake_accept (same admission, same reservations) once per operation, in order, so a later operation
-- sees what an earlier one reserved. Atomic batches undo what they reserved at the first refusal, inside
-- this same step: nothing is written. Every helper is defined once, above, and called per operation.
-- KEYS: idem ...
-- ARGV: fingerprint idemTtl atomic ...
-- idem is the batch's idempotency entry (or a key nothing writes when there is none); fingerprint: of the batch
-- ('' = no Idempotency-Key); atomic: '1'/'0'; then the operations in the batch's layout (BATCH_LAYOUT in
-- batch-script.ts, api ADR 012), what they share sent once:
--   KEYS: the topic's BATCH_TOPIC_KEYS, per ticker BATCH_TICKER_KEYS, per operation BATCH_OPERATION_KEYS
--   ARGV: tickers (how many), count (operations), BATCH_SHARED_ARGS, per ticker BATCH_TICKER_ARGS, per operation
--         BATCH_OPERATION_ARGS, `fields` of them BATCH_OPERATION_FIELDS joined by single spaces (none can hold a
--         space; an absent one is ''; `ticker`: the operation's ticker, 1-based, in the order of the ticker keys)
-- Each operation's intake_accept keys and arguments are a small table of its own names whose other names (its
-- topic's, its ticker's, the batch's shared ones) come from one table per ticker (a metatable's __index): nothing
-- the operations share is copied per operation. A batch operation's `idem` is its record key and its fingerprint ''
-- (the batch's entry remembers the key).
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
-- exists, the batch was enqueued).
-- layout: call
-- layout: batch
-- include: intake
-- include: release
-- include: named
local own, idem = named(ARGV, CALL_ARGS), named(KEYS, CALL_KEYS).idem
local fingerprint, atomic = own.fingerprint, own.atomic == '1'
local tickers, count = tonumber(ARGV[#CALL_ARGS + 1]), tonumber(ARGV[#CALL_ARGS + 2])
local sharedBase = #CALL_ARGS + 2
local tickerKeyBase = #CALL_KEYS + #BATCH_TOPIC_KEYS
local operationKeyBase = tickerKeyBase + tickers * #BATCH_TICKER_KEYS
local tickerArgBase = sharedBase + #BATCH_SHARED_ARGS
local operationArgBase = tickerArgBase + tickers * #BATCH_TICKER_ARGS
local nk, na, nf = #BATCH_OPERATION_KEYS, #BATCH_OPERATION_ARGS, #BATCH_OPERATION_FIELDS
local topic, shared = named(KEYS, BATCH_TOPIC_KEYS, #CALL_KEYS), named(ARGV, BATCH_SHARED_ARGS, sharedBase)
local BATCH_FIELDS_PATTERN = '^' .. string.rep('([^ ]*) ', nf - 1) .. '([^ ]*)$'
local fieldsAt
for j, name in ipairs(BATCH_OPERATION_ARGS) do if name == 'fields' then fieldsAt = j end end

-- per ticker, what its operations' keys and arguments share: the topic's and the ticker's keys; the shared
-- arguments, the ticker's and a batch operation's fingerprint ''
local tickerKeys, tickerArgs = {}, {}
for t = 1, tickers do
  local keys = named(KEYS, BATCH_TICKER_KEYS, tickerKeyBase + (t - 1) * #BATCH_TICKER_KEYS)
  for name, key in pairs(topic) do keys[name] = key end
  local args = named(ARGV, BATCH_TICKER_ARGS, tickerArgBase + (t - 1) * #BATCH_TICKER_ARGS)
  for name, value in pairs(shared) do args[name] = value end
  args.fingerprint = ''
  tickerKeys[t], tickerArgs[t] = { __index = keys }, { __index = args }
end

if fingerprint ~= '' then
  local t = redis.call('TYPE', idem).ok
  if t ~= 'none' then
    if t ~= 'hash' then return { 'KEY_TYPE_CLASH' } end
    local entry = redis.call('HMGET', idem, 'fingerprint', 'count', 'refused', 'record', 'job')
    if entry[1] ~= fingerprint then return { 'MISMATCH' } end
    local record, job, answer = entry[4], entry[5], { 'REPLAY', entry[2] or '0', entry[3] or '' }
    local rec = job_read(record)
    if rec and rec.status == 'queued' and redis.call('EXISTS', job) == 0 then
      local age = tonumber(shared.recordTtl) * 1000 - redis.call('PTTL', record)
      if age > tonumber(shared.staleMs) then
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
-- the batch's usage counts add up per ticker: one HINCRBY each (usage_flush), none when it is refused whole
usage_defer()
-- each operation's keys and arguments by name
local opKeys, opArgs, fresh = {}, {}, {}
for i = 1, count do
  local k = BATCH_OPERATION_KEYS_AT(KEYS, operationKeyBase + (i - 1) * nk)
  local b = operationArgBase + (i - 1) * na
  -- the operation's small fields, then its own arguments beside them
  local a = BATCH_OPERATION_FIELDS_AT({ string.match(ARGV[b + fieldsAt], BATCH_FIELDS_PATTERN) }, 0)
  named(ARGV, BATCH_OPERATION_ARGS, b, a)
  local ticker = tonumber(a.ticker)
  k.idem = k.record
  opKeys[i], opArgs[i] = setmetatable(k, tickerKeys[ticker]), setmetatable(a, tickerArgs[ticker])
  -- operations' records and reservations are new keys: one EXISTS for all (intake_absent_all), not two TYPEs each
  fresh[2 * i - 1], fresh[2 * i] = k.record, k.reservation
end
intake_absent_all(fresh)
local out, refused, accepted, deployed = { 'OK' }, {}, {}, {}
for i = 1, count do
  local k, a = opKeys[i], opArgs[i]
  local code = intake_accept(k, a)[1]
  if code == 'OK' then
    accepted[#accepted + 1] = k
    if a.op == 'deploy' and a.tenant ~= 'default' then deployed[#deployed + 1] = a.tick end
  else
    if atomic then
      -- release_reservation reads the totals and the index from Redis
      admission_flush()
      usage_discard()
      for _, done in ipairs(accepted) do
        redis.call('DEL', done.record)
        release_reservation(done.reservation, done)
      end
      -- a deploy made its tenant the tick's owner (intake_accept): undone as intake-check.lua undoes it
      for _, tick in ipairs(deployed) do redis.call('HDEL', topic.tickerOwners, tick) end
      return { 'REFUSED', tostring(i), code }
    end
    refused[#refused + 1] = i .. ' ' .. code
  end
  out[i + 1] = code
end
admission_flush()
usage_flush()
if fingerprint ~= '' and #accepted > 0 then
  redis.call('HSET', idem, 'fingerprint', fingerprint, 'count', tostring(count), 'refused', table.concat(refused, ' '),
    'record', accepted[1].record, 'job', accepted[1].queueJob)
  redis.call('EXPIRE', idem, own.idemTtl)
end
return out
