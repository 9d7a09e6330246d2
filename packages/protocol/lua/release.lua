-- include: decimal
-- include: pending-versions
-- release_reservation(key, t): undoes one job's reservation, once (a second call finds nothing), and returns
-- 1 when something was released, else 0. t: the topic's pendingVersions and tenantPending (pending-versions.lua). Scripts that settle a job (the indexer's commit step) call it to
-- release in the same atomic step that applies the message. It never fails: a reservation, or the key it
-- names, that is not a hash (not ours) is left alone (0).
local function release_reservation (key, t)
  if redis.call('TYPE', key).ok ~= 'hash' then return 0 end
  local r = redis.call('HMGET', key, 'kind', 'key', 'field', 'amt', 'index', 'jobId', 'tenant')
  if not r[1] or not r[2] then return 0 end
  local target = redis.call('TYPE', r[2]).ok
  if (target ~= 'none' and target ~= 'hash') or (r[1] ~= 'deploy' and not r[3]) then return 0 end
  if r[5] and redis.call('TYPE', r[5]).ok ~= 'zset' and redis.call('TYPE', r[5]).ok ~= 'none' then return 0 end
  redis.call('DEL', key)
  if r[5] and r[6] then redis.call('ZREM', r[5], r[6]) end
  if r[5] and r[7] then tenant_pending_add(t, r[7], -1) end
  if r[1] == 'deploy' then
    redis.call('DEL', r[2])
    return 1
  end
  local left = dec_sub(redis.call('HGET', r[2], r[3]) or '0', r[4])
  if left == '0' then redis.call('HDEL', r[2], r[3]) else redis.call('HSET', r[2], r[3], left) end
  if r[5] then pending_bump(t, r[2]) end
  return 1
end
