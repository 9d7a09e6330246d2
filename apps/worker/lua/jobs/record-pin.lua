-- Claims the topic's tx index entry of each job of a group (the pins of one topic gathered together, group commit)
-- and, when update_record's arguments follow the job's, applies them in the same step. Returns per job, in order:
-- 1 claimed, 0 taken by another job, -1 the record already holds an id the caller did not know of (expectUnpinned
-- '1'), -2 the record or the tx index entry holds another type or the record cannot be read (not ours), -3 the record
-- is final: a job the api withdrew (its answer was "not accepted"), the sweep abandoned or the topic settled never
-- gets a new transaction. Nothing of a job is written in these cases; the other jobs of the group go on.
-- A job's keys are read with commands of their type before anything of the job is written: the group's records with
-- one MGET (a record that reads as none is read again alone: absent, or of another type), the tx index entry by a
-- SET NX (an entry already there, of any type, is then read). Nothing else a pin writes can be of another type.
-- KEYS: pendingVersions tenantPending webhookEvents submissionsDue submissionsData ...
-- ARGV: ttl settledChannel webhookOwnerPrefix usagePrefix usageKeepDays ...
-- Then per job its PIN_JOB_KEYS (record reservation tx) and its PIN_JOB_ARGS (jobId expectUnpinned transactionId
-- updates), followed by `updates` arguments of update_record (none: claim only).
-- layout: call
-- layout: pin
-- include: update-record
-- include: record-group
-- include: named
local shared = named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS))
local jobs = record_group(shared, PIN_JOB_KEYS, PIN_JOB_ARGS, #CALL_ARGS, #CALL_KEYS)
local function pin (i, job)
  local raw, clash = record_group_read(i, job)
  if clash then return -2 end
  local decoded, rec = pcall(job_decode, raw, job.record)
  if not decoded or (rec ~= nil and type(rec) ~= 'table') then return -2 end
  local status = rec and rec.status
  if status == 'confirmed' or status == 'invalid' or status == 'failed' then return -3 end
  if job.expectUnpinned == '1' and rec and rec.transactionId and rec.transactionId ~= job.transactionId then return -1 end
  if not redis.call('SET', job.tx, job.jobId, 'EX', tonumber(shared.ttl), 'NX') then
    local owner = redis.pcall('GET', job.tx)
    if type(owner) == 'table' and owner.err then return -2 end
    if owner and owner ~= job.jobId then return 0 end
    redis.call('SET', job.tx, job.jobId, 'EX', tonumber(shared.ttl))
  end
  if tonumber(job.updates) > 0 then update_record(job.at, { rec = rec }, job) end
  return 1
end
local out = {}
for i, job in ipairs(jobs) do out[i] = pin(i, job) end
return out
