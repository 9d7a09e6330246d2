-- include: named
-- A group of one topic's record writes (record-pin.lua, record-submitted.lua: the writes gathered together, group
-- commit). record_group(shared, jobKeys, jobArgs, a0, k0): the group's jobs from KEYS past k0 and ARGV past a0, each
-- its `jobKeys` and `jobArgs` by name (`updates` last: that many update_record arguments follow, from `job.at`), the
-- shared names reached through a metatable; the group's records are read with one MGET.
-- record_group_read(i, job): the i-th job's record text as that MGET read it, or read again alone when it read as
-- none (absent, or of another type) or when an earlier job of the group named the same record (a record read with the
-- group's is used once); `false, true` when the key holds another type.
local record_group_raws, record_group_seen = {}, {}
local function record_group (shared, jobKeys, jobArgs, a0, k0)
  local jobs, records = {}, {}
  local a, k = a0, k0
  while a < #ARGV do
    local job = named(ARGV, jobArgs, a, named(KEYS, jobKeys, k))
    job.at = a + #jobArgs + 1
    a = a + #jobArgs + tonumber(job.updates)
    k = k + #jobKeys
    jobs[#jobs + 1] = setmetatable(job, { __index = shared })
    records[#records + 1] = job.record
  end
  record_group_raws = redis.call('MGET', unpack(records))
  return jobs
end
local function record_group_read (i, job)
  local raw = record_group_raws[i]
  if not raw or record_group_seen[job.record] then
    raw = redis.pcall('GET', job.record)
    if type(raw) == 'table' and raw.err then return false, true end
  end
  record_group_seen[job.record] = true
  return raw, false
end
