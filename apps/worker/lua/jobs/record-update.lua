-- One status update of a job record (update-record.lua). Returns 1 applied, 0 the record is at a later (or
-- terminal) status, -2 the record key holds another type (not ours): nothing written.
-- KEYS: record reservation
-- ARGV: status ttl flags ...
-- After flags: the counted lists of update_record (fields, base fields, cleared fields).
-- include: update-record
-- include: key-types
if key_type_clash({ KEYS[1], 'string' }) then return -2 end
return update_record(1)
