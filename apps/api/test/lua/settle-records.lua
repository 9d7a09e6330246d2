-- Writers that settle many jobs in one step, as the indexer's page does: each record changed through protocol's
-- helpers, their publications held back and sent once (job_write_defer, job_write_flush).
-- KEYS: webhookEvents submissionsDue submissionsData ...
-- ARGV: status settledChannel webhookOwnerPrefix usagePrefix usageKeepDays
-- layout: call
-- include: job-record
-- include: named
local t = named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS))
job_write_defer()
for i = #CALL_KEYS + 1, #KEYS do
  local rec = job_read(KEYS[i])
  rec.status = t.status
  job_write(KEYS[i], rec, t)
end
job_write_flush()
return #KEYS - #CALL_KEYS
