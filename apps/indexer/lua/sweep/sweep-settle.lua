-- Settles a job from the topic once the sweep learned its sequence number from the mirror (protocol's
-- settle_on_submit: indexes it while the indexer is behind, settles from the outcome once it passed).
-- outcome: the outcome the indexer may have left for that sequence number; at: settle time.
-- KEYS: record reservation meta seqJobs outcome pendingVersions tenantPending webhookEvents submissionsDue submissionsData
-- ARGV: jobId seq at settledChannel webhookOwnerPrefix usagePrefix usageKeepDays
-- layout: call
-- include: release
-- include: job-record
-- include: settle
-- include: named
local t = named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS))
return settle_on_submit(t.record, t.reservation, t.meta, t.seqJobs, t.outcome, t.jobId, t.seq, t.at, t)
