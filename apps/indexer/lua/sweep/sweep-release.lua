-- Releases a job's reservation if its record still has the status the sweep saw ('' = no record).
-- Returns 1 released, 0 nothing to release, -1 the record changed meanwhile (nothing written).
-- KEYS: reservation record
-- ARGV: expected
-- include: release
-- include: job-record
local rec = job_read(KEYS[2])
local status = (rec and rec.status) or ''
if status ~= ARGV[1] then return -1 end
return release_reservation(KEYS[1])
