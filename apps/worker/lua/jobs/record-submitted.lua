-- The one write of 'submitted': the receipt's fields, then protocol's settle_on_submit in the same step, or,
-- for a submission the node accepted whose consensus is still to come, its tracking for the reconciler.
-- meta: topic meta; seqJobs: the topic's seq -> job index; outcome: the outcome the indexer may have left
-- for this sequence number; submissionsDue, submissionsData: the tracked submissions' schedule (sorted set) and
-- SubmitJob JSON, which job_write also reaches.
-- seq: '' when unknown; at: settle time; mode: 'track' (then checkAt, first look in epoch ms, and
-- submission, the SubmitJob JSON) or 'untrack'; update_record's arguments (status ttl flags ...) follow.
-- KEYS: record reservation meta seqJobs outcome pendingVersions tenantPending webhookEvents submissionsDue submissionsData
-- ARGV: jobId seq at mode checkAt submission settledChannel webhookOwnerPrefix ...
-- layout: call
-- include: update-record
-- include: settle
-- include: key-types
-- include: named
local t = named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS))
local clash = key_type_clash({ KEYS[1], 'string', KEYS[3], 'hash', KEYS[4], 'hash', KEYS[5], 'string', t.submissionsDue, 'zset', t.submissionsData, 'hash' })
if clash then return redis.error_reply('KEYTYPE ' .. clash .. ' holds a value of another type (not ours); nothing written') end
local applied = update_record(#CALL_ARGS + 1, nil, t)
if ARGV[4] == 'track' then
  if applied == 1 then
    redis.call('ZADD', t.submissionsDue, ARGV[5], ARGV[1])
    redis.call('HSET', t.submissionsData, ARGV[1], ARGV[6])
  end
  return 'unsequenced'
end
redis.call('ZREM', t.submissionsDue, ARGV[1])
redis.call('HDEL', t.submissionsData, ARGV[1])
if ARGV[2] == '' then return 'unsequenced' end
return settle_on_submit(KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], ARGV[1], ARGV[2], ARGV[3], t)
