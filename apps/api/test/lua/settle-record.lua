-- A writer as the worker and indexer are: read, change and write the record through protocol's helpers.
-- KEYS: record
-- ARGV: status
-- include: job-record
local rec = job_read(KEYS[1])
rec.status = ARGV[1]
job_write(KEYS[1], rec)
return 1
