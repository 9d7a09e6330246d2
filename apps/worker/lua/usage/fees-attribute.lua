-- Counts the network fees of the operator's transactions on one topic (or, with txPrefix '', of those on no topic of
-- ours) into the usage hashes, in one step with the cursor that says which are counted (worker ADR 054): a
-- transaction at or before the cursor is skipped, so a page read again (the meter died before it moved on) counts
-- nothing twice. A transaction is its job's when the topic's tx index (txPrefix .. transaction id) names a job whose
-- record (recordPrefix .. job id) reads: the record's tenant (`default` when it has none) and ticker ('' when none);
-- any other goes to the tenant `unattributed` with ticker ''. Each transaction adds its fee to the usage hash
-- usagePrefix .. tenant (key segment) .. ':' .. its day, fields ticker .. '|' .. feeCode (tinybar) and ticker .. '|'
-- .. usdCode (nano-USD), through protocol's usage_add (usage.lua), so the hash expires as every usage hash does.
-- KEYS: cursor
-- ARGV: usagePrefix usageKeepDays txPrefix recordPrefix unattributed feeCode usdCode ...
-- Then per transaction, in consensus order, the `fee` layout: at (consensus timestamp, `seconds.nanos` with 9 digits)
-- txId (the SDK's form) tinybar nanoUsd day (UTC, of its consensus time).
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
local function owner_of (tx_id)
  if a.txPrefix == '' then return a.unattributed, '' end
  local job = redis.pcall('GET', a.txPrefix .. key_segment(tx_id))
  if type(job) ~= 'string' then return a.unattributed, '' end
  local ok, rec = pcall(job_read, a.recordPrefix .. key_segment(job))
  if not ok or type(rec) ~= 'table' then return a.unattributed, '' end
  local tenant = rec.tenant
  if tenant == nil or tenant == '' then tenant = 'default' end
  return tenant, rec.ticker or ''
end
local sums, order = {}, {}
local counted = 0
for base = #CALL_ARGS, #ARGV - 1, #FEE_TX do
  local tx = FEE_TX_AT(ARGV, base)
  if last == '' or later(tx.at, last) then
    local tenant, ticker = owner_of(tx.txId)
    usage_add(a, tenant, tx.day, ticker, a.feeCode, tonumber(tx.tinybar))
    usage_add(a, tenant, tx.day, ticker, a.usdCode, tonumber(tx.nanoUsd))
    local sum = tenant .. '\n' .. tx.day
    if not sums[sum] then
      sums[sum] = 0
      order[#order + 1] = { tenant, tx.day, sum }
    end
    sums[sum] = sums[sum] + tonumber(tx.tinybar)
    counted = counted + 1
    last = tx.at
  end
end
if counted > 0 then redis.call('SET', KEYS[1], last) end
local out = { tostring(counted) }
for _, o in ipairs(order) do
  local n = #out
  out[n + 1], out[n + 2], out[n + 3] = o[1], o[2], string.format('%d', sums[o[3]])
end
return out
