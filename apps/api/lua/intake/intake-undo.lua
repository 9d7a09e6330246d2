-- Withdraws an accepted request whose enqueue failed (ADR 036), unless BullMQ has its job after all
-- (the add reached Redis and only its reply was lost), or had it: a worker moved its record on (a completed job is
-- removed from BullMQ): then the request stands and the caller answers 202.
-- Otherwise the record becomes a tombstone (`failed`, NOT_ACCEPTED, same TTL) and the reservation is released,
-- in one step. The tombstone, not a deleted record, is what keeps a late add (an add that ioredis sent again
-- after a reconnect, or one Redis ran after the caller's timeout) from ever reaching the topic: the worker's pin
-- step refuses a job whose record is final. A retry with the same Idempotency-Key replaces the tombstone.
-- Returns 1 withdrawn, 0 enqueued after all (nothing written).
-- KEYS: record reservation queueJob pendingVersions tenantPending
-- ARGV: at usagePrefix usageKeepDays
-- layout: call
-- include: release
-- include: withdraw
-- include: named
local k, a = named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS)
if k.queueJob ~= k.record and (redis.call('EXISTS', k.queueJob) == 1 or withdraw_taken(k.record)) then return 0 end
withdraw_job(k.record, a.at, a)
release_reservation(k.reservation, k)
return 1
