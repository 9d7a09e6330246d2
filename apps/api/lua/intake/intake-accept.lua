-- One request of the single routes (intake.lua's intake_accept), its keys and arguments by name.
-- KEYS: idem record inscription pendingDeploy pendingSupply balances pendingDebits reservation topicMeta queueJob reservations tickerOwners pendingVersions tenantPending
-- ARGV: fingerprint recordJson recordTtl debitNeedsPrivate op tick amt account max lim jobId at staleMs tenant anyTicker tenantMaxBacklog usagePrefix usageKeepDays day holderSigned
-- layout: call
-- include: intake
-- include: named
return intake_accept(named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS))
