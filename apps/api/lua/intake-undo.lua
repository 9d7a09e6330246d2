-- Undoes an accepted request whose enqueue failed: deletes the record and releases its reservation, and
-- deletes the idempotency entry when dropIdem is '1'.
-- KEYS: idem record reservation
-- ARGV: dropIdem
-- include: release
redis.call('DEL', KEYS[2])
if ARGV[1] == '1' then redis.call('DEL', KEYS[1]) end
release_reservation(KEYS[3])
return 1
