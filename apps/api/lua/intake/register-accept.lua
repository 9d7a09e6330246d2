-- One registry listing (POST /api/topics/{topicId}/register): a job that reserves nothing, recorded on the registry
-- topic. intake.lua's intake_claim (the Idempotency-Key, a record already under the id), then the registry topic's
-- halt, then the record (one JSON string, created with its TTL).
-- KEYS: idem record topicMeta queueJob
-- ARGV: fingerprint recordJson recordTtl staleMs usagePrefix usageKeepDays day
-- A listing's record names no tenant: its acceptance is the `default` tenant's usage (usage.lua), without a ticker.
-- Returns { 'OK' } | { 'REPLAY', jobId } | { 'PENDING' } | { 'STALE', jobId } | { 'MISMATCH' } | { 'KEY_REUSED' }
--       | { 'TOPIC_HALTED' } | { 'KEY_TYPE_CLASH' }
-- layout: call
-- include: intake
-- include: named
local k, a = named(KEYS, CALL_KEYS), named(ARGV, CALL_ARGS)
if key_type_clash({ k.topicMeta, 'hash' }) then return { 'KEY_TYPE_CLASH' } end
local ended, tomb = intake_claim(k, a)
if ended then return ended end
if intake_meta(k.topicMeta, 'halted') then return { 'TOPIC_HALTED' } end
if tomb then redis.call('SET', k.record, a.recordJson, 'EX', a.recordTtl) else redis.call('SET', k.record, a.recordJson, 'EX', a.recordTtl, 'NX') end
usage_add(a, 'default', a.day, '', 'a', 1)
return { 'OK' }
