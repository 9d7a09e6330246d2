-- Undoes accepted operations whose enqueue failed: then record and reservation per operation follow idem.
-- dropEntry '1' also deletes the batch's idempotency entry.
-- KEYS: idem ...
-- ARGV: dropEntry
-- include: release
if ARGV[1] == '1' then redis.call('DEL', KEYS[1]) end
for i = 2, #KEYS, 2 do
  redis.call('DEL', KEYS[i])
  release_reservation(KEYS[i + 1])
end
return 1
