-- One operation checked as the single routes admit it (intake.lua's intake_accept), with nothing left behind:
-- what it reserved and the record it wrote are undone in the same step, as an atomic batch undoes a refused one
-- (a holder's prepare, api ADR 040: checked against the ledger now, reserved only when the signed transaction comes).
-- KEYS: idem record inscription pendingDeploy pendingSupply balances pendingDebits reservation topicMeta queueJob reservations tickerOwners pendingVersions tenantPending
-- ARGV: fingerprint recordJson recordTtl debitNeedsPrivate op tick amt account max lim jobId at staleMs tenant anyTicker tenantMaxBacklog usagePrefix usageKeepDays day holderSigned
-- Returns { 'OK' } or intake_accept's refusal.
-- layout: call
-- include: intake
-- include: release
-- include: named
local k, a = named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS)
-- nothing is admitted: its usage count is held and never written
usage_defer()
local out = intake_accept(k, a)
if out[1] == 'OK' then
  redis.call('DEL', k.record)
  release_reservation(k.reservation, k)
  if a.op == 'deploy' and a.tenant ~= 'default' then redis.call('HDEL', k.tickerOwners, a.tick) end
end
return out
