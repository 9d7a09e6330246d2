-- include: key-segment
-- include: usage
-- job_read(key), job_decode(raw, key), job_write(key, rec, t, quiet): a job record is ONE JSON string (ADR 003). Every writer changes
-- records inside a script through these two, so updates stay atomic; the creator sets the TTL, later
-- writers keep it. t holds what job_write reaches besides the record, by the names of script-keys.ts
-- (JOB_WRITE_KEYS, JOB_WRITE_ARGS), all of the record's topic, in its slot (ADR 027): job_write publishes a
-- record that is terminal on t.settledChannel (jobSettledChannel) and, when the record has an `owner` with
-- webhook endpoints (the set t.webhookOwnerPrefix .. the owner as a key segment: topicWebhookOwnerKey, the owner's
-- endpoint ids copied into the topic), appends { job, status, owner } to the stream t.webhookEvents
-- (WEBHOOK_EVENTS_MAX entries).
-- A settled record whose message is on the topic (terminal, with a sequence number) is stored compact
-- (ADR 033): a JSON array of strings in the order of JOB_COMPACT (JOB_RECORD_COMPACT_FIELDS in job-record-compact.ts), '' for
-- an absent field, led by the form's version '2'; `createdAt` as epoch ms and the other times as ms after it
-- (`updatedAt` '' when it is `confirmedAt`); no `message`, `runningHash`, `id`, `topicId`, `traceparent` or `owner`
-- (the topic and the mirror hold the first two by sequence number, the key names the next two; the owner's
-- webhooks heard of the job as it settled). A record
-- whose times are not the api's ISO form stays whole. The published text stays whole, so a waiter needs no
-- mirror read. job_read gives back the long names of any form (the queued form below too). Settling with a sequence
-- number also drops what only an unsettled job needs, its reconciler entries (t.submissionsDue, t.submissionsData);
-- its tx index entry (transactionKey) stays until it expires with the record, for the ledger's history to name the
-- job of a message (ADR 044). redis.pcall leaves a key of another type alone. The record forms' field names are
-- job-record-compact.ts' and job-record-queued.ts'; a test keeps them equal.
local JOB_COMPACT = { 'status', 'op', 'ticker', 'requestId', 'attempts', 'transactionId', 'sequenceNumber',
  'consensusTimestamp', 'errorCode', 'errorMessage', 'createdAt', 'updatedAt', 'submittedAt', 'confirmedAt',
  'tenant', 'fingerprint' }
local JOB_TIMES = { updatedAt = true, submittedAt = true, confirmedAt = true }
-- A record the api creates (ADR 042) is a JSON array of strings in the order of JOB_QUEUED (JOB_RECORD_QUEUED_FIELDS in
-- job-record-queued.ts), '' for an absent field, led by '3'; `createdAt` as epoch ms. `status` is queued, `attempts` 0,
-- `updatedAt` is `createdAt`, `op` and `ticker` are the message's `op` and `tick`, `id` and `topicId` the key's.
local JOB_QUEUED = { 'message', 'requestId', 'createdAt', 'transactionId', 'owner', 'tenant', 'traceparent', 'fingerprint' }
-- `2026-01-02T03:04:05.678Z` -> epoch ms (days from the civil date), nil for any other form
local function job_iso_ms (s)
  local y, mo, d, h, mi, se, ms = string.match(s, '^(%d%d%d%d)%-(%d%d)%-(%d%d)T(%d%d):(%d%d):(%d%d)%.(%d%d%d)Z$')
  if not y then return nil end
  y, mo = tonumber(y), tonumber(mo)
  if mo <= 2 then y = y - 1 end
  local era = math.floor(y / 400)
  local yoe = y - era * 400
  local doy = math.floor((153 * ((mo + 9) % 12) + 2) / 5) + tonumber(d) - 1
  local days = era * 146097 + yoe * 365 + math.floor(yoe / 4) - math.floor(yoe / 100) + doy - 719468
  return (((days * 24 + tonumber(h)) * 60 + tonumber(mi)) * 60 + tonumber(se)) * 1000 + tonumber(ms)
end
local function job_ms_iso (ms)
  local seconds = math.floor(ms / 1000)
  local days = math.floor(seconds / 86400)
  local rest = seconds - days * 86400
  local z = days + 719468
  local era = math.floor(z / 146097)
  local doe = z - era * 146097
  local yoe = math.floor((doe - math.floor(doe / 1460) + math.floor(doe / 36524) - math.floor(doe / 146096)) / 365)
  local doy = doe - (365 * yoe + math.floor(yoe / 4) - math.floor(yoe / 100))
  local mp = math.floor((5 * doy + 2) / 153)
  local d = doy - math.floor((153 * mp + 2) / 5) + 1
  local mo = mp < 10 and mp + 3 or mp - 9
  local y = yoe + era * 400 + (mo <= 2 and 1 or 0)
  return string.format('%04d-%02d-%02dT%02d:%02d:%02d.%03dZ', y, mo, d, math.floor(rest / 3600),
    math.floor(rest / 60) % 60, rest % 60, ms - seconds * 1000)
end
-- job_decode(raw, key): the record of the stored text `raw` (false or nil: none) under `key`, in its long names
local function job_decode (raw, key)
  if not raw then return nil end
  local rec = cjson.decode(raw)
  if type(rec) ~= 'table' then return rec end
  if rec[1] == '3' then
    local long = { id = string.match(key, ':job:([^:]*)$'), status = 'queued', attempts = '0' }
    long.topicId = long.id and string.match(long.id, '^(%d+%.%d+%.%d+)_')
    for i, name in ipairs(JOB_QUEUED) do
      local value = rec[i + 1]
      if value ~= nil and value ~= '' then long[name] = value end
    end
    long.createdAt = job_ms_iso(tonumber(long.createdAt))
    long.updatedAt = long.createdAt
    local ok, message = pcall(cjson.decode, long.message or '')
    if ok and type(message) == 'table' then long.op, long.ticker = message.op, message.tick end
    return long
  end
  if rec[1] ~= '2' then return rec end
  local long = { id = string.match(key, ':job:([^:]*)$') }
  local created = tonumber(rec[12])
  for i, name in ipairs(JOB_COMPACT) do
    local value = rec[i + 1]
    if value ~= nil and value ~= '' then
      if name == 'createdAt' then value = job_ms_iso(created)
      elseif JOB_TIMES[name] then value = job_ms_iso(created + tonumber(value)) end
      long[name] = value
    end
  end
  long.updatedAt = long.updatedAt or long.confirmedAt
  return long
end
local function job_read (key)
  return job_decode(redis.call('GET', key), key)
end
-- the compact text of a settled record, or nil when its times are not all in the api's ISO form
local function job_compact (rec)
  local created = job_iso_ms(rec.createdAt or '')
  if not created then return nil end
  local out = { '2' }
  for i, name in ipairs(JOB_COMPACT) do
    local value = rec[name]
    if value == nil then value = ''
    elseif name == 'createdAt' then value = string.format('%.0f', created)
    elseif JOB_TIMES[name] then
      local at = job_iso_ms(value)
      if not at then return nil end
      value = (name == 'updatedAt' and value == rec.confirmedAt) and '' or string.format('%.0f', at - created)
    end
    out[i + 1] = tostring(value)
  end
  return cjson.encode(out)
end
-- Whether an owner has webhook endpoints, asked once per script run (nothing in a run adds or removes endpoints).
local job_owner_hooks = {}
local function job_owner_has_hooks (key)
  local known = job_owner_hooks[key]
  if known == nil then
    known = redis.call('EXISTS', key) == 1
    job_owner_hooks[key] = known
  end
  return known
end
-- A script run that settles many jobs (the indexer's page) calls job_write_defer() first: job_write then holds back
-- the reconciler cleanups and the publications of the run, and job_write_flush() (which the run calls before it
-- returns) sends them once: one ZREM and one HDEL per topic for every settled job's reconciler entries, and one
-- PUBLISH per channel, of the record's text when the run settled one job, else of a JSON array of the texts
-- (jobSettledChannel says so), and the usage counts of the run's settlements add up (usage_defer, usage_flush). Nothing in
-- such a run reads those entries after job_write.
local job_held = nil
local function job_write_defer ()
  job_held = { lists = {}, order = {} }
  usage_defer()
end
local function job_hold (command, key, value)
  local list = job_held.lists[command .. ' ' .. key]
  if list == nil then
    list = { command = command, key = key, values = {} }
    job_held.lists[command .. ' ' .. key] = list
    job_held.order[#job_held.order + 1] = list
  end
  list.values[#list.values + 1] = value
end
local JOB_FLUSH_CHUNK = 4000 -- arguments per command (unpack's stack limit is 8000)
local function job_write_flush ()
  usage_flush()
  if job_held == nil then return end
  local held = job_held
  job_held = { lists = {}, order = {} }
  for _, list in ipairs(held.order) do
    if list.command == 'PUBLISH' then
      redis.call('PUBLISH', list.key, #list.values == 1 and list.values[1] or cjson.encode(list.values))
    else
      -- redis.pcall leaves a key of another type alone
      for i = 1, #list.values, JOB_FLUSH_CHUNK do
        redis.pcall(list.command, list.key, unpack(list.values, i, math.min(i + JOB_FLUSH_CHUNK - 1, #list.values)))
      end
    end
  end
end
-- `quiet`: the record was terminal already before this write (a writer filling in what it knows of a settled job):
-- whoever settled it published it and told its webhooks, so this write tells nobody again
-- the usage counter (usage.lua) of each terminal status
local JOB_USAGE_CODE = { confirmed = 'c', invalid = 'i', failed = 'f' }
local function job_write (key, rec, t, quiet)
  local text = cjson.encode(rec)
  local terminal = rec.status == 'confirmed' or rec.status == 'invalid' or rec.status == 'failed'
  local compact = terminal and rec.sequenceNumber and job_compact(rec)
  if compact then
    redis.call('SET', key, compact, 'KEEPTTL')
  else
    redis.call('SET', key, text, 'KEEPTTL')
  end
  if terminal and rec.id and not quiet then
    -- the tenant's usage counts the job's settlement in the step that writes it (t.usagePrefix, t.usageKeepDays)
    usage_add(t, rec.tenant, usage_day(rec.updatedAt), rec.ticker, JOB_USAGE_CODE[rec.status], 1)
    -- settled from the topic (a sequence number): the reconciler has nothing left to do; a `failed` one without keeps
    -- its entries, since its message may still reach the topic, which settles it then
    if rec.sequenceNumber then
      if job_held then
        job_hold('ZREM', t.submissionsDue, rec.id)
        job_hold('HDEL', t.submissionsData, rec.id)
      else
        redis.pcall('ZREM', t.submissionsDue, rec.id)
        redis.pcall('HDEL', t.submissionsData, rec.id)
      end
    end
    if job_held then job_hold('PUBLISH', t.settledChannel, text) else redis.call('PUBLISH', t.settledChannel, text) end
    -- the owner's part of the key is escaped as topicWebhookOwnerKey escapes it (keySegment)
    if rec.owner and job_owner_has_hooks(t.webhookOwnerPrefix .. key_segment(rec.owner)) then
      redis.call('XADD', t.webhookEvents, 'MAXLEN', '~', '100000', '*',
        'job', rec.id, 'status', rec.status, 'owner', rec.owner)
    end
  end
end
