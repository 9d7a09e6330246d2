import { AppError } from '../http/errors.js'
import type { Caller } from './auth.js'

interface Bucket { tokens: number, at: number }

export interface OpsLimiter {
  /** Spends `operations` of the caller's budget, or throws 429 RATE_LIMITED with Retry-After. */
  take: (caller: Caller, operations: number) => void
}

/**
 * Operations per second per key (ADR 031), in this process's memory: a token bucket per key id holding up to one
 * second of its limit. A request is let through while the bucket holds anything, and takes all its operations,
 * going into debt if it must (so a batch larger than one second's budget still passes, and the key then waits
 * for the debt to refill). Keys without a limit (operator keys) are not counted.
 */
export function createOpsLimiter (now: () => number = performance.now.bind(performance)): OpsLimiter {
  const buckets = new Map<string, Bucket>()
  return {
    take (caller, operations) {
      const rate = caller.opsPerSecond
      if (rate === undefined) return
      const t = now()
      const bucket = buckets.get(caller.keyId) ?? { tokens: rate, at: t }
      bucket.tokens = Math.min(rate, bucket.tokens + (t - bucket.at) * rate / 1000)
      bucket.at = t
      buckets.set(caller.keyId, bucket)
      if (bucket.tokens <= 0) {
        const seconds = Math.max(1, Math.ceil((1 - bucket.tokens) / rate))
        throw new AppError('RATE_LIMITED', 429, 'Too Many Requests', {
          detail: `This key may submit ${rate} operations per second; retry in ${seconds} s`,
          headers: { 'retry-after': String(seconds) }
        })
      }
      bucket.tokens -= operations
    }
  }
}
