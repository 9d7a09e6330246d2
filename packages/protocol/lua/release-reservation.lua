-- Release: undoes one job's reservation, once. Called when the job fails (worker); the indexer releases
-- through release_reservation inside its commit step. Returns 1 when something was released, else 0.
-- KEYS: reservation pendingVersions tenantPending
-- ARGV:
-- layout: call
-- include: release
-- include: named
local k = named(KEYS, CALL_KEYS)
return release_reservation(k.reservation, k)
