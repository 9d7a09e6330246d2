-- Undoes an accepted request whose enqueue failed: deletes the record, and the idempotency entry when
-- dropIdem is '1'; releases the reservation when release is '1'.
-- KEYS: idem record reservation
-- ARGV: dropIdem release
-- include: release
redis.call('DEL', KEYS[2])
if ARGV[1] == '1' then redis.call('DEL', KEYS[1]) end
if ARGV[2] == '1' then release_reservation(KEYS[3]) end
return 1
