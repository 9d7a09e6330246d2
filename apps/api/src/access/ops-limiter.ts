import type { Redis } from 'ioredis'
import { keySegment, luaScript, replies } from '@hcs/protocol'
import { AppError, orQueueUnavailable } from '../http/errors.js'
import type { Caller } from './auth.js'

export interface OpsLimiter {
  /**
   * Spends `operations` of the caller's budgets (its key's, its tenant's), or throws 429 RATE_LIMITED with
   * Retry-After and the RateLimit headers of the budget that refused; 400 VALIDATION_FAILED when `operations` is
   * more than one second of a budget (it could never pass).
   */
  take: (caller: Caller, operations: number) => Promise<void>
  /** How many keys and tenants this process keeps state for: the ones used within the last few seconds. */
  held: () => number
}

export interface OpsLimiterOptions {
  /** Shares each key's and tenant's budget with every api process through this Redis (OPS_LIMIT_STORE=redis); absent: this process alone. */
  redis?: Redis
  /** `${REDIS_PREFIX}`: the buckets live in the access slot, `${prefix}:{access}:ops:<key id>` and `…:tenant-ops:<tenant>`. */
  prefix?: string
  now?: () => number
}

/** One budget a caller spends from: its rate per second and the tokens its bucket holds (what Redis last said). */
interface Budget { name: 'key' | 'tenant', rate: number, tokens: number }

// lua/access/ops-lease.lua: up to `want` tokens from the key's and the tenant's shared buckets, exactly what it grants,
// and up to `ahead` more from what both hold beyond one second of their rate
const leaseScript = luaScript({
  name: 'hcsOpsLease',
  file: new URL('../../lua/access/ops-lease.lua', import.meta.url),
  keys: ['bucket', 'tenantBucket'],
  args: ['rate', 'room', 'tenantRate', 'tenantRoom', 'want', 'ahead'],
  reply: (raw) => {
    const [granted = '0', tokens = '', tenantTokens = ''] = replies.strings(raw)
    return { granted: Number(granted), tokens: tokens === '' ? undefined : Number(tokens), tenantTokens: tenantTokens === '' ? undefined : Number(tenantTokens) }
  }
})

/** A lease is spent within this long, else given up (a key gone quiet keeps nothing back). */
const LEASE_MS = 1000
/**
 * How often a process forgets the keys that went quiet: a lease older than LEASE_MS is worth nothing, and a bucket
 * untouched for a second has refilled, which is what a key never seen starts with. Without this, every key id ever
 * used would stay in memory for the process's life.
 */
const FORGET_EVERY_MS = 10_000

/** Calls `forget` with the time at most every FORGET_EVERY_MS, from the calls of `take`. */
function forgetting (now: () => number, forget: (t: number) => void): () => void {
  let last = now()
  return () => {
    const t = now()
    if (t - last < FORGET_EVERY_MS) return
    last = t
    forget(t)
  }
}

/**
 * 429 from the budget that refused: the one whose bucket needs longest to hold `operations`. RateLimit-* as the
 * IETF draft (RateLimit-Limit, -Remaining, -Reset in seconds, RateLimit-Policy `<limit>;w=1`).
 */
function rateLimited (budgets: Budget[], operations: number): AppError {
  const waitS = (b: Budget): number => Math.max(0, operations - b.tokens) / b.rate
  const refusing = budgets.reduce((a, b) => (waitS(b) > waitS(a) ? b : a))
  const seconds = Math.max(1, Math.ceil(waitS(refusing)))
  const whose = refusing.name === 'key' ? 'This key' : "This key's tenant"
  return new AppError('RATE_LIMITED', 429, 'Too Many Requests', {
    detail: `${whose} may submit ${refusing.rate} operations per second; retry in ${seconds} s`,
    headers: {
      'retry-after': String(seconds),
      'ratelimit-limit': String(refusing.rate),
      'ratelimit-remaining': String(Math.max(0, Math.floor(refusing.tokens))),
      'ratelimit-reset': String(seconds),
      'ratelimit-policy': `${refusing.rate};w=1`
    }
  })
}

function overBudget (budgets: Budget[], operations: number): AppError {
  const least = budgets.reduce((a, b) => (b.rate < a.rate ? b : a))
  return new AppError('VALIDATION_FAILED', 400, 'Bad Request', {
    detail: `${operations} operations are more than ${least.name === 'key' ? 'this key' : "this key's tenant"} may submit in a second (${least.rate}): split them`
  })
}

/** The budgets a caller spends from, full; empty for a caller without any (operator keys, the default tenant). */
function budgetsOf (caller: Caller): Budget[] {
  const budgets: Budget[] = []
  if (caller.opsPerSecond !== undefined) budgets.push({ name: 'key', rate: caller.opsPerSecond, tokens: caller.opsPerSecond })
  if (caller.tenantOpsPerSecond !== undefined) budgets.push({ name: 'tenant', rate: caller.tenantOpsPerSecond, tokens: caller.tenantOpsPerSecond })
  return budgets
}

/**
 * The room a shared bucket holds beyond one second of its rate, which is all a lease ahead may take: a hundredth of a
 * second for budgets of 1,000 a second and more, none below (there every request asks Redis: one call per round trip
 * and process, however many wait, see {@link createOpsLimiter}).
 */
function roomOf (rate: number): number {
  return rate >= 1000 ? Math.floor(rate / 100) : 0
}

/** Tokens a lease asks for ahead of demand: the smaller budget's room. */
function aheadOf (budgets: Budget[]): number {
  return Math.min(...budgets.map((b) => roomOf(b.rate)))
}

/** What one process holds of a key's budgets, and the callers waiting for the lease in flight. */
interface KeyLease {
  tokens: number
  at: number
  inFlight: boolean
  waiting: Array<{ operations: number, budgets: Budget[], settle: (err?: Error) => void }>
}

function memoryLimiter (now: () => number): OpsLimiter {
  const buckets = new Map<string, { tokens: number, at: number }>()
  const sweep = forgetting(now, (t) => {
    for (const [id, bucket] of buckets) if (t - bucket.at >= LEASE_MS) buckets.delete(id)
  })
  const level = (id: string, rate: number, t: number): { tokens: number, at: number } => {
    const bucket = buckets.get(id) ?? { tokens: rate, at: t }
    bucket.tokens = Math.min(rate, bucket.tokens + (t - bucket.at) * rate / 1000)
    bucket.at = t
    buckets.set(id, bucket)
    return bucket
  }
  return {
    async take (caller, operations) {
      const budgets = budgetsOf(caller)
      if (budgets.length === 0) return
      if (budgets.some((b) => operations > b.rate)) throw overBudget(budgets, operations)
      sweep()
      const t = now()
      const held = budgets.map((b) => level(b.name === 'key' ? `key:${caller.keyId}` : `tenant:${caller.tenant}`, b.rate, t))
      held.forEach((bucket, i) => { budgets[i]!.tokens = bucket.tokens })
      if (held.some((bucket) => bucket.tokens < operations)) throw rateLimited(budgets, operations)
      for (const bucket of held) bucket.tokens -= operations
    },
    held: () => buckets.size
  }
}

/**
 * Operations per second per key and per tenant (ADR 045): a token bucket per key id and per tenant, each holding
 * up to one second of its rate. A request passes when both buckets hold all its operations, and takes them; else
 * 429. Never any debt: what is granted is taken. Callers without a budget (operator keys, the default tenant's)
 * are not counted.
 *
 * With `redis` the buckets are shared by every api process (lua/access/ops-lease.lua). A process has at most one
 * lease in flight per key: callers that find too few tokens in hand queue behind it, and the next lease asks for
 * what they all need, so a busy key costs one Redis call per round trip and process however many requests wait,
 * and concurrent callers never overwrite each other's lease. Budgets of 1,000 a second and more lease up to a
 * hundredth of a second ahead as well, so most of their requests take from memory, but only from the room their
 * buckets hold beyond one second of their rate: a token leased ahead is never one a request in another process
 * needs, so a full bucket passes a full second's worth across processes whole. The processes together never pass
 * more than the rate plus one second's bucket plus its room plus what each holds ahead.
 * Without `redis`, each process counts alone (N processes: up to N times the limit).
 */
export function createOpsLimiter (options: OpsLimiterOptions = {}): OpsLimiter {
  const now = options.now ?? performance.now.bind(performance)
  const { redis } = options
  if (redis === undefined) return memoryLimiter(now)
  const connection = redis
  leaseScript.define(connection)
  const stem = `${options.prefix ?? 'hcs20'}:{access}:`
  const leases = new Map<string, KeyLease>()
  const sweep = forgetting(now, (t) => {
    for (const [keyId, held] of leases) {
      if (!held.inFlight && held.waiting.length === 0 && t - held.at >= LEASE_MS) leases.delete(keyId)
    }
  })

  // one lease for everyone waiting on this key, then each served in order of arrival from what came
  async function lease (caller: Caller, held: KeyLease): Promise<void> {
    held.inFlight = true
    const waiting = held.waiting
    held.waiting = []
    const budgets = waiting[0]!.budgets
    const key = budgets.find((b) => b.name === 'key')
    const tenant = budgets.find((b) => b.name === 'tenant')
    const needed = waiting.reduce((sum, w) => sum + w.operations, 0)
    if (now() - held.at >= LEASE_MS) held.tokens = 0
    const want = Math.max(0, needed - held.tokens)
    try {
      const got = await orQueueUnavailable(async () => await leaseScript.run(connection, {
        keys: { bucket: `${stem}ops:${keySegment(caller.keyId)}`, tenantBucket: `${stem}tenant-ops:${keySegment(caller.tenant)}` },
        args: {
          rate: key === undefined ? '' : String(key.rate),
          room: key === undefined ? '' : String(roomOf(key.rate)),
          tenantRate: tenant === undefined ? '' : String(tenant.rate),
          tenantRoom: tenant === undefined ? '' : String(roomOf(tenant.rate)),
          want: String(want),
          ahead: String(aheadOf(budgets))
        }
      }))
      if (key !== undefined) key.tokens = got.tokens ?? 0
      if (tenant !== undefined) tenant.tokens = got.tenantTokens ?? 0
      held.tokens += got.granted
      held.at = now()
      for (const w of waiting) {
        if (held.tokens >= w.operations) {
          held.tokens -= w.operations
          w.settle()
        } else w.settle(rateLimited(budgets.map((b) => ({ ...b, tokens: b.tokens + held.tokens })), w.operations))
      }
    } catch (err) {
      for (const w of waiting) w.settle(err as Error)
    } finally {
      held.inFlight = false
      if (held.waiting.length > 0) lease(caller, held).catch(() => {})
    }
  }

  return {
    async take (caller, operations) {
      const budgets = budgetsOf(caller)
      if (budgets.length === 0) return
      if (budgets.some((b) => operations > b.rate)) throw overBudget(budgets, operations)
      sweep()
      let held = leases.get(caller.keyId)
      if (held === undefined) {
        held = { tokens: 0, at: 0, inFlight: false, waiting: [] }
        leases.set(caller.keyId, held)
      }
      if (!held.inFlight && held.tokens >= operations && now() - held.at < LEASE_MS) {
        held.tokens -= operations
        return
      }
      const lease$ = new Promise<void>((resolve, reject) => {
        held.waiting.push({ operations, budgets, settle: (err) => { if (err === undefined) resolve(); else reject(err) } })
      })
      if (!held.inFlight) lease(caller, held).catch(() => {})
      await lease$
    },
    held: () => leases.size
  }
}
