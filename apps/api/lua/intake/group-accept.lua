-- A group of single-route requests in one atomic step (group commit, ADR 041): the api gathers the requests of one
-- topic that arrive within INTAKE_LINGER_US and runs the single route's own intake_accept once per request, in
-- order of arrival, so a later request sees what an earlier one reserved (a later mint past the supply is the one
-- refused). Each request keeps its own idempotency (its fingerprint, its record) and its own answer: a refused one
-- writes nothing and does not affect the others.
-- An error inside the step (a ledger value that is not a number, a command Redis refuses) fails the whole group:
-- what the requests before it reserved is released and their records become tombstones (as an enqueue that did
-- not happen, ADR 036), so every request of the group is answered 503 with nothing reserved and nothing enqueued.
-- KEYS: ...
-- ARGV: at ...
-- at: ISO time (a tombstone's updatedAt); then the requests in packed_operations' layout (the topic's and each
-- ticker's keys once, ADR 042).
-- Returns two strings per request, in order: its code (intake_accept's first reply) and the job id a REPLAY or
-- STALE names ('' otherwise); or { 'ERROR', message } when the step failed and nothing was left behind.
-- layout: call
-- include: intake
-- include: release
-- include: packed-operations
local own = named(ARGV, CALL_ARGS)
local out, accepted = {}, {}
-- the requests share their topic's keys (and a ticker's): each key's type, each ledger field admission reads and
-- each reserved total's version is asked once per group (admission.lua, pending-versions.lua); admission's writes of
-- the reserved totals, the ticker owners and the reservation index are held to the end of the group (admission_defer,
-- admission_flush): one HSET per totals key and one ZADD, not one each per request
key_types_remember()
admission_remember()
admission_defer()
pending_bump_once()
-- the group's usage counts add up per tenant, ticker and day: one HINCRBY each (usage_flush)
usage_defer()
local ops = packed_operations(KEYS, ARGV, #CALL_KEYS, #CALL_ARGS)
-- the requests' records, reservations and Idempotency-Key entries are new keys: one EXISTS for all
-- (intake_absent_all), not a TYPE each
local fresh = {}
for _, op in ipairs(ops) do
  fresh[#fresh + 1] = op.k.record
  fresh[#fresh + 1] = op.k.reservation
  if op.k.idem ~= op.k.record then fresh[#fresh + 1] = op.k.idem end
end
intake_absent_all(fresh)
for _, op in ipairs(ops) do
  local ok, reply = pcall(intake_accept, op.k, op.a)
  if not ok then
    -- release_reservation reads the totals and the index from Redis
    admission_flush()
    usage_discard()
    for _, done in ipairs(accepted) do
      withdraw_job(done.k.record, own.at)
      release_reservation(done.k.reservation, done.k)
      if done.a.op == 'deploy' and done.a.tenant ~= 'default' then redis.call('HDEL', done.k.tickerOwners, done.a.tick) end
    end
    return { 'ERROR', type(reply) == 'table' and tostring(reply.err) or tostring(reply) }
  end
  if reply[1] == 'OK' then accepted[#accepted + 1] = op end
  out[#out + 1] = reply[1]
  out[#out + 1] = reply[2] or ''
end
admission_flush()
usage_flush()
return out
