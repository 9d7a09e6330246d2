-- Admission of one operation (admission.lua's ledger_admit) as a script of its own.
-- KEYS: inscription pendingDeploy pendingSupply balances pendingDebits reservation reservations
-- ARGV: op tick amt account max lim jobId at
-- include: admission
return ledger_admit(KEYS, ARGV)
