-- One status update of a job record (update-record.lua). Returns 1 applied, 0 the record is at a later (or
-- terminal) status, -2 the record key holds another type (not ours): nothing written.
-- KEYS: record reservation pendingVersions tenantPending webhookEvents submissionsDue submissionsData
-- ARGV: settledChannel webhookOwnerPrefix status ttl flags ...
-- After flags: the counted lists of update_record (fields, base fields, cleared fields).
-- layout: call
-- include: update-record
-- include: key-types
-- include: named
if key_type_clash({ KEYS[1], 'string' }) then return -2 end
-- update_record's arguments start at `status`, the last three named ones
return update_record(#CALL_ARGS - 2, nil, named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS)))
