-- include: job-record
-- withdraw_job(record, at, u): the tombstone of a request the api answered "not accepted" (ADR 036): its record
-- becomes `failed` NOT_ACCEPTED with the same TTL, so a late BullMQ add of the job finds a final record and the
-- worker never sends it. Written as it is, not through job_write: nobody was told of the job, so nothing is
-- published and no webhook hears of it. A missing record stays missing. With `u` (usage.lua's usagePrefix and
-- usageKeepDays), the tenant's usage takes the acceptance back (a queued record names a transaction only when the
-- holder signed it); without, the caller's run never counted it (usage_discard).
local function withdraw_job (record, at, u)
  local rec = job_read(record)
  if not rec then return end
  if u and rec.status == 'queued' then
    usage_add(u, rec.tenant, usage_day(rec.createdAt), rec.ticker, 'a', -1)
    if rec.transactionId then usage_add(u, rec.tenant, usage_day(rec.createdAt), rec.ticker, 'h', -1) end
  end
  rec.status = 'failed'
  rec.errorCode = 'NOT_ACCEPTED'
  rec.errorMessage = 'The api answered that this request was not accepted; it is never sent'
  rec.updatedAt = at
  redis.call('SET', record, cjson.encode(rec), 'KEEPTTL')
end
-- the tombstone a retry with the same Idempotency-Key replaces
local function withdrawn (rec)
  return rec ~= nil and rec.status == 'failed' and rec.errorCode == 'NOT_ACCEPTED'
end
-- whether a worker has taken the job: its record moved on from `queued` (the worker's first write is its pin step). A
-- job BullMQ no longer holds may be one that ran and was removed when it completed: an undo leaves such a job alone
-- as it leaves one BullMQ holds
local function withdraw_taken (record)
  local rec = job_read(record)
  return rec ~= nil and rec.status ~= 'queued' and not withdrawn(rec)
end
