-- The reservation invariant of one topic, read in one atomic step: for every totals hash (pending supply,
-- pending debits of each tick), each field must equal the sum of the live reservations that name it.
-- reservations: the topic's reservation index; before, after: a reservation key split around the (escaped)
-- job id; then the totals hashes. Returns { live, dangling ids (JSON), differences (JSON [key, field,
-- stored, derived]) }; `stored` is '' for a field a reservation names in a hash not listed.
-- KEYS: reservations
-- ARGV: before after ...
-- include: decimal
-- include: key-segment
local sums, live, dangling = {}, 0, {}
for _, jobId in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local r = redis.call('HMGET', ARGV[1] .. key_segment(jobId) .. ARGV[2], 'kind', 'key', 'field', 'amt')
  if not r[1] then
    dangling[#dangling + 1] = jobId
  else
    live = live + 1
    if r[1] ~= 'deploy' then
      sums[r[2]] = sums[r[2]] or {}
      sums[r[2]][r[3]] = dec_add(sums[r[2]][r[3]], r[4])
    end
  end
end
local diffs = {}
for i = 3, #ARGV do
  local key = ARGV[i]
  local derived = sums[key] or {}
  local stored = redis.call('HGETALL', key)
  for j = 1, #stored, 2 do
    local field, value = stored[j], stored[j + 1]
    local want = derived[field] or '0'
    if dec_cmp(value, want) ~= 0 then diffs[#diffs + 1] = { key, field, value, want } end
    derived[field] = nil
  end
  for field, want in pairs(derived) do diffs[#diffs + 1] = { key, field, '0', want } end
  sums[key] = nil
end
for key, fields in pairs(sums) do
  for field, want in pairs(fields) do diffs[#diffs + 1] = { key, field, '', want } end
end
return { live, cjson.encode(dangling), cjson.encode(diffs) }
