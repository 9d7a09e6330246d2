-- job_read(key), job_write(key, rec): a job record is ONE JSON string (ADR 003). Every writer changes
-- records inside a script through these two, so updates stay atomic; the creator sets the TTL, later
-- writers keep it. job_write publishes a record that is terminal on protocol's jobSettledChannel
-- (`<topic stem>:job-settled`, derived from the record key: `<topic stem>:job:<id>`) and, when the
-- record has an `owner` with webhook endpoints (`<topic stem>:webhooks:<owner>`, the owner's endpoint ids
-- copied into the topic), appends { job, status, owner } to the topic's webhook stream
-- (`<topic stem>:webhook-events`, WEBHOOK_EVENTS_MAX entries): all in the record's slot (ADR 027).
-- job.ts and webhooks.ts hold the same names; a test keeps them equal.
local function job_read (key)
  local raw = redis.call('GET', key)
  if not raw then return nil end
  return cjson.decode(raw)
end
local function job_write (key, rec)
  local text = cjson.encode(rec)
  redis.call('SET', key, text, 'KEEPTTL')
  if rec.status == 'confirmed' or rec.status == 'invalid' or rec.status == 'failed' then
    local stem = string.match(key, '^(.*):job:[^:]*$')
    if stem then
      redis.call('PUBLISH', stem .. ':job-settled', text)
      if rec.owner and redis.call('EXISTS', stem .. ':webhooks:' .. rec.owner) == 1 then
        redis.call('XADD', stem .. ':webhook-events', 'MAXLEN', '~', '100000', '*',
          'job', rec.id, 'status', rec.status, 'owner', rec.owner)
      end
    end
  end
end
