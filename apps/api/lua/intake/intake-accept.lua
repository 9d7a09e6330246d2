-- One request of the single routes (intake.lua's intake_accept).
-- KEYS: idem record inscription pendingDeploy pendingSupply balances pendingDebits reservation topicMeta queueJob reservations tickerOwners
-- ARGV: entry fingerprint idemTtl recordJson recordTtl debitNeedsPrivate op tick amt account max lim jobId at staleMs tenant anyTicker tenantMaxBacklog
-- include: intake
return intake_accept(KEYS, ARGV)
