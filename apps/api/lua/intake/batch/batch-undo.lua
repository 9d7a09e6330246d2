-- Withdraws the accepted operations of a batch whose addBulk failed (ADR 036), each as intake-undo.lua does:
-- one whose BullMQ job exists, or whose record a worker moved on, stands (the add reached Redis); any other becomes a
-- tombstone and its reservation is released. dropEntry '1' also deletes the batch's idempotency entry when every operation was withdrawn.
-- Returns per operation, in order: '1' withdrawn, '0' enqueued after all.
-- KEYS: idem pendingVersions tenantPending ...
-- ARGV: dropEntry at usagePrefix usageKeepDays
-- layout: call
-- layout: batch
-- include: release
-- include: withdraw
-- include: named
local own, ownKeys = named(ARGV, CALL_ARGS), named(KEYS, CALL_KEYS)
local out, all, nk = {}, true, #BATCH_OPERATION_KEYS
-- after the batch's entry, each operation's BATCH_OPERATION_KEYS
for base = #CALL_KEYS, #KEYS - 1, nk do
  local op = named(KEYS, BATCH_OPERATION_KEYS, base)
  if op.queueJob ~= op.record and (redis.call('EXISTS', op.queueJob) == 1 or withdraw_taken(op.record)) then
    out[#out + 1] = '0'
    all = false
  else
    withdraw_job(op.record, own.at, own)
    release_reservation(op.reservation, ownKeys)
    out[#out + 1] = '1'
  end
end
if own.dropEntry == '1' and all then redis.call('DEL', ownKeys.idem) end
return out
