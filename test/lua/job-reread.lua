-- Reads a record through protocol's job_read (either form), writes it back unchanged through job_write, and
-- answers what job_read gave (JSON of the long-named fields).
-- KEYS: record webhookEvents submissionsDue submissionsData
-- ARGV: settledChannel webhookOwnerPrefix usagePrefix usageKeepDays
-- layout: call
-- include: job-record
-- include: named
local rec = job_read(KEYS[1])
job_write(KEYS[1], rec, named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS)))
return cjson.encode(rec)
