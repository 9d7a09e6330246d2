-- One operation checked as the single routes admit it (intake.lua's intake_accept), with nothing left behind:
-- what it reserved and the record it wrote are undone in the same step, as an atomic batch undoes a refused one
-- (a holder's prepare, api ADR 040: checked against the ledger now, reserved only when the signed transaction comes).
-- KEYS: idem record inscription pendingDeploy pendingSupply balances pendingDebits reservation topicMeta queueJob reservations tickerOwners
-- ARGV: entry fingerprint idemTtl recordJson recordTtl debitNeedsPrivate op tick amt account max lim jobId at staleMs tenant anyTicker tenantMaxBacklog
-- Returns { 'OK' } or intake_accept's refusal.
-- include: intake
-- include: release
local out = intake_accept(KEYS, ARGV)
if out[1] == 'OK' then
  redis.call('DEL', KEYS[2])
  release_reservation(KEYS[8])
  if ARGV[7] == 'deploy' and ARGV[16] ~= 'default' then redis.call('HDEL', KEYS[12], ARGV[8]) end
end
return out
