-- A whole batch in one atomic step: the batch's idempotency entry, then the single route's own
-- intake_accept (same admission, same reservations) once per operation, in order, so a later operation
-- sees what an earlier one reserved. Atomic batches undo what they reserved at the first refusal, inside
-- this same step: nothing is written. Every helper is defined once, above, and called per operation.
-- KEYS: idem ...
-- ARGV: entry fingerprint idemTtl atomic count recordTtl staleMs ...
-- idem is the batch's idempotency entry (or a key nothing writes when there is none); then intake_accept's
-- 12 KEYS per operation. entry: JSON ('' = no key); atomic: '1'/'0'; count: the number of operations; then
-- intake_accept's 18 ARGV per operation (without idempotency).
-- Returns { 'OK', code per operation } | { 'REFUSED', index (1-based), code } | { 'REPLAY', entry }
--       | { 'STALE', entry } | { 'PENDING' } | { 'MISMATCH' }.
-- The entry: { fingerprint, codes, record, job }: the codes of the first answer; record and BullMQ keys of the
-- first accepted operation (BullMQ's addBulk adds in order: once it exists, the batch was enqueued).
-- include: intake
-- include: release
local KEYS_PER_OPERATION, HEAD_ARGS, ARGS_PER_OPERATION = 12, 7, 18
local n, atomic = tonumber(ARGV[5]), ARGV[4] == '1'
-- the operations share their topic's keys (and a ticker's): each key's type is asked once per batch
key_types_remember()
if ARGV[1] ~= '' then
  local raw = redis.call('GET', KEYS[1])
  if raw then
    local entry = cjson.decode(raw)
    if entry.fingerprint ~= ARGV[2] then return { 'MISMATCH' } end
    local rec = job_read(entry.record)
    if rec and rec.status == 'queued' and redis.call('EXISTS', entry.job) == 0 then
      local age = tonumber(ARGV[6]) * 1000 - redis.call('PTTL', entry.record)
      if age > tonumber(ARGV[7]) then return { 'STALE', raw } end
      return { 'PENDING' }
    end
    return { 'REPLAY', raw }
  end
end
local out, codes, accepted = { 'OK' }, {}, {}
for i = 1, n do
  local k, a = 1 + (i - 1) * KEYS_PER_OPERATION, HEAD_ARGS + (i - 1) * ARGS_PER_OPERATION
  local keys, args = {}, {}
  for j = 1, KEYS_PER_OPERATION do keys[j] = KEYS[k + j] end
  for j = 1, ARGS_PER_OPERATION do args[j] = ARGV[a + j] end
  local code = intake_accept(keys, args)[1]
  if code == 'OK' then
    accepted[#accepted + 1] = k
  elseif atomic then
    for _, base in ipairs(accepted) do
      redis.call('DEL', KEYS[base + 2])
      release_reservation(KEYS[base + 8])
    end
    return { 'REFUSED', tostring(i), code }
  end
  out[i + 1] = code
  codes[i] = code
end
if ARGV[1] ~= '' and #accepted > 0 then
  local entry = cjson.decode(ARGV[1])
  entry.codes = codes
  entry.record = KEYS[accepted[1] + 2]
  entry.job = KEYS[accepted[1] + 10]
  redis.call('SET', KEYS[1], cjson.encode(entry), 'EX', ARGV[3])
end
return out
