-- Writes a record (JSON of its long-named fields) through protocol's job_write, as every writer does.
-- KEYS: record webhookEvents submissionsDue submissionsData
-- ARGV: record settledChannel webhookOwnerPrefix usagePrefix usageKeepDays
-- layout: call
-- include: job-record
-- include: named
job_write(KEYS[1], cjson.decode(ARGV[1]), named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS)))
return 1
