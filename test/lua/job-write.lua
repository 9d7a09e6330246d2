-- Writes a record (JSON of its long-named fields) through protocol's job_write, as every writer does.
-- KEYS: record
-- ARGV: record
-- include: job-record
job_write(KEYS[1], cjson.decode(ARGV[1]))
return 1
