-- Withdraws the accepted operations of a batch whose addBulk failed (ADR 036), each as intake-undo.lua does:
-- one whose BullMQ job exists stands (the add reached Redis); any other becomes a tombstone and its reservation
-- is released. dropEntry '1' also deletes the batch's idempotency entry when every operation was withdrawn.
-- Returns per operation, in order: '1' withdrawn, '0' enqueued after all.
-- KEYS: idem ...
-- ARGV: dropEntry at
-- include: release
-- include: withdraw
local out, all = {}, true
for i = 2, #KEYS, 3 do
  if KEYS[i + 2] ~= KEYS[i] and redis.call('EXISTS', KEYS[i + 2]) == 1 then
    out[#out + 1] = '0'
    all = false
  else
    withdraw_job(KEYS[i], ARGV[2])
    release_reservation(KEYS[i + 1])
    out[#out + 1] = '1'
  end
end
if ARGV[1] == '1' and all then redis.call('DEL', KEYS[1]) end
return out
