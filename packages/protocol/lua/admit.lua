-- Admission of one operation (admission.lua's ledger_admit) as a script of its own.
-- KEYS: inscription pendingDeploy pendingSupply balances pendingDebits reservation reservations pendingVersions tenantPending
-- ARGV: op tick amt account max lim jobId at
-- layout: call
-- include: admission
-- include: named
return ledger_admit(named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS))
