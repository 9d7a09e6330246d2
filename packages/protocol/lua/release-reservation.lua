-- Release: undoes one job's reservation, once. Called when the job fails (worker); the indexer releases
-- through release_reservation inside its commit step. Returns 1 when something was released, else 0.
-- KEYS: reservation
-- ARGV:
-- include: release
return release_reservation(KEYS[1])
