-- One status update of a job record (update-record.lua). Returns 1 applied, 0 the record is at a later (or
-- terminal) status, -2 the record key holds another type or cannot be read (not ours): nothing written. The record
-- is read with a GET before anything is written, which tells a key of another type.
-- KEYS: record reservation pendingVersions tenantPending webhookEvents submissionsDue submissionsData
-- ARGV: settledChannel webhookOwnerPrefix usagePrefix usageKeepDays status ttl flags ...
-- After flags: the counted lists of update_record (fields, base fields, cleared fields).
-- layout: call
-- include: update-record
-- include: named
local raw = redis.pcall('GET', KEYS[1])
if type(raw) == 'table' and raw.err then return -2 end
local decoded, rec = pcall(job_decode, raw, KEYS[1])
if not decoded or (rec ~= nil and type(rec) ~= 'table') then return -2 end
-- update_record's arguments start at `status`, the last three named ones
return update_record(#CALL_ARGS - 2, { rec = rec }, named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS)))
