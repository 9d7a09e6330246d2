-- The one atomic step of the indexer: a page's ledger writes, its checkpoint, its history and invalid entries and
-- its job settlements in a single Lua script, so a restart neither skips nor double-applies a message.
-- Fencing: the script writes nothing unless the caller still holds the topic lease and the stored
-- checkpoint is the one the page was computed from. A paused indexer whose lease lapsed, or a second
-- copy racing it, gets 'lost' / 'stale' back and must reload instead of writing.
-- Validate first, write last: Redis keeps the writes a failed script made before it failed, so every
-- key the script will write (or read with a typed command) is type-checked before the first write. A
-- ledger key of another type (someone else's key under our prefix) answers {'wrongtype', key, type}
-- with nothing written; a job record or reservation that is not ours is left alone ('unreadable').
-- Keys are passed in the JSON payload rather than KEYS[]: the job keys are only known per page
-- (commit-script.ts' CommitPayload). Every one of them carries the topic's hash tag (ADR 027), so the
-- script stays in one Redis Cluster slot; KEYS[1], the topic's meta key (also in the payload), is there
-- only to route the call to that slot.
-- Returns {'ok', then (seq, jobId, via, result, since, was, requestId, traceparent) per message} | {'lost'} | {'stale'}
--   | {'halted'} | {'wrongtype', key, type}.
-- KEYS: meta
-- ARGV: payload
-- include: release
-- include: job-record
-- include: settle
-- include: key-types
-- include: key-segment
local p = cjson.decode(ARGV[1])
local clash = key_type_clash({ p.lockKey, 'string', p.metaKey, 'hash' })
if clash == p.lockKey then return {'lost'} end
if clash then return {'wrongtype', clash, 'hash'} end
if redis.call('GET', p.lockKey) ~= p.owner then return {'lost'} end
local meta = redis.call('HMGET', p.metaKey, 'lastSequence', 'halted', 'historyTop')
if meta[2] then return {'halted'} end
if (meta[1] or '0') ~= p.expectedLastSequence then return {'stale'} end

local types = { HSET = 'hash', HDEL = 'hash', SADD = 'set', ZADD = 'zset' }
local checked = {}
local function expect_type (key, want)
  if checked[key] == nil then
    if key_type_clash({ key, want }) then return {'wrongtype', key, want} end
    checked[key] = want
  elseif checked[key] ~= want then
    return {'wrongtype', key, want}
  end
  return nil
end
for _, op in ipairs(p.ops) do
  local want = types[op[1]]
  if not want then return redis.error_reply('commit: command not allowed') end
  local bad = expect_type(op[2], want)
  if bad then return bad end
end
local bad = expect_type(p.seqJobsKey, 'hash')
if bad then return bad end
for _, m in ipairs(p.messages) do
  bad = not m.txKey and expect_type(m.outcomeKey, 'string')
  if bad then return bad end
end
for _, entry in ipairs(p.appends) do
  bad = expect_type(entry[1], 'stream')
  if bad then return bad end
end
for _, h in ipairs(p.histories) do
  bad = expect_type(h.key, 'stream')
  if bad then return bad end
end
-- An account's history entries (ADR 044, ADR 050): its field of the ticker's accounts hash holds its newest entries
-- packed; when they outgrow chunkAt they are sealed into the chunk field `<account>#<n>` of the same hash and the
-- field starts again as `<n>:<last sealed>|`. One HMGET and one HSET per ticker and page, whatever the accounts hold.
-- A page written again after a checkpoint reset (a re-index: the histories hold entries up to the meta's historyTop,
-- past the page's start) adds only entries after the last one each account holds.
local chunk_at = tonumber(p.chunkAt)
local history_top = tonumber(meta[3] or '0')
local reindex = tonumber(p.expectedLastSequence) < history_top
-- the sequence number of the last packed entry, found from the end (a pattern unanchored at the start would try
-- every position of the value)
local function last_seq (packed)
  local at = #packed
  while at > 0 and string.byte(packed, at) ~= 44 do at = at - 1 end
  return tonumber(string.match(packed, '^%d+', at + 1))
end
local function after_seq (packed, floor)
  if tonumber(string.match(packed, '^(%d+)')) > floor then return packed end
  local kept = {}
  for part in string.gmatch(packed, '[^,]+') do
    if tonumber(string.match(part, '^(%d+)')) > floor then kept[#kept + 1] = part end
  end
  return table.concat(kept, ',')
end
local account_writes = {}
for _, t in ipairs(p.accountHistory) do
  bad = expect_type(t.hash, 'hash')
  if bad then return bad end
  local fields = {}
  for i = 1, #t.accounts, 2 do fields[#fields + 1] = t.accounts[i] end
  local held = redis.call('HMGET', t.hash, unpack(fields))
  local set = {}
  for i = 1, #t.accounts, 2 do
    local account, packed, before = t.accounts[i], t.accounts[i + 1], held[(i + 1) / 2]
    local chunks, top, live = 0, 0, before or ''
    if before then
      local n, sealed, rest = string.match(before, '^(%d+):(%d+)|(.*)$')
      if n then chunks, top, live = tonumber(n), tonumber(sealed), rest end
      if reindex then packed = after_seq(packed, live ~= '' and last_seq(live) or top) end
    end
    if packed ~= '' then
      local entries = live ~= '' and (live .. ',' .. packed) or packed
      if #entries > chunk_at then
        chunks, top = chunks + 1, last_seq(entries)
        set[#set + 1] = account .. '#' .. chunks
        set[#set + 1] = entries
        entries = ''
      end
      set[#set + 1] = account
      set[#set + 1] = chunks > 0 and (chunks .. ':' .. top .. '|' .. entries) or entries
    end
  end
  if #set > 0 then account_writes[#account_writes + 1] = { hash = t.hash, set = set } end
end

-- The page's jobs are found before anything is written, with one command each for all of the page's messages: their
-- tx index entries (MGET: an entry of another type reads as none, and the commit never writes one), the worker's
-- seq -> job entries (HMGET of the hash checked above), then the records of the jobs found (MGET; a record that
-- reads as none is read again alone when settled, which tells an absent record from one that is not ours).
local READ_CHUNK = 4000 -- arguments per command (unpack's stack limit is 8000)
local function read_chunked (command, key, list)
  local out = {}
  for i = 1, #list, READ_CHUNK do
    local part = key and redis.call(command, key, unpack(list, i, math.min(i + READ_CHUNK - 1, #list)))
      or redis.call(command, unpack(list, i, math.min(i + READ_CHUNK - 1, #list)))
    for _, v in ipairs(part) do out[#out + 1] = v end
  end
  return out
end
local tx_keys, tx_at, seqs = {}, {}, {}
for i, m in ipairs(p.messages) do
  if m.txKey and m.txPayer == m.outcome.payer then
    tx_keys[#tx_keys + 1] = m.txKey
    tx_at[i] = #tx_keys
  end
  seqs[i] = m.outcome.sequenceNumber
end
local tx_jobs = #tx_keys > 0 and read_chunked('MGET', nil, tx_keys) or {}
local indexed = #seqs > 0 and read_chunked('HMGET', p.seqJobsKey, seqs) or {}
local found, job_keys, unindex = {}, {}, {}
for i in ipairs(p.messages) do
  local jobId, via = tx_at[i] and tx_jobs[tx_at[i]] or nil, 'none'
  if jobId then via = 'transactionId' end
  if indexed[i] then
    unindex[#unindex + 1] = seqs[i]
    if not jobId then jobId, via = indexed[i], 'sequenceNumber' end
  end
  if jobId then
    local jobKey = p.jobKeyParts[1] .. key_segment(jobId) .. p.jobKeyParts[2]
    found[i] = { id = jobId, via = via, key = jobKey }
    job_keys[#job_keys + 1] = jobKey
  end
end
local records = {}
if #job_keys > 0 then
  for i, raw in ipairs(read_chunked('MGET', nil, job_keys)) do
    if raw then records[job_keys[i]] = raw end
  end
end

for _, op in ipairs(p.ops) do redis.call(unpack(op)) end

-- Invalid and registry stream entries carry their message's sequence number as id, a ticker's history entry the
-- first of its page's entries: a page written again after a checkpoint was reset (a re-index) finds its entries
-- there already, and XADD's refusal of an id not above the last is ignored (a history entry keeps what lies after
-- the stream's last entry).
local function xadd (key, cap, id, fields)
  if cap then
    redis.pcall('XADD', key, 'MAXLEN', cap, id, unpack(fields))
  else
    redis.pcall('XADD', key, id, unpack(fields))
  end
end
local function xadd_history (key, packed)
  local added = redis.pcall('XADD', key, string.match(packed, '^(%d+)') .. '-0', 'e', packed)
  if type(added) == 'table' and added.err then
    local newest = redis.call('XREVRANGE', key, '+', '-', 'COUNT', 1)[1]
    local held = newest and newest[2][2] or ''
    packed = after_seq(packed, held ~= '' and last_seq(held) or 0)
    if packed ~= '' then redis.pcall('XADD', key, string.match(packed, '^(%d+)') .. '-0', 'e', packed) end
  end
end
for _, entry in ipairs(p.appends) do xadd(entry[1], entry[2] ~= '' and entry[2] or nil, entry[3], entry[4]) end
for _, h in ipairs(p.histories) do xadd_history(h.key, h.entries) end
for _, w in ipairs(account_writes) do redis.call('HSET', w.hash, unpack(w.set)) end

-- The single place where the indexer settles a job (ADR 019), in the same step that applied (or refused)
-- its message, so the reservation is never counted twice or not at all. The job is found by the message's
-- transaction id (only when the message's payer is that id's payer), else by the sequence number the
-- worker indexed from its own receipt. A message without transaction id that nothing claimed leaves its
-- outcome for a worker that learns its sequence number later. The page's releases, reconciler cleanups and
-- publications are written once for the page, before the step returns (release_flush, job_write_flush).
key_types_remember()
pending_bump_once()
release_defer()
job_write_defer()
local function match (i, m)
  local seq = m.outcome.sequenceNumber
  local job = found[i]
  if not job then
    if not m.txKey then redis.call('SET', m.outcomeKey, cjson.encode(m.outcome), 'EX', tonumber(p.outcomeTtl)) end
    return {seq, '', 'none', 'unmatched', '', '', '', ''}
  end
  local reservation = p.reservationKeyParts[1] .. key_segment(job.id) .. p.reservationKeyParts[2]
  -- a record read with the page's is used once: a second message of the same job (never expected) reads it again
  local raw = records[job.key]
  records[job.key] = nil
  local result, since, was, requestId, traceparent = settle_from_topic(job.key, reservation, m.outcome, p.at, p.reached, raw)
  return {seq, job.id, job.via, result, since, was, requestId, traceparent}
end

local out = {'ok'}
for i, m in ipairs(p.messages) do
  for _, v in ipairs(match(i, m)) do out[#out + 1] = v end
end
for i = 1, #unindex, READ_CHUNK do redis.call('HDEL', p.seqJobsKey, unpack(unindex, i, math.min(i + READ_CHUNK - 1, #unindex))) end
release_flush()
job_write_flush()
if #p.meta > 0 then redis.call('HSET', p.metaKey, unpack(p.meta)) end
if tonumber(p.lastSequence) > history_top then redis.call('HSET', p.metaKey, 'historyTop', p.lastSequence) end
return out
