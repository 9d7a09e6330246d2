-- The one write of 'submitted', for each job of a group (the writes of one topic gathered together, group commit):
-- the receipt's fields, then protocol's settle_on_submit in the same step, or, for a submission the node accepted
-- whose consensus is still to come, its tracking for the reconciler.
-- meta: topic meta; seqJobs: the topic's seq -> job index; submissionsDue, submissionsData: the tracked submissions'
-- schedule (sorted set) and SubmitJob JSON, which job_write also reaches. Per job: outcome, the outcome the indexer
-- may have left for its sequence number.
-- Per job: seq ('' when unknown), mode 'track' (then checkAt, first look in epoch ms, and submission, the SubmitJob
-- JSON) or 'untrack'; then `updates` arguments of update_record (status ttl flags ...). at: settle time.
-- The topic's keys are type-checked once for the group before anything is written (an error reply then, nothing
-- written); a job's record and outcome are read with commands of their type before anything of the job is written
-- (the group's records with one MGET; a record that reads as none is read again alone): a job whose keys are not
-- ours answers 'KEYTYPE' with nothing of it written, the others go on. The group's tracking (one ZADD, one HSET) and
-- untracking (one ZREM, one HDEL) are written once, at the end.
-- Returns per job, in order: what settle_on_submit did, 'unsequenced', or 'KEYTYPE'.
-- KEYS: meta seqJobs pendingVersions tenantPending webhookEvents submissionsDue submissionsData ...
-- ARGV: at settledChannel webhookOwnerPrefix usagePrefix usageKeepDays ...
-- Then per job its SUBMITTED_JOB_KEYS (record reservation outcome) and its SUBMITTED_JOB_ARGS (jobId seq mode checkAt
-- submission updates), followed by its `updates` arguments.
-- layout: call
-- layout: submitted
-- include: update-record
-- include: record-group
-- include: settle
-- include: key-types
-- include: named
local shared = named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS))
local clash = key_type_clash({ shared.meta, 'hash', shared.seqJobs, 'hash', shared.submissionsDue, 'zset',
  shared.submissionsData, 'hash', shared.webhookEvents, 'stream' })
if clash then return redis.error_reply('KEYTYPE ' .. clash .. ' holds a value of another type (not ours); nothing written') end
key_types_remember()
local jobs = record_group(shared, SUBMITTED_JOB_KEYS, SUBMITTED_JOB_ARGS, #CALL_ARGS, #CALL_KEYS)
local track, data, untrack = {}, {}, {}
local function submitted (i, job)
  local raw, clash = record_group_read(i, job)
  if clash then return 'KEYTYPE' end
  if job.seq ~= '' and key_type_clash({ job.outcome, 'string' }) then return 'KEYTYPE' end
  local decoded, rec = pcall(job_decode, raw, job.record)
  if not decoded or (rec ~= nil and type(rec) ~= 'table') then return 'KEYTYPE' end
  local applied = update_record(job.at, { rec = rec }, job)
  if job.mode == 'track' then
    if applied == 1 then
      track[#track + 1] = job.checkAt
      track[#track + 1] = job.jobId
      data[#data + 1] = job.jobId
      data[#data + 1] = job.submission
    end
    return 'unsequenced'
  end
  untrack[#untrack + 1] = job.jobId
  if job.seq == '' then return 'unsequenced' end
  return settle_on_submit(job.record, job.reservation, shared.meta, shared.seqJobs, job.outcome, job.jobId, job.seq, shared.at, job)
end
local out = {}
for i, job in ipairs(jobs) do out[i] = submitted(i, job) end
if #untrack > 0 then
  redis.call('ZREM', shared.submissionsDue, unpack(untrack))
  redis.call('HDEL', shared.submissionsData, unpack(untrack))
end
if #track > 0 then
  redis.call('ZADD', shared.submissionsDue, unpack(track))
  redis.call('HSET', shared.submissionsData, unpack(data))
end
return out
