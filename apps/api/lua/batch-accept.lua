-- A whole batch in one atomic step: the batch's idempotency entry, then the single route's own
-- intake_accept (same admission, same reservations) once per operation, in order, so a later operation
-- sees what an earlier one reserved. Atomic batches undo what they reserved at the first refusal, inside
-- this same step: nothing is written. Every helper is defined once, above, and called per operation.
-- KEYS: idem ...
-- ARGV: entry fingerprint idemTtl atomic ...
-- idem is the batch's idempotency entry (or a key nothing writes when there is none); entry: JSON ('' = no key);
-- atomic: '1'/'0'; then the operations in packed_operations' layout (the topic's and each ticker's keys once, ADR 042).
-- Returns { 'OK', code per operation } | { 'REFUSED', index (1-based), code } | { 'REPLAY', entry }
--       | { 'STALE', entry } | { 'PENDING' } | { 'MISMATCH' }.
-- The entry: { fingerprint, codes, record, job }: the codes of the first answer; record and BullMQ keys of the
-- first accepted operation (BullMQ's addBulk adds in order: once it exists, the batch was enqueued).
-- include: intake
-- include: release
-- include: packed-operations
local atomic = ARGV[4] == '1'
local operations, shared = packed_operations(KEYS, ARGV, 1, 4)
-- the operations share their topic's keys (and a ticker's): each key's type is asked once per batch
key_types_remember()
if ARGV[1] ~= '' then
  local raw = redis.call('GET', KEYS[1])
  if raw then
    local entry = cjson.decode(raw)
    if entry.fingerprint ~= ARGV[2] then return { 'MISMATCH' } end
    local rec = job_read(entry.record)
    if rec and rec.status == 'queued' and redis.call('EXISTS', entry.job) == 0 then
      local age = tonumber(shared.recordTtl) * 1000 - redis.call('PTTL', entry.record)
      if age > tonumber(shared.staleMs) then return { 'STALE', raw } end
      return { 'PENDING' }
    end
    return { 'REPLAY', raw }
  end
end
local out, codes, accepted = { 'OK' }, {}, {}
for i, op in ipairs(operations) do
  local code = intake_accept(op.keys, op.args)[1]
  if code == 'OK' then
    accepted[#accepted + 1] = op
  elseif atomic then
    for _, done in ipairs(accepted) do
      redis.call('DEL', done.keys[2])
      release_reservation(done.keys[8])
    end
    return { 'REFUSED', tostring(i), code }
  end
  out[i + 1] = code
  codes[i] = code
end
if ARGV[1] ~= '' and #accepted > 0 then
  local entry = cjson.decode(ARGV[1])
  entry.codes = codes
  entry.record = accepted[1].keys[2]
  entry.job = accepted[1].keys[10]
  redis.call('SET', KEYS[1], cjson.encode(entry), 'EX', ARGV[3])
end
return out
