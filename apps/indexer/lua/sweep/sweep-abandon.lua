-- Ends a job nobody will run any more: its record is still `queued` or `submitting` past the sweep's
-- bound, and BullMQ holds no unfinished job for it (never enqueued: the api's enqueue and its undo both failed;
-- or dropped: stalled too often). If the record still has the status the sweep saw and the BullMQ job is still
-- absent or finished, the record becomes `failed` with the reason and the reservation is released, in one step.
-- A job that may have been sent (a pinned transaction id) comes here only once its id can no longer reach
-- consensus and the mirror does not have it.
-- Returns 1 ended, 0 BullMQ holds it again (a retry re-enqueued it), -1 the record changed (nothing written).
-- KEYS: reservation record queueJob pendingVersions tenantPending webhookEvents submissionsDue submissionsData
-- ARGV: expected code message at settledChannel webhookOwnerPrefix usagePrefix usageKeepDays
-- layout: call
-- include: release
-- include: job-record
-- include: named
-- t: the keys and arguments by name; release_reservation and job_write read theirs from it
local t = named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS))
local rec = job_read(KEYS[2])
if not rec or rec.status ~= ARGV[1] then return -1 end
if redis.call('EXISTS', KEYS[3]) == 1 and not redis.call('HGET', KEYS[3], 'finishedOn') then return 0 end
rec.status = 'failed'
rec.errorCode = ARGV[2]
rec.errorMessage = ARGV[3]
rec.updatedAt = ARGV[4]
job_write(KEYS[2], rec, t)
release_reservation(KEYS[1], t)
return 1
