import type { Redis } from 'ioredis'
import { keySegment, luaScript, replies } from '@hcs/protocol'
import { AppError, orQueueUnavailable } from '../http/errors.js'
import type { Caller } from './auth.js'

interface Bucket { tokens: number, at: number }

export interface OpsLimiter {
  /** Spends `operations` of the caller's budget, or throws 429 RATE_LIMITED with Retry-After. */
  take: (caller: Caller, operations: number) => Promise<void>
}

export interface OpsLimiterOptions {
  /** Shares each key's budget with every api process through this Redis (OPS_LIMIT_STORE=redis); absent: this process alone. */
  redis?: Redis
  /** `${REDIS_PREFIX}`: the buckets live in the access slot, `${prefix}:{access}:ops:<key id>`. */
  prefix?: string
  now?: () => number
}

// lua/access/ops-lease.lua: a lease of `want` tokens from the key's shared bucket; { granted, retryMs }
const leaseScript = luaScript({
  name: 'hcsOpsLease',
  file: new URL('../../lua/access/ops-lease.lua', import.meta.url),
  keys: ['bucket'],
  args: ['rate', 'want'],
  reply: (raw) => {
    const [granted = 0, retryMs = 0] = replies.strings(raw).map(Number)
    return { granted, retryMs }
  }
})

function rateLimited (rate: number, seconds: number): AppError {
  return new AppError('RATE_LIMITED', 429, 'Too Many Requests', {
    detail: `This key may submit ${rate} operations per second; retry in ${seconds} s`,
    headers: { 'retry-after': String(seconds) }
  })
}

/**
 * Operations per second per key (ADR 031): a token bucket per key id holding up to one second of its limit. A
 * request is let through while the bucket holds anything, and takes all its operations, going into debt if it must
 * (so a batch larger than one second's budget still passes, and the key then waits for the debt to refill). Keys
 * without a limit (operator keys) are not counted.
 *
 * With `redis` the bucket is shared by every api process (lua/access/ops-lease.lua): a process leases what a request
 * needs plus a tenth of a second's budget (from 100 operations a second up) and spends the lease in memory, so a busy key costs about ten Redis
 * calls a second per process, and N processes together never let a key past its limit by more than their leases.
 * Without it, each process counts alone (N processes: up to N times the limit).
 */
export function createOpsLimiter (options: OpsLimiterOptions = {}): OpsLimiter {
  const now = options.now ?? performance.now.bind(performance)
  const { redis } = options
  if (redis === undefined) {
    const buckets = new Map<string, Bucket>()
    return {
      async take (caller, operations) {
        const rate = caller.opsPerSecond
        if (rate === undefined) return
        const t = now()
        const bucket = buckets.get(caller.keyId) ?? { tokens: rate, at: t }
        bucket.tokens = Math.min(rate, bucket.tokens + (t - bucket.at) * rate / 1000)
        bucket.at = t
        buckets.set(caller.keyId, bucket)
        if (bucket.tokens <= 0) throw rateLimited(rate, Math.max(1, Math.ceil((1 - bucket.tokens) / rate)))
        bucket.tokens -= operations
      }
    }
  }
  leaseScript.define(redis)
  const stem = `${options.prefix ?? 'hcs20'}:{access}:ops:`
  // leased tokens not spent yet, per key id (a lease lasts at most a second: older ones are given up)
  const leases = new Map<string, Bucket>()
  return {
    async take (caller, operations) {
      const rate = caller.opsPerSecond
      if (rate === undefined) return
      const t = now()
      const lease = leases.get(caller.keyId)
      const held = lease !== undefined && t - lease.at < 1000 ? lease.tokens : 0
      if (lease !== undefined && held >= operations) {
        lease.tokens -= operations
        return
      }
      // a tenth of a second's budget ahead, when that is worth a call (10 operations or more)
      const ahead = Math.floor(rate / 10) >= 10 ? Math.floor(rate / 10) : 0
      const want = operations - held + ahead
      // Redis away: 503, as the intake that would follow answers
      const { granted, retryMs } = await orQueueUnavailable(async () => await leaseScript.run(redis, { keys: { bucket: stem + keySegment(caller.keyId) }, args: { rate, want } }))
      if (granted === 0) throw rateLimited(rate, Math.max(1, Math.ceil(retryMs / 1000)))
      leases.set(caller.keyId, { tokens: held + granted - operations, at: t })
    }
  }
}
