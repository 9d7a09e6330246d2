-- Releases a job's reservation if its record still has the status the sweep saw ('' = no record).
-- Returns 1 released, 0 nothing to release, -1 the record changed meanwhile (nothing written).
-- KEYS: reservation record pendingVersions tenantPending
-- ARGV: expected
-- layout: call
-- include: release
-- include: job-record
-- include: named
local k = named(KEYS, CALL_KEYS)
local rec = job_read(k.record)
local status = (rec and rec.status) or ''
if status ~= ARGV[1] then return -1 end
return release_reservation(k.reservation, k)
