-- Claims the topic's tx index entry for the job (and, when update_record's arguments follow, applies
-- them in the same step). Returns 1 claimed, 0 taken by another job, -1 the record already holds an id
-- the caller did not know of (expectUnpinned '1'), -2 the record or the tx index entry holds another
-- type (not ours), -3 the record is final: a job the api withdrew (its answer was "not accepted"),
-- the sweep abandoned or the topic settled never gets a new transaction; nothing is written in these cases.
-- KEYS: record reservation tx pendingVersions tenantPending webhookEvents submissionsDue submissionsData
-- ARGV: jobId ttl expectUnpinned transactionId settledChannel webhookOwnerPrefix ...
-- layout: call
-- include: update-record
-- include: key-types
-- include: named
if key_type_clash({ KEYS[1], 'string', KEYS[3], 'string' }) then return -2 end
local pre = { rec = job_read(KEYS[1]) }
local status = pre.rec and pre.rec.status
if status == 'confirmed' or status == 'invalid' or status == 'failed' then return -3 end
if ARGV[3] == '1' and pre.rec and pre.rec.transactionId and pre.rec.transactionId ~= ARGV[4] then return -1 end
local owner = redis.call('GET', KEYS[3])
if owner and owner ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[3], ARGV[1], 'EX', tonumber(ARGV[2]))
if #ARGV > #CALL_ARGS then update_record(#CALL_ARGS + 1, pre, named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS))) end
return 1
