// The reservation scripts shared by the api (admit), the worker (release on failure) and the indexer
// (release when a job settles). Their keys come from keys.ts; with a `{hash-tag}` prefix every key sits
// in one Cluster slot, which the scripts rely on: they reach keys whose names are stored in a reservation.

// Exact decimal arithmetic in Lua: Redis Lua numbers are doubles, exact only to 2^53, and HCS-20
// amounts have up to 18 digits. Values are split into 9-digit halves, each exact as a double.
const LUA_DECIMAL = `
local function split (s)
  if s == false or s == nil or s == '' then return 0, 0 end
  local n = #s
  if n <= 9 then return 0, tonumber(s) end
  return tonumber(string.sub(s, 1, n - 9)), tonumber(string.sub(s, n - 8))
end
local function join (hi, lo)
  if hi > 0 then return string.format('%d%09d', hi, lo) end
  return string.format('%d', lo)
end
local function dec_add (a, b)
  local ah, al = split(a)
  local bh, bl = split(b)
  local lo = al + bl
  local carry = math.floor(lo / 1000000000)
  return join(ah + bh + carry, lo - carry * 1000000000)
end
-- a - b, clamped at zero (a release never takes more than it reserved, but a stray call must not go negative)
local function dec_sub (a, b)
  local ah, al = split(a)
  local bh, bl = split(b)
  local hi, lo = ah - bh, al - bl
  if lo < 0 then lo = lo + 1000000000; hi = hi - 1 end
  if hi < 0 then return '0' end
  return join(hi, lo)
end
local function dec_cmp (a, b)
  local ah, al = split(a)
  local bh, bl = split(b)
  if ah ~= bh then return ah < bh and -1 or 1 end
  if al ~= bl then return al < bl and -1 or 1 end
  return 0
end
`

/**
 * Lua source defining `key_type_clash(pairs)`: for a flat list of key, type pairs (`'hash'`, `'string'`,
 * `'zset'`, `'set'`, `'list'`), the first key that exists with another type, or nil. A script calls it on
 * every key it will write before its first write: Redis keeps the writes a failed script made before it
 * failed, so a WRONGTYPE in the middle of a script would leave half of them behind. A clash means a key
 * that is not ours sits under our prefix.
 */
export const LUA_KEY_TYPES = `
local function key_type_clash (pairs)
  for i = 1, #pairs, 2 do
    local t = redis.call('TYPE', pairs[i]).ok
    if t ~= 'none' and t ~= pairs[i + 1] then return pairs[i] end
  end
  return nil
end
`

/** What {@link ADMIT_SCRIPT} returns when one of its keys holds another type (someone else's key). */
export const KEY_TYPE_CLASH = 'KEY_TYPE_CLASH'

/**
 * Admission: checks one operation against the projected state (confirmed state plus what accepted,
 * unconfirmed jobs reserved) and reserves its effect, in one atomic step. Returns 'OK' or an error code.
 *
 * KEYS: 1 inscription, 2 pending deploy, 3 pending supply, 4 balances, 5 pending debits, 6 reservation,
 *       7 the topic's reservation index ({@link topicReservationsKey}).
 * ARGV: 1 op, 2 tick, 3 amt ('' for deploy), 4 account debited ('' unless transfer/burn),
 *       5 max (deploy), 6 lim (deploy, '' if none), 7 jobId, 8 admission time (ms since the epoch).
 * Every key is checked to be of its type (or absent) before anything is written: else {@link KEY_TYPE_CLASH}.
 *
 * Reservations have no TTL (ADR 019): a reservation that expired on its own would leave its amount in the
 * totals. Each is indexed by admission time; the indexer's sweep releases those whose job is gone or whose
 * message provably never reached the topic.
 */
export const ADMIT_SCRIPT = `${LUA_DECIMAL}${LUA_KEY_TYPES}
if key_type_clash({ KEYS[1], 'hash', KEYS[2], 'hash', KEYS[3], 'hash', KEYS[4], 'hash', KEYS[5], 'hash', KEYS[6], 'hash', KEYS[7], 'zset' }) then
  return '${KEY_TYPE_CLASH}'
end
local op, tick, amt, account = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
if redis.call('EXISTS', KEYS[6]) == 1 then return 'OK' end
local function reserve (kind, key, field, value)
  redis.call('HSET', KEYS[6], 'kind', kind, 'key', key, 'field', field, 'amt', value, 'index', KEYS[7], 'jobId', ARGV[7])
  redis.call('ZADD', KEYS[7], ARGV[8], ARGV[7])
end
if op == 'deploy' then
  if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then return 'TICKER_EXISTS' end
  redis.call('HSET', KEYS[2], 'max', ARGV[5], 'lim', ARGV[6], 'jobId', ARGV[7])
  reserve('deploy', KEYS[2], '', '0')
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
  reserve('supply', KEYS[3], tick, amt)
  return 'OK'
end
-- transfer and burn debit the confirmed balance minus what pending debits already hold
if not max and redis.call('EXISTS', KEYS[2]) == 0 then return 'TICKER_NOT_FOUND' end
local balance = redis.call('HGET', KEYS[4], account)
local held = redis.call('HGET', KEYS[5], account)
if dec_cmp(dec_add(held, amt), balance or '0') > 0 then return 'INSUFFICIENT_BALANCE' end
redis.call('HSET', KEYS[5], account, dec_add(held, amt))
reserve('debit', KEYS[5], account, amt)
return 'OK'
`

/**
 * Lua source defining `release_reservation(key)`: undoes one job's reservation, once (a second call
 * finds nothing), and returns 1 when something was released, else 0. Scripts that settle a job
 * (the indexer's commit step) embed it to release in the same atomic step that applies the message.
 * It never fails: a reservation, or the key it names, that is not a hash (not ours) is left alone (0).
 */
export const LUA_RELEASE_FUNCTION = `${LUA_DECIMAL}
local function release_reservation (key)
  if redis.call('TYPE', key).ok ~= 'hash' then return 0 end
  local r = redis.call('HMGET', key, 'kind', 'key', 'field', 'amt', 'index', 'jobId')
  if not r[1] or not r[2] then return 0 end
  local target = redis.call('TYPE', r[2]).ok
  if (target ~= 'none' and target ~= 'hash') or (r[1] ~= 'deploy' and not r[3]) then return 0 end
  if r[5] and redis.call('TYPE', r[5]).ok ~= 'zset' and redis.call('TYPE', r[5]).ok ~= 'none' then return 0 end
  redis.call('DEL', key)
  if r[5] and r[6] then redis.call('ZREM', r[5], r[6]) end
  if r[1] == 'deploy' then
    redis.call('DEL', r[2])
    return 1
  end
  local left = dec_sub(redis.call('HGET', r[2], r[3]) or '0', r[4])
  if left == '0' then redis.call('HDEL', r[2], r[3]) else redis.call('HSET', r[2], r[3], left) end
  return 1
end
`

/**
 * Release: undoes one job's reservation, once. Called when the job fails (worker); the indexer
 * releases through {@link LUA_RELEASE_FUNCTION} inside its commit step.
 * KEYS: 1 reservation. Returns 1 when something was released, else 0.
 */
export const RELEASE_SCRIPT = `${LUA_RELEASE_FUNCTION}
return release_reservation(KEYS[1])
`
