-- Reads a record through protocol's job_read (either form), writes it back unchanged through job_write, and
-- answers what job_read gave (JSON of the long-named fields).
-- KEYS: record
-- ARGV:
-- include: job-record
local rec = job_read(KEYS[1])
job_write(KEYS[1], rec)
return cjson.encode(rec)
