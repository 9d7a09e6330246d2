// The ledger's Redis layout and the reservation scripts shared by the api (admit), the worker
// (release on failure) and the indexer (release when a job settles). Keys of one topic share the
// `${prefix}:topic:${topicId}` stem; with a `{hash-tag}` prefix every key sits in one Cluster slot,
// which the scripts rely on: they reach keys whose names are stored in a reservation.

/** Stem of every key of one topic. */
export function topicKey (prefix: string, topicId: string): string {
  return `${prefix}:topic:${topicId}`
}

/** Hash: `private` ('1'|'0'), `lastSequence`, `lastRunningHash`, `lastConsensusTimestamp`, `halted`, … */
export function topicMetaKey (prefix: string, topicId: string): string {
  return `${topicKey(prefix, topicId)}:meta`
}

/** Set of the ticks deployed on the topic. */
export function topicTicksKey (prefix: string, topicId: string): string {
  return `${topicKey(prefix, topicId)}:ticks`
}

/** Capped list (newest first) of JSON records of the messages the rules rejected. */
export function topicRejectedKey (prefix: string, topicId: string): string {
  return `${topicKey(prefix, topicId)}:rejected`
}

/** String: the id of the indexer instance that holds the topic's lease. */
export function topicLockKey (prefix: string, topicId: string): string {
  return `${topicKey(prefix, topicId)}:lock`
}

/** Hash: the confirmed inscription (name, max, lim, metadata, deployer, supply, deploySequence, deployedAt, holders). */
export function inscriptionKey (prefix: string, topicId: string, tick: string): string {
  return `${topicKey(prefix, topicId)}:tick:${tick}`
}

/** Hash: account → confirmed balance (decimal string); accounts at zero are removed. */
export function balancesKey (prefix: string, topicId: string, tick: string): string {
  return `${inscriptionKey(prefix, topicId, tick)}:balances`
}

/** Sorted set: account scored by balance, for paging holders (the balances hash is the exact value). */
export function holdersKey (prefix: string, topicId: string, tick: string): string {
  return `${inscriptionKey(prefix, topicId, tick)}:holders`
}

/** String written by the worker: transaction id (`0.0.2@1700000000.000000001`) → job id. */
export function transactionKey (prefix: string, transactionId: string): string {
  return `${prefix}:tx:${transactionId}`
}

/** Hash: a deploy accepted but not yet on the ledger: `max`, `lim`, `jobId`. */
export function pendingDeployKey (prefix: string, topicId: string, tick: string): string {
  return `${inscriptionKey(prefix, topicId, tick)}:pending-deploy`
}

/** Hash: tick → supply reserved by accepted, unconfirmed mints. */
export function pendingSupplyKey (prefix: string, topicId: string): string {
  return `${topicKey(prefix, topicId)}:pending-supply`
}

/** Hash: account → amount reserved by accepted, unconfirmed transfers and burns. */
export function pendingDebitsKey (prefix: string, topicId: string, tick: string): string {
  return `${inscriptionKey(prefix, topicId, tick)}:pending-debits`
}

/**
 * Hash: what one job reserved (`kind`, `key`, `field`, `amt`, `index`, `jobId`), so that releasing it undoes
 * exactly that, once. It has no TTL: it lives until its job settles, fails for sure, or the indexer's sweep
 * releases it (ADR 019), so an amount can never stay behind in the reserved totals.
 */
export function reservationKey (prefix: string, jobId: string): string {
  return `${prefix}:reservation:${jobId}`
}

/** Sorted set: job id → admission time (ms) of every live reservation on the topic; the sweep walks it by age. */
export function topicReservationsKey (prefix: string, topicId: string): string {
  return `${topicKey(prefix, topicId)}:reservations`
}

/**
 * Hash: sequence number → job id, written by the worker from the receipt of its own pinned transaction
 * while the indexer has not reached that sequence number; the indexer settles the job and removes it.
 */
export function topicSequenceJobsKey (prefix: string, topicId: string): string {
  return `${topicKey(prefix, topicId)}:seq-jobs`
}

/**
 * String (JSON, TTL): what the rules made of a message that carried no transaction id and that no job
 * claimed when the indexer applied it; a worker that learns this sequence number later settles from it.
 */
export function topicOutcomeKey (prefix: string, topicId: string, sequenceNumber: number | string): string {
  return `${topicKey(prefix, topicId)}:outcome:${sequenceNumber}`
}

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
 * Admission: checks one operation against the projected state (confirmed state plus what accepted,
 * unconfirmed jobs reserved) and reserves its effect, in one atomic step. Returns 'OK' or an error code.
 *
 * KEYS: 1 inscription, 2 pending deploy, 3 pending supply, 4 balances, 5 pending debits, 6 reservation,
 *       7 the topic's reservation index ({@link topicReservationsKey}).
 * ARGV: 1 op, 2 tick, 3 amt ('' for deploy), 4 account debited ('' unless transfer/burn),
 *       5 max (deploy), 6 lim (deploy, '' if none), 7 jobId, 8 admission time (ms since the epoch).
 *
 * Reservations have no TTL (ADR 019): a reservation that expired on its own would leave its amount in the
 * totals. Each is indexed by admission time; the indexer's sweep releases those whose job is gone or whose
 * message provably never reached the topic.
 */
export const ADMIT_SCRIPT = `${LUA_DECIMAL}
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
 */
export const LUA_RELEASE_FUNCTION = `${LUA_DECIMAL}
local function release_reservation (key)
  local r = redis.call('HMGET', key, 'kind', 'key', 'field', 'amt', 'index', 'jobId')
  if not r[1] then return 0 end
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
