-- include: release
-- include: job-record
-- How a job settles from the topic (ADR 019, settlement.ts):
-- Both take t, the names release_reservation and job_write reach (script-keys.ts: RESERVATION_TOTALS_KEYS,
-- JOB_WRITE_KEYS, JOB_WRITE_ARGS).
-- - `settle_from_topic(jobKey, reservationKey, outcome, at, t, raw)` → `result, since, was, requestId, traceparent`: moves the job record
--   to the outcome's status (`confirmed`/`invalid`) with its sequence number, consensus time and running
--   hash, and releases the job's reservation. A `failed` record yields (the topic wins; `attempts` and the
--   last error stay, except that `invalid` writes the rule's error). A `confirmed`/`invalid` one is kept.
--   Never settles from another writer's message: the record's `sequenceNumber` (from its receipt) must be
--   the outcome's, and its transaction id's payer the message's payer, else `mismatch` and nothing is written.
--   `result` is `settled`, `kept:<status>`, `missing` (no record: the reservation is released), `mismatch`
--   or `unreadable` (the record key holds something that is not a record: nothing is written);
--   `since` is the record's `submittedAt` (else `createdAt`); `was` its status before; `requestId` for the logs;
--   `traceparent` the accepting request's (for the confirmation span: a settled record is compact and keeps none, ADR 033).
-- - `settle_on_submit(jobKey, reservationKey, metaKey, seqJobsKey, outcomeKey, jobId, seq, at, t)`: the
--   worker's part once its receipt named `seq`. While the indexer's checkpoint is below `seq`, indexes
--   `seq → jobId` for the indexer (`indexed`); once it passed, settles from the outcome the indexer left
--   (deleted once used), or answers `passed` when there is none (the transaction id matched, or it expired).
local function tx_payer (txId)
  return string.match(txId or '', '^([^@]+)@') or ''
end
local function settle_from_topic (jobKey, reservationKey, o, at, t, raw)
  -- a record that is not ours (another type, not JSON) is left alone: reading it must not fail the step. `raw`: the
  -- record's text when the caller read it already (a page's records, read together), else it is read here
  if raw == nil then
    raw = redis.pcall('GET', jobKey)
    if type(raw) == 'table' and raw.err then return 'unreadable', '', '', '', '' end
  end
  local readable, rec = pcall(job_decode, raw, jobKey)
  if not readable or (rec ~= nil and type(rec) ~= 'table') then return 'unreadable', '', '', '', '' end
  if not rec or not rec.status then
    release_reservation(reservationKey, t)
    return 'missing', '', '', '', ''
  end
  if (rec.sequenceNumber and rec.sequenceNumber ~= o.sequenceNumber)
    or (rec.transactionId and tx_payer(rec.transactionId) ~= o.payer) then
    return 'mismatch', '', rec.status, rec.requestId or '', ''
  end
  release_reservation(reservationKey, t)
  if rec.status == 'confirmed' or rec.status == 'invalid' then return 'kept:' .. rec.status, '', rec.status, rec.requestId or '', '' end
  local since = rec.submittedAt or rec.createdAt or ''
  local was = rec.status
  -- a `failed` job the topic settles after all is counted as what the topic made of it, no longer as failed
  if was == 'failed' then usage_add(t, rec.tenant, usage_day(rec.updatedAt), rec.ticker, 'f', -1) end
  rec.status = o.status
  rec.sequenceNumber = o.sequenceNumber
  rec.consensusTimestamp = o.consensusTimestamp
  rec.runningHash = o.runningHash
  rec.confirmedAt = at
  rec.updatedAt = at
  if o.status == 'invalid' then
    rec.errorCode = o.errorCode
    rec.errorMessage = o.errorMessage
  end
  job_write(jobKey, rec, t)
  return 'settled', since, was, rec.requestId or '', rec.traceparent or ''
end
local function settle_on_submit (jobKey, reservationKey, metaKey, seqJobsKey, outcomeKey, jobId, seq, at, t)
  local last = tonumber(redis.call('HGET', metaKey, 'lastSequence') or '0')
  if last < tonumber(seq) then
    redis.call('HSET', seqJobsKey, seq, jobId)
    return 'indexed'
  end
  local raw = redis.call('GET', outcomeKey)
  if not raw then return 'passed' end
  local result = settle_from_topic(jobKey, reservationKey, cjson.decode(raw), at, t)
  if result ~= 'mismatch' then redis.call('DEL', outcomeKey) end
  return result
end
