-- include: release
-- include: job-record
-- update_record(at, pre, t): the record is one JSON string (protocol's job-record.lua): read, change and write it
-- back inside the script, so concurrent writers (api, indexer) never interleave. Status only moves forward
-- (docs/internal-contracts.md): `ranks` is protocol's JOB_STATUS_RANK and TERMINAL_RANK its highest (a test
-- keeps them equal); a terminal status is never replaced by another one.
-- t.record, t.reservation: the record and the job's reservation in the projected ledger (released, in this same
-- step, when the job becomes 'failed': an operation that never reached the topic must not hold balance or supply;
-- flag 'k' keeps it when the message may be on the topic after all). ARGV from `at`: status, ttl, flags
-- ('f' fillIfBehind, 'k' keep the reservation, 'a' annotate: when the record is further but not terminal, the
-- fields are still written, its status left as it is: a job's lastError), then counted lists of fields,
-- base fields and cleared fields. `pre`: the record already read ({ rec = nil } for none). t also holds the names
-- release_reservation and job_write reach (protocol's script-keys.ts), given by the script's caller.
-- A record that was terminal before the write (the indexer settled it first, and the worker fills in what it
-- knows) is written quietly: whoever settled it published it and told its webhooks.
local TERMINAL_RANK = 3
local ranks = {["queued"]=0,["submitting"]=1,["submitted"]=2,["confirmed"]=3,["invalid"]=3,["failed"]=3}

-- One counted list of (name, value) pairs from ARGV[i]: each pair is written when `overwrite`, else only where
-- the record has no such field when `fill` (never `skip`). Returns the index after the list and whether the
-- record changed. The fields and the base fields are both such lists; they differ only in when they write.
local function update_record_fields (rec, i, overwrite, fill, skip)
  local changed = false
  local count = tonumber(ARGV[i]); i = i + 1
  for _ = 1, count do
    if overwrite or (fill and ARGV[i] ~= skip and rec[ARGV[i]] == nil) then
      rec[ARGV[i]] = ARGV[i + 1]
      changed = true
    end
    i = i + 2
  end
  return i, changed
end

local function update_record (at, pre, t)
  local new = ARGV[at]
  local ttl = tonumber(ARGV[at + 1])
  local fillIfBehind = string.find(ARGV[at + 2], 'f', 1, true) ~= nil
  local keepReservation = string.find(ARGV[at + 2], 'k', 1, true) ~= nil
  local annotate = string.find(ARGV[at + 2], 'a', 1, true) ~= nil
  local rec
  if pre then rec = pre.rec else rec = job_read(t.record) end
  local existed = rec ~= nil
  -- a note is for a job that has a record: it never creates one
  if annotate and not existed then return 0 end
  if not existed then rec = {} end
  local cur = rec.status
  local apply = true
  if cur then
    local cr, nr = ranks[cur], ranks[new]
    if cr ~= nil and (nr < cr or (nr == cr and nr >= TERMINAL_RANK and cur ~= new)) then apply = false end
  end
  local changed = apply or not existed
  if annotate and not apply and cur and (ranks[cur] or 0) >= TERMINAL_RANK then annotate = false end
  -- a writer behind a later one (the indexer) still fills in what it has not written, its updatedAt excepted
  local i, fields_changed = update_record_fields(rec, at + 3, apply or annotate, fillIfBehind, 'updatedAt')
  local base_changed
  i, base_changed = update_record_fields(rec, i, false, true, nil)
  changed = changed or fields_changed or base_changed
  local nclear = tonumber(ARGV[i]); i = i + 1
  for _ = 1, nclear do
    if apply then rec[ARGV[i]] = nil end
    i = i + 1
  end
  if apply then rec.status = new end
  if apply and new == 'failed' and not keepReservation and t.reservation ~= '' then release_reservation(t.reservation, t) end
  if not existed then redis.call('SET', t.record, cjson.encode(rec), 'EX', ttl)
  elseif changed then job_write(t.record, rec, t, cur ~= nil and (ranks[cur] or 0) >= TERMINAL_RANK) end
  if apply then return 1 end
  return 0
end
