-- Undoes an accepted request whose enqueue failed: deletes the record (and with it the Idempotency-Key's
-- memory, ADR 033) and releases its reservation.
-- KEYS: record reservation
-- ARGV:
-- include: release
redis.call('DEL', KEYS[1])
release_reservation(KEYS[2])
return 1
