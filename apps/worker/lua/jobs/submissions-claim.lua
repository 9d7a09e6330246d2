-- Takes the submissions due at `now` (at most `limit`): forgets those whose record has moved on, pushes
-- the others to `leaseUntil`, and returns the number claimed, then (job id, transaction id, topic id,
-- SubmitJob JSON) per submission waiting for consensus. `recordStem`: a job record key without the id
-- (the id is escaped as protocol's keySegment escapes it).
-- KEYS: due data
-- ARGV: now limit leaseUntil recordStem
-- include: key-segment
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local out = { #ids }
for _, id in ipairs(ids) do
  local raw = redis.call('GET', ARGV[4] .. key_segment(id))
  local rec = nil
  if raw then
    local ok, decoded = pcall(cjson.decode, raw)
    if ok and type(decoded) == 'table' then rec = decoded end
  end
  local status = rec and rec.status
  if rec == nil or status == 'confirmed' or status == 'invalid' or status == 'failed' or (status == 'submitted' and rec.sequenceNumber) then
    redis.call('ZREM', KEYS[1], id)
    redis.call('HDEL', KEYS[2], id)
  else
    redis.call('ZADD', KEYS[1], ARGV[3], id)
    if status == 'submitted' and rec.transactionId then
      out[#out + 1] = id
      out[#out + 1] = rec.transactionId
      out[#out + 1] = rec.topicId or ''
      out[#out + 1] = redis.call('HGET', KEYS[2], id) or ''
    end
  end
end
return out
