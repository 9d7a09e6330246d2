-- One bounded step of the chunked reservation check (ADR 032): ZSCAN the topic's reservation index from
-- `cursor` (about `count` entries) and read each reservation. A few hundred entries per call keep each call
-- well under a millisecond, whatever the number of live reservations.
-- reservations: the topic's reservation index; before, after: a reservation key split around the (escaped)
-- job id. Returns { next cursor, entries (flat: jobId, kind, key, field, amt per reservation), dangling ids
-- (index entries whose reservation is gone) }.
-- KEYS: reservations
-- ARGV: cursor count before after
-- include: key-segment
local scan = redis.call('ZSCAN', KEYS[1], ARGV[1], 'COUNT', ARGV[2])
local entries, dangling, items = {}, {}, scan[2]
for i = 1, #items, 2 do
  local jobId = items[i]
  local r = redis.call('HMGET', ARGV[3] .. key_segment(jobId) .. ARGV[4], 'kind', 'key', 'field', 'amt')
  if not r[1] then
    dangling[#dangling + 1] = jobId
  else
    entries[#entries + 1] = jobId
    entries[#entries + 1] = r[1]
    entries[#entries + 1] = r[2] or ''
    entries[#entries + 1] = r[3] or ''
    entries[#entries + 1] = r[4] or '0'
  end
end
return { scan[1], entries, dangling }
