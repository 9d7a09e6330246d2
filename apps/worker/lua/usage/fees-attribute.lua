-- Counts the network fees of the operator's transactions on one topic (or, with txPrefix '', of those on no topic of
-- ours) into the usage hashes, in one step with the cursor that says which are counted (worker ADR 054): a transaction
-- at or before the cursor is skipped, so a page read again (the meter died before it moved on) counts nothing twice. A
-- transaction is its job's when the topic's tx index (txPrefix .. transaction id) names a job whose record
-- (recordPrefix .. job id) reads: the record's tenant (`default` when it has none) and ticker ('' when none); any other
-- goes to the tenant `unattributed` with ticker ''. A transaction whose `owner` the caller already knows (a tenant
-- topic's creation, named by its creation marker) is that tenant's, ticker ''. Each transaction adds its fee to
-- the usage hash usagePrefix .. tenant (key segment) .. ':' .. its day, fields ticker .. '|' .. feeCode (tinybar) and
-- ticker .. '|' .. usdCode (nano-USD), through protocol's usage_add (usage.lua), so the hash expires as every usage
-- hash does. The page's index entries and records are read with one MGET each, and its counts written once per hash and
-- field.
-- KEYS: cursor
-- ARGV: usagePrefix usageKeepDays txPrefix recordPrefix unattributed feeCode usdCode ...
-- Then per transaction, in consensus order, the `fee` layout: at (consensus timestamp, `seconds.nanos` with 9 digits)
-- txId (the SDK's form) tinybar nanoUsd day (UTC, of its consensus time) owner (a tenant, or '': its tx index says).
-- Returns { counted, tenant, day, tinybar, ... }: how many transactions it counted, and the tinybar it added per
-- tenant and day (unattributed included).
-- layout: call
-- layout: fee
-- include: job-record
-- include: named
local a = named(ARGV, CALL_ARGS)
local last = redis.call('GET', KEYS[1]) or ''
-- timestamps of one form: the longer is the later, else the greater
local function later (x, y) return #x > #y or (#x == #y and x > y) end
-- the transactions above the cursor, in order
local fresh = {}
for base = #CALL_ARGS, #ARGV - 1, #FEE_TX do
  local tx = FEE_TX_AT(ARGV, base)
  if last == '' or later(tx.at, last) then
    fresh[#fresh + 1] = tx
    last = tx.at
  end
end
-- the page's tx index entries, then the records they name: one MGET each per chunk, not two GETs a transaction (a key
-- of another type reads as nil)
local CHUNK = 4000 -- keys per MGET (unpack's stack limit is 8000)
local function mget (keys)
  local out = {}
  for i = 1, #keys, CHUNK do
    local part = redis.pcall('MGET', unpack(keys, i, math.min(i + CHUNK - 1, #keys)))
    for j = 1, math.min(CHUNK, #keys - i + 1) do out[i + j - 1] = type(part) == 'table' and part[j] or false end
  end
  return out
end
local owners = {}
if a.txPrefix ~= '' and #fresh > 0 then
  local txKeys = {}
  for i, tx in ipairs(fresh) do txKeys[i] = a.txPrefix .. key_segment(tx.txId) end
  local jobs = mget(txKeys)
  local recordKeys, named = {}, {}
  for i, job in ipairs(jobs) do
    if type(job) == 'string' then
      recordKeys[#recordKeys + 1] = a.recordPrefix .. key_segment(job)
      named[#recordKeys] = i
    end
  end
  for j, raw in ipairs(mget(recordKeys)) do
    local ok, rec = pcall(job_decode, raw, recordKeys[j])
    if ok and type(rec) == 'table' then owners[named[j]] = rec end
  end
end
-- the page's counts add up per hash and field: one HINCRBY each (usage_defer, usage_flush)
usage_defer()
local sums, order = {}, {}
local counted = 0
for i, tx in ipairs(fresh) do
  local rec = tx.owner ~= '' and { tenant = tx.owner } or owners[i]
  local tenant, ticker = a.unattributed, ''
  if rec then
    tenant = (rec.tenant == nil or rec.tenant == '') and 'default' or rec.tenant
    ticker = rec.ticker or ''
  end
  usage_add(a, tenant, tx.day, ticker, a.feeCode, tonumber(tx.tinybar))
  usage_add(a, tenant, tx.day, ticker, a.usdCode, tonumber(tx.nanoUsd))
  local sum = tenant .. '\n' .. tx.day
  if not sums[sum] then
    sums[sum] = 0
    order[#order + 1] = { tenant, tx.day, sum }
  end
  sums[sum] = sums[sum] + tonumber(tx.tinybar)
  counted = counted + 1
end
usage_flush()
if counted > 0 then redis.call('SET', KEYS[1], last) end
local out = { tostring(counted) }
for _, o in ipairs(order) do
  local n = #out
  out[n + 1], out[n + 2], out[n + 3] = o[1], o[2], string.format('%d', sums[o[3]])
end
return out
