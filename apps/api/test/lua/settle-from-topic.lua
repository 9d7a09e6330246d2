-- The indexer's settlement of one job from the topic (protocol's settle_from_topic), on its own.
-- KEYS: record reservation pendingVersions tenantPending webhookEvents submissionsDue submissionsData
-- ARGV: outcome at settledChannel webhookOwnerPrefix usagePrefix usageKeepDays
-- layout: call
-- include: settle
-- include: named
local t = named(ARGV, CALL_ARGS, 0, named(KEYS, CALL_KEYS))
return settle_from_topic(t.record, t.reservation, cjson.decode(t.outcome), t.at, t)
