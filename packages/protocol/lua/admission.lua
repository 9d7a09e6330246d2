-- include: decimal
-- include: key-types
-- include: pending-versions
-- ledger_admit(KEYS, ARGV): checks one operation against the projected state (confirmed state plus what
-- accepted, unconfirmed jobs reserved) and reserves its effect. Returns 'OK' or an error code.
-- KEYS: 1 inscription, 2 pending deploy, 3 pending supply, 4 balances, 5 pending debits, 6 reservation,
--       7 the topic's reservation index. ARGV: 1 op, 2 tick, 3 amt ('' for deploy), 4 account debited
--       ('' unless transfer/burn), 5 max (deploy), 6 lim (deploy, '' if none), 7 jobId, 8 admission time (ms),
--       9 (optional) the tenant the reservation counts for ('' or absent: none; api ADR 031).
-- Every key is checked to be of its type (or absent) before anything is written: else 'KEY_TYPE_CLASH'.
-- Reservations have no TTL (ADR 019); each is indexed by admission time for the indexer's sweep.
local function admission_reserve (KEYS, ARGV, kind, key, field, value)
  redis.call('HSET', KEYS[6], 'kind', kind, 'key', key, 'field', field, 'amt', value, 'index', KEYS[7], 'jobId', ARGV[7])
  redis.call('ZADD', KEYS[7], ARGV[8], ARGV[7])
  if kind ~= 'deploy' then pending_bump(KEYS[7], key) end
  if ARGV[9] and ARGV[9] ~= '' then
    redis.call('HSET', KEYS[6], 'tenant', ARGV[9])
    tenant_pending_add(KEYS[7], ARGV[9], 1)
  end
end
local function ledger_admit (KEYS, ARGV)
  if key_type_clash({ KEYS[1], 'hash', KEYS[2], 'hash', KEYS[3], 'hash', KEYS[4], 'hash', KEYS[5], 'hash', KEYS[6], 'hash', KEYS[7], 'zset' }) then
    return 'KEY_TYPE_CLASH'
  end
  local op, tick, amt, account = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
  if redis.call('EXISTS', KEYS[6]) == 1 then return 'OK' end
  if op == 'deploy' then
    if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then return 'TICKER_EXISTS' end
    redis.call('HSET', KEYS[2], 'max', ARGV[5], 'lim', ARGV[6], 'jobId', ARGV[7])
    admission_reserve(KEYS, ARGV, 'deploy', KEYS[2], '', '0')
    return 'OK'
  end
  local confirmed = redis.call('HMGET', KEYS[1], 'max', 'lim', 'supply')
  local max, lim, supply = confirmed[1], confirmed[2], confirmed[3]
  if op == 'mint' then
    if not max then
      local pending = redis.call('HMGET', KEYS[2], 'max', 'lim')
      if not pending[1] then return 'TICKER_NOT_FOUND' end
      max, lim, supply = pending[1], pending[2], '0'
    end
    if lim and lim ~= '' and dec_cmp(amt, lim) > 0 then return 'LIMIT_EXCEEDED' end
    local reserved = redis.call('HGET', KEYS[3], tick)
    if dec_cmp(dec_add(dec_add(supply, reserved), amt), max) > 0 then return 'SUPPLY_EXCEEDED' end
    redis.call('HSET', KEYS[3], tick, dec_add(reserved, amt))
    admission_reserve(KEYS, ARGV, 'supply', KEYS[3], tick, amt)
    return 'OK'
  end
  -- transfer and burn debit the confirmed balance minus what pending debits already hold
  if not max and redis.call('EXISTS', KEYS[2]) == 0 then return 'TICKER_NOT_FOUND' end
  local balance = redis.call('HGET', KEYS[4], account)
  local held = redis.call('HGET', KEYS[5], account)
  if dec_cmp(dec_add(held, amt), balance or '0') > 0 then return 'INSUFFICIENT_BALANCE' end
  redis.call('HSET', KEYS[5], account, dec_add(held, amt))
  admission_reserve(KEYS, ARGV, 'debit', KEYS[5], account, amt)
  return 'OK'
end
