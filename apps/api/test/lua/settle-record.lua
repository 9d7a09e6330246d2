-- A writer as the worker and indexer are: read, change and write the record through protocol's helpers.
-- KEYS: record webhookEvents submissionsDue submissionsData
-- ARGV: status settledChannel webhookOwnerPrefix usagePrefix usageKeepDays
-- layout: call
-- include: job-record
-- include: named
local t = named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS))
local rec = job_read(t.record)
rec.status = t.status
job_write(t.record, rec, t)
return 1
