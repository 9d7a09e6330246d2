-- include: key-types
-- pending_bump(t, totals): counts one more change to the reserved total `totals` (pending supply, or one tick's
-- pending debits) of a topic, in the topic's hash t.pendingVersions (keys.ts pendingVersionsKey; t: the names of
-- script-keys.ts RESERVATION_TOTALS_KEYS, given by the caller): field = the totals key, value = changes so far
-- (steps that changed it, for a run that called pending_bump_once).
-- The indexer's chunked reservation check (ADR 032) compares a total only if its count did not move while it
-- walked the reservations. Same hash tag as the reservation index: the same slot on a cluster.
-- The check needs only that a step which changed a total moved its count: a script run that changes totals many
-- times (the api's group or batch) calls pending_bump_once() first, and each total is then bumped once per run.
local pending_bumped = nil
local function pending_bump_once ()
  pending_bumped = {}
end
local function pending_bump (t, totals)
  if pending_bumped ~= nil then
    if pending_bumped[totals] then return end
    pending_bumped[totals] = true
  end
  if key_type_clash({ t.pendingVersions, 'hash' }) then return end
  redis.call('HINCRBY', t.pendingVersions, totals, 1)
end
-- tenant_pending_add(t, tenant, delta): the live reservations of a tenant on the topic, in t.tenantPending
-- (keys.ts tenantPendingKey; field = tenant): what the api's per-tenant backlog quota reads (api ADR 031).
-- Changed in the same steps as the reservations themselves.
local function tenant_pending_add (t, tenant, delta)
  if key_type_clash({ t.tenantPending, 'hash' }) then return end
  if redis.call('HINCRBY', t.tenantPending, tenant, delta) <= 0 then redis.call('HDEL', t.tenantPending, tenant) end
end
