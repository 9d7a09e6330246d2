-- include: key-types
-- pending_bump(index, totals): counts one more change to the reserved total `totals` (pending supply, or one
-- tick's pending debits) of the topic whose reservation index is `index` (`<topic>:reservations`), in the hash
-- `<topic>:pending-versions` (keys.ts pendingVersionsKey): field = the totals key, value = changes so far (steps
-- that changed it, for a run that called pending_bump_once).
-- The indexer's chunked reservation check (ADR 032) compares a total only if its count did not move while it
-- walked the reservations. Same hash tag as the index: the same slot on a cluster.
-- The check needs only that a step which changed a total moved its count: a script run that changes totals many
-- times (the api's group or batch) calls pending_bump_once() first, and each total is then bumped once per run.
local PENDING_INDEX_SUFFIX = ':reservations'
local pending_bumped = nil
local function pending_bump_once ()
  pending_bumped = {}
end
local function pending_bump (index, totals)
  if pending_bumped ~= nil then
    if pending_bumped[totals] then return end
    pending_bumped[totals] = true
  end
  if string.sub(index, -#PENDING_INDEX_SUFFIX) ~= PENDING_INDEX_SUFFIX then return end
  local versions = string.sub(index, 1, -#PENDING_INDEX_SUFFIX - 1) .. ':pending-versions'
  if key_type_clash({ versions, 'hash' }) then return end
  redis.call('HINCRBY', versions, totals, 1)
end
-- tenant_pending_add(index, tenant, delta): the live reservations of a tenant on the topic whose reservation index
-- is `index`, in `<topic>:tenant-pending` (keys.ts tenantPendingKey; field = tenant): what the api's per-tenant
-- backlog quota reads (api ADR 031). Changed in the same steps as the reservations themselves.
local function tenant_pending_add (index, tenant, delta)
  if string.sub(index, -#PENDING_INDEX_SUFFIX) ~= PENDING_INDEX_SUFFIX then return end
  local counts = string.sub(index, 1, -#PENDING_INDEX_SUFFIX - 1) .. ':tenant-pending'
  if key_type_clash({ counts, 'hash' }) then return end
  if redis.call('HINCRBY', counts, tenant, delta) <= 0 then redis.call('HDEL', counts, tenant) end
end
